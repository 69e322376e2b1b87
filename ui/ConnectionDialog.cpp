#include "ConnectionDialog.h"

#include "EnterKey.h"
#include "SvgIconEngine.h"

#include "core/ErrorText.h"
#include "session/ConnectionTest.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace cd {

ConnectionDialog::ConnectionDialog(ProfileStore& profiles, SecretStore& secrets, QWidget* parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_secrets(secrets)
    , m_profileCombo(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_url(new QLineEdit(this))
    , m_caBundle(new QLineEdit(this))
    , m_proxy(new QLineEdit(this))
    , m_prometheus(new QLineEdit(this))
    , m_prometheusAuth(new QComboBox(this))
    , m_prometheusUser(new QLineEdit(this))
    , m_prometheusSecret(new QLineEdit(this))
    , m_prometheusSecretLabel(new QLabel(tr("Pass&word or token:"), this))
    , m_prometheusCa(new QLineEdit(this))
    , m_apiKey(new QLineEdit(this))
    , m_message(new QLabel(this))
    , m_delete(new QPushButton(tr("De&lete connection"), this))
    , m_test(new QPushButton(tr("&Test connection"), this))
    , m_connectionTest(new ConnectionTest(this)) {
    setWindowTitle(tr("Connect to a platform"));
    setObjectName(QStringLiteral("connectionDialog"));

    m_profileCombo->addItem(tr("New connection"), QString());
    for (const ConnectionProfile& p : m_profiles.profiles())
        m_profileCombo->addItem(p.name, p.name);
    m_profileCombo->setAccessibleName(tr("Saved connections"));

    m_url->setPlaceholderText(QStringLiteral("https://api.example.com"));
    m_caBundle->setPlaceholderText(tr("System certificates"));
    m_proxy->setPlaceholderText(tr("The system's proxy settings (leave empty)"));
    m_prometheus->setPlaceholderText(tr("The platform's own metrics (leave empty)"));
    m_prometheus->setObjectName(QStringLiteral("prometheusUrl"));
    m_prometheus->setToolTip(tr("Read GPU metrics from a Prometheus server that scrapes DCGM exporters or "
                                "the platform, e.g. https://prometheus.example:9090"));
    // Kept in settings by name ("none", "bearer", "basic"), shown in words.
    m_prometheusAuth->addItem(tr("None"), QVariant::fromValue(int(PrometheusAuth::None)));
    m_prometheusAuth->addItem(tr("Bearer token"), QVariant::fromValue(int(PrometheusAuth::Bearer)));
    m_prometheusAuth->addItem(tr("User and password"), QVariant::fromValue(int(PrometheusAuth::Basic)));
    m_prometheusAuth->setObjectName(QStringLiteral("prometheusAuth"));
    m_prometheusAuth->setToolTip(
        tr("How ClusterDesk signs in to the Prometheus server: a bearer token (Grafana "
           "Cloud, Mimir, an authenticating proxy) or a user and password"));
    m_prometheusUser->setObjectName(QStringLiteral("prometheusUser"));
    m_prometheusSecret->setObjectName(QStringLiteral("prometheusSecret"));
    m_prometheusSecret->setEchoMode(QLineEdit::Password);
    m_prometheusSecretLabel->setBuddy(m_prometheusSecret);
    m_prometheusCa->setObjectName(QStringLiteral("prometheusCaBundle"));
    m_prometheusCa->setPlaceholderText(tr("System certificates (not the platform's CA bundle)"));
    m_apiKey->setEchoMode(QLineEdit::Password);
    m_apiKey->setObjectName(QStringLiteral("apiKey"));
    m_url->setObjectName(QStringLiteral("url"));
    m_name->setObjectName(QStringLiteral("name"));
    m_caBundle->setObjectName(QStringLiteral("caBundle"));
    auto* browse = new QToolButton(this);
    browse->setText(tr("Browse\u2026"));
    browse->setAccessibleName(tr("Choose a CA bundle file"));
    auto* caRow = new QHBoxLayout;
    caRow->addWidget(m_caBundle, 1);
    caRow->addWidget(browse);
    auto* browsePrometheusCa = new QToolButton(this);
    browsePrometheusCa->setText(tr("Browse\u2026"));
    browsePrometheusCa->setAccessibleName(tr("Choose the Prometheus CA bundle file"));
    auto* prometheusCaRow = new QHBoxLayout;
    prometheusCaRow->addWidget(m_prometheusCa, 1);
    prometheusCaRow->addWidget(browsePrometheusCa);

    auto* form = new QFormLayout;
    form->addRow(tr("&Saved:"), m_profileCombo);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&URL:"), m_url);
    auto* caLabel = new QLabel(tr("C&A bundle:"), this); // a row holding a layout gets no buddy by itself
    caLabel->setBuddy(m_caBundle);
    form->addRow(caLabel, caRow);
    form->addRow(tr("&Proxy:"), m_proxy);
    form->addRow(tr("&Metrics from:"), m_prometheus);
    form->addRow(tr("Aut&hentication:"), m_prometheusAuth);
    form->addRow(tr("Prometheus us&er:"), m_prometheusUser);
    form->addRow(m_prometheusSecretLabel, m_prometheusSecret);
    auto* prometheusCaLabel = new QLabel(tr("Prometheus CA &bundle:"), this);
    prometheusCaLabel->setBuddy(m_prometheusCa);
    form->addRow(prometheusCaLabel, prometheusCaRow);
    form->addRow(tr("API &key:"), m_apiKey);

    auto* note = new QLabel(tr("The API key and the Prometheus password or token are kept in your system's "
                               "keychain, never in a settings file. Certificates are always verified; for a "
                               "private CA choose its bundle."),
                            this);
    note->setWordWrap(true);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("dialogMessage"));
    m_message->hide();

    auto* buttons = new QDialogButtonBox(this);
    auto* connectButton = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    auto* demo = buttons->addButton(tr("Try the offline &demo"), QDialogButtonBox::ActionRole);
    demo->setIcon(SvgIconEngine::icon(QStringLiteral("demo")));
    buttons->addButton(QDialogButtonBox::Cancel);
    buttons->addButton(m_delete, QDialogButtonBox::ResetRole);
    buttons->addButton(m_test, QDialogButtonBox::ActionRole);
    m_test->setObjectName(QStringLiteral("testConnection"));
    // Enter connects from any field, also after Test connection took the focus (and handed it on
    // to Cancel while it was disabled).
    EnterKey::makePrimary(*this, connectButton);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());
    // Each Browse button right after its field, as the rows read.
    setTabOrder(m_caBundle, browse);
    setTabOrder(browse, m_proxy);
    setTabOrder(m_prometheusCa, browsePrometheusCa);
    setTabOrder(browsePrometheusCa, m_apiKey);

    connect(m_profileCombo, &QComboBox::currentIndexChanged, this, &ConnectionDialog::loadProfile);
    // The address as it will be used, shown as soon as the person leaves the field.
    for (QLineEdit* address : {m_url, m_prometheus}) {
        connect(address, &QLineEdit::editingFinished, this, [address] {
            const QUrl url = ConnectionProfile::urlFromInput(address->text());
            if (url.isValid() && !url.host().isEmpty())
                address->setText(url.toDisplayString());
        });
    }
    connect(browse, &QToolButton::clicked, this, &ConnectionDialog::browseCaBundle);
    connect(browsePrometheusCa, &QToolButton::clicked, this, &ConnectionDialog::browsePrometheusCaBundle);
    connect(m_prometheusAuth, &QComboBox::currentIndexChanged, this, &ConnectionDialog::showPrometheusAuth);
    connect(m_prometheus, &QLineEdit::textChanged, this, &ConnectionDialog::showPrometheusAuth);
    connect(connectButton, &QPushButton::clicked, this, &ConnectionDialog::tryConnect);
    connect(demo, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Demo;
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_delete, &QPushButton::clicked, this, &ConnectionDialog::deleteProfile);
    connect(m_test, &QPushButton::clicked, this, &ConnectionDialog::testConnection);
    connect(m_connectionTest, &ConnectionTest::finished, this, &ConnectionDialog::onTestFinished);
    loadProfile(0);
}

