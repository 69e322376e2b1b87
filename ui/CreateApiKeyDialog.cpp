#include "CreateApiKeyDialog.h"

#include "core/RoleCoverage.h"
#include "core/RoleText.h"

#include <QComboBox>
#include <QDateEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace cd {

namespace {
constexpr int maxNameLength = 80; // the platform's limit (invalid_field "name")
}

CreateApiKeyDialog::CreateApiKeyDialog(Role giver, const QList<cd::Member>& others, QWidget* parent)
    : SubmitDialog(QStringLiteral("apiKey"), tr("&Create"), parent)
    , m_giver(giver)
    , m_others(others)
    , m_name(new QLineEdit(this))
    , m_member(new QComboBox(this))
    , m_role(new QComboBox(this))
    , m_expiry(new QComboBox(this))
    , m_date(new QDateEdit(this)) {
    setWindowTitle(tr("Create API key"));
    setObjectName(QStringLiteral("createApiKeyDialog"));
    m_name->setObjectName(QStringLiteral("apiKeyName"));
    m_name->setPlaceholderText(tr("e.g. ci-deploy"));
    m_member->setObjectName(QStringLiteral("apiKeyMember"));
    m_member->addItem(tr("Me"), QString());
    for (const cd::Member& m : std::as_const(m_others)) {
        // Said in words beside them: an invited person signs in for the first time with this key.
        m_member->addItem(m.invited ? tr("%1 (invited)").arg(m.email) : m.email, m.id);
    }
    m_role->setObjectName(QStringLiteral("apiKeyRole"));
    m_expiry->setObjectName(QStringLiteral("apiKeyExpiry"));
    m_expiry->addItem(tr("In 30 days"), Days30);
    m_expiry->addItem(tr("In 90 days"), Days90);
    m_expiry->addItem(tr("In 1 year"), Year1);
    m_expiry->addItem(tr("Never"), Never);
    m_expiry->addItem(tr("On a date"), OnDate);
    m_expiry->setCurrentIndex(1);
    m_date->setObjectName(QStringLiteral("apiKeyExpiryDate"));
    m_date->setAccessibleName(tr("Expiry date"));
    m_date->setCalendarPopup(true);
    m_date->setDate(QDate::currentDate().addDays(90));
    m_date->setEnabled(false);

    auto* expiry = new QHBoxLayout;
    expiry->addWidget(m_expiry);
    expiry->addWidget(m_date, 1);
    form()->addRow(tr("&Name:"), m_name);
    form()->addRow(tr("&For:"), m_member);
    form()->addRow(tr("&Role:"), m_role);
    // A row of a layout gets no buddy from addRow(): name it, or the label shows its "&".
    auto* expiresLabel = new QLabel(tr("&Expires:"), this);
    expiresLabel->setBuddy(m_expiry);
    form()->addRow(expiresLabel, expiry);
    setNote(tr("The key acts as its holder with this role, never more than the holder's own role allows. "
               "It is shown once, right after it is made."));
    setInputs({m_name, m_member, m_role, m_expiry, m_date});

    connect(m_name, &QLineEdit::textChanged, this, &CreateApiKeyDialog::judge);
    connect(m_member, &QComboBox::currentIndexChanged, this, &CreateApiKeyDialog::offerRoles);
    connect(m_expiry, &QComboBox::currentIndexChanged, this, &CreateApiKeyDialog::fixExpiry);
    connect(m_date, &QDateEdit::dateChanged, this, &CreateApiKeyDialog::fixExpiry);
    offerRoles();
    fixExpiry();
    resize(480, 280);
}

QList<Role> CreateApiKeyDialog::rolesFor(Role giver, Role holder) {
    // A key never acts above its holder: the holder's own role, or one it covers.
    QList<Role> roles;
    for (Role r : RoleCoverage::coveredBy(giver)) {
        if (r == holder || RoleCoverage::covers(holder, r))
            roles.append(r);
    }
    return roles;
}

void CreateApiKeyDialog::offerRoles() {
    const QString chosen = m_role->currentData().toString();
    const qsizetype other = m_member->currentIndex() - 1;
    // For oneself: what one may hand out, which one's own role always covers.
    const QList<Role> roles =
        other < 0 ? RoleCoverage::coveredBy(m_giver) : rolesFor(m_giver, m_others.at(other).role);
    m_role->clear();
    for (Role role : roles)
        m_role->addItem(RoleText::name(role), roleId(role));
    // The role chosen before, while it is still offered; else the narrowest that runs clusters,
    // the usual choice for a script.
    int index = m_role->findData(chosen.isEmpty() ? roleId(Role::Member) : chosen);
    if (index < 0)
        index = m_role->findData(roleId(Role::Member));
    m_role->setCurrentIndex(std::max(0, index));
    judge();
}

bool CreateApiKeyDialog::chooseMember(const QString& email) {
    for (qsizetype i = 0; i < m_others.size(); ++i) {
        if (m_others[i].email.compare(email, Qt::CaseInsensitive) == 0) {
            m_member->setCurrentIndex(int(i) + 1);
            return true;
        }
    }
    return false;
}

QDateTime CreateApiKeyDialog::latestExpiry(const QDateTime& now) {
    return now.addYears(2);
}

void CreateApiKeyDialog::fixExpiry() {
    // Fixed now, not when sent: a retry must send the same body as the first attempt.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime minute = QDateTime(now.date(), QTime(now.time().hour(), now.time().minute()), Qt::UTC);
    const auto choice = Expiry(m_expiry->currentData().toInt());
    m_date->setEnabled(choice == OnDate);
    switch (choice) {
    case Days30:
        m_expiresAt = minute.addDays(30);
        break;
    case Days90:
        m_expiresAt = minute.addDays(90);
        break;
    case Year1:
        m_expiresAt = minute.addYears(1);
        break;
    case Never:
        m_expiresAt = {};
        break;
    case OnDate:
        // The start of that day where the person is.
        m_expiresAt = QDateTime(m_date->date(), QTime(0, 0)).toUTC();
        break;
    }
    judge();
}

QString CreateApiKeyDialog::verdictText() const {
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Give the key a name that says where it is used, for example \"ci-deploy\".");
    if (name.size() > maxNameLength)
        return tr("The name is %1 characters long; at most %2 fit.").arg(name.size()).arg(maxNameLength);
    if (m_role->count() == 0)
        return tr("Your role cannot hand out any role.");
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (m_expiresAt.isValid() && m_expiresAt <= now)
        return tr("Choose an expiry date after today.");
    if (m_expiresAt.isValid() && m_expiresAt > latestExpiry(now))
        return tr("A key expires at most two years from now: choose an earlier date, or Never.");
    return {};
}

ApiKeyRequest CreateApiKeyDialog::request() const {
    ApiKeyRequest r;
    r.name = m_name->text().trimmed();
    r.role = roleFromId(m_role->currentData().toString()).value_or(Role::Viewer);
    r.expiresAt = m_expiresAt;
    r.memberId = m_member->currentData().toString();
    return r;
}

void CreateApiKeyDialog::busyChanged(bool busy) {
    m_date->setEnabled(!busy && m_expiry->currentData().toInt() == OnDate);
}

} // namespace cd
