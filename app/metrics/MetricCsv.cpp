#include "MetricCsv.h"

#include <QDateTime>

#include <cmath>

namespace cd {

namespace {
// RFC 4180 quoting; a name a spreadsheet would run as a formula (=, +, -, @, as a host name from
// someone else's Prometheus might be) is made text with a leading apostrophe.
QByteArray quoted(const QString& text) {
    QByteArray out = text.toUtf8();
    const bool formula = !out.isEmpty() && QByteArrayView("=+-@\t\r").contains(out.front());
    if (formula)
        out.prepend('\'');
    if (formula || out.contains(',') || out.contains('"') || out.contains('\n') || out.contains('\r'))
        out = '"' + out.replace('"', "\"\"") + '"';
    return out;
}
} // namespace

QByteArray MetricCsv::write(const MetricStore& store, Metric metric, qint64 t0, qint64 t1) {
    const MetricInfo& info = MetricCatalog::info(metric);
    const QList<SeriesInfo>& series = store.series(info.scope);
    QByteArray out = "time,unix_seconds";
    for (const SeriesInfo& s : series) {
        out += ',';
        out +=
            quoted(s.key.gpu >= 0 ? QStringLiteral("%1/gpu %2").arg(s.hostname).arg(s.key.gpu) : s.hostname);
    }
    out += "\r\n";
    const SeriesBlock* block = store.block(metric);
    if (!block)
        return out;
    for (int c = 0; c < block->columns(); ++c) {
        const qint64 t = block->timeAt(c);
        if (t < t0 || t > t1)
            continue;
        out += QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(Qt::ISODate).toUtf8();
        out += ',' + QByteArray::number(t);
        for (int s = 0; s < block->seriesCount(); ++s) {
            out += ',';
            const float v = block->value(s, c);
            if (!std::isnan(v))
                out += QByteArray::number(double(v), 'g', 9);
        }
        out += "\r\n";
    }
    return out;
}

} // namespace cd