void ConnectionDialog::selectProfile(const QString& name) {
    const int index = m_profileCombo->findData(name);
    if (index >= 0)
        m_profileCombo->setCurrentIndex(index);
}

void ConnectionDialog::loadProfile(int index) {
    const QString name = m_profileCombo->itemData(index).toString();
    const auto p = name.isEmpty() ? std::nullopt : m_profiles.profile(name);
    m_name->setText(p ? p->name : QString());
    m_url->setText(p ? p->url.toString() : QString());
    m_caBundle->setText(p ? p->caBundlePath : QString());
    m_proxy->setText(p ? p->proxy : QString());
    m_prometheus->setText(p ? p->prometheusUrl.toString() : QString());
    const PrometheusAuth auth = p ? p->prometheusAuth : PrometheusAuth::None;
    m_prometheusAuth->setCurrentIndex(m_prometheusAuth->findData(int(auth)));
    m_prometheusUser->setText(p ? p->prometheusUser : QString());
    m_prometheusSecret->clear();
    m_prometheusCa->setText(p ? p->prometheusCaBundlePath : QString());
    showPrometheusAuth();
    m_plainHttpHosts = p && p->allowInsecureHttp ? p->hostsInClear() : QStringList();
    m_apiKey->clear();
    m_delete->setEnabled(p.has_value());
    // A line said for the connection shown before (such as "Enter the API key for ...") is not
    // about this one.
    setMessage({});
    ++m_keyCheck;
    if (!p) {
        m_keyState = KeyState::None;
        m_apiKey->setPlaceholderText(tr("cdk_\u2026"));
        return;
    }
    // The keychain answers later: until it does, say nothing about the key that may be untrue.
    m_keyState = KeyState::Checking;
    m_apiKey->setPlaceholderText(tr("Checking the keychain\u2026"));
    const int check = m_keyCheck;
    QPointer<ConnectionDialog> self(this);
    if (auth != PrometheusAuth::None) {
        // Shown (as dots) so that saving the connection again keeps it; typing replaces it.
        m_secrets.read(ProfileStore::prometheusSecretName(p->name), [self, check](
                                                                        const SecretStore::Outcome& outcome) {
            if (self && self->m_keyCheck == check && outcome.ok && self->m_prometheusSecret->text().isEmpty())
                self->m_prometheusSecret->setText(QString::fromUtf8(outcome.secret));
        });
    }
    m_secrets.read(ProfileStore::secretName(p->name), [self, check](const SecretStore::Outcome& outcome) {
        if (self && self->m_keyCheck == check)
            self->showKeyState(outcome);
    });
}

