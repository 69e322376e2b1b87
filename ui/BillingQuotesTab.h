#pragma once

#include <QWidget>

class QTableWidget;

namespace cd {

class BillingSession;

// Billing > Quoted and billed: what the launch dialog quoted for the time each cluster ran, beside
// what was billed, with a line per reason for the difference.
class BillingQuotesTab final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingQuotesTab)

public:
    explicit BillingQuotesTab(const BillingSession& session, QWidget* parent = nullptr);

private:
    void showQuotes();

    const BillingSession& m_session;
    QTableWidget* m_quotes;
};

} // namespace cd
