#pragma once

#include "GpuSpec.h"
#include "Price.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cd {

// A node link: NVLink/PCIe/Infinity Fabric/HCCS inside a node (GB/s), InfiniBand/RoCE/Ethernet
// between nodes (Gb/s).
struct Interconnect {
    QString kind;
    int bandwidth = 0;
    bool operator==(const Interconnect&) const = default;
};

// The cheaper window and its discount, in the region's own time zone.
struct OffPeakWindow {
    int discountPercent = 0;
    QString start; // "HH:MM"
    QString end;
    QString timeZone; // IANA name
    bool operator==(const OffPeakWindow&) const = default;
};

// One node shape in one region, as the platform rents it (api.md "offerings").
struct Offering {
    QString id;
    QString name;
    QString region;
    GpuSpec gpu;
    int gpusPerNode = 0;
    int vcpus = 0;
    int ramGb = 0;
    int localNvmeGb = 0;
    Interconnect intraNode;
    Interconnect interNode;
    QList<Price> prices;
    OffPeakWindow offPeak;
    int availableNodes = 0;
    int totalNodes = 0;
    bool dedicatedAvailable = false;
    int dedicatedSurchargePercent = 0;
    QStringList images;

    std::optional<Price> price(BillingMode mode, Currency currency) const;
    // What a whole node costs per hour in this mode and currency.
    std::optional<Money> nodeHourPrice(BillingMode mode, Currency currency) const;
    int totalGpuMemoryGb() const { return gpu.memoryGb * gpusPerNode; }
    bool operator==(const Offering&) const = default;
};

} // namespace cd
