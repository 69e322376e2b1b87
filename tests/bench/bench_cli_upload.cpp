// `cdctl upload` against the console's own upload engine (issue 24: throughput equal): the same
// file to the same clusterdesk-sim on loopback, encrypted with the same tenant key, alternating,
// twice each, the faster of each kept (the simulator's storage and the page cache vary more from
// run to run than the two differ). cdctl's time is start to exit, so it includes its start-up.
// Usage: bench_cli_upload [MiB, default 512]   (needs about 3x that in free space under $TMPDIR)
#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "crypto/TenantKey.h"
#include "support/SimProcess.h"
#include "upload/UploadEngine.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>

using namespace cd;

namespace {

double engineSeconds(PlatformClient& client, const QString& file, const crypto::TenantKey& key,
                     const QString& journal) {
    UploadEngine engine;
    QString error;
    engine.openJournal(journal, &error);
    engine.setConnection(&client, QStringLiteral("bench"), {});
    engine.setKey(key);
    bool ok = false;
    QEventLoop loop;
    QObject::connect(&engine, &UploadEngine::jobFinished, &loop,
                     [&](qint64, bool done, const QString& message) {
                         ok = done;
                         if (!done)
                             std::fprintf(stderr, "engine upload failed: %s\n", qPrintable(message));
                         loop.quit();
                     });
    QElapsedTimer t;
    t.start();
    if (!engine.add(file, QStringLiteral("bench-engine"), &error))
        return -1;
    loop.exec();
    return ok ? double(t.nsecsElapsed()) / 1e9 : -1;
}

double cdctlSeconds(const QTemporaryDir& dir, const QString& file, const QByteArray& keyBase64, int round) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString home = dir.filePath(QStringLiteral("home-%1").arg(round));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent"));
    env.insert(QStringLiteral("CLUSTERDESK_KEY"), QString::fromLatin1(keyBase64));
    QProcess p;
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral(CDCTL_PATH),
            {QStringLiteral("--profile"), QStringLiteral("bench"), QStringLiteral("upload"), file,
             QStringLiteral("--dataset"), QStringLiteral("bench-cdctl")});
    p.waitForFinished(-1);
    return p.exitCode() == 0 ? double(t.nsecsElapsed()) / 1e9 : -1;
}

bool login(const QTemporaryDir& dir, int round, const test::SimProcess& sim) {
    const QString home = dir.filePath(QStringLiteral("home-%1").arg(round));
    QDir().mkpath(home);
    QFile key(home + QStringLiteral("/api.key"));
    key.open(QIODevice::WriteOnly);
    key.write(sim.key(QStringLiteral("0/member")));
    key.close();
    key.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CDCTL_PATH),
            {QStringLiteral("login"), QStringLiteral("--profile"), QStringLiteral("bench"),
             QStringLiteral("--url"), sim.baseUrl().toString(), QStringLiteral("--key-file"),
             key.fileName()});
    p.waitForFinished(-1);
    return p.exitCode() == 0;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    const int mib = argc > 1 ? std::max(64, atoi(argv[1])) : 512;
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/cd-bench-cli-upload-XXXXXX"));
    const QString path = dir.filePath(QStringLiteral("data.bin"));
    {
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        QByteArray block(64 << 20, Qt::Uninitialized);
        QRandomGenerator(5).fillRange(reinterpret_cast<quint32*>(block.data()), block.size() / 4);
        for (int i = 0; i < mib / 64; ++i) {
            block[0] = char(i);
            f.write(block);
        }
    }
    test::SimProcess sim;
    QString error;
    if (!sim.start(&error)) {
        std::fprintf(stderr, "clusterdesk-sim: %s\n", qPrintable(error));
        return 1;
    }
    TransportSettings settings;
    settings.baseUrl = sim.baseUrl();
    PlatformClient client(std::make_unique<CurlTransport>(settings));
    client.setApiKey(sim.key(QStringLiteral("0/member")));
    const crypto::TenantKey key = crypto::TenantKey::generate();
    const QByteArray keyBase64 =
        QByteArray(reinterpret_cast<const char*>(key.raw().data()), qsizetype(key.raw().size())).toBase64();

    double engine = 0, cli = 0;
    for (int round = 0; round < 2; ++round) {
        if (!login(dir, round, sim))
            return 1;
        const double e =
            engineSeconds(client, path, key, dir.filePath(QStringLiteral("engine-%1.sqlite").arg(round)));
        const double c = cdctlSeconds(dir, path, keyBase64, round);
        if (e < 0 || c < 0)
            return 1;
        engine = round == 0 ? e : std::min(engine, e);
        cli = round == 0 ? c : std::min(cli, c);
    }
    const double bytes = double(QFileInfo(path).size());
    std::printf("| run | time | throughput |\n|---|---|---|\n");
    std::printf("| %d MiB encrypted upload, the console's UploadEngine (best of 2) | %.2f s | %.0f MB/s |\n",
                mib, engine, bytes / engine / 1e6);
    std::printf("| the same file, `cdctl upload`, start to exit (best of 2) | %.2f s | %.0f MB/s |\n", cli,
                bytes / cli / 1e6);
    std::printf("| ratio cdctl / engine (throughput) | %.0f %% | target: equal |\n", 100.0 * engine / cli);
    return 0;
}
