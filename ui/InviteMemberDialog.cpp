#include "InviteMemberDialog.h"

#include "core/EmailAddress.h"
#include "core/RoleText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

namespace {
constexpr int maxNameLength = 80;
}

InviteMemberDialog::InviteMemberDialog(const QList<Role>& roles, QWidget* parent)
    : QDialog(parent)
    , m_email(new QLineEdit(this))
    , m_role(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_verdict(new QLabel(this))
    , m_error(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
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
    m_verdict->setObjectName(QStringLiteral("inviteVerdict"));
    m_verdict->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("inviteError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Invite"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Email:"), m_email);
    form->addRow(tr("&Role:"), m_role);
    form->addRow(tr("&Name:"), m_name);
    auto* note = new QLabel(tr("They appear as invited until they first call the platform with an API key "
                               "made for them."),
                            this);
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_verdict);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    connect(m_email, &QLineEdit::textChanged, this, &InviteMemberDialog::judge);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (verdictText().isEmpty() && !m_busy)
            Q_EMIT submitted();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
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

void InviteMemberDialog::judge() {
    const QString verdict = verdictText();
    // Nothing typed yet is not a mistake: say it only once there is something to correct.
    const bool show = !verdict.isEmpty() && !email().isEmpty();
    m_verdict->setText(show ? verdict : QString());
    m_verdict->setVisible(show);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(verdict.isEmpty() && !m_busy);
}

void InviteMemberDialog::setBusy(bool busy) {
    m_busy = busy;
    m_email->setEnabled(!busy);
    m_role->setEnabled(!busy);
    m_name->setEnabled(!busy);
    if (busy)
        m_error->hide();
    judge();
}

void InviteMemberDialog::showError(const QString& sentence) {
    m_error->setText(sentence);
    m_error->setVisible(!sentence.isEmpty());
}

QString InviteMemberDialog::errorText() const {
    return m_error->isVisible() ? m_error->text() : QString();
}

} // namespace cd
