#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace cd {

// The strip across the top of the window while support staff are signed in: whose data this is,
// that it is read-only, and the way to look at another tenant. It stays in view on every page.
class SupportBanner final : public QFrame {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SupportBanner)

public:
    explicit SupportBanner(QWidget* parent = nullptr);

    // The tenant being viewed; empty: none chosen yet.
    void setTenant(const QString& tenantName);
    QString text() const;

Q_SIGNALS:
    void switchRequested();

private:
    QLabel* m_text;
    QPushButton* m_switch;
};

} // namespace cd
