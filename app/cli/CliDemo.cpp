#include "CliDemo.h"

#include "crypto/OwnerOnlyFile.h"
#include "platform/LocalTransport.h"
#include "platform/Platform.h"
#include "platform/Router.h"
#include "session/OfflineDemo.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace cd::cli {

CliDemo::~CliDemo() = default;

QString CliDemo::databasePath() {
    QString cache = qEnvironmentVariable("XDG_CACHE_HOME");
    if (cache.isEmpty())
        cache = QDir::homePath() + QStringLiteral("/.cache");
    return cache + QStringLiteral("/ClusterDesk/cdctl-demo.sqlite");
}

QString CliDemo::keyPath() {
    return databasePath() + QStringLiteral(".key");
}

std::unique_ptr<CliDemo> CliDemo::open(QString* error) {
    QDir().mkpath(QFileInfo(databasePath()).absolutePath());
    // A database without its key (a crash between the two) cannot be signed into: start over.
    if (!QFile::exists(keyPath()))
        QFile::remove(databasePath());
    sim::PlatformOptions options;
    options.seed = OfflineDemo::defaultSeed;
    options.databasePath = databasePath();
    options.rateLimit.ratePerSecond = 0;
    options.clockSpeed = OfflineDemo::demoClockSpeed; // clusters come up in seconds, as in the console's demo
    auto platform = sim::Platform::open(options, error);
    if (!platform)
        return nullptr;
    auto demo = std::unique_ptr<CliDemo>(new CliDemo);
    if (platform->wasCreated()) {
        const auto& tenants = platform->issuedKeys().tenants;
        demo->m_ownerKey =
            tenants.isEmpty() ? QByteArray() : tenants.first().keys.value(Role::Owner).toLatin1();
        if (const QString why = crypto::OwnerOnlyFile::write(keyPath(), demo->m_ownerKey); !why.isEmpty()) {
            *error = why;
            return nullptr;
        }
    } else {
        QFile file(keyPath());
        if (!file.open(QIODevice::ReadOnly)) {
            *error = file.errorString();
            return nullptr;
        }
        demo->m_ownerKey = file.readAll().trimmed();
    }
    demo->m_router = std::make_unique<sim::Router>(*platform);
    demo->m_platform = std::move(platform);
    return demo;
}

bool CliDemo::reset(QString* error) {
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        const QString path = databasePath() + suffix;
        if (QFile::exists(path) && !QFile::remove(path)) {
            *error = QCoreApplication::translate("cdctl", "%1 could not be deleted.").arg(path);
            return false;
        }
    }
    QFile::remove(keyPath());
    return true;
}

std::unique_ptr<Transport> CliDemo::makeTransport() {
    return std::make_unique<sim::LocalTransport>(*m_router);
}

} // namespace cd::cli
