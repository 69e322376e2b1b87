#include "AlertText.h"

#include <algorithm>

namespace cd {

namespace {
SeriesInfo gpuOf(const GpuAlert& alert, const AlertText::Context& context) {
    return alert.gpu >= 0 && alert.gpu < context.gpus.size() ? context.gpus[alert.gpu] : SeriesInfo{};
}
} // namespace

QString AlertText::idleFor(qint64 since, const Context& context) {
    const qint64 minutes = (context.now - since) / 60;
    if (context.lookBackSeconds > 0 && minutes >= context.lookBackSeconds / 60)
        return tr("more than %n hour(s)", nullptr, int(context.lookBackSeconds / 3600));
    if (minutes >= 120)
        return tr("%n hour(s)", nullptr, int(minutes / 60));
    return tr("%n minute(s)", nullptr, int(minutes));
}

QString AlertText::one(const GpuAlert& alert, const Context& context) {
    const SeriesInfo info = gpuOf(alert, context);
    const QString gpu = tr("%1 GPU %2 (%3)").arg(info.hostname).arg(info.key.gpu).arg(context.clusterName);
    switch (alert.kind) {
    case GpuAlert::Kind::Idle: {
        const double price = context.price ? context.price(info.pool) : 0.0;
        return tr("%1 has been idle for %2, at %3 %4 an hour.")
            .arg(gpu, idleFor(alert.since, context))
            .arg(price, 0, 'f', 2)
            .arg(context.currency);
    }
    case GpuAlert::Kind::Hot:
        return tr("%1 is at %2 °C, over its %3 °C limit.")
            .arg(gpu)
            .arg(alert.value, 0, 'f', 0)
            .arg(GpuAlertTracker::temperatureLimit, 0, 'f', 0);
    case GpuAlert::Kind::Xid:
        return tr("%1 reported XID error %2.").arg(gpu).arg(alert.value, 0, 'f', 0);
    }
    return gpu;
}

QString AlertText::group(const QList<GpuAlert>& alerts, const Context& context) {
    if (alerts.isEmpty())
        return {};
    if (alerts.size() == 1)
        return one(alerts.first(), context);
    const GpuAlert& first = alerts.first();
    const SeriesInfo info = gpuOf(first, context);
    const int n = int(alerts.size());
    switch (first.kind) {
    case GpuAlert::Kind::Idle: {
        qint64 since = first.since;
        for (const GpuAlert& a : alerts)
            since = std::max(since, a.since);
        const double price = (context.price ? context.price(info.pool) : 0.0) * n;
        return tr("%1: %n GPU(s) idle for %2, at %3 %4 an hour.", nullptr, n)
            .arg(info.hostname, idleFor(since, context))
            .arg(price, 0, 'f', 2)
            .arg(context.currency);
    }
    case GpuAlert::Kind::Hot:
        return tr("%1: %n GPU(s) over the %2 °C limit.", nullptr, n)
            .arg(info.hostname)
            .arg(GpuAlertTracker::temperatureLimit, 0, 'f', 0);
    case GpuAlert::Kind::Xid:
        return tr("%1: %n GPU(s) reported XID errors.", nullptr, n).arg(info.hostname);
    }
    return {};
}

} // namespace cd
