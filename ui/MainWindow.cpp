#include "MainWindow.h"

#include "AccountPage.h"
#include "AreaAccess.h"
#include "AuditPage.h"
#include "BillingPage.h"
#include "ClusterDetailView.h"
#include "ClustersPage.h"
#include "ConnectionDialog.h"
#include "ConnectionIndicator.h"
#include "GuidedTour.h"
#include "HealthReportDialog.h"
#include "MainMenus.h"
#include "MonitoringPage.h"
#include "NodeAccessBar.h"
#include "Notifier.h"
#include "OfferingsPage.h"
#include "PresenterPanel.h"
#include "StoragePage.h"
#include "SupportBanner.h"
#include "TenantPickerDialog.h"
#include "TrayMenu.h"
#include "WelcomePage.h"
#include "core/ErrorText.h"
#include "session/ApiKeysSession.h"
#include "session/AuditSession.h"
#include "session/BillingSession.h"
#include "session/ClustersSession.h"
#include "session/MembersSession.h"
#include "session/MonitoringSession.h"
#include "session/OfferingsSession.h"
#include "session/SshKeysSession.h"
#include "session/StorageSession.h"
#include "session/TenantDirectory.h"

#include "session/ConnectionManager.h"
#include "session/OfflineDemo.h"
#include "session/ProfileSecrets.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

