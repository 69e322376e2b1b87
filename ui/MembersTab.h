#pragma once

#include "AccountListTab.h"
#include "core/Member.h"

#include <QPointer>

class QMessageBox;
class QPushButton;
class QTableWidget;

namespace cd {

class ChangeRoleDialog;
class InviteMemberDialog;
class MembersSession;

// The Account area's "Members" tab (owners and admins; support staff read it): the tenant's people,
// Invite…, Change role… and Remove…, each asking first where it takes something away. What the
// platform would refuse (the last owner, a role above one's own) is not offered, and says why.
class MembersTab final : public AccountListTab {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MembersTab)

public:
    enum Column { Email, Name, RoleColumn, Status, InvitedBy, LastSeen, ColumnCount };

    explicit MembersTab(MembersSession& members, QWidget* parent = nullptr);

    // `role` and `selfId`: the signed-in person's, which bound whom they may change and to what.
    void setAccess(bool canRead, bool canWrite, Role role, const QString& selfId);
    void reload();
    QTableWidget* memberTable() const { return table(); }
    QPushButton* inviteButton() const { return m_invite; }
    QPushButton* changeRoleButton() const { return m_changeRole; }
    QPushButton* removeButton() const { return m_remove; }
    // Selects the row of the member with this email (for tests and for after an invitation).
    bool selectMember(const QString& email);

    // Opens Invite member; the dialog, or null when this role may not (for tests too).
    InviteMemberDialog* openInviteDialog();
    // Opens Change role for the selected member; the dialog, or null.
    ChangeRoleDialog* openChangeRoleDialog();
    // Asks, then removes the selected member; the question, or null.
    QMessageBox* removeSelected();
    // The question asked before demoting an owner or changing one's own role, while it is open.
    QMessageBox* pendingQuestion() const;

private:
    void showMembers();
    void updateButtons();
    // Why the selected member's role cannot be changed or they cannot be removed; empty when they can.
    QString refusal(const Member& m) const;
    void confirmRoleChange(const QString& id, Role role);

    MembersSession& m_members;
    bool m_canRead = false;
    bool m_canWrite = false;
    Role m_role = Role::Viewer;
    QString m_selfId;
    QPushButton* m_invite;
    QPushButton* m_changeRole;
    QPushButton* m_remove;
    QPointer<InviteMemberDialog> m_inviteDialog;
    QPointer<QMessageBox> m_question;
};

} // namespace cd
