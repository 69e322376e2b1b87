#include "MembersTab.h"

#include "ChangeRoleDialog.h"
#include "InviteMemberDialog.h"
#include "MessageBanner.h"
#include "TabOrder.h"
#include "core/RoleCoverage.h"
#include "core/RoleText.h"
#include "session/MembersSession.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

MembersTab::MembersTab(MembersSession& members, QWidget* parent)
    : QWidget(parent)
    , m_members(members)
    , m_banner(new MessageBanner(this))
    , m_intro(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_invite(new QPushButton(tr("&Invite…"), this))
    , m_changeRole(new QPushButton(tr("C&hange role…"), this))
    , m_remove(new QPushButton(tr("&Remove…"), this)) {
    setObjectName(QStringLiteral("membersTab"));
    m_intro->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("memberTable"));
    m_table->setAccessibleName(tr("Members"));
    m_table->setHorizontalHeaderLabels(
        {tr("Email"), tr("Name"), tr("Role"), tr("Status"), tr("Invited by"), tr("Last seen")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab leaves the list (arrows move in it), on to the buttons that act on the chosen row.
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_invite->setObjectName(QStringLiteral("inviteMember"));
    m_changeRole->setObjectName(QStringLiteral("changeMemberRole"));
    m_remove->setObjectName(QStringLiteral("removeMember"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_invite);
    buttons->addWidget(m_changeRole);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_intro);
    // The buttons below the table: Tab reaches the list first, and choosing a row there enables
    // the buttons that act on it before Tab gets to them.
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    TabOrder::chain({m_table, m_invite, m_changeRole, m_remove});

    connect(m_invite, &QPushButton::clicked, this, [this] { openInviteDialog(); });
    connect(m_changeRole, &QPushButton::clicked, this, [this] { openChangeRoleDialog(); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeSelected(); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &MembersTab::updateButtons);
    connect(&m_members, &MembersSession::membersChanged, this, &MembersTab::showMembers);
    connect(&m_members, &MembersSession::failed, this,
            [this](const QString& text) { m_banner->showError(text); });
    connect(&m_members, &MembersSession::inviteFailed, this, [this](const QString& text) {
        if (m_inviteDialog) {
            m_inviteDialog->setBusy(false);
            m_inviteDialog->showError(text);
        } else {
            m_banner->showError(text);
        }
    });
    connect(&m_members, &MembersSession::invited, this, [this](const Member& m) {
        m_banner->hide();
        if (m_inviteDialog)
            m_inviteDialog->accept();
        selectMember(m.email);
        Q_EMIT notification(tr("Members"), tr("%1 invited as %2.").arg(m.email, RoleText::name(m.role)),
                            false);
    });
    connect(&m_members, &MembersSession::roleChanged, this, [this](const Member& m) {
        m_banner->hide();
        Q_EMIT notification(tr("Members"), tr("%1 is now %2.").arg(m.email, RoleText::name(m.role)), false);
    });
    connect(&m_members, &MembersSession::removed, this, [this](const QString& email) {
        m_banner->hide();
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
    m_intro->setText(m_canWrite ? tr("The people of your tenant and their roles. A role change applies to "
                                     "their next request; removing someone stops their API keys at once.")
                                : tr("The people of your tenant, read-only. Owners and admins invite, change "
                                     "and remove them."));
    // Read-only (support staff): no buttons that could only be refused.
    m_invite->setVisible(m_canWrite);
    m_changeRole->setVisible(m_canWrite);
    m_remove->setVisible(m_canWrite);
    m_table->setEnabled(canRead);
    updateButtons();
}

void MembersTab::reload() {
    if (m_canRead && m_members.hasClient())
        m_members.load();
}

void MembersTab::showMembers() {
    const QString selected = selectedId();
    const QList<Member>& members = m_members.members();
    m_table->setRowCount(int(members.size()));
    for (int row = 0; row < members.size(); ++row) {
        const Member& m = members[row];
        const QString cells[ColumnCount] = {
            m.email,
            m.name,
            RoleText::name(m.role),
            m.invited ? tr("Invited") : tr("Active"),
            m.invitedBy.isEmpty() ? QStringLiteral("—") : m.invitedBy,
            m.lastSeenAt.isValid() ? QLocale().toString(m.lastSeenAt.toLocalTime(), QLocale::ShortFormat)
                                   : tr("Never")};
        for (int column = 0; column < ColumnCount; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setData(Qt::UserRole, m.id);
            if (m.id == m_selfId)
                item->setToolTip(tr("You"));
            m_table->setItem(row, column, item);
        }
        if (m.id == selected)
            m_table->selectRow(row);
    }
    m_table->resizeColumnsToContents();
    updateButtons();
}

bool MembersTab::selectMember(const QString& email) {
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, Email)->text().compare(email, Qt::CaseInsensitive) == 0) {
            m_table->selectRow(row);
            return true;
        }
    }
    return false;
}

QString MembersTab::selectedId() const {
    const QList<QTableWidgetItem*> selected = m_table->selectedItems();
    return selected.isEmpty() ? QString() : selected.first()->data(Qt::UserRole).toString();
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
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Change role"), text, QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("changeRoleQuestion"));
    QPushButton* change = box->addButton(tr("C&hange role"), QMessageBox::DestructiveRole);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_question = box;
    connect(box, &QMessageBox::finished, this, [this, box, change, id, role] {
        if (box->clickedButton() == change)
            m_members.changeRole(id, role);
    });
    box->open();
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
    auto* box = new QMessageBox(QMessageBox::Question, tr("Remove member"), text, QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("removeMemberQuestion"));
    QPushButton* remove = box->addButton(tr("&Remove"), QMessageBox::DestructiveRole);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, remove, id] {
        if (box->clickedButton() == remove)
            m_members.remove(id);
    });
    box->open();
    return box;
}

} // namespace cd
