#include "ConsoleApp.h"

#include "ClustersPage.h"
#include "ConsoleOptions.h"
#include "MainWindow.h"
#include "MonitoringPage.h"
#include "OfferingsPage.h"
#include "StartupUploads.h"
#include "StoragePage.h"
#include "Theme.h"

#include "diagnostics/MessageLog.h"
#include "models/ClusterListModel.h"
#include "resources/Translations.h"
#include "session/ConnectionManager.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"
#include "session/StorageSession.h"

#include "BuildInfo.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <cstdio>

namespace cd {

namespace {

// Reports, for the startup benchmark, the time to the first painted frame of the main window and
// the time until the catalog is on screen, then quits.
class StartupProbe final : public QObject {
public:
    StartupProbe(QElapsedTimer& sinceStart, MainWindow& window)
        : QObject(&window)
        , m_sinceStart(sinceStart)
        , m_window(window) {
        window.installEventFilter(this);
        connect(window.offeringsPage(), &OfferingsPage::loaded, this, [this] {
            m_loaded = true;
            m_window.update();
        });
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::Paint)
            return QObject::eventFilter(watched, event);
        if (!m_painted) {
            m_painted = true;
            reportAfterPaint("first-paint-ms", false);
        }
        if (m_loaded && !m_catalogShown) {
            m_catalogShown = true;
            reportAfterPaint("catalog-shown-ms", true);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    // Reports once the paint being delivered now has finished.
    void reportAfterPaint(const char* what, bool thenQuit) {
        QTimer::singleShot(0, this, [this, what, thenQuit] {
            std::printf("%s %lld\n", what, static_cast<long long>(m_sinceStart.elapsed()));
            std::fflush(stdout);
            if (thenQuit)
                QCoreApplication::exit(0);
        });
    }

    QElapsedTimer& m_sinceStart;
    MainWindow& m_window;
    bool m_painted = false;
    bool m_loaded = false;
    bool m_catalogShown = false;
};

void saveScreenshotWhenLoaded(MainWindow& window, const QString& path) {
    auto shoot = [&window, path] {
        // A beat for the table to lay out after the data arrived.
        QTimer::singleShot(300, &window, [&window, path] {
            const bool ok = window.grab().save(path);
            std::fprintf(stderr, "clusterdesk: %s %s\n", ok ? "saved" : "could not save", qPrintable(path));
            QCoreApplication::exit(ok ? 0 : 1);
        });
    };
    QObject::connect(window.offeringsPage(), &OfferingsPage::loaded, &window, shoot);
    // Not connected to anything (start screen): shoot anyway.
    QTimer::singleShot(3000, &window, shoot);
}

} // namespace

int runConsole(int argc, char** argv, const OfflineDemo::Factory& demo) {
    QElapsedTimer sinceStart;
    sinceStart.start();

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    QApplication::setOrganizationName(QStringLiteral("ClusterDesk"));
    QApplication::setApplicationName(QStringLiteral("ClusterDesk"));
    QApplication::setApplicationVersion(QString::fromLatin1(build::version));
    // The desktop entry's name (installer/), which Wayland and the desktop match the window to.
    QApplication::setDesktopFileName(QStringLiteral("io.clusterdesk.ClusterDesk"));
    // --lang, else the language chosen in the settings, else (empty) the system's.
    auto languageOf = [](const ConsoleOptions& options) {
        return options.language.isEmpty() ? QSettings().value(QStringLiteral("ui/language")).toString()
                                          : options.language;
    };

    ConsoleOptions options;
    QString message;
    auto outcome = ConsoleOptions::parse(arguments, &options, &message);
    if (outcome != ConsoleOptions::Outcome::Run) {
        // Help and complaints in the person's language: translations need an application object,
        // and a plain one needs no display (a QApplication comes only when there is a window).
        QCoreApplication textOnly(argc, argv);
        Translations::install(textOnly, languageOf(options));
        outcome = ConsoleOptions::parse(arguments, &options, &message);
        if (outcome == ConsoleOptions::Outcome::PrintAndExit) {
            std::printf("%s", message.toLocal8Bit().constData());
            return 0;
        }
        std::fprintf(stderr, "clusterdesk: %s\n", message.toLocal8Bit().constData());
        return 2;
    }

    QApplication app(argc, argv);
    // From here on every log line also goes, redacted, to <app data>/logs/clusterdesk.log.
    MessageLog log(MessageLog::defaultDirectory());
    QSettings settings;
    Translations::install(app, languageOf(options));
    Theme::captureSystemPalette();
    Theme::apply(Theme::choiceFromId(
        options.theme.isEmpty() ? settings.value(QStringLiteral("ui/theme")).toString() : options.theme));

    ConnectionManager connection;
    connection.setDemoFactory(demo);
    ProfileStore profiles(settings);
    SecretStore secrets(QStringLiteral("ClusterDesk"));
    profiles.keepSecretsIn(secrets); // a proxy password an older version left in settings moves out
    MainWindow window(connection, profiles, secrets, settings);

    if (options.measureStartup)
        new StartupProbe(sinceStart, window);
    if (!options.screenshot.isEmpty())
        saveScreenshotWhenLoaded(window, options.screenshot);
    if (options.area == u"monitoring" || !options.monitorCluster.isEmpty())
        QTimer::singleShot(0, &window, [&window] { window.showArea(MainWindow::Monitoring); });
    if (!options.monitorCluster.isEmpty()) {
        // The cluster list arrives after connecting: pick the cluster once it is there.
        const QString wanted = options.monitorCluster;
        // Once: later reloads must not pull the page back from a cluster the person chose.
        // The list comes a page of rows at a time after a reset, so look at each arrival.
        auto* once = new QObject(&window);
        const auto pick = [&window, wanted, once] {
            if (window.monitoringPage()->selectCluster(wanted))
                once->deleteLater();
        };
        const QAbstractItemModel* clusters = window.clustersPage()->model();
        QObject::connect(clusters, &QAbstractItemModel::modelReset, once, pick);
        QObject::connect(clusters, &QAbstractItemModel::rowsInserted, once, pick);
    }
    const std::pair<QStringView, MainWindow::Area> named[] = {{u"clusters", MainWindow::Clusters},
                                                              {u"billing", MainWindow::Billing},
                                                              {u"audit", MainWindow::Audit},
                                                              {u"account", MainWindow::Account}};
    for (const auto& [name, area] : named)
        if (options.area == name)
            QTimer::singleShot(0, &window, [&window, area] { window.showArea(area); });
    if (options.area == u"storage" || !options.uploads.isEmpty())
        QTimer::singleShot(0, &window, [&window] { window.showArea(MainWindow::Storage); });
    // --upload, and the files the desktop entry passes (Exec=clusterdesk %U).
    StartupUploads::queueWhenReady(window, options.uploads);

    if (options.demo) {
        QString error;
        if (!connection.startDemo(options.seed, &error, options.demoRole, options.demoStart)) {
            std::fprintf(stderr, "clusterdesk: the offline demo could not start: %s\n", qPrintable(error));
            return 1;
        }
        if (options.demoRole == Role::Support && !options.tenant.isEmpty())
            connection.viewTenant(options.tenant);
        else if (!options.tenant.isEmpty())
            std::fprintf(stderr,
                         "clusterdesk: --tenant is for support staff (--demo-role support); ignored\n");
    } else if (!options.profile.isEmpty()) {
        window.connectSaved(options.profile);
    } else if (!profiles.lastUsed().isEmpty() && profiles.profile(profiles.lastUsed())) {
        window.connectSaved(profiles.lastUsed());
    }
    window.show();
    // The demo's first viewer gets the tour, once (not in a benchmark's or a screenshot's run).
    if (options.demo && options.screenshot.isEmpty() && !options.measureStartup)
        window.offerTour();
    return app.exec();
}

} // namespace cd