namespace cd {

MainWindow::MainWindow(ConnectionManager& connection, ProfileStore& profiles, SecretStore& secrets,
                       QSettings& settings, QWidget* parent)
    : QMainWindow(parent)
    , m_connection(connection)
    , m_profiles(profiles)
    , m_secrets(secrets)
    , m_settings(settings)
    , m_navigation(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_offeringsSession(new OfferingsSession(this))
    , m_offerings(new OfferingsPage(*m_offeringsSession, settings, this))
    , m_clustersSession(new ClustersSession(this))
    , m_clusters(new ClustersPage(*m_clustersSession, settings, this))
    , m_storage(new StorageSession(connection, &secrets, &settings, this))
    , m_storagePage(new StoragePage(*m_storage, this))
    , m_monitoring(new MonitoringSession(this))
    , m_monitoringPage(new MonitoringPage(*m_monitoring, *m_clusters->model(), this))
    , m_billing(new BillingSession(settings, this))
    , m_billingPage(new BillingPage(*m_billing, settings, this))
    , m_audit(new AuditSession(this))
    , m_auditPage(new AuditPage(*m_audit, this))
    , m_sshKeys(new SshKeysSession(this))
    , m_apiKeys(new ApiKeysSession(this))
    , m_members(new MembersSession(this))
    , m_accountPage(new AccountPage(*m_sshKeys, *m_apiKeys, *m_members, this))
    , m_tenants(new TenantDirectory(connection, this))
    , m_supportBanner(new SupportBanner(this))
    , m_plainHttpBanner(new QLabel(this))
    , m_presenter(new PresenterPanel(connection, this))
    , m_notifier(new Notifier(statusBar(), this))
    , m_welcome(new WelcomePage(this))
    , m_indicator(new ConnectionIndicator(connection, this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/clusterdesk.svg")));
    // One catalog per connection, loaded by the Offerings session, read by the others.
    m_clustersSession->setCatalog(&m_offeringsSession->catalog());
    m_monitoring->setCatalog(&m_offeringsSession->catalog());

    AreaAccess::addAreas(*m_navigation);
    // In the order of MainWindow::Area, as the navigation lists them.
    for (QWidget* page :
         std::initializer_list<QWidget*>{m_offerings, m_clusters, m_monitoringPage, m_storagePage,
                                         m_billingPage, m_auditPage, m_accountPage})
        m_stack->addWidget(page);
    m_stack->addWidget(m_welcome);

    auto* central = new QWidget(this);
    auto* outer = new QVBoxLayout(central);
    outer->setContentsMargins(6, 6, 6, 0);
    outer->addWidget(m_supportBanner);
    m_supportBanner->hide();
    m_plainHttpBanner->setObjectName(QStringLiteral("plainHttpBanner"));
    m_plainHttpBanner->setWordWrap(true);
    m_plainHttpBanner->setStyleSheet(
        QStringLiteral("QLabel { background: #b3261e; color: white; padding: 6px; }"));
    outer->addWidget(m_plainHttpBanner);
    m_plainHttpBanner->hide();
    auto* layout = new QHBoxLayout;
    layout->addWidget(m_navigation);
    layout->addWidget(m_stack, 1);
    outer->addLayout(layout, 1);
    setCentralWidget(central);
    connect(m_supportBanner, &SupportBanner::switchRequested, this, &MainWindow::chooseTenant);
    statusBar()->addPermanentWidget(m_indicator);
    addToolBar(Qt::TopToolBarArea, m_presenter);
    m_presenter->hide();
    connect(m_presenter, &PresenterPanel::happened, this,
            [this](const QString& text) { statusBar()->showMessage(text, 15000); });
    connect(m_presenter, &PresenterPanel::budgetsChanged, m_billingPage, &BillingPage::reload);

    m_menus = new MainMenus(*this, m_connection, *m_presenter, m_settings);
    m_access = std::make_unique<AreaAccess>(
        m_connection,
        AreaAccess::Parts{m_navigation, m_menus, m_offerings, m_clusters, m_storagePage, m_billingPage,
                          m_auditPage, m_accountPage, m_sshKeys, m_apiKeys, m_members});
    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && m_connection.state() != ConnectionState::Offline)
            m_stack->setCurrentIndex(row);
    });
    m_connection.followClient(this, [this](PlatformClient* client) { onClientChanged(client); });
    connect(&m_connection, &ConnectionManager::stateChanged, this, &MainWindow::onStateChanged);
    connect(&m_connection, &ConnectionManager::identified, this, &MainWindow::onStateChanged);
    connect(&m_connection, &ConnectionManager::problem, this, [this](const Error& e) {
        statusBar()->showMessage(ErrorText::sentence(e), 15000);
        m_welcome->setProblem(ErrorText::withDetail(e));
    });
    connect(m_clusters, &ClustersPage::notification, m_notifier, &Notifier::notify);
    connect(m_clusters, &ClustersPage::healthReportRequested, this, &MainWindow::openHealthReport);
    // Launch means the offering the person was looking at, from the Offerings page or anywhere.
    connect(m_offerings, &OfferingsPage::currentOfferingChanged, m_clusters,
            &ClustersPage::setSuggestedOffering);
    connect(m_offerings, &OfferingsPage::launchRequested, this, [this](const QString& offeringId) {
        showArea(Clusters);
        m_clusters->openLaunchDialog(offeringId, 1);
    });
    connect(m_storagePage, &StoragePage::notification, m_notifier, &Notifier::notify);
    connect(m_monitoringPage, &MonitoringPage::notification, m_notifier, &Notifier::notify);
    connect(m_billingPage, &BillingPage::notification, m_notifier, &Notifier::notify);
    // What costs money changed on the platform: Billing's figures are stale (it decides when to load).
    connect(m_clustersSession, &ClustersSession::eventReceived, m_billing, &BillingSession::noteChange);
    connect(m_accountPage, &AccountPage::notification, m_notifier, &Notifier::notify);
    connect(m_storage, &StorageSession::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 15000); });
    connect(m_welcome, &WelcomePage::demoRequested, this, &MainWindow::startDemo);
    m_trayMenu = new TrayMenu(*this, *m_storage, this);
    m_notifier->setTrayMenu(m_trayMenu);
    connect(m_notifier, &Notifier::trayClicked, this, [this] { TrayMenu::bringBack(*this); });
    connect(m_trayMenu, &TrayMenu::quitRequested, this, [this] {
        m_quitting = true;
        close();
        QCoreApplication::quit();
    });
    connect(m_welcome, &WelcomePage::connectRequested, this, [this] { openConnectionDialog(); });

    m_navigation->setCurrentRow(Offerings);
    resize(1360, 820);
    restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray());
    onClientChanged(m_connection.client());
    onStateChanged();
}

