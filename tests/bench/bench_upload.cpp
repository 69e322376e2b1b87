// An upload to a real clusterdesk-sim over loopback, encrypted and then the same file unencrypted,
// through the console's own upload engine with a live queue view on the GUI thread. Reports the
// throughput of each and their ratio, how much the process's memory grew during the encrypted
// upload, and the longest the GUI thread went without running its event loop.
// Usage: bench_upload [GiB, default 4] [connections, default 8] [nosync]   (needs about 3x the GiB
// free under $TMPDIR)
#include "UploadRun.h"

#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
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

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int gib = argc > 1 ? std::max(1, atoi(argv[1])) : 4;
    // Connections per upload, the console's setting (default 8; 1 sends one request at a time).
    const int connections = argc > 2 ? std::clamp(atoi(argv[2]), 1, 16) : UploadEngine::defaultConnections;
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/cd-bench-upload-XXXXXX"));
    const QString path = dir.filePath(QStringLiteral("data.bin"));
    if (!writeRandomFile(path, qint64(gib) << 10)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    // "nosync": the simulator acknowledges a PATCH before its bytes are synced to disk, so the
    // figures show the console's own limits rather than this machine's disk.
    const bool nosync = argc > 3 && qstrcmp(argv[3], "nosync") == 0;
    test::SimProcess sim(nosync ? QStringList{QStringLiteral("--upload-sync"), QStringLiteral("off")}
                                : QStringList{});
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
    UploadRun plain;
    UploadRun encrypted;
    for (int round = 0; round < 2; ++round) {
        const UploadRun p = UploadRun::run(
            client, path, {false, connections, dir.filePath(QStringLiteral("plain-%1.sqlite").arg(round))},
            view);
        const UploadRun e = UploadRun::run(
            client, path, {true, connections, dir.filePath(QStringLiteral("encrypted-%1.sqlite").arg(round))},
            view);
        if (!p.ok || !e.ok)
            return 1;
        if (round == 0 || p.seconds < plain.seconds)
            plain = p;
        // The faster encrypted run's time, the worst memory and stall of both.
        const UploadRun& faster = round == 0 || e.seconds < encrypted.seconds ? e : encrypted;
        encrypted = {faster.seconds,
                     faster.bytesSent,
                     std::max(e.rssGrowth, encrypted.rssGrowth),
                     std::max(e.longestGuiGapMs, encrypted.longestGuiGapMs),
                     faster.parts,
                     true};
    }
    const double plainRate = double(plain.bytesSent) / plain.seconds;
    const double encRate = double(encrypted.bytesSent) / encrypted.seconds;
    std::printf("| figure | result | target |\n|---|---|---|\n");
    std::printf(
        "| %d GiB upload to clusterdesk-sim%s on loopback, %d connection(s), %d parts, unencrypted (best "
        "of 2) | %.1f s (%.0f MB/s) | baseline |\n",
        gib, nosync ? " --upload-sync off" : "", connections, plain.parts, plain.seconds, plainRate / 1e6);
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
