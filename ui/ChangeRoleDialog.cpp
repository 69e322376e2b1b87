#include "ChangeRoleDialog.h"

#include "core/RoleText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

ChangeRoleDialog::ChangeRoleDialog(const Member& member, const QList<Role>& roles, QWidget* parent)
    : QDialog(parent)
    , m_current(member.role)
    , m_role(new QComboBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Change role"));
    setObjectName(QStringLiteral("changeRoleDialog"));
    m_role->setObjectName(QStringLiteral("memberRole"));
    for (Role role : roles)
        m_role->addItem(RoleText::name(role), roleId(role));
    m_role->setCurrentIndex(std::max(0, m_role->findData(roleId(member.role))));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("C&hange role"));

    auto* who = new QLabel(tr("%1 is now %2. The new role applies to their next request, also to the API "
                              "keys they already have.")
                               .arg(member.email, RoleText::name(member.role)),
                           this);
    who->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("New &role:"), m_role);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(who);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(m_role, &QComboBox::currentIndexChanged, this, &ChangeRoleDialog::judge);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    judge();
    resize(420, 160);
}

Role ChangeRoleDialog::role() const {
    return roleFromId(m_role->currentData().toString()).value_or(m_current);
}

void ChangeRoleDialog::judge() {
    // The same role again would change nothing.
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_role->count() > 0 && role() != m_current);
}

} // namespace cd
