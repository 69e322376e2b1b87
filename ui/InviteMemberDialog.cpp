#include "InviteMemberDialog.h"

#include "core/EmailAddress.h"
#include "core/RoleText.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>

namespace cd {

namespace {
constexpr int maxNameLength = 80;
}

InviteMemberDialog::InviteMemberDialog(const QList<Role>& roles, QWidget* parent)
    : SubmitDialog(QStringLiteral("invite"), tr("&Invite"), parent)
    , m_email(new QLineEdit(this))
    , m_role(new QComboBox(this))
    , m_name(new QLineEdit(this)) {
    setWindowTitle(tr("Invite member"));
    setObjectName(QStringLiteral("inviteMemberDialog"));
    m_email->setObjectName(QStringLiteral("inviteEmail"));
    m_email->setPlaceholderText(tr("name@example.com"));
    m_email->setMaxLength(EmailAddress::maxLength + 10); // long enough to say it is too long
    m_role->setObjectName(QStringLiteral("inviteRole"));
    for (Role role : roles)
        m_role->addItem(RoleText::name(role), roleId(role));
    // Most people invited run clusters; a higher role is a deliberate choice.
    m_role->setCurrentIndex(std::max(0, m_role->findData(roleId(Role::Member))));
    m_name->setObjectName(QStringLiteral("inviteName"));
    m_name->setPlaceholderText(tr("Optional"));
    m_name->setMaxLength(maxNameLength);

    form()->addRow(tr("&Email:"), m_email);
    form()->addRow(tr("&Role:"), m_role);
    form()->addRow(tr("&Name:"), m_name);
    setNote(tr("They appear as invited until they first call the platform with an API key made for them."));
    setInputs({m_email, m_role, m_name});

    connect(m_email, &QLineEdit::textChanged, this, &InviteMemberDialog::judge);
    judge();
    resize(460, 240);
}

QString InviteMemberDialog::email() const {
    return m_email->text().trimmed();
}

Role InviteMemberDialog::role() const {
    return roleFromId(m_role->currentData().toString()).value_or(Role::Viewer);
}

QString InviteMemberDialog::name() const {
    return m_name->text().trimmed();
}

QString InviteMemberDialog::verdictText() const {
    const QString address = email();
    if (address.isEmpty())
        return tr("Enter the email address of the person to invite.");
    if (address.size() > EmailAddress::maxLength)
        return tr("The address is %1 characters long; at most %2 fit.")
            .arg(address.size())
            .arg(EmailAddress::maxLength);
    if (!EmailAddress::isPlausible(address))
        return tr("\"%1\" is not an email address: expected one like name@example.com, without spaces.")
            .arg(address);
    if (m_role->count() == 0)
        return tr("Your role cannot hand out any role.");
    return {};
}

bool InviteMemberDialog::saysVerdict(const QString& verdict) const {
    // Nothing typed yet is not a mistake: say it only once there is something to correct.
    return !verdict.isEmpty() && !email().isEmpty();
}

} // namespace cd
