#pragma once

#include "core/Role.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace cd {

// Invite member: an email address (checked as it is typed, by the platform's own rule), a role
// among those the signed-in person may hand out, and an optional name. Invite does not close it:
// the tab sends the invitation and closes it when the platform accepts, or shows here why not.
class InviteMemberDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InviteMemberDialog)

public:
    explicit InviteMemberDialog(const QList<Role>& roles, QWidget* parent = nullptr);

    QString email() const;
    Role role() const;
    QString name() const;
    // Why Invite is disabled, or empty when it is not.
    QString verdictText() const;
    void setBusy(bool busy);
    void showError(const QString& sentence);
    QString errorText() const;

Q_SIGNALS:
    void submitted();

private:
    void judge();

    QLineEdit* m_email;
    QComboBox* m_role;
    QLineEdit* m_name;
    QLabel* m_verdict;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
    bool m_busy = false;
};

} // namespace cd
