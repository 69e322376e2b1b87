#include "SimServerMain.h"

#include "SimHttpServer.h"

#include "platform/Platform.h"
#include "platform/Router.h"

#include "BuildInfo.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStringList>

#include <atomic>
#include <csignal>
#include <cstdio>

namespace cd::sim {

namespace {

std::atomic<SimHttpServer*> runningServer{nullptr};

extern "C" void onStopSignal(int) {
    if (SimHttpServer* server = runningServer.load())
        server->stop();
}

void say(const QString& text) {
    std::fprintf(stderr, "clusterdesk-sim: %s\n", text.toLocal8Bit().constData());
}

// Written through a temporary file and renamed, so a reader never sees half a file.
bool writeFileAtomically(const QString& path, const QByteArray& content, bool secret, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    if (secret)
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(content);
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace

int runSimServer(int argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    if (arguments.contains(QStringLiteral("--version"))) {
        std::printf("clusterdesk-sim %s\n", build::version);
        return 0;
    }
    QString error;
    QString help;
    const auto config = SimServerConfig::parse(arguments, &error, &help);
    if (!config) {
        if (!help.isEmpty()) {
            std::printf("%s", help.toLocal8Bit().constData());
            return 0;
        }
        say(error + QStringLiteral(" (see --help)"));
        return 2;
    }

    // The plaintext keys exist only in the first start's memory: without somewhere to write them,
    // a new platform would lock everyone out for good.
    const QFileInfo database(config->platform.databasePath);
    const bool fresh = !database.exists() || database.size() == 0;
    if (fresh) {
        if (config->keysOut.isEmpty()) {
            say(QStringLiteral(
                "a new platform needs --keys-out FILE: it is the only time its API keys can be "
                "handed out"));
            return 2;
        }
        if (!QFileInfo(QFileInfo(config->keysOut).absolutePath()).isWritable()) {
            say(QStringLiteral("cannot write the keys to %1: its folder is missing or not writable")
                    .arg(config->keysOut));
            return 2;
        }
    }

    auto platform = Platform::open(config->platform, &error);
    if (!platform) {
        say(QStringLiteral("cannot open the platform database: ") + error);
        return 1;
    }
    if (!config->keysOut.isEmpty()) {
        if (platform->wasCreated()) {
            const QByteArray json = QJsonDocument(platform->issuedKeys().toJson()).toJson();
            if (!writeFileAtomically(config->keysOut, json, true, &error)) {
                // Undo the new database: starting again must make new keys, not a locked platform.
                platform.reset();
                for (const char* suffix : {"", "-wal", "-shm"})
                    QFile::remove(config->platform.databasePath + QString::fromLatin1(suffix));
                say(QStringLiteral("cannot write the keys to %1 (%2); the new database was removed")
                        .arg(config->keysOut, error));
                return 1;
            }
            say(QStringLiteral("new platform (seed %1): API keys written to %2")
                    .arg(platform->seed())
                    .arg(config->keysOut));
        } else {
            say(QStringLiteral(
                    "existing platform (seed %1): its keys were written on first start; %2 is left "
                    "as it is")
                    .arg(platform->seed())
                    .arg(config->keysOut));
        }
    }

    Router router(*platform);
    router.setDevFaults(config->devFaults);
    SimHttpServer server(router, *config);
    if (!server.bind(&error)) {
        say(error);
        return 1;
    }
    if (!config->portFile.isEmpty() &&
        !writeFileAtomically(config->portFile, QByteArray::number(server.port()), false, &error)) {
        say(QStringLiteral("cannot write the port to %1: %2").arg(config->portFile, error));
        return 1;
    }
    say(QStringLiteral("serving %1://%2:%3/v1/ (seed %4, clock x%5)")
            .arg(config->usesTls() ? QStringLiteral("https") : QStringLiteral("http"), config->host)
            .arg(server.port())
            .arg(platform->seed())
            .arg(config->platform.clockSpeed));

    runningServer.store(&server);
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
    const bool ok = server.run();
    runningServer.store(nullptr);
    say(QStringLiteral("stopped"));
    return ok ? 0 : 1;
}

} // namespace cd::sim
