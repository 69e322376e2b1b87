// The offline demo's soak (issue 8): the whole console on the demo's simulator, its clock at 60x,
// every area visited in turn (Monitoring on the 512-GPU cluster), the presenter's events fired
// now and then, for 30 minutes. It reports:
//   - resident memory over time (at 1, 5, 10, 20 and 30 minutes, and the peak), and its growth
//     over the second half, to tell a leak from a plateau;
//   - the GUI thread's stalls: how late a 10 ms timer fires, worst and 99th percentile, over the
//     whole run and apart from the first minute (start-up).
// Usage: bench_demo_soak [minutes (default 30)] [clock speed (default 60)]
#include "BenchStats.h"
#include "ConsoleUnderTest.h"
#include "GuidedTour.h"
#include "MainWindow.h"
#include "MonitoringPage.h"
#include "PresenterPanel.h"

#include "session/StorageSession.h"

#include "demo/DemoPlatform.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace cd;

namespace {

void print(const QString& line) {
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1)))];
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int minutes = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 30;
    const double speed = argc > 2 ? std::max(1.0, QByteArray(argv[2]).toDouble()) : 60.0;
    QTemporaryDir dir;
    test::ConsoleUnderTest console(dir.filePath(QStringLiteral("settings.ini")));
    MainWindow& window = console.window;
    window.resize(1600, 1000);
    window.storage().setDemoStoryUploads(true); // the whole story, uploads and all
    QString error;
    if (!console.connection.startDemo(DemoPlatform::defaultSeed, &error)) {
        std::fprintf(stderr, "bench_demo_soak: %s\n", qPrintable(error));
        return 2;
    }
    console.connection.demo()->setClockSpeed(speed);
    print(QStringLiteral("soak: %1 min at %2x, window 1600x1000, platform %3")
              .arg(minutes)
              .arg(speed)
              .arg(QApplication::platformName()));

    QElapsedTimer clock;
    clock.start();

    // Stalls: a 10 ms timer that should fire every 10 ms; how late it is, is how long the GUI
    // thread was busy with something else.
    std::vector<double> lateAll;
    std::vector<double> lateSteady; // after the first minute
    lateAll.reserve(std::size_t(minutes) * 6000);
    lateSteady.reserve(std::size_t(minutes) * 6000);
    qint64 lastTick = clock.nsecsElapsed();
    double worst = 0;
    double worstAtMinute = 0;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        const double late = std::max(0.0, double(now - lastTick) / 1e6 - 10.0);
        lastTick = now;
        lateAll.push_back(late);
        if (late > worst) {
            worst = late;
            worstAtMinute = double(now) / 60e9;
        }
        if (now > 60'000'000'000LL)
            lateSteady.push_back(late);
    });
    ticker.start();

    // Every 20 s the next area, as a presenter clicks through; Monitoring shows the big cluster.
    int visit = 0;
    QTimer visitor;
    visitor.setInterval(20'000);
    QObject::connect(&visitor, &QTimer::timeout, [&] {
        const auto area = MainWindow::Area(visit % MainWindow::AreaCount);
        window.showArea(area);
        if (area == MainWindow::Monitoring)
            window.monitoringPage()->selectCluster(QStringLiteral("frontier-pretrain"));
        ++visit;
    });
    visitor.start();

    // Every 5 minutes a presenter's event: a node fails, a budget alert, a scale-up, in turn.
    int event = 0;
    QTimer presenter;
    presenter.setInterval(5 * 60'000);
    QObject::connect(&presenter, &QTimer::timeout, [&] {
        PresenterPanel* panel = window.presenterPanel();
        QAction* actions[] = {panel->failNodeAction(), panel->budgetAlertAction(), panel->scaleUpAction()};
        actions[event++ % 3]->trigger();
    });
    presenter.start();

    // Memory every 10 s.
    std::vector<std::pair<double, double>> memory; // (minute, MB)
    QTimer sampler;
    sampler.setInterval(10'000);
    QObject::connect(&sampler, &QTimer::timeout, [&] {
        memory.emplace_back(double(clock.elapsed()) / 60'000.0, double(bench::residentBytes()) / 1e6);
        const auto& [at, mb] = memory.back();
        if (memory.size() % 6 == 0)
            print(QStringLiteral("  %1 min: %2 MB resident, worst stall so far %3 ms")
                      .arg(at, 0, 'f', 1)
                      .arg(mb, 0, 'f', 1)
                      .arg(*std::max_element(lateAll.begin(), lateAll.end()), 0, 'f', 1));
    });
    sampler.start();

    QTimer::singleShot(minutes * 60'000, &app, &QApplication::quit);
    app.exec();

    auto at = [&](double minute) {
        double best = 0;
        for (const auto& [m, mb] : memory) {
            if (m <= minute + 0.01)
                best = mb;
        }
        return best;
    };
    double peak = 0;
    for (const auto& [m, mb] : memory)
        peak = std::max(peak, mb);
    // Growth over the second half: a least-squares slope, in MB per 10 minutes.
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    int n = 0;
    for (const auto& [m, mb] : memory) {
        if (m < minutes / 2.0)
            continue;
        sx += m;
        sy += mb;
        sxx += m * m;
        sxy += m * mb;
        ++n;
    }
    const double slope = n > 1 ? (n * sxy - sx * sy) / (n * sxx - sx * sx) * 10.0 : 0.0;
    QStringList marks;
    for (double m : {1.0, 5.0, 10.0, 20.0, 30.0}) {
        if (m <= minutes)
            marks << QStringLiteral("%1 min %2 MB").arg(m).arg(at(m), 0, 'f', 1);
    }
    print(QStringLiteral("memory: %1; peak %2 MB; second half grows %3 MB per 10 min")
              .arg(marks.join(QStringLiteral(", ")))
              .arg(peak, 0, 'f', 1)
              .arg(slope, 0, 'f', 2));
    print(QStringLiteral("gui stalls (10 ms timer lateness): worst %1 ms, p99 %2 ms over the run; after the "
                         "first minute worst %3 ms, p99 %4 ms; %5 ticks")
              .arg(*std::max_element(lateAll.begin(), lateAll.end()), 0, 'f', 1)
              .arg(percentile(lateAll, 0.99), 0, 'f', 1)
              .arg(lateSteady.empty() ? 0.0 : *std::max_element(lateSteady.begin(), lateSteady.end()), 0, 'f',
                   1)
              .arg(percentile(lateSteady, 0.99), 0, 'f', 1)
              .arg(lateAll.size()));
    print(QStringLiteral("worst stall at minute %1; areas visited %2 times, presenter events %3")
              .arg(worstAtMinute, 0, 'f', 2)
              .arg(visit)
              .arg(event));
    return 0;
}
