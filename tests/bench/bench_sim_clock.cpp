// clusterdesk-sim on a fast clock: how long it takes to listen, and how long its first requests
// take, at 1x (the baseline, in the same run), an hour a second and a week a second (what a test
// that lets an upload expire uses). Before aaba3bc the clock ran while the platform was seeded and
// every step of a catch-up was stored on its own, so at 1,000,000x the simulator took 11 to 17 s to
// listen and its first requests up to 12 s each. Usage: bench_sim_clock [RUNS]
#include "BenchStats.h"
#include "RawHttp.h"
#include "support/SimProcess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <cstdio>

using namespace cd;
using namespace cd::bench;
using namespace cd::test;

namespace {

void print(const QString& line) {
    std::printf("%s\n", line.toUtf8().constData());
    std::fflush(stdout);
}

QString ms(double v) {
    return QString::number(v, 'f', v < 10 ? 1 : 0);
}

struct Figures {
    QList<double> listenMs;
    QList<double> requestMs; // the first requests after each start, 100 ms apart
};

bool measure(const QString& speed, int runs, int requests, Figures* out) {
    for (int run = 0; run < runs; ++run) {
        SimProcess sim(
            {QStringLiteral("--clock-speed"), speed, QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QString error;
        QElapsedTimer clock;
        clock.start();
        if (!sim.start(&error)) {
            print(QStringLiteral("clusterdesk-sim at x%1 did not start: %2").arg(speed, error));
            return false;
        }
        out->listenMs.append(double(clock.nsecsElapsed()) / 1e6);
        const QByteArray key = sim.key(QStringLiteral("0/owner"));
        for (int i = 0; i < requests; ++i) {
            QThread::msleep(100);
            RawHttp http;
            if (!http.open(sim.port()))
                return false;
            clock.restart();
            http.send("GET /v1/clusters HTTP/1.1\r\nHost: sim\r\nAuthorization: Bearer " + key + "\r\n\r\n");
            const RawHttp::Reply reply = http.read(120000);
            if (reply.status != 200) {
                print(QStringLiteral("GET /v1/clusters at x%1: %2").arg(speed).arg(reply.status));
                return false;
            }
            out->requestMs.append(double(clock.nsecsElapsed()) / 1e6);
        }
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 3;
    constexpr int requests = 10;
    const QStringList speeds = {QStringLiteral("1"), QStringLiteral("3600"), QStringLiteral("1000000")};
    QList<Figures> figures;
    for (const QString& speed : speeds) {
        Figures f;
        if (!measure(speed, runs, requests, &f))
            return 1;
        figures.append(f);
    }
    print(QStringLiteral("%1 starts of a new platform at each speed; after each, %2 GET /v1/clusters 100 ms "
                         "apart on new connections.")
              .arg(runs)
              .arg(requests));
    print({});
    print(QStringLiteral("| clock | listening after | vs 1x | request, median | request, slowest | vs 1x |"));
    print(QStringLiteral("|---|---|---|---|---|---|"));
    const double baseListen = median(figures[0].listenMs);
    const double baseRequest = median(figures[0].requestMs);
    for (qsizetype i = 0; i < speeds.size(); ++i) {
        const double listen = median(figures[i].listenMs);
        const double request = median(figures[i].requestMs);
        const double slowest = *std::max_element(figures[i].requestMs.cbegin(), figures[i].requestMs.cend());
        print(QStringLiteral("| x%1 | %2 ms | %3 | %4 ms | %5 ms | %6 |")
                  .arg(speeds[i], ms(listen), QString::number(listen / baseListen, 'f', 2), ms(request),
                       ms(slowest), QString::number(request / baseRequest, 'f', 2)));
    }
    return 0;
}
