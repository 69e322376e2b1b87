#pragma once

#include "LineItem.h"
#include "MeterSegment.h"
#include "PriceBook.h"

#include <QDateTime>
#include <QList>

#include <functional>
#include <optional>

namespace cd {

// Exact intermediate products of prices, bytes and milliseconds (GCC and Clang; MSVC would need
// a 128-bit helper type).
__extension__ typedef __int128 WideInt;

// Derives itemized lines from the metering ledger (docs/billing.md has the rules):
// - a line per resource per UTC day; a node's day is priced at its billing mode's rate
//   (dedicated surcharge included), its time in the off-peak window earns a discount line of its
//   own, and when its GPU utilization is known its cost is split into a workload and an idle row;
// - storage in GB-months of the calendar month, egress per GB, credits as negative lines;
// - every amount is the exact product of price and metered milliseconds, rounded half away from
//   zero to the cent: a day's line is the rounded cost of its segment up to the day's end less
//   that up to its start, so a segment's lines add up to its exact cost rounded once. Totals are
//   sums of lines, so they add up to the cent.
class LineItemBuilder {
public:
    struct Account {
        QString id;
        QString name;
    };
    // Mean GPU utilization (0-100) of a node segment over [from, to); NaN when unknown.
    using Utilization =
        std::function<double(const MeterSegment&, const QDateTime& from, const QDateTime& to)>;

    LineItemBuilder(PriceBook prices, Account account)
        : m_prices(std::move(prices))
        , m_account(std::move(account)) {}
    void setUtilization(Utilization utilization) { m_utilization = std::move(utilization); }
    // A region's display name for RegionName (FOCUS: never null where RegionId is set); without
    // one, or for a region it does not know, the id stands in.
    using RegionNames = std::function<QString(const QString& regionId)>;
    void setRegionNames(RegionNames names) { m_regionNames = std::move(names); }

    // The lines of `segments` that fall in [from, to); open segments are metered up to `now`.
    QList<LineItem> build(const QList<MeterSegment>& segments, const QDateTime& from, const QDateTime& to,
                          const QDateTime& now) const;

    // What `segments` cost up to `now`: the sum their lines would have, without making the lines.
    Money billedTotal(const QList<MeterSegment>& segments, const QDateTime& now, Currency currency) const;

    // Amounts in cents from an exact fraction: numerator / denominator micros, half away from zero.
    static qint64 roundToCents(WideInt numerator, WideInt denominator);
    static QDateTime dayStart(const QDateTime& t);
    static QDateTime monthStart(const QDateTime& t);

private:
    struct NodePrice {
        const Offering* offering = nullptr;
        int gpus = 0;
        qint64 surcharge = 100; // percent
        bool tflops = false;
        qint64 unitPrice = 0;
        qint64 gpuHour = 0;
        qint64 listGpuHour = 0;
    };
    struct Amounts {
        qint64 contracted = 0; // cents
        qint64 list = 0;
        qint64 discount = 0;
        qint64 offPeakMs = 0;
    };
    // What every day of one node segment shares, made once for all its days, and the segment's
    // cost so far: a day's amounts are the next cumulative figure less this one.
    struct NodeRun {
        NodePrice price;
        QString tags;
        QString idPrefix; // "resource.startSeconds."
        QString description;
        QString idleDescription;
        QString skuPriceId;
        Amounts sofar;
    };
    std::optional<NodePrice> nodePrice(const MeterSegment& s) const;
    // The segment's cost over its first `ms` milliseconds, `offPeakMs` of them in the off-peak
    // window, each figure rounded once.
    static Amounts amountsAt(const NodePrice& p, qint64 ms, qint64 offPeakMs);
    static Amounts upTo(const NodePrice& p, const MeterSegment& s, const QDateTime& t);
    NodeRun nodeRun(const MeterSegment& s, const NodePrice& price, const QString& tags,
                    const QDateTime& from) const;
    // One UTC day [from, to) of a node segment; `run.sofar` must hold its cost up to `from`.
    void nodeDay(const MeterSegment& s, NodeRun& run, const QDateTime& from, const QDateTime& to,
                 QList<LineItem>& out) const;
    void storageDay(const MeterSegment& s, const QDateTime& from, const QDateTime& to, const QString& tags,
                    QList<LineItem>& out) const;
    LineItem base(const MeterSegment& s, const QDateTime& day, const QString& tags = {}) const;

    PriceBook m_prices;
    Account m_account;
    Utilization m_utilization;
    RegionNames m_regionNames;
};

} // namespace cd
