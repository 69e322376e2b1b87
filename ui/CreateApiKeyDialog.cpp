#include "CreateApiKeyDialog.h"

#include "core/RoleText.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

namespace {
constexpr int maxNameLength = 80; // the platform's limit (invalid_field "name")
}

CreateApiKeyDialog::CreateApiKeyDialog(const QList<Role>& roles, QWidget* parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_role(new QComboBox(this))
    , m_expiry(new QComboBox(this))
    , m_date(new QDateEdit(this))
    , m_verdict(new QLabel(this))
    , m_error(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Create API key"));
    setObjectName(QStringLiteral("createApiKeyDialog"));
    m_name->setObjectName(QStringLiteral("apiKeyName"));
    m_name->setPlaceholderText(tr("e.g. ci-deploy"));
    m_role->setObjectName(QStringLiteral("apiKeyRole"));
    for (Role role : roles)
        m_role->addItem(RoleText::name(role), roleId(role));
    // The narrowest role that runs clusters is the usual choice for a script.
    m_role->setCurrentIndex(std::max(0, m_role->findData(roleId(Role::Member))));
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
    m_verdict->setObjectName(QStringLiteral("apiKeyVerdict"));
    m_verdict->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("apiKeyError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create"));

    auto* expiry = new QHBoxLayout;
    expiry->addWidget(m_expiry);
    expiry->addWidget(m_date, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Role:"), m_role);
    form->addRow(tr("&Expires:"), expiry);
    auto* note = new QLabel(tr("The key acts as its holder with this role, never more than the holder's "
                               "own role allows. It is shown once, right after it is made."),
                            this);
    note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_verdict);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    connect(m_name, &QLineEdit::textChanged, this, &CreateApiKeyDialog::judge);
    connect(m_expiry, &QComboBox::currentIndexChanged, this, &CreateApiKeyDialog::fixExpiry);
    connect(m_date, &QDateEdit::dateChanged, this, &CreateApiKeyDialog::fixExpiry);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (verdictText().isEmpty() && !m_busy)
            Q_EMIT submitted();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    fixExpiry();
    resize(480, 260);
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

void CreateApiKeyDialog::judge() {
    const QString verdict = verdictText();
    m_verdict->setText(verdict);
    m_verdict->setVisible(!verdict.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(verdict.isEmpty() && !m_busy);
}

ApiKeyRequest CreateApiKeyDialog::request() const {
    ApiKeyRequest r;
    r.name = m_name->text().trimmed();
    r.role = roleFromId(m_role->currentData().toString()).value_or(Role::Viewer);
    r.expiresAt = m_expiresAt;
    return r;
}

void CreateApiKeyDialog::setBusy(bool busy) {
    m_busy = busy;
    for (QWidget* w :
         {static_cast<QWidget*>(m_name), static_cast<QWidget*>(m_role), static_cast<QWidget*>(m_expiry)})
        w->setEnabled(!busy);
    m_date->setEnabled(!busy && m_expiry->currentData().toInt() == OnDate);
    if (busy)
        m_error->hide();
    judge();
}

void CreateApiKeyDialog::showError(const QString& sentence) {
    m_error->setText(sentence);
    m_error->setVisible(!sentence.isEmpty());
}

QString CreateApiKeyDialog::errorText() const {
    return m_error->isVisible() ? m_error->text() : QString();
}

} // namespace cd
