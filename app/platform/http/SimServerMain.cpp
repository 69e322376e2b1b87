#include "SimServerMain.h"

#include "SimHttpServer.h"

#include "platform/Platform.h"
#include "platform/Router.h"

#include "BuildInfo.h"

#include <QFile>
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

    auto platform = Platform::open(config->platform, &error);
    if (!platform) {
        say(QStringLiteral("cannot open the platform database: ") + error);
        return 1;
    }
    if (!config->keysOut.isEmpty()) {
        if (platform->wasCreated()) {
            const QByteArray json = QJsonDocument(platform->issuedKeys().toJson()).toJson();
            if (!writeFileAtomically(config->keysOut, json, true, &error)) {
                say(QStringLiteral("cannot write the keys to %1: %2").arg(config->keysOut, error));
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
