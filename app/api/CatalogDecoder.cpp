#include "CatalogDecoder.h"

#include "JsonReader.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cd {

Error badResponse(const QString& detail) {
    return Error::make(ErrorKind::BadResponse, QStringLiteral("malformed"), detail);
}

Result<QJsonObject> parseJsonObject(const QByteArray& body) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return badResponse(QStringLiteral("The server sent malformed JSON (%1 at byte %2).")
                               .arg(parseError.errorString())
                               .arg(parseError.offset));
    if (!doc.isObject())
        return badResponse(QStringLiteral("The server sent JSON that is not an object."));
    return doc.object();
}

Offering CatalogDecoder::offeringFrom(const QJsonObject& o, JsonReader& r) {
    Offering out;
    out.id = r.string(o, "id");
    out.name = r.string(o, "name");
    out.region = r.string(o, "region");
    const QJsonObject gpu = r.object(o, "gpu");
    r.enter(QStringLiteral("gpu."));
    out.gpu.model = r.string(gpu, "model");
    out.gpu.vendor = r.string(gpu, "vendor");
    out.gpu.memoryGb = r.integer(gpu, "memory_gb", 1, 100000);
    out.gpu.memoryType = r.string(gpu, "memory_type");
    out.gpu.memoryBandwidthGBs = r.integer(gpu, "memory_bandwidth_gb_s");
    out.gpu.bf16Tflops = r.number(gpu, "bf16_tflops");
    out.gpu.fp16Tflops = r.number(gpu, "fp16_tflops");
    out.gpu.tdpWatts = r.integer(gpu, "tdp_watts");
    r.leave();
    out.gpusPerNode = r.integer(o, "gpus_per_node", 1, 1024);
    out.vcpus = r.integer(o, "vcpus");
    out.ramGb = r.integer(o, "ram_gb");
    out.localNvmeGb = r.integer(o, "local_nvme_gb");
    const QJsonObject intra = r.object(o, "intra_node");
    r.enter(QStringLiteral("intra_node."));
    out.intraNode = {r.string(intra, "kind"), r.integer(intra, "bandwidth_gb_s")};
    r.leave();
    const QJsonObject inter = r.object(o, "inter_node");
    r.enter(QStringLiteral("inter_node."));
    out.interNode = {r.string(inter, "kind"), r.integer(inter, "bandwidth_gbit_s")};
    r.leave();

    const QJsonArray prices = r.array(o, "prices");
    for (qsizetype i = 0; i < prices.size() && !r.failed(); ++i) {
        const QJsonObject p = prices[i].toObject();
        r.enter(QStringLiteral("prices[%1].").arg(i));
        const auto mode = billingModeFromId(r.string(p, "billing_mode"));
        const auto currency = currencyFromCode(r.string(p, "currency"));
        if (!r.failed() && (!mode || !currency))
            r.fail(QStringLiteral("prices[%1]").arg(i), QStringLiteral("unknown billing mode or currency"));
        if (!r.failed())
            out.prices.append(
                {*mode, r.money(p, "unit_price", *currency), r.money(p, "gpu_hour_price", *currency)});
        r.leave();
    }
    const QJsonObject offPeak = r.object(o, "off_peak");
    r.enter(QStringLiteral("off_peak."));
    out.offPeak = {r.integer(offPeak, "discount_percent", 0, 100), r.string(offPeak, "start"),
                   r.string(offPeak, "end"), r.string(offPeak, "timezone")};
    r.leave();
    out.availableNodes = r.integer(o, "available_nodes");
    out.totalNodes = r.integer(o, "total_nodes");
    out.dedicatedAvailable = r.boolean(o, "dedicated_available");
    out.dedicatedSurchargePercent = r.integer(o, "dedicated_surcharge_percent", 0, 1000);
    out.images = r.strings(o, "images");
    return out;
}

Result<Page<Offering>> CatalogDecoder::offeringPage(const QByteArray& body) {
    auto root = parseJsonObject(body);
    if (!root.ok())
        return root.error();
    JsonReader r(QString{});
    const QJsonArray items = r.array(root.value(), "items");
    Page<Offering> page;
    page.items.reserve(items.size());
    for (qsizetype i = 0; i < items.size() && !r.failed(); ++i) {
        if (!items[i].isObject()) {
            r.fail(QStringLiteral("items[%1]").arg(i), QStringLiteral("expected an object"));
            break;
        }
        r.enter(QStringLiteral("items[%1].").arg(i));
        page.items.append(offeringFrom(items[i].toObject(), r));
        r.leave();
    }
    page.nextPageToken = r.optionalString(root.value(), "next_page_token");
    if (r.failed())
        return badResponse(QStringLiteral("The server's offerings list is malformed: ") + r.error());
    return page;
}

Result<Offering> CatalogDecoder::offering(const QByteArray& body) {
    auto root = parseJsonObject(body);
    if (!root.ok())
        return root.error();
    JsonReader r(QString{});
    Offering o = offeringFrom(root.value(), r);
    if (r.failed())
        return badResponse(QStringLiteral("The server's offering is malformed: ") + r.error());
    return o;
}

Result<QList<Region>> CatalogDecoder::regions(const QByteArray& body) {
    auto root = parseJsonObject(body);
    if (!root.ok())
        return root.error();
    JsonReader r(QString{});
    QList<Region> out;
    const QJsonArray items = r.array(root.value(), "items");
    for (qsizetype i = 0; i < items.size() && !r.failed(); ++i) {
        const QJsonObject o = items[i].toObject();
        r.enter(QStringLiteral("items[%1].").arg(i));
        out.append({r.string(o, "id"), r.string(o, "name"), r.string(o, "country"), r.strings(o, "zones"),
                    r.string(o, "timezone"), r.string(o, "data_residency")});
        r.leave();
    }
    if (r.failed())
        return badResponse(QStringLiteral("The server's regions list is malformed: ") + r.error());
    return out;
}

} // namespace cd