void ConnectionDialog::showKeyState(const SecretStore::Outcome& outcome) {
    if (outcome.ok) {
        m_keyState = KeyState::Saved;
        m_apiKey->setPlaceholderText(outcome.memoryOnly ? tr("Kept in memory until you quit; type to replace")
                                                        : tr("Saved in the keychain; type to replace"));
        return;
    }
    m_keyState = KeyState::Missing;
    m_apiKey->setPlaceholderText(outcome.notFound || outcome.memoryOnly
                                     ? tr("Not saved on this computer: type the API key")
                                     : tr("The keychain could not be read: type the API key"));
}

ConnectionProfile ConnectionDialog::profile() const {
    ConnectionProfile p{m_name->text().trimmed(), ConnectionProfile::urlFromInput(m_url->text()),
                        m_caBundle->text().trimmed(), m_proxy->text().trimmed(),
                        ConnectionProfile::urlFromInput(m_prometheus->text())};
    p.prometheusAuth = PrometheusAuth(m_prometheusAuth->currentData().toInt());
    if (p.prometheusAuth == PrometheusAuth::Basic)
        p.prometheusUser = m_prometheusUser->text().trimmed();
    if (p.prometheusAuth != PrometheusAuth::None)
        p.prometheusSecret = m_prometheusSecret->text().toUtf8();
    p.prometheusCaBundlePath = m_prometheusCa->text().trimmed();
    // Accepted for exactly the hosts that get a secret in clear: another address asks again.
    const QStringList inClear = p.hostsInClear();
    p.allowInsecureHttp =
        !inClear.isEmpty() && std::all_of(inClear.begin(), inClear.end(),
                                          [this](const QString& h) { return m_plainHttpHosts.contains(h); });
    return p;
}

