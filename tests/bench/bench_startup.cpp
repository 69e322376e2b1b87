// From `clusterdesk --demo` to the first painted main window, and the process's peak memory, over
// repeated cold starts. The baseline is `clusterdesk --version` (the same binary loading and
// leaving without a window), so the ratio shows what the window itself costs.
#include "BenchStats.h"

#include <QString>
#include <QStringList>

#include <cstdio>
#include <cstring>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Run {
    double firstPaintMs = -1;
    double catalogMs = -1;
    double wallMs = 0;
    long peakKiB = 0;
};

Run runConsole(const QStringList& args) {
    int out[2];
    if (pipe(out) != 0)
        return {};
    timespec start{};
    clock_gettime(CLOCK_MONOTONIC, &start);
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], STDOUT_FILENO);
        close(out[0]);
        std::vector<QByteArray> storage;
        std::vector<char*> argv;
        storage.push_back(QByteArray(CLUSTERDESK_CONSOLE_PATH));
        for (const QString& a : args)
            storage.push_back(a.toLocal8Bit());
        for (auto& s : storage)
            argv.push_back(s.data());
        argv.push_back(nullptr);
        execv(argv[0], argv.data());
        _exit(127);
    }
    close(out[1]);
    QByteArray output;
    char buffer[4096];
    ssize_t n;
    while ((n = read(out[0], buffer, sizeof buffer)) > 0)
        output.append(buffer, qsizetype(n));
    close(out[0]);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    timespec end{};
    clock_gettime(CLOCK_MONOTONIC, &end);
    Run run;
    run.wallMs = double(end.tv_sec - start.tv_sec) * 1e3 + double(end.tv_nsec - start.tv_nsec) / 1e6;
    run.peakKiB = usage.ru_maxrss;
    for (const QByteArray& line : output.split('\n')) {
        if (line.startsWith("first-paint-ms "))
            run.firstPaintMs = line.mid(15).toDouble();
        else if (line.startsWith("catalog-shown-ms "))
            run.catalogMs = line.mid(17).toDouble();
    }
    return run;
}

} // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::atoi(argv[1]) : 15;
    QList<double> paint, catalog, wall, baseline, peak;
    runConsole({QStringLiteral("--demo"), QStringLiteral("--measure-startup")}); // warm the page cache
    for (int i = 0; i < runs; ++i) {
        const Run r = runConsole({QStringLiteral("--demo"), QStringLiteral("--measure-startup")});
        if (r.firstPaintMs < 0) {
            std::fprintf(stderr, "bench_startup: the console did not report a first paint\n");
            return 1;
        }
        paint.append(r.firstPaintMs);
        catalog.append(r.catalogMs);
        wall.append(r.wallMs);
        peak.append(double(r.peakKiB) / 1024.0);
        baseline.append(runConsole({QStringLiteral("--version")}).wallMs);
    }
    double maxPeak = 0;
    for (double p : peak)
        maxPeak = std::max(maxPeak, p);
    std::printf("| figure | median | runs | target |\n|---|---|---|---|\n");
    std::printf("| start to first painted window (--demo) | %.1f ms | %d | <= 250 ms |\n",
                cd::bench::median(paint), runs);
    std::printf("| start to the catalog's rows painted | %.1f ms | %d | - |\n", cd::bench::median(catalog),
                runs);
    std::printf("| whole run, start to exit | %.1f ms | %d | - |\n", cd::bench::median(wall), runs);
    std::printf("| baseline: `clusterdesk --version`, start to exit | %.1f ms | %d | - |\n",
                cd::bench::median(baseline), runs);
    std::printf("| peak memory (max RSS over runs) | %.1f MB | %d | <= 150 MB |\n", maxPeak, runs);
    std::printf("\nratio (first paint / --version run): %.1f\n",
                cd::bench::median(paint) / cd::bench::median(baseline));
    return 0;
}