MainWindow::~MainWindow() = default;

void MainWindow::refreshCurrentPage() {
    if (m_stack->currentWidget() == m_clusters)
        m_clusters->reload();
    else if (m_stack->currentWidget() == m_auditPage)
        m_auditPage->reload();
    else if (m_stack->currentWidget() == m_accountPage)
        m_accountPage->reload();
    else if (m_stack->currentWidget() == m_billingPage)
        m_billingPage->reload();
    else if (m_stack->currentWidget() == m_storagePage)
        m_storagePage->refreshDatasets();
    else
        m_offerings->reload();
}

void MainWindow::findInCurrentPage() {
    if (m_stack->currentWidget() == m_clusters) {
        m_clusters->focusSearch();
        return;
    }
    showArea(Offerings);
    m_offerings->focusSearch();
}

void MainWindow::showArea(Area area) {
    // An area this role cannot read stays closed, by shortcut as by click.
    if (!m_navigation->item(area)->isHidden())
        m_navigation->setCurrentRow(area);
}

void MainWindow::onClientChanged(PlatformClient* client) {
    const Identity& who = m_connection.identity();
    // Support staff see no tenant's data until they choose one: meanwhile the pages hold no client
    // (the platform would refuse every call, and each page would say the role may not).
    if (m_connection.isSupport() && who.tenantId.isEmpty())
        client = nullptr;
    m_pagesClient = client;
    // Connected, yet no tenant's data: the pages say to choose one, not "Not connected".
    const bool awaitingTenant = m_connection.client() && m_connection.isSupport() && who.tenantId.isEmpty();
    m_offerings->setAwaitingTenant(awaitingTenant);
    m_storagePage->setAwaitingTenant(awaitingTenant);
    m_offeringsSession->setClient(client);
    m_clustersSession->setClient(client);
    m_storage->setClient(client);
    m_monitoring->setClients(client, m_connection.metricsClient(), m_connection.metricsFromPrometheus());
    m_billing->setClient(client);
    m_audit->setClient(client);
    m_access->clientChanged(client);
    m_clusters->detail()->accessBar()->setDemo(m_connection.demo() != nullptr);
    // A tenant switch: whose data this is changes now, not when the platform answers.
    m_supportBanner->setTenant(who.tenantName);
}

void MainWindow::launchCluster() {
    if (!m_access->mayTry("clusters:write") || m_navigation->item(Clusters)->isHidden())
        return;
    showArea(Clusters);
    m_clusters->openLaunchDialog();
}

