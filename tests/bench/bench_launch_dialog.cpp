// The launch dialog's figure (issue 21): opened from a template of 8 node pools and 50
// environment variables (setSpec), the time from nothing to the first paint: construct, fill,
// show, paint, offscreen. The catalog is the synthetic one of the other benchmarks (65 and 2,000
// offerings; each pool's list holds them all); no platform is connected, so nothing waits on the
// network.
// Usage: bench_launch_dialog [runs]
#include "BenchStats.h"
#include "SyntheticCatalog.h"

#include "LaunchClusterDialog.h"

#include "session/ClustersSession.h"

#include <QApplication>
#include <QPixmap>

#include <cstdio>

using namespace cd;
using namespace cd::bench;

namespace {

ClusterSpec templateSpec(const QList<Offering>& offerings) {
    ClusterSpec s;
    s.name = QStringLiteral("llama-70b-pretrain");
    for (int i = 0; i < ClusterRules::maxPools; ++i)
        s.pools.append({QStringLiteral("pool-%1").arg(i + 1), offerings[i * 7].id, 4});
    WorkloadSpec w;
    w.image = QStringLiteral("nvcr.io/nvidia/pytorch:24.05-py3");
    w.command = QStringLiteral("torchrun --nproc-per-node 8 train.py --config cfg.yaml");
    for (int i = 0; i < 50; ++i)
        w.env.append({QStringLiteral("VAR_%1").arg(i), QStringLiteral("value-%1").arg(i), i % 10 == 0, true});
    w.ports = {{8888, QStringLiteral("jupyter")}, {6006, QStringLiteral("tensorboard")}};
    s.workload = w;
    return s;
}

Timing measure(int runs, int catalogSize) {
    const QList<Offering> offerings = syntheticCatalog(catalogSize);
    const ClusterSpec spec = templateSpec(offerings);
    ClustersSession session;
    // The first dialog loads styles and fonts once; it is not what a person waits for each time.
    {
        LaunchClusterDialog warm(session, offerings);
        warm.setSpec(spec);
        warm.grab();
    }
    return timeIt(runs, [&](int) {
        LaunchClusterDialog dialog(session, offerings);
        dialog.setSpec(spec);
        dialog.show();
        dialog.grab(); // the first paint, as the screen would get it
        dialog.hide();
    });
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 30;
    std::printf("| figure | median | p95 | runs | target |\n|---|---|---|---|---|\n");
    // The platform's catalog has 65 offerings; 2,000 shows how the pools' lists scale.
    for (int size : {65, 2000}) {
        const QString figure =
            QStringLiteral(
                "Launch dialog, template of 8 pools and 50 variables, %1 offerings: open and first "
                "paint")
                .arg(size);
        std::printf("%s\n",
                    qPrintable(row(figure, measure(runs, size),
                                   size == 65 ? QStringLiteral("at most 100 ms") : QStringLiteral("-"))));
    }
    return 0;
}
