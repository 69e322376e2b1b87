#pragma once

#include <QWidget>

class QTableWidget;

namespace cd {

class BillingSession;

// Billing > Invoices: each month's invoice, issued or still open, as the platform lists them.
class BillingInvoicesTab final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingInvoicesTab)

public:
    explicit BillingInvoicesTab(const BillingSession& session, QWidget* parent = nullptr);

private:
    void showInvoices();

    const BillingSession& m_session;
    QTableWidget* m_invoices;
};

} // namespace cd
