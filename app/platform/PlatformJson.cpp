#include "PlatformJson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cd::sim {

namespace {
QJsonObject priceToJson(const Price& p) {
    return QJsonObject{
        {QStringLiteral("billing_mode"), billingModeId(p.mode)},
        {QStringLiteral("currency"), currencyCode(p.currency())},
        {QStringLiteral("unit"), billingUnitId(p.mode)},
        {QStringLiteral("unit_price"), p.unitPrice.toDecimal(2)},
        {QStringLiteral("gpu_hour_price"), p.gpuHourPrice.toDecimal(2)},
    };
}
} // namespace

QJsonObject offeringToJson(const Offering& o) {
    QJsonArray prices;
    for (const Price& p : o.prices)
        prices.append(priceToJson(p));
    const QJsonObject gpu{
        {QStringLiteral("model"), o.gpu.model},
        {QStringLiteral("vendor"), o.gpu.vendor},
        {QStringLiteral("memory_gb"), o.gpu.memoryGb},
        {QStringLiteral("memory_type"), o.gpu.memoryType},
        {QStringLiteral("memory_bandwidth_gb_s"), o.gpu.memoryBandwidthGBs},
        {QStringLiteral("bf16_tflops"), o.gpu.bf16Tflops},
        {QStringLiteral("fp16_tflops"), o.gpu.fp16Tflops},
        {QStringLiteral("tdp_watts"), o.gpu.tdpWatts},
    };
    return QJsonObject{
        {QStringLiteral("id"), o.id},
        {QStringLiteral("name"), o.name},
        {QStringLiteral("region"), o.region},
        {QStringLiteral("gpu"), gpu},
        {QStringLiteral("gpus_per_node"), o.gpusPerNode},
        {QStringLiteral("vcpus"), o.vcpus},
        {QStringLiteral("ram_gb"), o.ramGb},
        {QStringLiteral("local_nvme_gb"), o.localNvmeGb},
        {QStringLiteral("intra_node"),
         QJsonObject{{QStringLiteral("kind"), o.intraNode.kind},
                     {QStringLiteral("bandwidth_gb_s"), o.intraNode.bandwidth}}},
        {QStringLiteral("inter_node"),
         QJsonObject{{QStringLiteral("kind"), o.interNode.kind},
                     {QStringLiteral("bandwidth_gbit_s"), o.interNode.bandwidth}}},
        {QStringLiteral("prices"), prices},
        {QStringLiteral("off_peak"),
         QJsonObject{{QStringLiteral("discount_percent"), o.offPeak.discountPercent},
                     {QStringLiteral("start"), o.offPeak.start},
                     {QStringLiteral("end"), o.offPeak.end},
                     {QStringLiteral("timezone"), o.offPeak.timeZone}}},
        {QStringLiteral("available_nodes"), o.availableNodes},
        {QStringLiteral("total_nodes"), o.totalNodes},
        {QStringLiteral("dedicated_available"), o.dedicatedAvailable},
        {QStringLiteral("dedicated_surcharge_percent"), o.dedicatedSurchargePercent},
        {QStringLiteral("images"), QJsonArray::fromStringList(o.images)},
    };
}

QJsonObject regionToJson(const Region& r) {
    return QJsonObject{
        {QStringLiteral("id"), r.id},
        {QStringLiteral("name"), r.name},
        {QStringLiteral("country"), r.country},
        {QStringLiteral("zones"), QJsonArray::fromStringList(r.zones)},
        {QStringLiteral("timezone"), r.timeZone},
        {QStringLiteral("data_residency"), r.dataResidency},
    };
}

QString rfc3339(const QDateTime& time) {
    return time.toUTC().toString(Qt::ISODate);
}

QByteArray jsonString(const QString& text) {
    // Ids, host names and model names; QJsonDocument escapes anything unusual.
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace cd::sim
