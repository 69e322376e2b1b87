#include "BenchStats.h"

#include <QElapsedTimer>
#include <QFile>

#include <algorithm>

namespace cd::bench {

double median(QList<double> values) {
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

Timing timeIt(int runs, const std::function<void(int)>& work) {
    QList<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        work(i);
        ms.append(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms[std::min<qsizetype>(ms.size() - 1, qsizetype(double(ms.size()) * 0.95))],
            runs};
}

QString row(const QString& figure, const Timing& t, const QString& target) {
    return QStringLiteral("| %1 | %2 ms | %3 ms | %4 | %5 |")
        .arg(figure)
        .arg(t.medianMs, 0, 'f', 2)
        .arg(t.p95Ms, 0, 'f', 2)
        .arg(t.runs)
        .arg(target);
}

qint64 residentBytes() {
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.value(1).toLongLong() * 4096;
}

} // namespace cd::bench
