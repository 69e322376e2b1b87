#pragma once

#include "MainWindow.h"

#include "session/ConnectionManager.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QSettings>
#include <QTest>

namespace cd::test {

// The console as ConsoleApp assembles it, with its settings in a file of the test's own and a
// keychain service name no person uses; the window is shown and exposed.
struct ConsoleUnderTest {
    explicit ConsoleUnderTest(const QString& settingsFile)
        : settings(settingsFile, QSettings::IniFormat)
        , profiles(settings)
        , secrets(QStringLiteral("ClusterDeskTest"))
        , window(connection, profiles, secrets, settings) {
        settings.clear();
        window.show();
        exposed = QTest::qWaitForWindowExposed(&window);
    }

    QSettings settings;
    ConnectionManager connection;
    ProfileStore profiles;
    SecretStore secrets;
    MainWindow window;
    bool exposed = false;
};

} // namespace cd::test
