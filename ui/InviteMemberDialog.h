#pragma once

#include "SubmitDialog.h"
#include "core/Role.h"

#include <QList>

class QComboBox;
class QLineEdit;

namespace cd {

// Invite member: an email address (checked as it is typed, by the platform's own rule), a role
// among those the signed-in person may hand out, and an optional name. Invite does not close it:
// the tab sends the invitation and closes it when the platform accepts, or shows here why not.
class InviteMemberDialog final : public SubmitDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InviteMemberDialog)

public:
    explicit InviteMemberDialog(const QList<Role>& roles, QWidget* parent = nullptr);

    QString email() const;
    Role role() const;
    QString name() const;
    QString verdictText() const override;

protected:
    bool saysVerdict(const QString& verdict) const override;

private:
    QLineEdit* m_email;
    QComboBox* m_role;
    QLineEdit* m_name;
};

} // namespace cd
