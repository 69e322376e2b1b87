// Uploads across a long link (issue 22): a real clusterdesk-sim behind tests/support/fault_proxy.py,
// which adds a one-way delay and caps the link at 1 Gbit/s for all connections together, as the
// kernel's netem would (the build machines have none). Every figure beside its baseline from the
// same run:
//   - the baseline: one streaming PATCH of 64 MiB (the most the simulator takes in one request)
//     through the same proxy with the cap and no delay;
//   - the console's engine, encrypted, 8 connections (--connections), at 100 ms and at 10 ms round trip;
//   - the console with 1 connection at 100 ms, one request at a time as before (a smaller file);
//   - the tus project's own client (tus-js-client, parallelUploads 8) and the console on the same
//     smaller file, through the same proxy at 100 ms;
//   - memory growth and the GUI thread's longest stall during the console's 100 ms upload.
// Usage: bench_far_upload [MiB, default 4096] [--compare-mib N, default 1024] [--one-mib N, default 256]
//                         [--connections N, default 8]
#include "UploadRun.h"

#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "core/TusMetadata.h"
#include "support/FaultProxy.h"
#include "support/SimProcess.h"
#include "upload/BlockingCall.h"
#include "upload/TusProtocol.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace cd;

namespace {

constexpr qint64 gigabit = 125'000'000; // bytes per second

std::unique_ptr<PlatformClient> clientFor(const QUrl& url, const QByteArray& key) {
    TransportSettings settings;
    settings.baseUrl = url;
    auto client = std::make_unique<PlatformClient>(std::make_unique<CurlTransport>(settings));
    client->setApiKey(key);
    return client;
}

// One PATCH of `mib` MiB, streamed, to a fresh unencrypted upload: MB/s of the PATCH alone.
double streamingPatch(PlatformClient& client, qint64 mib) {
    const QByteArray body(qsizetype(mib << 20), 'x');
    TusMetadata metadata;
    metadata.set("dataset", QStringLiteral("baseline"));
    metadata.set("filename", QStringLiteral("baseline.bin"));
    metadata.set("encryption", QStringLiteral("none"));
    const Response created = BlockingCall::send(
        client.transport(), client.authorized(TusProtocol::create("/v1/uploads", body.size(), metadata, {})),
        nullptr);
    const auto location = TusProtocol::readLocation(created, {});
    if (!location) {
        std::fprintf(stderr, "baseline: creation failed, HTTP %d\n", created.status);
        return 0;
    }
    QElapsedTimer t;
    t.start();
    const Response r = BlockingCall::send(
        client.transport(), client.authorized(TusProtocol::patch(*location, 0, body, {})), nullptr);
    const double seconds = double(t.nsecsElapsed()) / 1e9;
    if (r.status != 204) {
        std::fprintf(stderr, "baseline: PATCH failed, HTTP %d\n", r.status);
        return 0;
    }
    return double(body.size()) / seconds / 1e6;
}

// tus-js-client with parallelUploads 8 on `mib` MiB (tests/tus/upload.mjs): its MB/s, or 0.
double tusJsClient(const QUrl& url, const QByteArray& key, qint64 mib) {
    QProcess node;
    node.setProcessChannelMode(QProcess::MergedChannels);
    node.start(QStringLiteral(NODE_EXECUTABLE),
               {QStringLiteral(TUS_DIR "/upload.mjs"), QStringLiteral("--url"), url.toString(),
                QStringLiteral("--key"), QString::fromLatin1(key), QStringLiteral("--parallel"),
                QStringLiteral("8"), QStringLiteral("--mib"), QString::number(mib),
                QStringLiteral("--chunk-mib"), QStringLiteral("16")});
    if (!node.waitForFinished(30 * 60 * 1000))
        return 0;
    const QString out = QString::fromUtf8(node.readAll());
    const auto m = QRegularExpression(QStringLiteral("parallelUploads 8: .* ([0-9]+) MB/s")).match(out);
    if (node.exitCode() != 0 || !m.hasMatch()) {
        std::fprintf(stderr, "tus-js-client: %s\n", qPrintable(out));
        return 0;
    }
    return m.captured(1).toDouble();
}

qint64 option(const QStringList& args, const QString& name, qint64 fallback) {
    const qsizetype at = args.indexOf(name);
    return at >= 0 && at + 1 < args.size() ? args[at + 1].toLongLong() : fallback;
}

} // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    const qint64 mib = !args.isEmpty() && !args[0].startsWith(u'-') ? args[0].toLongLong() : 4096;
    const qint64 compareMib = option(args, QStringLiteral("--compare-mib"), 1024);
    const qint64 oneMib = option(args, QStringLiteral("--one-mib"), 256);
    const int connections = int(option(args, QStringLiteral("--connections"), 8));
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/cd-bench-far-upload-XXXXXX"));
    const QString big = dir.filePath(QStringLiteral("big.bin"));
    const QString compare = dir.filePath(QStringLiteral("compare.bin"));
    const QString one = dir.filePath(QStringLiteral("one.bin"));
    if (!writeRandomFile(big, mib) || !writeRandomFile(compare, compareMib) ||
        !writeRandomFile(one, oneMib)) {
        std::fprintf(stderr, "cannot write the files under %s\n", qPrintable(dir.path()));
        return 1;
    }
    test::SimProcess sim;
    QString error;
    if (!sim.start(&error)) {
        std::fprintf(stderr, "clusterdesk-sim: %s\n", qPrintable(error));
        return 1;
    }
    const QByteArray key = sim.key(QStringLiteral("0/member"));
    test::FaultProxy proxy;
    auto shape = [&](int oneWayMs) {
        test::FaultProxy::Faults f;
        f.delayMs = oneWayMs;
        f.linkRate = gigabit;
        if (!proxy.start(quint16(sim.port()), f, &error)) {
            std::fprintf(stderr, "proxy: %s\n", qPrintable(error));
            std::exit(1);
        }
        return clientFor(proxy.baseUrl(), key);
    };
    QTableView view;
    view.resize(900, 300);
    view.show();
    int run = 0;
    auto journal = [&] { return dir.filePath(QStringLiteral("journal-%1.sqlite").arg(++run)); };

    // The baseline: the best of three single 64 MiB PATCHes, with the cap and no delay.
    double baseline = 0;
    {
        auto client = shape(0);
        for (int i = 0; i < 5; ++i)
            baseline = std::max(baseline, streamingPatch(*client, 64));
    }
    std::printf("| figure | result | target |\n|---|---|---|\n");
    std::printf(
        "| baseline: one streaming PATCH of 64 MiB (curl), 1 Gbit/s link, no delay (best of 5) | %.0f MB/s "
        "| |\n",
        baseline);
    std::fflush(stdout);

    auto far = [&](int oneWayMs, const QString& file, int connectionCount) {
        auto client = shape(oneWayMs);
        return UploadRun::run(*client, file, {true, connectionCount, journal()}, view);
    };
    const UploadRun at100 = far(50, big, connections);
    std::printf(
        "| console, encrypted %lld MiB, %d connections, 100 ms round trip, 1 Gbit/s | %.1f s, %.0f MB/s, %d "
        "parts | |\n",
        mib, connections, at100.seconds, at100.megabytesPerSecond(), at100.parts);
    std::printf("| ... as a share of the baseline | %.0f %% | at least 80 %% |\n",
                100.0 * at100.megabytesPerSecond() / baseline);
    std::printf(
        "| ... memory growth (RSS) | %.1f MiB | at most 64 MiB + a 1 MiB segment per request (72 MiB) |\n",
        double(at100.rssGrowth) / (1 << 20));
    std::printf("| ... longest GUI-thread stall | %lld ms | at most 50 ms |\n", at100.longestGuiGapMs);
    std::fflush(stdout);
    const UploadRun at10 = far(5, big, connections);
    std::printf(
        "| console, encrypted %lld MiB, %d connections, 10 ms round trip, 1 Gbit/s | %.1f s, %.0f MB/s | |\n",
        mib, connections, at10.seconds, at10.megabytesPerSecond());
    std::printf("| ... as a share of the baseline | %.0f %% | at least 90 %% |\n",
                100.0 * at10.megabytesPerSecond() / baseline);
    std::fflush(stdout);
    const UploadRun single = far(50, one, 1);
    std::printf("| console, encrypted %lld MiB, 1 connection (one request at a time), 100 ms | %.0f MB/s | "
                "before |\n",
                oneMib, single.megabytesPerSecond());
    std::fflush(stdout);
    // Four times each, in the order ABBA ABBA, medians: a run on this machine varies by a few per
    // cent, and the simulator's disk fills as the runs go, which this order spreads over both.
    QList<double> jsRates;
    QList<double> ourRates;
    bool oursOk = true;
    auto runJs = [&] {
        auto client = shape(50);
        jsRates.append(tusJsClient(proxy.baseUrl(), key, compareMib));
    };
    auto runOurs = [&] {
        const UploadRun ours = far(50, compare, connections);
        oursOk = oursOk && ours.ok;
        ourRates.append(ours.megabytesPerSecond());
    };
    for (int round = 0; round < 4; ++round) {
        if (round % 2 == 0) {
            runJs();
            runOurs();
        } else {
            runOurs();
            runJs();
        }
    }
    auto median = [](QList<double> v) {
        std::sort(v.begin(), v.end());
        return (v[(v.size() - 1) / 2] + v[v.size() / 2]) / 2;
    };
    auto list = [](const QList<double>& v) {
        QStringList out;
        for (double d : v)
            out.append(QString::number(d, 'f', 0));
        return out.join(QStringLiteral(", "));
    };
    const double js = median(jsRates);
    std::printf(
        "| tus-js-client 4.3.1, parallelUploads 8, 16 MiB chunks, unencrypted %lld MiB, 100 ms (median of "
        "4: %s) | %.0f MB/s | |\n",
        compareMib, qPrintable(list(jsRates)), js);
    std::printf(
        "| console, encrypted %lld MiB, %d connections, 100 ms, same proxy (median of 4: %s) | %.0f MB/s | "
        "at least tus-js-client's |\n",
        compareMib, connections, qPrintable(list(ourRates)), median(ourRates));
    const bool ok = at100.ok && at10.ok && single.ok && oursOk && js > 0 && baseline > 0;
    return ok ? 0 : 1;
}
