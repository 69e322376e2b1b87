// clusterdesk-sim's gzip answers (issue 26): for the demo's 64-node, 512-GPU run's 15-minute and
// 6-hour query_range and the offerings list, the body's size plain and coded, the time the
// simulator spends coding it (the same function, in this process), what each size takes on a
// 100 Mbit/s link, and whole requests over loopback plain and coded. The rule it shows: coding
// costs less than it saves on the link. Usage: bench_sim_compression [RUNS]
#include "BenchStats.h"
#include "RawHttp.h"
#include "platform/http/ResponseCompression.h"
#include "support/SimProcess.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace cd;
using namespace cd::bench;
using namespace cd::sim;
using namespace cd::test;

namespace {

constexpr double linkBytesPerMs = 100e6 / 8 / 1000; // 100 Mbit/s

void print(const QString& line) {
    std::printf("%s\n", line.toUtf8().constData());
    std::fflush(stdout);
}

RawHttp::Reply get(int port, const QByteArray& key, const QByteArray& target, const QByteArray& fields = {}) {
    RawHttp http;
    if (!http.open(port))
        return {};
    http.send("GET " + target + " HTTP/1.1\r\nHost: sim\r\nAuthorization: Bearer " + key + "\r\n" + fields +
              "\r\n");
    return http.read(60000);
}

QString ms(double v) {
    return QString::number(v, 'f', v < 10 ? 1 : 0);
}

QString mb(qint64 bytes) {
    return QString::number(double(bytes) / 1e6, 'f', bytes < 1000000 ? 3 : 2);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    SimProcess sim({QStringLiteral("--rate-limit"), QStringLiteral("0")});
    QString error;
    if (!sim.start(&error)) {
        print(QStringLiteral("clusterdesk-sim did not start: ") + error);
        return 1;
    }
    const QByteArray key = sim.key(QStringLiteral("0/owner"));
    const QString time = QJsonDocument::fromJson(get(sim.port(), key, "/v1/health").body)[u"time"].toString();
    const qint64 end = QDateTime::fromString(time, Qt::ISODate).toSecsSinceEpoch() - 60;
    QByteArray cluster;
    const QJsonDocument clusters =
        QJsonDocument::fromJson(get(sim.port(), key, "/v1/clusters?page_size=100").body);
    for (const QJsonValue& c : clusters[u"items"].toArray()) {
        if (c[u"name"].toString() == u"frontier-pretrain")
            cluster = c[u"id"].toString().toUtf8();
    }
    if (cluster.isEmpty()) {
        print(QStringLiteral("the simulator has no 512-GPU cluster"));
        return 1;
    }
    auto range = [&](qint64 span, qint64 step) -> QByteArray {
        return "/v1/clusters/" + cluster +
               "/metrics/query_range?query=DCGM_FI_DEV_GPU_UTIL&start=" + QByteArray::number(end - span) +
               "&end=" + QByteArray::number(end) + "&step=" + QByteArray::number(step);
    };
    const QList<QPair<QString, QByteArray>> bodies = {
        {QStringLiteral("query_range, 512 GPUs, 15 min at 1 s"), range(900, 1)},
        {QStringLiteral("query_range, 512 GPUs, 6 h at 30 s"), range(6 * 3600, 30)},
        {QStringLiteral("offerings, one page of 1,000"), "/v1/offerings?page_size=1000"},
    };

    print(
        QStringLiteral("Median of %1 runs. \"Coding\" is ResponseCompression::gzip (zlib level %2, what the "
                       "simulator sends) on the body in this process; zlib's default level 6 beside it for "
                       "comparison. Link times are bytes / 12.5 MB/s (100 Mbit/s); loopback times are whole "
                       "requests to clusterdesk-sim, plain and with `Accept-Encoding: gzip`.")
            .arg(runs)
            .arg(ResponseCompression::gzipLevel));
    print({});
    print(QStringLiteral("| answer | plain | gzip | coding | level 6 would take | link, plain | link, gzip | "
                         "saved on the link | loopback, plain | loopback, gzip |"));
    print(QStringLiteral("|---|---|---|---|---|---|---|---|---|---|"));
    bool pays = true;
    for (const auto& [name, target] : bodies) {
        const RawHttp::Reply plain = get(sim.port(), key, target);
        const RawHttp::Reply coded = get(sim.port(), key, target, "Accept-Encoding: gzip\r\n");
        if (plain.status != 200 || coded.status != 200 || !coded.head.contains("Content-Encoding: gzip")) {
            print(QStringLiteral("%1: %2 / %3, not coded").arg(name).arg(plain.status).arg(coded.status));
            return 1;
        }
        const Timing coding = timeIt(runs, [&](int) { (void)ResponseCompression::gzip(plain.body); });
        const Timing level6 = timeIt(runs, [&](int) { (void)ResponseCompression::gzip(plain.body, 6); });
        const Timing overPlain = timeIt(runs, [&](int) { (void)get(sim.port(), key, target); });
        const Timing overGzip =
            timeIt(runs, [&](int) { (void)get(sim.port(), key, target, "Accept-Encoding: gzip\r\n"); });
        const double linkPlain = double(plain.body.size()) / linkBytesPerMs;
        const double linkGzip = double(coded.body.size()) / linkBytesPerMs;
        pays = pays && coding.medianMs < linkPlain - linkGzip;
        print(QStringLiteral(
                  "| %1 | %2 MB | %3 MB (%4 %) | %5 ms | %6 ms | %7 ms | %8 ms | %9 ms | %10 ms | %11 ms |")
                  .arg(name, mb(plain.body.size()), mb(coded.body.size()),
                       QString::number(100.0 * double(coded.body.size()) / double(plain.body.size()), 'f', 1),
                       ms(coding.medianMs), ms(level6.medianMs), ms(linkPlain), ms(linkGzip),
                       ms(linkPlain - linkGzip), ms(overPlain.medianMs))
                  .arg(ms(overGzip.medianMs)));
    }
    print({});
    print(pays ? QStringLiteral("Coding took less time than it saved on the link for every answer.")
               : QStringLiteral("Coding took MORE time than it saved on the link for at least one answer."));
    return pays ? 0 : 2;
}
