#include "MembersTab.h"

#include "ChangeRoleDialog.h"
#include "InviteMemberDialog.h"
#include "MessageBanner.h"
#include "core/RoleCoverage.h"
#include "core/RoleText.h"
#include "session/MembersSession.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>

namespace cd {

MembersTab::MembersTab(MembersSession& members, QWidget* parent)
    : AccountListTab({tr("Email"), tr("Name"), tr("Role"), tr("Status"), tr("Invited by"), tr("Last seen")},
                     Name, parent)
    , m_members(members)
    , m_invite(addButton(tr("&Invite…"), QStringLiteral("inviteMember")))
    , m_changeRole(addButton(tr("C&hange role…"), QStringLiteral("changeMemberRole")))
    , m_remove(addButton(tr("&Remove…"), QStringLiteral("removeMember"))) {
    setObjectName(QStringLiteral("membersTab"));
    table()->setObjectName(QStringLiteral("memberTable"));
    table()->setAccessibleName(tr("Members"));
    // The buttons below the table: Tab reaches the list first, and choosing a row there enables
    // the buttons that act on it before Tab gets to them.
    finishLayout(Buttons::BelowTable);

    connect(m_invite, &QPushButton::clicked, this, [this] { openInviteDialog(); });
    connect(m_changeRole, &QPushButton::clicked, this, [this] { openChangeRoleDialog(); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeSelected(); });
    connect(table(), &QTableWidget::itemSelectionChanged, this, &MembersTab::updateButtons);
    connect(&m_members, &MembersSession::membersChanged, this, &MembersTab::showMembers);
    connect(&m_members, &MembersSession::failed, this,
            [this](const QString& text) { banner()->showError(text); });
    connect(&m_members, &MembersSession::inviteFailed, this,
            [this](const QString& text) { showRefusal(m_inviteDialog, text); });
    connect(&m_members, &MembersSession::invited, this, [this](const Member& m) {
        banner()->hide();
        if (m_inviteDialog)
            m_inviteDialog->accept();
        selectMember(m.email);
        Q_EMIT notification(tr("Members"), tr("%1 invited as %2.").arg(m.email, RoleText::name(m.role)),
                            false);
    });
    connect(&m_members, &MembersSession::roleChanged, this, [this](const Member& m) {
        banner()->hide();
        Q_EMIT notification(tr("Members"), tr("%1 is now %2.").arg(m.email, RoleText::name(m.role)), false);
    });
    connect(&m_members, &MembersSession::removed, this, [this](const QString& email) {
        banner()->hide();
        Q_EMIT notification(tr("Members"), tr("%1 removed from the tenant.").arg(email), false);
    });
    connect(&m_members, &MembersSession::clientChanged, this, &MembersTab::reload);
    setAccess(false, false, Role::Viewer, {});
}

void MembersTab::setAccess(bool canRead, bool canWrite, Role role, const QString& selfId) {
    m_canRead = canRead;
    m_canWrite = canWrite && !RoleCoverage::coveredBy(role).isEmpty();
    m_role = role;
    m_selfId = selfId;
    setIntro(m_canWrite ? tr("The people of your tenant and their roles. A role change applies to "
                             "their next request; removing someone stops their API keys at once.")
                        : tr("The people of your tenant, read-only. Owners and admins invite, change "
                             "and remove them."));
    // Read-only (support staff): no buttons that could only be refused.
    m_invite->setVisible(m_canWrite);
    m_changeRole->setVisible(m_canWrite);
    m_remove->setVisible(m_canWrite);
    table()->setEnabled(canRead);
    updateButtons();
}

void MembersTab::reload() {
    if (m_canRead && m_members.hasClient())
        m_members.load();
}

void MembersTab::showMembers() {
    const QString selected = selectedId();
    const QList<Member>& members = m_members.members();
    table()->setRowCount(int(members.size()));
    for (int row = 0; row < members.size(); ++row) {
        const Member& m = members[row];
        const QList<QTableWidgetItem*> items = setRow(
            row,
            {m.email, m.name, RoleText::name(m.role), m.invited ? tr("Invited") : tr("Active"),
             m.invitedBy.isEmpty() ? QStringLiteral("—") : m.invitedBy,
             m.lastSeenAt.isValid() ? QLocale().toString(m.lastSeenAt.toLocalTime(), QLocale::ShortFormat)
                                    : tr("Never")},
            m.id);
        if (m.id == m_selfId) {
            for (QTableWidgetItem* item : items)
                item->setToolTip(tr("You"));
        }
        if (m.id == selected)
            table()->selectRow(row);
    }
    updateButtons();
}

bool MembersTab::selectMember(const QString& email) {
    for (int row = 0; row < table()->rowCount(); ++row) {
        if (table()->item(row, Email)->text().compare(email, Qt::CaseInsensitive) == 0) {
            table()->selectRow(row);
            return true;
        }
    }
    return false;
}

QString MembersTab::refusal(const Member& m) const {
    if (m_members.isLastActiveOwner(m.id))
        return tr("%1 is the tenant's last owner: make someone else owner first.").arg(m.email);
    if (!RoleCoverage::covers(m_role, m.role))
        return tr("Your role cannot change or remove someone who is %1.").arg(RoleText::name(m.role));
    return {};
}

void MembersTab::updateButtons() {
    const Member* m = m_members.member(selectedId());
    const QString why = m ? refusal(*m) : QString();
    const bool can = m_canWrite && m && why.isEmpty();
    // The reason stays on the button, readable by pointer and by screen reader.
    for (QPushButton* b : {m_changeRole, m_remove}) {
        b->setEnabled(can);
        b->setToolTip(why);
        b->setAccessibleDescription(why);
    }
    m_invite->setEnabled(m_canWrite);
}

InviteMemberDialog* MembersTab::openInviteDialog() {
    if (!m_canWrite || m_inviteDialog)
        return m_inviteDialog;
    auto* dialog = new InviteMemberDialog(RoleCoverage::coveredBy(m_role), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_inviteDialog = dialog;
    connect(dialog, &InviteMemberDialog::submitted, this, [this, dialog] {
        dialog->setBusy(true);
        m_members.invite(dialog->email(), dialog->role(), dialog->name());
    });
    dialog->open();
    return dialog;
}

ChangeRoleDialog* MembersTab::openChangeRoleDialog() {
    const Member* m = m_members.member(selectedId());
    if (!m_canWrite || !m || !refusal(*m).isEmpty())
        return nullptr;
    auto* dialog = new ChangeRoleDialog(*m, RoleCoverage::coveredBy(m_role), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString id = m->id;
    connect(dialog, &QDialog::accepted, this, [this, dialog, id] { confirmRoleChange(id, dialog->role()); });
    dialog->open();
    return dialog;
}

QMessageBox* MembersTab::pendingQuestion() const {
    return m_question;
}

void MembersTab::confirmRoleChange(const QString& id, Role role) {
    const Member* m = m_members.member(id);
    if (!m)
        return;
    const bool self = id == m_selfId;
    const bool demotesOwner = m->role == Role::Owner && role != Role::Owner;
    if (!self && !demotesOwner) {
        m_members.changeRole(id, role);
        return;
    }
    const QString text =
        self ? tr("Change your own role to %1? You may lose access to this area and to what your current "
                  "role allows, from your next request on; only an owner or admin can give it back.")
                   .arg(RoleText::name(role))
             : tr("Make %1, an owner, %2? They can no longer manage the tenant's owners from their next "
                  "request on.")
                   .arg(m->email, RoleText::name(role));
    m_question = askFirst(QMessageBox::Warning, QStringLiteral("changeRoleQuestion"), tr("Change role"), text,
                          tr("C&hange role"), [this, id, role] { m_members.changeRole(id, role); });
}

QMessageBox* MembersTab::removeSelected() {
    const Member* m = m_members.member(selectedId());
    if (!m_canWrite || !m || !refusal(*m).isEmpty())
        return nullptr;
    const QString id = m->id;
    QString text =
        tr("Remove %1 from the tenant? Their API keys stop working at once, including streams they "
           "have open, and their SSH keys are deleted.")
            .arg(m->email);
    if (id == m_selfId)
        text += u' ' + tr("This is you: you lose access to the tenant.");
    return askFirst(QMessageBox::Question, QStringLiteral("removeMemberQuestion"), tr("Remove member"), text,
                    tr("&Remove"), [this, id] { m_members.remove(id); });
}

} // namespace cd
