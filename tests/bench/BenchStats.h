#pragma once

#include <QList>
#include <QString>

#include <functional>

namespace cd::bench {

// Times a piece of work several times and reports the median and the 95th percentile, in ms.
struct Timing {
    double medianMs = 0;
    double p95Ms = 0;
    int runs = 0;
};

Timing timeIt(int runs, const std::function<void(int run)>& work);
double median(QList<double> values);
QString row(const QString& figure, const Timing& t, const QString& target);
// This process's resident memory now (/proc/self/statm; 0 where there is none).
qint64 residentBytes();

} // namespace cd::bench