bool ConnectionDialog::confirmPlainHttp(const ConnectionProfile& p) {
    if (p.insecureHttpProblem().isEmpty())
        return true;
    const QString text =
        p.sendsKeyInClear()
            ? tr("%1 is not this computer, and http:// does not encrypt. Your API key and everything "
                 "you load would cross the network in clear, readable by anyone on the way.")
                  .arg(p.url.host())
            : tr("%1 is not this computer, and http:// does not encrypt. Your Prometheus password or token "
                 "and the metrics would cross the network in clear, readable by anyone on the way.")
                  .arg(p.prometheusUrl.host());
    QMessageBox box(QMessageBox::Warning, tr("Unencrypted connection"), text, QMessageBox::NoButton, this);
    box.setInformativeText(
        tr("Use https:// unless this is a network you trust completely. "
           "ClusterDesk remembers your choice for this connection and warns while connected."));
    box.setObjectName(QStringLiteral("plainHttpWarning"));
    auto* accept = box.addButton(tr("Connect &without encryption"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != accept)
        return false;
    m_plainHttpHosts = p.hostsInClear();
    return true;
}

QByteArray ConnectionDialog::apiKey() const {
    return m_apiKey->text().trimmed().toUtf8();
}

void ConnectionDialog::setMessage(const QString& text) {
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void ConnectionDialog::tryConnect() {
    if (!confirmPlainHttp(profile()))
        return;
    const ConnectionProfile p = profile();
    QString problem = p.validate();
    // A saved connection whose key the keychain does not hold cannot connect without one.
    const bool saved =
        m_profiles.profile(p.name).has_value() &&
        !(m_keyState == KeyState::Missing && p.name == m_profileCombo->currentData().toString());
    if (problem.isEmpty() && apiKey().isEmpty() && !saved)
        problem = tr("Enter the API key for this platform.");
    if (!problem.isEmpty()) {
        setMessage(problem);
        return;
    }
    m_choice = Choice::Connect;
    accept();
}

void ConnectionDialog::deleteProfile() {
    const QString name = m_profileCombo->currentData().toString();
    if (name.isEmpty())
        return;
    if (QMessageBox::question(
            this, tr("Delete connection"),
            tr("Delete the connection \u201c%1\u201d and its API key and passwords from this computer?")
                .arg(name)) != QMessageBox::Yes)
        return;
    m_profiles.remove(name); // its proxy password and Prometheus secret too
    m_secrets.remove(ProfileStore::secretName(name), [](const SecretStore::Outcome&) {});
    m_profileCombo->removeItem(m_profileCombo->currentIndex());
}

ConnectionDialog::~ConnectionDialog() = default;

void ConnectionDialog::testConnection() {
    if (!confirmPlainHttp(profile()))
        return;
    const ConnectionProfile p = profile();
    if (const QString problem = p.validate(); !problem.isEmpty()) {
        setMessage(problem);
        return;
    }
    if (!apiKey().isEmpty()) {
        runTest(p, apiKey());
        return;
    }
    if (!m_profiles.profile(p.name)) {
        setMessage(tr("Enter the API key for this platform."));
        return;
    }
    // The dialog may be closed before the keychain answers; the store outlives it.
    m_secrets.read(ProfileStore::secretName(p.name),
                   [self = QPointer<ConnectionDialog>(this), p](const SecretStore::Outcome& outcome) {
                       if (!self)
                           return;
                       if (outcome.ok)
                           self->runTest(p, outcome.secret);
                       else
                           self->setMessage(outcome.message);
                   });
}

void ConnectionDialog::runTest(const ConnectionProfile& p, const QByteArray& key) {
    m_connectionTest->start(p, key);
    m_test->setEnabled(false);
    setMessage(tr("Testing the connection to %1\u2026").arg(p.url.toDisplayString()));
}

void ConnectionDialog::onTestFinished(const Error& error, const Identity& who) {
    m_test->setEnabled(true);
    if (error.kind == ErrorKind::Cancelled)
        return;
    if (error.isError()) {
        setMessage(ErrorText::sentence(error));
        return;
    }
    setMessage(who.tenantName.isEmpty()
                   ? tr("It works: signed in as %1 (%2).").arg(who.userName, roleId(who.role))
                   : tr("It works: signed in as %1 (%2) of %3.")
                         .arg(who.userName, roleId(who.role), who.tenantName));
}

void ConnectionDialog::showPrometheusAuth() {
    const bool prometheus = !m_prometheus->text().trimmed().isEmpty();
    const auto auth = PrometheusAuth(m_prometheusAuth->currentData().toInt());
    m_prometheusAuth->setEnabled(prometheus);
    m_prometheusCa->setEnabled(prometheus);
    m_prometheusUser->setEnabled(prometheus && auth == PrometheusAuth::Basic);
    m_prometheusSecret->setEnabled(prometheus && auth != PrometheusAuth::None);
    m_prometheusSecretLabel->setText(auth == PrometheusAuth::Bearer ? tr("T&oken:") : tr("Pass&word:"));
    m_prometheusSecret->setPlaceholderText(auth == PrometheusAuth::None ? QString()
                                                                        : tr("Kept in the keychain"));
}

void ConnectionDialog::browsePrometheusCaBundle() {
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Choose the Prometheus server's CA bundle"), m_prometheusCa->text(),
        tr("PEM certificates (*.pem *.crt *.cer);;All files (*)"));
    if (!file.isEmpty())
        m_prometheusCa->setText(file);
}

void ConnectionDialog::browseCaBundle() {
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Choose a CA bundle"), m_caBundle->text(),
                                     tr("PEM certificates (*.pem *.crt *.cer);;All files (*)"));
    if (!file.isEmpty())
        m_caBundle->setText(file);
}

} // namespace cd