void MainWindow::openHealthReport(const Cluster& cluster) {
    if (!m_clustersSession->isConnected())
        return;
    const Identity& who = m_connection.identity();
    HealthReportDialog::Context context;
    context.tenantName = who.tenantName;
    context.canSeeCosts = who.permissions.contains(QStringLiteral("billing:read"));
    // The platform does not list a tenant's uploads: only this console's own are known, and
    // support staff have none.
    context.uploadsKnown = !m_connection.isSupport();
    for (const UploadJob& job : m_storage->engine().jobs()) {
        if (job.state == UploadState::Failed)
            context.failedUploads.append(job.datasetName.isEmpty() ? job.fileName : job.datasetName);
    }
    auto* dialog = new HealthReportDialog(*m_clustersSession, cluster, context, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::chooseTenant() {
    if (!m_connection.client() || !m_connection.isSupport())
        return;
    auto* picker = new TenantPickerDialog(*m_tenants, this);
    picker->setAttribute(Qt::WA_DeleteOnClose);
    connect(picker, &QDialog::accepted, this, [this, picker] {
        const TenantSummary tenant = picker->chosen();
        if (!tenant.id.isEmpty())
            m_connection.viewTenant(tenant.id);
    });
    picker->open();
}

void MainWindow::onStateChanged() {
    const ConnectionState state = m_connection.state();
    const bool offline = state == ConnectionState::Offline;
    m_navigation->setEnabled(!offline);
    m_stack->setCurrentWidget(offline ? static_cast<QWidget*>(m_welcome)
                                      : m_stack->widget(std::max(0, m_navigation->currentRow())));
    if (!offline)
        m_welcome->setProblem({});
    const Identity& who = m_connection.identity();
    m_clustersSession->setAccountCurrency(who.currency);
    m_billing->setCurrency(who.currency);
    m_billingPage->setTenantName(who.tenantName);
    m_clusters->detail()->accessBar()->setDemo(m_connection.demo() != nullptr);
    m_access->identityChanged();
    // Support staff: whose data this is stays in view, and a tenant is asked for at sign-in.
    const bool support = !offline && m_connection.isSupport();
    m_supportBanner->setVisible(support);
    m_supportBanner->setTenant(who.tenantName);
    // Not a passing status message: the key goes in clear on every call, so the warning stays.
    // The platform's key, or a Prometheus server's password or token: either one in clear is
    // worth the same warning.
    const bool keyInClear = !offline && m_connection.sendsKeyInClear();
    const bool inClear = !offline && !m_connection.hostsInClear().isEmpty();
    if (keyInClear)
        m_plainHttpBanner->setText(
            tr("Not encrypted: the API key and all data travel in clear to %1 (http://). "
               "Use https:// for this connection if you can.")
                .arg(m_connection.hostsInClear().join(QStringLiteral(", "))));
    else if (inClear)
        m_plainHttpBanner->setText(
            tr("Not encrypted: the Prometheus password or token and the metrics travel in "
               "clear to %1 (http://). Use https:// for it if you can.")
                .arg(m_connection.hostsInClear().join(QStringLiteral(", "))));
    m_plainHttpBanner->setVisible(inClear);
    // The platform has just said this is support staff, after the pages started loading.
    if (support && who.tenantId.isEmpty() && m_pagesClient)
        onClientChanged(nullptr);
    // Once per sign-in: a new client is a new sign-in.
    if (support && who.tenantId.isEmpty() && m_pickerOfferedTo != m_connection.client()) {
        m_pickerOfferedTo = m_connection.client();
        QMetaObject::invokeMethod(this, &MainWindow::chooseTenant, Qt::QueuedConnection);
    }
    // The presenter's controls come with the demo, once per demo: closed, they stay closed until
    // the next demo starts (Demo > Presenter controls brings them back).
    const bool demo = state == ConnectionState::Demo;
    m_menus->setDemoMenuVisible(demo);
    if (!demo)
        m_presenter->hide();
    else if (m_presenterShownFor != m_connection.demo())
        m_presenter->show();
    m_presenterShownFor = m_connection.demo();
    if (m_tourOffered && !m_connection.identity().userId.isEmpty()) {
        m_tourOffered = false;
        QMetaObject::invokeMethod(this, &MainWindow::startTour, Qt::QueuedConnection);
    }
    setWindowTitle(offline
                       ? tr("ClusterDesk")
                       : tr("ClusterDesk \u2014 %1")
                             .arg(state == ConnectionState::Demo ? tr("Demo") : m_connection.platformName()));
}

void MainWindow::startDemo() {
    QString error;
    if (!m_connection.startDemo(OfflineDemo::defaultSeed, &error)) {
        QMessageBox::critical(this, tr("Demo"), tr("The offline demo could not start: %1").arg(error));
        return;
    }
    offerTour();
}

GuidedTour* MainWindow::guidedTour() const {
    return m_tour;
}

void MainWindow::offerTour() {
    // A first-time viewer gets the tour once; whoever skipped or finished it never again.
    if (GuidedTour::dismissed(m_settings))
        return;
    m_tourOffered = true;
    if (!m_connection.identity().userId.isEmpty()) {
        m_tourOffered = false;
        QMetaObject::invokeMethod(this, &MainWindow::startTour, Qt::QueuedConnection);
    }
}

void MainWindow::startTour() {
    if (m_connection.state() == ConnectionState::Offline)
        return; // nothing to point at yet
    delete m_tour;
    m_tour = new GuidedTour(*this, m_settings);
    connect(m_tour, &GuidedTour::ended, m_tour, &QObject::deleteLater);
    m_tour->start();
}

void MainWindow::openConnectionDialog(const QString& message, const QString& profileName) {
    ConnectionDialog dialog(m_profiles, m_secrets, this);
    // The connection a message is about (one named by --profile, say), not the last one used.
    dialog.selectProfile(profileName.isEmpty() ? m_profiles.lastUsed() : profileName);
    dialog.setMessage(message);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.choice() == ConnectionDialog::Choice::Demo) {
        startDemo();
        return;
    }
    const ConnectionProfile profile = dialog.profile();
    m_profiles.save(profile);
    m_profiles.setLastUsed(profile.name);
    const QByteArray key = dialog.apiKey();
    if (key.isEmpty()) {
        connectSaved(profile.name);
        return;
    }
    // Into the keychain only once the platform accepted it: a mistyped key is never stored, and
    // the keyring is asked once.
    connectWithProxyPassword(profile, key, [self = QPointer<MainWindow>(this), name = profile.name, key] {
        if (!self)
            return;
        self->m_secrets.write(ProfileStore::secretName(name), key,
                              [self](const SecretStore::Outcome& outcome) {
                                  if (self && !outcome.message.isEmpty())
                                      self->statusBar()->showMessage(outcome.message, 15000);
                              });
    });
}

void MainWindow::connectSaved(const QString& profileName) {
    const auto profile = m_profiles.profile(profileName);
    if (!profile) {
        openConnectionDialog(tr("The connection \u201c%1\u201d is not saved any more.").arg(profileName));
        return;
    }
    // The store outlives this window: its keychain job may answer after the window has gone.
    m_secrets.read(ProfileStore::secretName(profileName), [self = QPointer<MainWindow>(this), p = *profile](
                                                              const SecretStore::Outcome& outcome) {
        if (!self)
            return;
        if (!outcome.ok) {
            // After this answer, not inside it: QtKeychain runs one job at a time,
            // and the dialog's own keychain read waits for this one to end.
            const QString message =
                outcome.message + u' ' + tr("Enter the API key for \u201c%1\u201d.").arg(p.name);
            QMetaObject::invokeMethod(
                self, [self, message, name = p.name] { self->openConnectionDialog(message, name); },
                Qt::QueuedConnection);
            return;
        }
        self->connectWithProxyPassword(p, outcome.secret);
    });
}

void MainWindow::connectWithProxyPassword(ConnectionProfile profile, const QByteArray& key,
                                          std::function<void()> accepted) {
    // A proxy's password and a Prometheus token or password are in the keychain, never in the
    // settings file: the profile is made whole from there first.
    ProfileSecrets::fill(m_secrets, std::move(profile), this,
                         [this, key, accepted = std::move(accepted)](ConnectionProfile whole) mutable {
                             m_connection.connectTo(whole, key, std::move(accepted));
                         });
}

void MainWindow::closeEvent(QCloseEvent* event) {
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    // The window's close button while uploads run, with a tray icon to come back by: the uploads
    // go on from the tray rather than stop until the next start (said once). Otherwise, and for
    // Quit (the menu's closes every window without this being the person's click), it closes as
    // it always has. The uploads would resume at the next start anyway: this only spares the wait.
    if (event->spontaneous() && !m_quitting && m_notifier->usesTray() && m_storage->activeUploads() > 0) {
        event->ignore();
        hide();
        if (!m_saidInTray) {
            m_saidInTray = true;
            m_notifier->notify(tr("Still uploading"),
                               tr("ClusterDesk keeps uploading in the background. Click its icon to "
                                  "come back, or choose Quit in its menu to stop."),
                               false);
        }
        return;
    }
    QMainWindow::closeEvent(event);
}

} // namespace cd
