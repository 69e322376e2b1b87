// An upload to a real clusterdesk-sim over loopback, encrypted and then the same file unencrypted,
// through the console's own upload engine with a live queue view on the GUI thread. Reports the
// throughput of each and their ratio, how much the process's memory grew during the encrypted
// upload, and the longest the GUI thread went without running its event loop.
// Usage: bench_upload [GiB, default 4]   (needs about 3x that in free space under $TMPDIR)
#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "crypto/TenantKey.h"
#include "models/UploadQueueModel.h"
#include "support/SimProcess.h"
#include "upload/UploadEngine.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace cd;

namespace {

qint64 rssBytes() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return 0;
}

struct Run {
    double seconds = 0;
    qint64 bytesSent = 0;
    qint64 rssGrowth = 0;
    qint64 longestGuiGapMs = 0;
    bool ok = false;
};

Run upload(PlatformClient& client, const QString& file, bool encrypted, const QString& journal,
           QTableView& view) {
    UploadEngine engine;
    QString error;
    engine.openJournal(journal, &error);
    engine.setEncrypting(encrypted);
    engine.setConnection(&client, QStringLiteral("bench"), {});
    engine.setKey(crypto::TenantKey::generate());
    UploadQueueModel model;
    model.setEngine(&engine);
    view.setModel(&model);

    Run run;
    QEventLoop loop;
    QElapsedTimer gap;
    QTimer tick;
    tick.setInterval(5);
    const qint64 baseline = rssBytes();
    qint64 peak = baseline;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        run.longestGuiGapMs = std::max(run.longestGuiGapMs, gap.elapsed() - 5);
        gap.restart();
        static int n = 0;
        if (++n % 10 == 0)
            peak = std::max(peak, rssBytes());
    });
    QObject::connect(&engine, &UploadEngine::jobFinished, &loop,
                     [&](qint64, bool ok, const QString& message) {
                         run.ok = ok;
                         if (!ok)
                             std::fprintf(stderr, "upload failed: %s\n", qPrintable(message));
                         loop.quit();
                     });
    QElapsedTimer t;
    t.start();
    gap.start();
    tick.start();
    const qint64 id = engine.add(
        file, encrypted ? QStringLiteral("bench-encrypted") : QStringLiteral("bench-plain"), &error);
    if (id == 0) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return run;
    }
    loop.exec();
    run.seconds = double(t.nsecsElapsed()) / 1e9;
    run.bytesSent = engine.job(id).uploadLength;
    run.rssGrowth = peak - baseline;
    view.setModel(nullptr);
    return run;
}

} // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int gib = argc > 1 ? std::max(1, atoi(argv[1])) : 4;
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/cd-bench-upload-XXXXXX"));
    const QString path = dir.filePath(QStringLiteral("data.bin"));
    {
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        QByteArray block(64 << 20, Qt::Uninitialized);
        QRandomGenerator(3).fillRange(reinterpret_cast<quint32*>(block.data()), block.size() / 4);
        for (int i = 0; i < gib * 16; ++i) {
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
    QTableView view;
    view.resize(900, 300);
    view.show();

    // Alternating, twice each, the faster of each kept: the simulator's storage and the page cache
    // vary more from run to run than encryption costs.
    Run plain;
    Run encrypted;
    for (int round = 0; round < 2; ++round) {
        const Run p =
            upload(client, path, false, dir.filePath(QStringLiteral("plain-%1.sqlite").arg(round)), view);
        const Run e =
            upload(client, path, true, dir.filePath(QStringLiteral("encrypted-%1.sqlite").arg(round)), view);
        if (!p.ok || !e.ok)
            return 1;
        if (round == 0 || p.seconds < plain.seconds)
            plain = p;
        if (round == 0 || e.seconds < encrypted.seconds)
            encrypted = {e.seconds, e.bytesSent, std::max(e.rssGrowth, encrypted.rssGrowth),
                         std::max(e.longestGuiGapMs, encrypted.longestGuiGapMs), true};
        else
            encrypted = {encrypted.seconds, encrypted.bytesSent, std::max(e.rssGrowth, encrypted.rssGrowth),
                         std::max(e.longestGuiGapMs, encrypted.longestGuiGapMs), true};
    }
    const double plainRate = double(plain.bytesSent) / plain.seconds;
    const double encRate = double(encrypted.bytesSent) / encrypted.seconds;
    std::printf("| figure | result | target |\n|---|---|---|\n");
    std::printf("| %d GiB upload to clusterdesk-sim on loopback, unencrypted (best of 2) | %.1f s (%.0f "
                "MB/s) | baseline |\n",
                gib, plain.seconds, plainRate / 1e6);
    std::printf("| the same upload, encrypted (best of 2) | %.1f s (%.0f MB/s) | |\n", encrypted.seconds,
                encRate / 1e6);
    std::printf("| encrypted / unencrypted throughput | %.0f %% | at least 85 %% |\n",
                100.0 * encRate / plainRate);
    std::printf(
        "| memory growth during an encrypted upload (RSS, worst of 2) | %.1f MiB | at most 64 MiB |\n",
        double(encrypted.rssGrowth) / (1 << 20));
    std::printf(
        "| longest GUI-thread stall during an encrypted upload (worst of 2) | %lld ms | at most 50 ms |\n",
        encrypted.longestGuiGapMs);
    std::printf("| longest GUI-thread stall during the unencrypted upload | %lld ms | |\n",
                plain.longestGuiGapMs);
    return 0;
}
