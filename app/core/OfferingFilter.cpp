#include "OfferingFilter.h"

namespace cd {

bool OfferingFilter::matches(const Offering& o) const {
    if (!gpuModel.isEmpty() && !o.gpu.model.contains(gpuModel, Qt::CaseInsensitive) &&
        !o.name.contains(gpuModel, Qt::CaseInsensitive))
        return false;
    if (!vendor.isEmpty() && o.gpu.vendor.compare(vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (o.gpu.memoryGb < minGpuMemoryGb)
        return false;
    if (gpusPerNode > 0 && o.gpusPerNode != gpusPerNode)
        return false;
    if (!region.isEmpty() && o.region != region)
        return false;
    if (!interconnect.isEmpty() && !o.intraNode.kind.startsWith(interconnect, Qt::CaseInsensitive) &&
        !o.interNode.kind.startsWith(interconnect, Qt::CaseInsensitive))
        return false;
    if (availableOnly && o.availableNodes <= 0)
        return false;
    if (maxGpuHourPrice) {
        const auto price = o.price(billingMode, currency);
        if (!price || price->gpuHourPrice.micros() > maxGpuHourPrice->micros())
            return false;
    }
    return true;
}

} // namespace cd
