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

std::optional<QDateTime> parseRfc3339(const QString& text) {
    const QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    return t.isValid() && t.timeSpec() != Qt::LocalTime ? std::optional(t.toUTC()) : std::nullopt;
}

QString rfc3339(const QDateTime& time) {
    return time.toUTC().toString(Qt::ISODate);
}

QByteArray jsonString(const QString& text) {
    std::string out;
    appendJsonString(out, text);
    return QByteArray::fromStdString(out);
}

void appendJsonString(std::string& out, QStringView text) {
    // RFC 8259: quote, backslash and control characters escaped; everything else as UTF-8. Written
    // by hand because a page of 5,000 cost lines has 200,000 strings.
    static constexpr char hex[] = "0123456789abcdef";
    // Plain ASCII, the common case, is copied straight into room made for it at once.
    const std::size_t start = out.size();
    out.resize(start + std::size_t(text.size()) + 2);
    char* p = out.data() + start;
    *p++ = '"';
    qsizetype i = 0;
    for (; i < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        if (u >= 0x80 || u < 0x20 || u == '"' || u == '\\')
            break;
        *p++ = char(u);
    }
    if (i == text.size()) {
        *p = '"';
        return;
    }
    out.resize(std::size_t(p - out.data()));
    for (; i < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        if (u >= 0x80) {
            // The rest as UTF-8 (names are ASCII nearly always).
            const QByteArray utf8 = text.mid(i).toUtf8();
            for (const char c : utf8) {
                const auto b = static_cast<unsigned char>(c);
                if (c == '"' || c == '\\') {
                    out += '\\';
                    out += c;
                } else if (b < 0x20) {
                    out += "\\u00";
                    out += hex[b >> 4];
                    out += hex[b & 0xf];
                } else {
                    out += c;
                }
            }
            break;
        }
        if (u == '"' || u == '\\') {
            out += '\\';
            out += char(u);
        } else if (u < 0x20) {
            out += "\\u00";
            out += hex[u >> 4];
            out += hex[u & 0xf];
        } else {
            out += char(u);
        }
    }
    out += '"';
}

} // namespace cd::sim
