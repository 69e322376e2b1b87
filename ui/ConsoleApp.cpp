#include "ConsoleApp.h"

#include "ConsoleOptions.h"
#include "MainWindow.h"
#include "OfferingsPage.h"
#include "Theme.h"
#include "Translations.h"

#include "session/ConnectionManager.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include "BuildInfo.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <cstdio>

namespace cd {

namespace {

// Reports the time to the first painted frame of the main window (for the startup benchmark).
class FirstPaintProbe final : public QObject {
public:
    FirstPaintProbe(QElapsedTimer& sinceStart, QObject* parent)
        : QObject(parent)
        , m_sinceStart(sinceStart) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !m_reported) {
            m_reported = true;
            const qint64 ms = m_sinceStart.elapsed();
            // Let the paint finish, then report and leave.
            QTimer::singleShot(0, qApp, [ms] {
                std::printf("first-paint-ms %lld\n", static_cast<long long>(ms));
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QElapsedTimer& m_sinceStart;
    bool m_reported = false;
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

int runConsole(int argc, char** argv) {
    QElapsedTimer sinceStart;
    sinceStart.start();

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    ConsoleOptions options;
    QString message;
    switch (ConsoleOptions::parse(arguments, &options, &message)) {
    case ConsoleOptions::Outcome::PrintAndExit:
        std::printf("%s", qPrintable(message));
        return 0;
    case ConsoleOptions::Outcome::Fail:
        std::fprintf(stderr, "clusterdesk: %s\n", qPrintable(message));
        return 2;
    case ConsoleOptions::Outcome::Run:
        break;
    }

    QApplication::setOrganizationName(QStringLiteral("ClusterDesk"));
    QApplication::setApplicationName(QStringLiteral("ClusterDesk"));
    QApplication::setApplicationVersion(QString::fromLatin1(build::version));
    QApplication::setDesktopFileName(QStringLiteral("clusterdesk"));
    QApplication app(argc, argv);

    QSettings settings;
    const QString language = options.language.isEmpty()
                                 ? settings.value(QStringLiteral("ui/language")).toString()
                                 : options.language;
    Translations::install(app, language);
    Theme::captureSystemPalette();
    Theme::apply(Theme::choiceFromId(
        options.theme.isEmpty() ? settings.value(QStringLiteral("ui/theme")).toString() : options.theme));

    ConnectionManager connection;
    ProfileStore profiles(settings);
    SecretStore secrets(QStringLiteral("ClusterDesk"));
    MainWindow window(connection, profiles, secrets, settings);

    if (options.measureStartup)
        window.installEventFilter(new FirstPaintProbe(sinceStart, &window));
    if (!options.screenshot.isEmpty())
        saveScreenshotWhenLoaded(window, options.screenshot);

    if (options.demo) {
        QString error;
        if (!connection.startDemo(options.seed, &error)) {
            std::fprintf(stderr, "clusterdesk: the offline demo could not start: %s\n", qPrintable(error));
            return 1;
        }
    } else if (!options.profile.isEmpty()) {
        window.connectSaved(options.profile);
    } else if (!profiles.lastUsed().isEmpty() && profiles.profile(profiles.lastUsed())) {
        window.connectSaved(profiles.lastUsed());
    }
    window.show();
    return app.exec();
}

} // namespace cd
