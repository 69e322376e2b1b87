#include "OffPeakTime.h"

#include <QHash>
#include <QTimeZone>

#include <algorithm>
#include <utility>

namespace cd {

namespace {

// "HH:mm", read by hand: QTime::fromString was most of pricing a node-day.
QTime clockTime(const QString& text) {
    if (text.size() != 5 || text[2] != u':')
        return {};
    const int h = text.left(2).toInt();
    const int m = text.mid(3).toInt();
    return QTime(h, m);
}

// Zones by name, built once per thread: QTimeZone reads the system's zone data each time.
QTimeZone zoneNamed(const QString& name) {
    thread_local QHash<QString, QTimeZone> zones;
    auto it = zones.constFind(name);
    if (it == zones.cend()) {
        QTimeZone zone(name.toUtf8());
        it = zones.insert(name, zone.isValid() ? zone : QTimeZone::utc());
    }
    return *it;
}

} // namespace

qint64 offPeakMilliseconds(const OffPeakWindow& window, const QDateTime& from, const QDateTime& to) {
    if (window.discountPercent <= 0 || !from.isValid() || !to.isValid() || to <= from)
        return 0;
    const QTime start = clockTime(window.start);
    const QTime end = clockTime(window.end);
    if (!start.isValid() || !end.isValid() || start == end)
        return 0;
    const QTimeZone zone = zoneNamed(window.timeZone);
    // Where each local day's window falls in UTC, worked out once per thread: converting local
    // times was most of pricing a node-day. Bounded, for a process that runs for months.
    thread_local QHash<QString, QHash<qint64, std::pair<qint64, qint64>>> known;
    if (known.size() > 64)
        known.clear();
    auto& windows = known[window.timeZone + u'|' + window.start + u'|' + window.end];
    if (windows.size() > 4096)
        windows.clear();
    const qint64 fromMs = from.toMSecsSinceEpoch();
    const qint64 toMs = to.toMSecsSinceEpoch();
    // Every local day whose window could touch [from, to), found without converting either to
    // local time: a zone is at most 14 hours from UTC, and a window that opened the evening before
    // may still be open, so from three days before `from`'s UTC date to the day after `to`'s.
    const QDate first = from.toUTC().date().addDays(-3);
    const QDate last = to.toUTC().date().addDays(1);
    qint64 total = 0;
    for (QDate d = first; d <= last; d = d.addDays(1)) {
        auto it = windows.constFind(d.toJulianDay());
        if (it == windows.cend()) {
            const QDateTime opens(d, start, zone);
            const QDateTime closes(start < end ? d : d.addDays(1), end, zone);
            it = windows.insert(d.toJulianDay(), {opens.toMSecsSinceEpoch(), closes.toMSecsSinceEpoch()});
        }
        const qint64 a = std::max(it->first, fromMs);
        const qint64 b = std::min(it->second, toMs);
        if (b > a)
            total += b - a;
    }
    return total;
}

} // namespace cd
