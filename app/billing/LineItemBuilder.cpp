#include "LineItemBuilder.h"

#include "BillingLog.h"
#include "LineItemOrder.h"
#include "OffPeakTime.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <vector>

namespace cd {

namespace {

constexpr qint64 msPerHour = 3'600'000;
constexpr qint64 microsPerCent = 10'000;

// n / d rounded half away from zero; d > 0.
WideInt roundDiv(WideInt n, WideInt d) {
    return n >= 0 ? (2 * n + d) / (2 * d) : -((-2 * n + d) / (2 * d));
}

Money cents(qint64 c, Currency currency) {
    return Money(c * microsPerCent, currency);
}

// A JSON string, for the few names tags carry.
QString jsonText(const QString& text) {
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        if (c == u'"' || c == u'\\')
            out += u'\\';
        if (c.unicode() < 0x20)
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out + u'"';
}

// The line's Tags (FOCUS key-value format). Written by hand: through QJsonDocument this was a
// tenth of pricing a 100,000-line listing.
QString tagsOf(const MeterSegment& s) {
    QStringList pairs;
    if (!s.clusterName.isEmpty())
        pairs.append(QStringLiteral("\"cluster\":") + jsonText(s.clusterName));
    if (s.kind == MeterKind::NodeTime) {
        pairs.append(QStringLiteral("\"pool\":") + jsonText(s.poolName));
        pairs.append(QStringLiteral("\"stage\":") + jsonText(workloadStageId(s.stage)));
    }
    if (!s.region.isEmpty())
        pairs.append(QStringLiteral("\"region\":") + jsonText(s.region));
    return pairs.isEmpty() ? QString() : u'{' + pairs.join(u',') + u'}';
}

QString lineIdPrefix(const MeterSegment& s) {
    return s.resourceId + u'.' + QString::number(s.start.toSecsSinceEpoch()) + u'.';
}

QString lineId(const QString& prefix, const QDateTime& day, char kind) {
    return prefix + QString::number(day.toSecsSinceEpoch() / 86400) + QLatin1Char(kind);
}

QString lineId(const MeterSegment& s, const QDateTime& day, char kind) {
    return lineId(lineIdPrefix(s), day, kind);
}

} // namespace

qint64 LineItemBuilder::roundToCents(WideInt numerator, WideInt denominator) {
    return qint64(roundDiv(numerator, denominator * microsPerCent));
}

QDateTime LineItemBuilder::dayStart(const QDateTime& t) {
    return QDateTime(t.toUTC().date(), QTime(0, 0), Qt::UTC);
}

QDateTime LineItemBuilder::monthStart(const QDateTime& t) {
    const QDate d = t.toUTC().date();
    return QDateTime(QDate(d.year(), d.month(), 1), QTime(0, 0), Qt::UTC);
}

LineItem LineItemBuilder::base(const MeterSegment& s, const QDateTime& day, const QString& tags) const {
    LineItem l;
    l.billingAccountId = m_account.id;
    l.billingAccountName = m_account.name;
    l.billingPeriodStart = monthStart(day);
    l.billingPeriodEnd = l.billingPeriodStart.addMonths(1);
    l.chargePeriodStart = day;
    l.chargePeriodEnd = day.addDays(1);
    l.invoiceId = LineItem::invoiceIdOf(l.billingPeriodStart, s.currency);
    // Metered usage, and what follows from it, recurs only as the service is used.
    l.chargeFrequency = QStringLiteral("Usage-Based");
    l.resourceId = s.resourceId;
    l.resourceName = s.resourceName;
    l.regionId = s.region;
    if (!s.region.isEmpty()) {
        l.regionName = m_regionNames ? m_regionNames(s.region) : QString();
        if (l.regionName.isEmpty())
            l.regionName = s.region;
    }
    l.clusterId = s.clusterId;
    l.clusterName = s.clusterName;
    l.poolName = s.poolName;
    l.tags = tags.isNull() ? tagsOf(s) : tags;
    if (s.kind == MeterKind::NodeTime) {
        l.stage = workloadStageId(s.stage);
        l.billingMode = billingModeId(s.mode);
        l.gpuCount = s.gpus;
    }
    const Money zero(0, s.currency);
    l.billedCost = l.effectiveCost = l.listCost = l.contractedCost = zero;
    l.listUnitPrice = l.contractedUnitPrice = zero;
    return l;
}

QList<LineItem> LineItemBuilder::build(const QList<MeterSegment>& segments, const QDateTime& from,
                                       const QDateTime& to, const QDateTime& now) const {
    QList<LineItem> out;
    // Up to three rows a day per node segment (workload, idle, discount): room for them at once.
    qsizetype expected = 0;
    for (const MeterSegment& s : segments) {
        const QDateTime a = std::max(s.start, from);
        const QDateTime b = std::min({s.isOpen() ? now : s.end, now, to});
        if (b > a)
            expected += (a.daysTo(b) + 2) * (s.kind == MeterKind::NodeTime ? 3 : 1);
    }
    out.reserve(expected);
    // Egress is metered per transfer and billed per dataset and day.
    struct Sent {
        const MeterSegment* segment;
        qint64 bytes;
    };
    QHash<QString, Sent> egress;
    QStringList egressOrder;
    // The segment each line came from, for the listing's order.
    std::vector<int> segmentOfLine;
    segmentOfLine.reserve(std::size_t(expected));
    const auto madeBy = [&](const MeterSegment& s) {
        segmentOfLine.resize(std::size_t(out.size()), int(&s - segments.constData()));
    };
    for (const MeterSegment& s : segments) {
        if (s.kind == MeterKind::NodeTime || s.kind == MeterKind::Storage) {
            // Metered up to `now` even when the segment has closed since: a listing's pages agree.
            const QDateTime a = std::max(s.start, from);
            const QDateTime b = std::min({s.isOpen() ? now : s.end, now, to});
            if (b <= a)
                continue;
            const QString tags = tagsOf(s);
            std::optional<NodeRun> run;
            if (s.kind == MeterKind::NodeTime) {
                const auto price = nodePrice(s);
                if (!price)
                    continue;
                run = nodeRun(s, *price, tags, a);
            }
            for (QDateTime day = dayStart(a); day < b; day = day.addDays(1)) {
                const QDateTime da = std::max(a, day);
                const QDateTime db = std::min(b, day.addDays(1));
                if (db <= da)
                    continue;
                if (run)
                    nodeDay(s, *run, da, db, out);
                else
                    storageDay(s, da, db, tags, out);
            }
            madeBy(s);
            continue;
        }
        if (s.start < from || s.start >= to || s.start > now)
            continue;
        if (s.kind == MeterKind::Egress) {
            const QString key = s.resourceId + u'/' + QString::number(s.start.toSecsSinceEpoch() / 86400);
            auto it = egress.find(key);
            if (it == egress.end()) {
                egress.insert(key, {&s, s.quantity});
                egressOrder.append(key);
            } else {
                it->bytes += s.quantity;
            }
            continue;
        }
        // A credit: granted once, as a negative line.
        LineItem l = base(s, dayStart(s.start));
        l.id = lineId(s, l.chargePeriodStart, 'c');
        l.category = ChargeCategory::Credit;
        l.chargeFrequency = QStringLiteral("One-Time");
        l.serviceCategory = QStringLiteral("Other");
        l.serviceSubcategory = QStringLiteral("Other (Other)");
        l.serviceName = QStringLiteral("Credits");
        l.resourceType = QStringLiteral("Credit");
        l.chargeDescription = s.resourceName;
        // Unrelated to any other charge: FOCUS has every cost of it match BilledCost.
        l.billedCost = l.effectiveCost = l.listCost = l.contractedCost =
            cents(-roundToCents(s.quantity, 1), s.currency);
        out.append(l);
        madeBy(s);
    }
    for (const QString& key : egressOrder) {
        const Sent& sent = egress[key];
        const MeterSegment& s = *sent.segment;
        LineItem l = base(s, dayStart(s.start));
        l.id = lineId(s, l.chargePeriodStart, 'e');
        l.serviceCategory = QStringLiteral("Networking");
        l.serviceSubcategory = QStringLiteral("Network Connectivity");
        l.serviceName = QStringLiteral("Data Transfer");
        l.resourceType = QStringLiteral("Dataset");
        l.skuId = QStringLiteral("data-transfer-out");
        l.skuPriceId = QStringLiteral("data-transfer-out:gb");
        l.skuMeter = QStringLiteral("Data Transfer");
        l.pricingCategory = QStringLiteral("Standard");
        l.chargeDescription = QStringLiteral("Data sent out of the platform");
        const Money rate = PriceBook::egressPerGb(s.currency);
        l.pricingUnit = l.consumedUnit = QStringLiteral("GB");
        l.pricingQuantity = l.consumedQuantity = qint64(roundDiv(sent.bytes, 1000));
        l.listUnitPrice = l.contractedUnitPrice = rate;
        l.billedCost = l.effectiveCost = l.listCost = l.contractedCost =
            cents(roundToCents(WideInt(rate.micros()) * sent.bytes, 1'000'000'000), s.currency);
        out.append(l);
        madeBy(s);
    }
    LineItemOrder::sort(out, segmentOfLine, LineItemOrder::segmentRanks(segments));
    return out;
}

std::optional<LineItemBuilder::NodePrice> LineItemBuilder::nodePrice(const MeterSegment& s) const {
    const Offering* o = m_prices.offering ? m_prices.offering(s.offeringId) : nullptr;
    const auto price = o ? o->price(s.mode, s.currency) : std::nullopt;
    if (!price) {
        qCWarning(lcBilling, "no %s price for offering %s; its time is not priced",
                  qPrintable(billingModeId(s.mode)), qPrintable(s.offeringId));
        return std::nullopt;
    }
    NodePrice p;
    p.offering = o;
    p.gpus = s.gpus > 0 ? s.gpus : o->gpusPerNode;
    // The dedicated surcharge is a percentage on every rate of the node.
    p.surcharge = s.dedicated ? 100 + o->dedicatedSurchargePercent : 100;
    p.tflops = s.mode == BillingMode::TflopsHours;
    p.unitPrice = price->unitPrice.micros();
    p.gpuHour = price->gpuHourPrice.micros();
    const auto hourly = o->price(BillingMode::Hourly, s.currency);
    p.listGpuHour = p.tflops || !hourly ? p.gpuHour : hourly->gpuHourPrice.micros();
    return p;
}

// The segment's cost from its start, each figure rounded once: a day's amount is the difference
// of two of these, so a segment's lines add up to its exact cost rounded once.
LineItemBuilder::Amounts LineItemBuilder::amountsAt(const NodePrice& p, qint64 ms, qint64 offPeakMs) {
    const WideInt nodeHour = WideInt(p.gpuHour) * p.gpus * p.surcharge; // micros x 100 per node-hour
    const WideInt perMs = WideInt(msPerHour) * 100;
    Amounts a;
    a.offPeakMs = offPeakMs;
    a.contracted = roundToCents(nodeHour * ms, perMs);
    a.list = roundToCents(WideInt(p.listGpuHour) * p.gpus * p.surcharge * ms, perMs);
    a.discount = roundToCents(nodeHour * p.offering->offPeak.discountPercent * offPeakMs, perMs * 100);
    return a;
}

LineItemBuilder::Amounts LineItemBuilder::upTo(const NodePrice& p, const MeterSegment& s,
                                               const QDateTime& t) {
    return amountsAt(p, s.start.msecsTo(t), offPeakMilliseconds(p.offering->offPeak, s.start, t));
}

Money LineItemBuilder::billedTotal(const QList<MeterSegment>& segments, const QDateTime& now,
                                   Currency currency) const {
    qint64 cents = 0;
    QList<MeterSegment> others;
    for (const MeterSegment& s : segments) {
        if (s.kind != MeterKind::NodeTime) {
            others.append(s);
            continue;
        }
        const QDateTime end = s.isOpen() ? now : std::min(s.end, now);
        const auto p = s.currency == currency && end > s.start ? nodePrice(s) : std::nullopt;
        if (!p)
            continue;
        const Amounts a = upTo(*p, s, end);
        cents += a.contracted - a.discount;
    }
    Money total(cents * microsPerCent, currency);
    if (!others.isEmpty()) {
        QDateTime first = now;
        for (const MeterSegment& s : others)
            first = std::min(first, s.start);
        for (const LineItem& l : build(others, first, now.addMSecs(1), now)) {
            if (l.currency() == currency)
                total = Money(total.micros() + l.billedCost.micros(), currency);
        }
    }
    return total;
}

LineItemBuilder::NodeRun LineItemBuilder::nodeRun(const MeterSegment& s, const NodePrice& price,
                                                  const QString& tags, const QDateTime& from) const {
    NodeRun run;
    run.price = price;
    run.tags = tags;
    run.idPrefix = lineIdPrefix(s);
    run.description =
        QStringLiteral("%1 node, %2 x %3, %4 rate")
            .arg(s.poolName, QString::number(price.gpus), price.offering->gpu.model, billingModeId(s.mode));
    run.idleDescription = run.description + QStringLiteral(" (idle GPU time)");
    run.skuPriceId = s.offeringId + u':' + billingModeId(s.mode);
    // The only walk from the segment's start; each day after adds its own off-peak time, so a long
    // segment costs a day's work per day rather than its whole history per day.
    run.sofar = upTo(price, s, std::max(from, s.start));
    return run;
}

void LineItemBuilder::nodeDay(const MeterSegment& s, NodeRun& run, const QDateTime& from, const QDateTime& to,
                              QList<LineItem>& out) const {
    const NodePrice& price = run.price;
    const Offering* o = price.offering;
    const int gpus = price.gpus;
    const qint64 surcharge = price.surcharge;
    const bool tflops = price.tflops;
    const qint64 gpuHour = price.gpuHour;
    const qint64 listGpuHour = price.listGpuHour;
    const qint64 ms = from.msecsTo(to);
    const Amounts before = run.sofar;
    const Amounts after =
        amountsAt(price, s.start.msecsTo(to), before.offPeakMs + offPeakMilliseconds(o->offPeak, from, to));
    run.sofar = after;
    const qint64 contracted = after.contracted - before.contracted;
    const qint64 list = after.list - before.list;
    const qint64 discount = after.discount - before.discount;
    const qint64 offMs = after.offPeakMs - before.offPeakMs;

    const QDateTime day = dayStart(from);
    LineItem l = base(s, day, run.tags);
    l.gpuModel = o->gpu.model;
    l.gpuCount = gpus;
    l.serviceCategory = QStringLiteral("Compute");
    l.serviceSubcategory = QStringLiteral("Virtual Machines");
    l.serviceName = QStringLiteral("GPU Clusters");
    l.resourceType = QStringLiteral("GPU Node");
    l.skuId = s.offeringId;
    l.skuPriceId = run.skuPriceId;
    l.skuMeter = QStringLiteral("GPU Time");
    // Every billing mode is a rate agreed for the account, daily, monthly and yearly included: they
    // oblige nobody to a term (docs/billing.md), so they are not FOCUS commitment discounts, and
    // FOCUS keeps "Committed" for charges reduced by one of those.
    l.pricingCategory = QStringLiteral("Standard");
    const qint64 gpuHoursMicros = qint64(roundDiv(WideInt(gpus) * ms * 1'000'000, msPerHour));
    l.consumedUnit = QStringLiteral("GPU-Hours");
    l.consumedQuantity = gpuHoursMicros;
    if (tflops) {
        l.pricingUnit = QStringLiteral("TFLOPS-Hours");
        l.pricingQuantity =
            std::llround(double(gpus) * o->gpu.bf16Tflops * double(ms) / double(msPerHour) * 1e6);
        l.contractedUnitPrice = l.listUnitPrice = Money(price.unitPrice * surcharge / 100, s.currency);
    } else {
        l.pricingUnit = QStringLiteral("GPU-Hours");
        l.pricingQuantity = gpuHoursMicros;
        l.contractedUnitPrice = Money(gpuHour * surcharge / 100, s.currency);
        l.listUnitPrice = Money(listGpuHour * surcharge / 100, s.currency);
    }
    l.chargeDescription = run.description;

    const double utilization = !std::isnan(s.utilization)
                                   ? s.utilization
                                   : (m_utilization ? m_utilization(s, from, to) : std::nan(""));
    auto withCosts = [&](LineItem row, qint64 contractedCents, qint64 listCents, char kind) {
        row.id = lineId(run.idPrefix, day, kind);
        row.billedCost = row.effectiveCost = row.contractedCost = cents(contractedCents, s.currency);
        row.listCost = cents(listCents, s.currency);
        return row;
    };
    if (std::isnan(utilization)) {
        out.append(withCosts(l, contracted, list, 'u'));
    } else {
        // Busy share first; idle takes the rest, so the two rows add up to the node's cost exactly.
        const double share = std::clamp(utilization, 0.0, 100.0) / 100.0;
        const qint64 busy = std::llround(double(contracted) * share);
        const qint64 busyList = std::llround(double(list) * share);
        LineItem work = withCosts(l, busy, busyList, 'w');
        work.gpuUtilization = utilization;
        work.allocation = Allocation::Workload;
        work.pricingQuantity = std::llround(double(l.pricingQuantity) * share);
        work.consumedQuantity = std::llround(double(l.consumedQuantity) * share);
        LineItem idle = withCosts(l, contracted - busy, list - busyList, 'i');
        idle.gpuUtilization = utilization;
        idle.allocation = Allocation::Idle;
        idle.pricingQuantity = l.pricingQuantity - work.pricingQuantity;
        idle.consumedQuantity = l.consumedQuantity - work.consumedQuantity;
        idle.chargeDescription = run.idleDescription;
        out.append(work);
        out.append(idle);
    }
    if (discount > 0) {
        LineItem d = base(s, day, run.tags);
        d.id = lineId(run.idPrefix, day, 'd');
        d.gpuModel = o->gpu.model;
        d.category = ChargeCategory::Credit;
        d.serviceCategory = l.serviceCategory;
        d.serviceSubcategory = l.serviceSubcategory;
        d.serviceName = l.serviceName;
        d.resourceType = l.resourceType;
        d.skuId = l.skuId;
        d.skuPriceId = l.skuPriceId;
        d.skuMeter = l.skuMeter;
        d.chargeDescription =
            QStringLiteral("Off-peak discount, %1 % on %2 GPU-hours")
                .arg(o->offPeak.discountPercent)
                .arg(Money(qint64(roundDiv(WideInt(gpus) * offMs * 1'000'000, msPerHour)), s.currency)
                         .toDecimal(0));
        d.billedCost = d.effectiveCost = d.contractedCost = cents(-discount, s.currency);
        out.append(d);
    }
}

void LineItemBuilder::storageDay(const MeterSegment& s, const QDateTime& from, const QDateTime& to,
                                 const QString& tags, QList<LineItem>& out) const {
    const QDateTime month = monthStart(from);
    const qint64 monthMs = month.msecsTo(month.addMonths(1));
    const qint64 ms = from.msecsTo(to);
    const Money rate = PriceBook::storagePerGbMonth(s.currency);
    // Rounded cumulatively within the month, like node time: a month's lines add up to the
    // month's exact cost rounded once.
    const QDateTime since = std::max(s.start, month);
    const WideInt perByteMs = WideInt(rate.micros()) * s.quantity;
    const WideInt denominator = WideInt(1'000'000'000) * monthMs;
    const qint64 cost = roundToCents(perByteMs * since.msecsTo(to), denominator) -
                        roundToCents(perByteMs * since.msecsTo(from), denominator);
    LineItem l = base(s, dayStart(from), tags);
    l.id = lineId(s, l.chargePeriodStart, 's');
    l.serviceCategory = QStringLiteral("Storage");
    l.serviceSubcategory = QStringLiteral("Object Storage");
    l.serviceName = QStringLiteral("Dataset Storage");
    l.resourceType = QStringLiteral("Dataset");
    l.skuId = QStringLiteral("dataset-storage");
    l.skuPriceId = QStringLiteral("dataset-storage:gb-month");
    l.skuMeter = QStringLiteral("Storage");
    l.pricingCategory = QStringLiteral("Standard");
    l.chargeDescription = QStringLiteral("Encrypted dataset storage");
    l.pricingUnit = l.consumedUnit = QStringLiteral("GB-Months");
    // bytes / 10^9 GB x ms / monthMs months, in millionths.
    l.pricingQuantity = l.consumedQuantity =
        qint64(roundDiv(WideInt(s.quantity) * ms, WideInt(1000) * monthMs));
    l.listUnitPrice = l.contractedUnitPrice = rate;
    l.billedCost = l.effectiveCost = l.listCost = l.contractedCost = cents(cost, s.currency);
    out.append(l);
}

} // namespace cd
