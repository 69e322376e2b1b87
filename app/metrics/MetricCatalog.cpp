#include "MetricCatalog.h"

namespace cd {

namespace {

QList<MetricInfo> build() {
    const auto gpu = MetricScope::Gpu;
    const auto node = MetricScope::Node;
    return {
        {Metric::GpuUtil, QStringLiteral("DCGM_FI_DEV_GPU_UTIL"), QStringLiteral("GPU utilization (in %)."),
         gpu, MetricUnit::Percent, 100},
        {Metric::TensorActive, QStringLiteral("DCGM_FI_PROF_PIPE_TENSOR_ACTIVE"),
         QStringLiteral("Ratio of cycles the tensor (HMMA) pipe is active."), gpu, MetricUnit::Ratio, 1},
        {Metric::MemoryUsed, QStringLiteral("DCGM_FI_DEV_FB_USED"),
         QStringLiteral("Framebuffer memory used (in MiB)."), gpu, MetricUnit::MiB, 196608},
        {Metric::Temperature, QStringLiteral("DCGM_FI_DEV_GPU_TEMP"),
         QStringLiteral("GPU temperature (in C)."), gpu, MetricUnit::Celsius, 100},
        {Metric::Power, QStringLiteral("DCGM_FI_DEV_POWER_USAGE"), QStringLiteral("Power draw (in W)."), gpu,
         MetricUnit::Watts, 750},
        {Metric::SmClock, QStringLiteral("DCGM_FI_DEV_SM_CLOCK"),
         QStringLiteral("SM clock frequency (in MHz)."), gpu, MetricUnit::MHz, 2100},
        {Metric::PcieTx, QStringLiteral("DCGM_FI_PROF_PCIE_TX_BYTES"),
         QStringLiteral("The rate of data transmitted over the PCIe bus (in B/s)."), gpu,
         MetricUnit::BytesPerSecond, 32e9},
        {Metric::PcieRx, QStringLiteral("DCGM_FI_PROF_PCIE_RX_BYTES"),
         QStringLiteral("The rate of data received over the PCIe bus (in B/s)."), gpu,
         MetricUnit::BytesPerSecond, 32e9},
        {Metric::NvlinkTx, QStringLiteral("DCGM_FI_PROF_NVLINK_TX_BYTES"),
         QStringLiteral("The rate of data transmitted over NVLink (in B/s)."), gpu,
         MetricUnit::BytesPerSecond, 450e9},
        {Metric::NvlinkRx, QStringLiteral("DCGM_FI_PROF_NVLINK_RX_BYTES"),
         QStringLiteral("The rate of data received over NVLink (in B/s)."), gpu, MetricUnit::BytesPerSecond,
         450e9},
        {Metric::XidErrors, QStringLiteral("DCGM_FI_DEV_XID_ERRORS"),
         QStringLiteral("Value of the last XID error encountered."), gpu, MetricUnit::Code, 100},
        {Metric::NodeNetworkRx, QStringLiteral("clusterdesk_node_network_receive_bytes"),
         QStringLiteral("Bytes per second the node receives over its cluster network."), node,
         MetricUnit::BytesPerSecond, 400e9 / 8},
        {Metric::NodeNetworkTx, QStringLiteral("clusterdesk_node_network_transmit_bytes"),
         QStringLiteral("Bytes per second the node sends over its cluster network."), node,
         MetricUnit::BytesPerSecond, 400e9 / 8},
        {Metric::NodeStorageRead, QStringLiteral("clusterdesk_node_storage_read_bytes"),
         QStringLiteral("Bytes per second the node reads from shared storage."), node,
         MetricUnit::BytesPerSecond, 8e9},
        {Metric::NodeStorageWrite, QStringLiteral("clusterdesk_node_storage_write_bytes"),
         QStringLiteral("Bytes per second the node writes to shared storage."), node,
         MetricUnit::BytesPerSecond, 8e9},
    };
}

} // namespace

const QList<MetricInfo>& MetricCatalog::all() {
    static const QList<MetricInfo> metrics = build();
    return metrics;
}

const MetricInfo& MetricCatalog::info(Metric metric) {
    return all()[static_cast<int>(metric)];
}

std::optional<Metric> MetricCatalog::find(QStringView name) {
    for (const MetricInfo& m : all()) {
        if (m.name == name)
            return m.metric;
    }
    return std::nullopt;
}

} // namespace cd
