#pragma once

#include "GuidedTour.h"
#include "MainWindow.h"

#include "demo/DemoPlatform.h"
#include "session/ConnectionManager.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"
#include "session/StorageSession.h"

#include <QFile>
#include <QSettings>
#include <QTest>

namespace cd::test {

// The console as ConsoleApp assembles it, with its settings in a file of the test's own and a
// keychain service name no person uses; the window is shown and exposed.
struct ConsoleUnderTest {
    explicit ConsoleUnderTest(const QString& settingsFile)
        : settings(removed(settingsFile), QSettings::IniFormat)
        , profiles(settings)
        , secrets(QStringLiteral("ClusterDeskTest"))
        , window(connection, profiles, secrets, settings) {
        connection.setDemoFactory(DemoPlatform::factory()); // as the console's main() does
        profiles.keepSecretsIn(secrets);
        // The pages' tests are not about the tour, which would take over the window at the demo's
        // start: it counts as seen (tst_demo_gui tests it).
        settings.setValue(QLatin1String(GuidedTour::dismissedKey), true);
        // Nor about the demo lab's 60 MB of sample uploads, which would only load the machine;
        // tst_demo_gui and the soak turn them on.
        window.storage().setDemoStoryUploads(false);
        window.show();
        exposed = QTest::qWaitForWindowExposed(&window);
    }

    // Each console starts from no settings at all, as on a new machine.
    static QString removed(const QString& file) {
        QFile::remove(file);
        return file;
    }

    QSettings settings;
    ConnectionManager connection;
    ProfileStore profiles;
    SecretStore secrets;
    MainWindow window;
    bool exposed = false;
};

} // namespace cd::test
