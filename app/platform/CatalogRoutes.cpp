#include "CatalogRoutes.h"

#include "ListPaging.h"
#include "Platform.h"
#include "PlatformJson.h"
#include "Problem.h"

#include "core/OfferingFilter.h"
#include "core/OfferingOrder.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>
#include <variant>

namespace cd::sim {

namespace {

struct OfferingQuery {
    OfferingFilter filter;
    OfferingOrder order;
    PageRequest page;
};

std::optional<int> parseInt(const QString& text, int low, int high) {
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high)
        return std::nullopt;
    return value;
}

std::variant<OfferingQuery, Problem> parseQuery(const QUrlQuery& q) {
    OfferingQuery out;
    auto value = [&](const char* key) {
        return q.queryItemValue(QString::fromLatin1(key), QUrl::FullyDecoded);
    };
    auto has = [&](const char* key) { return q.hasQueryItem(QString::fromLatin1(key)); };

    out.filter.gpuModel = value("gpu_model");
    out.filter.vendor = value("vendor");
    out.filter.region = value("region");
    out.filter.interconnect = value("interconnect");
    if (has("currency")) {
        const auto c = currencyFromCode(value("currency"));
        if (!c)
            return Problem::badParameter(QStringLiteral("currency"), QStringLiteral("use CNY or USD"));
        out.filter.currency = *c;
    }
    if (has("billing_mode")) {
        const auto m = billingModeFromId(value("billing_mode"));
        if (!m)
            return Problem::badParameter(
                QStringLiteral("billing_mode"),
                QStringLiteral("use hourly, daily, monthly, yearly or tflops_hours"));
        out.filter.billingMode = *m;
    }
    if (has("min_gpu_memory_gb")) {
        const auto v = parseInt(value("min_gpu_memory_gb"), 0, 100000);
        if (!v)
            return Problem::badParameter(QStringLiteral("min_gpu_memory_gb"),
                                         QStringLiteral("a whole number of GB from 0"));
        out.filter.minGpuMemoryGb = *v;
    }
    if (has("gpus_per_node")) {
        const auto v = parseInt(value("gpus_per_node"), 1, 1024);
        if (!v)
            return Problem::badParameter(QStringLiteral("gpus_per_node"),
                                         QStringLiteral("a whole number from 1"));
        out.filter.gpusPerNode = *v;
    }
    if (has("max_price")) {
        const auto m = Money::fromDecimal(value("max_price"), out.filter.currency);
        if (!m || m->micros() < 0)
            return Problem::badParameter(QStringLiteral("max_price"),
                                         QStringLiteral("a decimal amount such as 2.50"));
        out.filter.maxGpuHourPrice = *m;
    }
    if (has("available_only")) {
        const QString v = value("available_only");
        if (v != u"true" && v != u"false")
            return Problem::badParameter(QStringLiteral("available_only"), QStringLiteral("true or false"));
        out.filter.availableOnly = v == u"true";
    }
    out.order.billingMode = out.filter.billingMode;
    out.order.currency = out.filter.currency;
    if (has("sort")) {
        QString key = value("sort");
        out.order.descending = key.startsWith(u'-');
        if (out.order.descending)
            key.remove(0, 1);
        const auto k = OfferingOrder::keyFromId(key);
        if (!k)
            return Problem::badParameter(
                QStringLiteral("sort"),
                QStringLiteral("one of gpu_model, gpu_memory_gb, gpus_per_node, region, "
                               "price, available_nodes, bf16_tflops, optionally with '-'"));
        out.order.key = *k;
    }
    auto page = ListPaging::parse(q);
    if (auto* problem = std::get_if<Problem>(&page))
        return *problem;
    out.page = std::get<PageRequest>(page);
    return out;
}

// The offerings clusters hold nodes of, as they are now: fewer nodes free.
QHash<qsizetype, Offering> offeringsInUse(Platform& platform) {
    QHash<qsizetype, Offering> out;
    const Catalog& catalog = platform.catalog();
    const QHash<QString, int> used = platform.clusters().nodesInUse();
    for (auto it = used.cbegin(); it != used.cend(); ++it) {
        const qsizetype i = catalog.indexOf(it.key());
        if (i < 0 || it.value() <= 0)
            continue;
        Offering o = catalog.offerings()[i];
        o.availableNodes = std::max(0, o.availableNodes - it.value());
        out.insert(i, o);
    }
    return out;
}

QByteArray encoded(const Catalog& catalog, const QHash<qsizetype, Offering>& inUse, qsizetype i) {
    const auto it = inUse.constFind(i);
    return it == inUse.cend() ? catalog.encoded(i) : catalog.encoded(i, it->availableNodes);
}

} // namespace

Response CatalogRoutes::regions(const RouteContext& context) {
    auto parsed = ListPaging::parse(context.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    const QList<Region> regions = context.platform.regions();
    QJsonArray items;
    const qsizetype end = page.end(regions.size());
    for (qsizetype i = page.begin(regions.size()); i < end; ++i)
        items.append(regionToJson(regions[i]));
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, regions.size())}});
}

Response CatalogRoutes::offerings(const RouteContext& context) {
    auto parsed = parseQuery(context.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const OfferingQuery& q = std::get<OfferingQuery>(parsed);

    const Catalog& catalog = context.platform.catalog();
    // Free nodes are what the catalog offers minus what clusters hold now; only the offerings in
    // use differ from their cached JSON, and only they are encoded again.
    const QHash<qsizetype, Offering> inUse = offeringsInUse(context.platform);
    auto current = [&](qsizetype i) -> const Offering& {
        const auto it = inUse.constFind(i);
        return it != inUse.cend() ? *it : catalog.offerings()[i];
    };
    QList<qsizetype> matches;
    for (qsizetype i = 0; i < catalog.offerings().size(); ++i) {
        if (q.filter.matches(current(i)))
            matches.append(i);
    }
    std::stable_sort(matches.begin(), matches.end(),
                     [&](qsizetype a, qsizetype b) { return q.order.lessThan(current(a), current(b)); });
    // The page is stitched from each offering's cached JSON rather than re-encoded.
    const qsizetype end = q.page.end(matches.size());
    QByteArray body = "{\"items\":[";
    const qsizetype begin = q.page.begin(matches.size());
    for (qsizetype i = begin; i < end; ++i) {
        if (i > begin)
            body += ',';
        body += encoded(catalog, inUse, matches[i]);
    }
    body += "],\"next_page_token\":";
    body += ListPaging::nextTokenJson(end, matches.size());
    body += '}';
    return jsonResponse(200, body);
}

Response CatalogRoutes::offering(const RouteContext& context, const QString& id) {
    const qsizetype index = context.platform.catalog().indexOf(id);
    if (index < 0)
        return Problem::notFound(QStringLiteral("offering"), QString::fromUtf8(context.request.path))
            .toResponse();
    return jsonResponse(200, encoded(context.platform.catalog(), offeringsInUse(context.platform), index));
}

} // namespace cd::sim
