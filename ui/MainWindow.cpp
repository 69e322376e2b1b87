#include "MainWindow.h"

#include "AuditPage.h"
#include "BillingPage.h"
#include "ClustersPage.h"
#include "ConnectionDialog.h"
#include "ConnectionIndicator.h"
#include "GuidedTour.h"
#include "HealthReportDialog.h"
#include "MonitoringPage.h"
#include "Notifier.h"
#include "OfferingsPage.h"
#include "PresenterPanel.h"
#include "StoragePage.h"
#include "SupportBanner.h"
#include "SvgIconEngine.h"
#include "TenantPickerDialog.h"
#include "Theme.h"
#include "WelcomePage.h"
#include "core/ErrorText.h"
#include "session/AuditSession.h"
#include "session/BillingSession.h"
#include "session/ClustersSession.h"
#include "session/MonitoringSession.h"
#include "session/OfferingsSession.h"
#include "session/StorageSession.h"
#include "session/TenantDirectory.h"

#include "session/ConnectionManager.h"
#include "session/OfflineDemo.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include "BuildInfo.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
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
    , m_storage(new StorageSession(connection, &secrets, this))
    , m_storagePage(new StoragePage(*m_storage, settings, this))
    , m_monitoring(new MonitoringSession(this))
    , m_monitoringPage(new MonitoringPage(*m_monitoring, *m_clusters->model(), this))
    , m_billing(new BillingSession(settings, this))
    , m_billingPage(new BillingPage(*m_billing, settings, this))
    , m_audit(new AuditSession(this))
    , m_auditPage(new AuditPage(*m_audit, this))
    , m_tenants(new TenantDirectory(connection, this))
    , m_supportBanner(new SupportBanner(this))
    , m_presenter(new PresenterPanel(connection, this))
    , m_notifier(new Notifier(statusBar(), this))
    , m_welcome(new WelcomePage(this))
    , m_indicator(new ConnectionIndicator(connection, this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/clusterdesk.svg")));

    struct AreaInfo {
        const char* icon;
        QString name;
        QString promise;
    };
    const AreaInfo areas[AreaCount] = {
        {"offerings", tr("Offerings"), {}},
        {"clusters", tr("Clusters"),
         tr("Size, launch, resize, stop and terminate GPU clusters, and follow each node's health.")},
        {"monitoring", tr("Monitoring"),
         tr("Live GPU utilization, memory, temperature, power and network charts for every cluster.")},
        {"storage", tr("Storage"),
         tr("Upload code and data encrypted on this computer, resume after interruptions, and attach "
            "datasets "
            "to clusters.")},
        {"billing", tr("Billing"),
         tr("Itemized costs, budgets and forecasts, exported as FOCUS CSV or PDF.")},
        {"support", tr("Audit"), {}},
    };
    m_navigation->setObjectName(QStringLiteral("navigation"));
    m_navigation->setAccessibleName(tr("Areas"));
    m_navigation->setIconSize(QSize(22, 22));
    m_navigation->setFixedWidth(180);
    m_navigation->setSpacing(2);
    for (int i = 0; i < AreaCount; ++i) {
        auto* item =
            new QListWidgetItem(SvgIconEngine::icon(QString::fromLatin1(areas[i].icon)), areas[i].name);
        item->setToolTip(tr("%1 (Ctrl+%2)").arg(areas[i].name).arg(i + 1));
        m_navigation->addItem(item);
        if (i == Offerings)
            m_stack->addWidget(m_offerings);
        else if (i == Clusters)
            m_stack->addWidget(m_clusters);
        else if (i == Storage)
            m_stack->addWidget(m_storagePage);
        else if (i == Monitoring)
            m_stack->addWidget(m_monitoringPage);
        else if (i == Billing)
            m_stack->addWidget(m_billingPage);
        else
            m_stack->addWidget(m_auditPage);
    }
    m_stack->addWidget(m_welcome);

    auto* central = new QWidget(this);
    auto* outer = new QVBoxLayout(central);
    outer->setContentsMargins(6, 6, 6, 0);
    outer->addWidget(m_supportBanner);
    m_supportBanner->hide();
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

    buildMenus();
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
    connect(m_storagePage, &StoragePage::notification, m_notifier, &Notifier::notify);
    connect(m_monitoringPage, &MonitoringPage::notification, m_notifier, &Notifier::notify);
    connect(m_billingPage, &BillingPage::notification, m_notifier, &Notifier::notify);
    connect(m_storage, &StorageSession::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 15000); });
    connect(m_welcome, &WelcomePage::demoRequested, this, &MainWindow::startDemo);
    connect(m_welcome, &WelcomePage::connectRequested, this, [this] { openConnectionDialog(); });

    m_navigation->setCurrentRow(Offerings);
    resize(1360, 820);
    restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray());
    onClientChanged(m_connection.client());
    onStateChanged();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus() {
    QMenu* platform = menuBar()->addMenu(tr("&Platform"));
    QAction* connectAction =
        platform->addAction(SvgIconEngine::icon(QStringLiteral("connect")), tr("&Connect\u2026"), this,
                            [this] { openConnectionDialog(); });
    connectAction->setShortcut(QKeySequence(tr("Ctrl+K")));
    QAction* demo = platform->addAction(SvgIconEngine::icon(QStringLiteral("demo")),
                                        tr("Try the offline &demo"), this, &MainWindow::startDemo);
    demo->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
    platform->addAction(tr("&Disconnect"), this, [this] { m_connection.disconnectFromPlatform(); });
    platform->addSeparator();
    QAction* quit = platform->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    // F5 is this one action, for whichever page is open: pages give their Refresh buttons no
    // shortcut of their own, which would make F5 ambiguous and do nothing.
    QAction* refresh =
        view->addAction(SvgIconEngine::icon(QStringLiteral("refresh")), tr("&Refresh"), this, [this] {
            if (m_stack->currentWidget() == m_clusters)
                m_clusters->reload();
            else if (m_stack->currentWidget() == m_auditPage)
                m_auditPage->reload();
            else if (m_stack->currentWidget() == m_billingPage)
                m_billingPage->reload();
            else if (m_stack->currentWidget() == m_storagePage)
                m_storagePage->refreshDatasets();
            else
                m_offerings->reload();
        });
    refresh->setShortcut(QKeySequence::Refresh);
    QAction* find = view->addAction(tr("&Find"), this, [this] {
        if (m_stack->currentWidget() == m_clusters) {
            m_clusters->focusSearch();
            return;
        }
        showArea(Offerings);
        m_offerings->focusSearch();
    });
    find->setShortcut(QKeySequence::Find);
    view->addSeparator();
    for (int i = 0; i < AreaCount; ++i) {
        QAction* go = view->addAction(m_navigation->item(i)->text(), this, [this, i] { showArea(Area(i)); });
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        m_areaActions.append(go);
    }
    view->addSeparator();

    QMenu* theme = view->addMenu(tr("&Theme"));
    auto* themes = new QActionGroup(this);
    const QString currentTheme =
        m_settings.value(QStringLiteral("ui/theme"), QStringLiteral("system")).toString();
    for (const auto& [id, label] :
         {std::pair{QStringLiteral("system"), tr("Follow the &system")},
          std::pair{QStringLiteral("light"), tr("&Light")}, std::pair{QStringLiteral("dark"), tr("&Dark")},
          std::pair{QStringLiteral("high-contrast"), tr("&High contrast")}}) {
        QAction* a = theme->addAction(label, this, [this, id = id] { chooseTheme(id); });
        a->setCheckable(true);
        a->setChecked(id == currentTheme);
        themes->addAction(a);
    }
    QMenu* language = view->addMenu(tr("&Language"));
    auto* languages = new QActionGroup(this);
    const QString currentLanguage =
        m_settings.value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
    for (const auto& [id, label] :
         {std::pair{QStringLiteral("system"), tr("Follow the &system")},
          std::pair{QStringLiteral("en"), QStringLiteral("&English")},
          std::pair{QStringLiteral("zh_CN"), QStringLiteral("\u7b80\u4f53\u4e2d\u6587")}}) {
        QAction* a = language->addAction(label, this, [this, id = id] { chooseLanguage(id); });
        a->setCheckable(true);
        a->setChecked(id == currentLanguage);
        languages->addAction(a);
    }

    // Only while the demo runs (onStateChanged shows it).
    m_demoMenu = menuBar()->addMenu(tr("&Demo"));
    m_presenter->fillMenu(m_demoMenu);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts)
        ->setShortcut(QKeySequence::HelpContents);
    QAction* tour = help->addAction(tr("&Guided tour"), this, &MainWindow::startTour);
    tour->setObjectName(QStringLiteral("startTour"));
    help->addAction(tr("&About ClusterDesk"), this, &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);
}

