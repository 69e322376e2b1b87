#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace cd {

// Every metric the console charts. GPU metrics carry NVIDIA DCGM exporter names, so a platform that
// already runs dcgm-exporter and Prometheus needs no adapter; node metrics have our own names.
enum class Metric {
    GpuUtil,
    TensorActive,
    MemoryUsed,
    Temperature,
    Power,
    SmClock,
    PcieTx,
    PcieRx,
    NvlinkTx,
    NvlinkRx,
    XidErrors,
    NodeNetworkRx,
    NodeNetworkTx,
    NodeStorageRead,
    NodeStorageWrite,
};
inline constexpr int metricCount = 15;

enum class MetricScope { Gpu, Node };
// How a value is shown: a percentage, a 0-1 ratio shown as a percentage, MiB, degrees, watts,
// megahertz, bytes per second, or a code (the last XID).
enum class MetricUnit { Percent, Ratio, MiB, Celsius, Watts, MHz, BytesPerSecond, Code };

struct MetricInfo {
    Metric metric;
    QString name; // "DCGM_FI_DEV_GPU_UTIL"
    QString help; // the exposition's # HELP line
    MetricScope scope;
    MetricUnit unit;
    double scaleMax; // a full-scale value for colour maps when nothing larger has been seen
};

class MetricCatalog {
public:
    static const QList<MetricInfo>& all();
    static const MetricInfo& info(Metric metric);
    static std::optional<Metric> find(QStringView name);
};

} // namespace cd
