#include "OffPeakTime.h"

#include <QHash>
#include <QTimeZone>

#include <algorithm>

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
    // A window that opened the evening before `from` may still be open.
    const QDate first = from.toTimeZone(zone).date().addDays(-1);
    const QDate last = to.toTimeZone(zone).date();
    qint64 total = 0;
    for (QDate d = first; d <= last; d = d.addDays(1)) {
        const QDateTime opens(d, start, zone);
        const QDateTime closes(start < end ? d : d.addDays(1), end, zone);
        const QDateTime a = std::max(opens, from);
        const QDateTime b = std::min(closes, to);
        if (b > a)
            total += a.msecsTo(b);
    }
    return total;
}

} // namespace cd