void MainWindow::showArea(Area area) {
    // An area this role cannot read stays closed, by shortcut as by click.
    if (!m_navigation->item(area)->isHidden())
        m_navigation->setCurrentRow(area);
}

bool MainWindow::mayTry(const char* permission) const {
    const Identity& who = m_connection.identity();
    return who.userId.isEmpty() || who.permissions.contains(QLatin1String(permission));
}

void MainWindow::onClientChanged(PlatformClient* client) {
    const Identity& who = m_connection.identity();
    // Support staff see no tenant's data until they choose one: meanwhile the pages hold no client
    // (the platform would refuse every call, and each page would say the role may not).
    if (m_connection.isSupport() && who.tenantId.isEmpty())
        client = nullptr;
    m_pagesClient = client;
    m_offeringsSession->setClient(client);
    m_clustersSession->setClient(client);
    m_clusters->setCanChange(mayTry("clusters:write"));
    m_storagePage->setCanChange(mayTry("datasets:write"));
    m_storage->setClient(client);
    m_monitoring->setClients(client, m_connection.metricsClient(), m_connection.metricsFromPrometheus());
    m_billing->setClient(client);
    m_audit->setClient(client);
    // A tenant switch: whose data this is changes now, not when the platform answers.
    m_supportBanner->setTenant(who.tenantName);
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
    m_clusters->setCanChange(mayTry("clusters:write"));
    m_storagePage->setCanChange(mayTry("datasets:write"));
    m_billingPage->setCanChange(mayTry("billing:write"));
    m_billingPage->setCanActOnClusters(mayTry("clusters:write"));
    m_billingPage->setTenantName(who.tenantName);
    m_auditPage->setCanRead(who.permissions.contains(QStringLiteral("audit:read")));
    // Areas this role cannot read are not offered: a billing user sees Offerings and Billing, a
    // viewer everything but the audit log. Until the platform says who this is, all are shown.
    static const char* const needs[AreaCount] = {"catalog:read",  "clusters:read", "metrics:read",
                                                 "datasets:read", "billing:read",  "audit:read"};
    for (int area = 0; area < AreaCount; ++area) {
        const bool readable = mayTry(needs[area]);
        m_navigation->item(area)->setHidden(!readable);
        if (area < m_areaActions.size())
            m_areaActions[area]->setEnabled(readable);
    }
    if (QListWidgetItem* current = m_navigation->currentItem(); current && current->isHidden()) {
        for (int area = 0; area < AreaCount; ++area) {
            if (!m_navigation->item(area)->isHidden()) {
                m_navigation->setCurrentRow(area);
                break;
            }
        }
    }
    // Support staff: whose data this is stays in view, and a tenant is asked for at sign-in.
    const bool support = !offline && m_connection.isSupport();
    m_supportBanner->setVisible(support);
    m_supportBanner->setTenant(who.tenantName);
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
    m_demoMenu->menuAction()->setVisible(demo);
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

void MainWindow::openConnectionDialog(const QString& message) {
    ConnectionDialog dialog(m_profiles, m_secrets, this);
    dialog.selectProfile(m_profiles.lastUsed());
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
    m_secrets.write(ProfileStore::secretName(profile.name), key, [this](const SecretStore::Outcome& outcome) {
        if (!outcome.message.isEmpty())
            statusBar()->showMessage(outcome.message, 15000);
    });
    m_connection.connectTo(profile, key);
}

void MainWindow::connectSaved(const QString& profileName) {
    const auto profile = m_profiles.profile(profileName);
    if (!profile) {
        openConnectionDialog(tr("The connection \u201c%1\u201d is not saved any more.").arg(profileName));
        return;
    }
    m_secrets.read(ProfileStore::secretName(profileName),
                   [this, p = *profile](const SecretStore::Outcome& outcome) {
                       if (!outcome.ok) {
                           openConnectionDialog(outcome.message + u' ' +
                                                tr("Enter the API key for \u201c%1\u201d.").arg(p.name));
                           return;
                       }
                       m_connection.connectTo(p, outcome.secret);
                   });
}

void MainWindow::chooseTheme(const QString& theme) {
    m_settings.setValue(QStringLiteral("ui/theme"), theme);
    Theme::apply(Theme::choiceFromId(theme));
}

void MainWindow::chooseLanguage(const QString& language) {
    m_settings.setValue(QStringLiteral("ui/language"), language);
    m_settings.sync();
    const auto answer = QMessageBox::question(
        this, tr("Language"), tr("The new language applies when ClusterDesk restarts. Restart now?"));
    if (answer != QMessageBox::Yes)
        return;
    QStringList args = QApplication::arguments().mid(1);
    if (m_connection.state() == ConnectionState::Demo && !args.contains(QStringLiteral("--demo")))
        args.append(QStringLiteral("--demo"));
    if (QProcess::startDetached(QApplication::applicationFilePath(), args))
        QApplication::closeAllWindows();
}

void MainWindow::showShortcuts() {
    QMessageBox::information(
        this, tr("Keyboard shortcuts"),
        tr("<table>"
           "<tr><td><b>Ctrl+1 \u2026 Ctrl+6</b></td><td>Go to Offerings, Clusters, "
           "Monitoring, Storage, Billing, "
           "Audit</td></tr>"
           "<tr><td><b>Ctrl+F</b></td><td>Search offerings</td></tr>"
           "<tr><td><b>F5</b></td><td>Refresh</td></tr>"
           "<tr><td><b>Alt+1 \u2026 Alt+6</b></td><td>Monitoring: live, 15 min, 1 h, 6 h, "
           "24 h, 7 days</td></tr>"
           "<tr><td><b>Ctrl+Space</b></td><td>Monitoring: pause or follow the live "
           "stream</td></tr>"
           "<tr><td><b>Ctrl+Shift+P / Ctrl+Shift+C</b></td><td>Monitoring: export the "
           "chart as PNG / its data as CSV</td></tr>"
           "<tr><td><b>+ / \u2212, \u2190 / \u2192, Home</b></td><td>In a chart: zoom, pan, "
           "show everything</td></tr>"
           "<tr><td><b>Ctrl+K</b></td><td>Connect to a platform</td></tr>"
           "<tr><td><b>Ctrl+Shift+D</b></td><td>Offline demo</td></tr>"
           "<tr><td><b>Ctrl+Alt+P</b></td><td>Demo: show or hide the presenter's "
           "toolbar</td></tr>"
           "<tr><td><b>Alt+underlined letter</b></td><td>Jump to that field</td></tr>"
           "<tr><td><b>Ctrl+Q</b></td><td>Quit</td></tr></table>"));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About ClusterDesk"),
        tr("<h3>ClusterDesk %1</h3><p>A desktop console for renting GPU compute: compare offerings, "
           "run clusters, follow costs.</p><p>Qt %2</p>")
            .arg(QString::fromLatin1(build::version), QString::fromLatin1(qVersion())));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

} // namespace cd
