#include "OfferingOrder.h"

#include <limits>

namespace cd {

namespace {
template <typename T>
int threeWay(const T& a, const T& b) {
    return a < b ? -1 : (b < a ? 1 : 0);
}

// Offerings without a price in the mode sort last.
qint64 gpuHourMicros(const Offering& o, BillingMode mode, Currency currency) {
    const auto p = o.price(mode, currency);
    return p ? p->gpuHourPrice.micros() : std::numeric_limits<qint64>::max();
}

qint64 nodeHourMicros(const Offering& o, BillingMode mode, Currency currency) {
    const auto p = o.nodeHourPrice(mode, currency);
    return p ? p->micros() : std::numeric_limits<qint64>::max();
}
} // namespace

std::optional<OfferingSortKey> OfferingOrder::keyFromId(QStringView id) {
    for (auto key : {OfferingSortKey::GpuModel, OfferingSortKey::GpuMemory, OfferingSortKey::GpusPerNode,
                     OfferingSortKey::Region, OfferingSortKey::Price, OfferingSortKey::AvailableNodes,
                     OfferingSortKey::Bf16Tflops}) {
        if (id == keyId(key))
            return key;
    }
    return std::nullopt;
}

QString OfferingOrder::keyId(OfferingSortKey key) {
    switch (key) {
    case OfferingSortKey::GpuModel:
        return QStringLiteral("gpu_model");
    case OfferingSortKey::GpuMemory:
        return QStringLiteral("gpu_memory_gb");
    case OfferingSortKey::GpusPerNode:
        return QStringLiteral("gpus_per_node");
    case OfferingSortKey::Region:
        return QStringLiteral("region");
    case OfferingSortKey::Price:
        return QStringLiteral("price");
    case OfferingSortKey::AvailableNodes:
        return QStringLiteral("available_nodes");
    case OfferingSortKey::Bf16Tflops:
        return QStringLiteral("bf16_tflops");
    default:
        return {};
    }
}

int OfferingOrder::compare(const Offering& a, const Offering& b) const {
    int c = 0;
    switch (key) {
    case OfferingSortKey::GpuModel:
        c = a.gpu.model.compare(b.gpu.model, Qt::CaseInsensitive);
        if (c == 0)
            c = threeWay(a.gpusPerNode, b.gpusPerNode);
        break;
    case OfferingSortKey::GpuMemory:
        c = threeWay(a.gpu.memoryGb, b.gpu.memoryGb);
        break;
    case OfferingSortKey::GpusPerNode:
        c = threeWay(a.gpusPerNode, b.gpusPerNode);
        break;
    case OfferingSortKey::Region:
        c = a.region.compare(b.region);
        break;
    case OfferingSortKey::Price:
        c = threeWay(gpuHourMicros(a, billingMode, currency), gpuHourMicros(b, billingMode, currency));
        break;
    case OfferingSortKey::AvailableNodes:
        c = threeWay(a.availableNodes, b.availableNodes);
        break;
    case OfferingSortKey::Bf16Tflops:
        c = threeWay(a.gpu.bf16Tflops, b.gpu.bf16Tflops);
        break;
    case OfferingSortKey::Name:
        c = a.name.compare(b.name, Qt::CaseInsensitive);
        break;
    case OfferingSortKey::Vendor:
        c = a.gpu.vendor.compare(b.gpu.vendor);
        break;
    case OfferingSortKey::IntraNodeBandwidth:
        c = threeWay(a.intraNode.bandwidth, b.intraNode.bandwidth);
        break;
    case OfferingSortKey::InterNodeBandwidth:
        c = threeWay(a.interNode.bandwidth, b.interNode.bandwidth);
        break;
    case OfferingSortKey::NodePrice:
        c = threeWay(nodeHourMicros(a, billingMode, currency), nodeHourMicros(b, billingMode, currency));
        break;
    case OfferingSortKey::Dedicated:
        c = threeWay(a.dedicatedAvailable, b.dedicatedAvailable);
        break;
    }
    if (c == 0)
        c = a.id.compare(b.id);
    c = c < 0 ? -1 : (c > 0 ? 1 : 0);
    return descending ? -c : c;
}

bool OfferingOrder::lessThan(const Offering& a, const Offering& b) const {
    return compare(a, b) < 0;
}

} // namespace cd
