#include "CatalogDecoder.h"

#include "JsonReader.h"

namespace cd {

namespace {
std::optional<BillingMode> billingModeFrom(std::string_view id) {
    // The wire names of billingModeId(), compared without making a QString for each price.
    static constexpr std::pair<std::string_view, BillingMode> modes[] = {
        {"hourly", BillingMode::Hourly},
        {"daily", BillingMode::Daily},
        {"monthly", BillingMode::Monthly},
        {"yearly", BillingMode::Yearly},
        {"tflops_hours", BillingMode::TflopsHours},
    };
    for (const auto& [name, mode] : modes) {
        if (name == id)
            return mode;
    }
    return std::nullopt;
}

std::optional<Currency> currencyFrom(std::string_view code) {
    if (code == "USD")
        return Currency::USD;
    if (code == "CNY")
        return Currency::CNY;
    return std::nullopt;
}

} // namespace

Offering CatalogDecoder::offeringFrom(JsonObject& o, JsonReader& r) {
    // Fields are read in the order the platform writes them (alphabetical); see JsonObject.
    Offering out;
    out.availableNodes = r.integer(o, "available_nodes");
    out.dedicatedAvailable = r.boolean(o, "dedicated_available");
    out.dedicatedSurchargePercent = r.integer(o, "dedicated_surcharge_percent", 0, 1000);
    JsonObject gpu = r.object(o, "gpu");
    r.enter("gpu");
    out.gpu.bf16Tflops = r.number(gpu, "bf16_tflops");
    out.gpu.fp16Tflops = r.number(gpu, "fp16_tflops");
    out.gpu.memoryBandwidthGBs = r.integer(gpu, "memory_bandwidth_gb_s");
    out.gpu.memoryGb = r.integer(gpu, "memory_gb", 1, 100000);
    out.gpu.memoryType = r.token(gpu, "memory_type");
    out.gpu.model = r.token(gpu, "model");
    out.gpu.tdpWatts = r.integer(gpu, "tdp_watts");
    out.gpu.vendor = r.token(gpu, "vendor");
    r.leave();
    out.gpusPerNode = r.integer(o, "gpus_per_node", 1, 1024);
    out.id = r.string(o, "id");
    out.images = r.tokens(o, "images");
    JsonObject inter = r.object(o, "inter_node");
    r.enter("inter_node");
    out.interNode.bandwidth = r.integer(inter, "bandwidth_gbit_s");
    out.interNode.kind = r.token(inter, "kind");
    r.leave();
    JsonObject intra = r.object(o, "intra_node");
    r.enter("intra_node");
    out.intraNode.bandwidth = r.integer(intra, "bandwidth_gb_s");
    out.intraNode.kind = r.token(intra, "kind");
    r.leave();
    out.localNvmeGb = r.integer(o, "local_nvme_gb");
    out.name = r.string(o, "name");
    JsonObject offPeak = r.object(o, "off_peak");
    r.enter("off_peak");
    out.offPeak.discountPercent = r.integer(offPeak, "discount_percent", 0, 100);
    out.offPeak.end = r.token(offPeak, "end");
    out.offPeak.start = r.token(offPeak, "start");
    out.offPeak.timeZone = r.token(offPeak, "timezone");
    r.leave();

    const auto prices = r.array(o, "prices");
    if (!r.failed())
        out.prices.reserve(qsizetype(prices.size()));
    r.eachObject(prices, "prices", [&](JsonObject& p, int index) {
        const auto mode = billingModeFrom(r.view(p, "billing_mode"));
        const auto currency = currencyFrom(r.view(p, "currency"));
        if (r.failed())
            return;
        if (!mode || !currency) {
            r.leave(); // name the element itself, not a field of it
            r.failAt("prices", index, QStringLiteral("unknown billing mode or currency"));
            r.enter("prices", index);
            return;
        }
        const Money gpuHour = r.money(p, "gpu_hour_price", *currency);
        const Money unit = r.money(p, "unit_price", *currency);
        out.prices.append({*mode, unit, gpuHour});
    });
    out.ramGb = r.integer(o, "ram_gb");
    out.region = r.token(o, "region");
    out.totalNodes = r.integer(o, "total_nodes");
    out.vcpus = r.integer(o, "vcpus");
    return out;
}

Result<Page<Offering>> CatalogDecoder::offeringPage(const QByteArray& body) {
    return JsonReader::decodePage<Offering>(body, "offerings list", &offeringFrom);
}

Result<Offering> CatalogDecoder::offering(const QByteArray& body) {
    return JsonReader::decode<Offering>(
        body, "offering", [](JsonObject& root, JsonReader& r) { return offeringFrom(root, r); });
}

Result<QList<Region>> CatalogDecoder::regions(const QByteArray& body) {
    return JsonReader::decode<QList<Region>>(body, "regions list", [](JsonObject& root, JsonReader& r) {
        QList<Region> out;
        r.eachObject(r.array(root, "items"), "items", [&](JsonObject& o, int) {
            Region region;
            region.country = r.string(o, "country");
            region.dataResidency = r.string(o, "data_residency");
            region.id = r.string(o, "id");
            region.name = r.string(o, "name");
            region.timeZone = r.string(o, "timezone");
            region.zones = r.tokens(o, "zones");
            out.append(region);
        });
        return out;
    });
}

} // namespace cd
