#include "MetricText.h"

#include <cmath>

namespace cd {

QString MetricText::title(Metric metric) {
    switch (metric) {
    case Metric::GpuUtil:
        return tr("GPU utilization");
    case Metric::TensorActive:
        return tr("Tensor core activity");
    case Metric::MemoryUsed:
        return tr("GPU memory used");
    case Metric::Temperature:
        return tr("GPU temperature");
    case Metric::Power:
        return tr("Power draw");
    case Metric::SmClock:
        return tr("SM clock");
    case Metric::PcieTx:
        return tr("PCIe transmit");
    case Metric::PcieRx:
        return tr("PCIe receive");
    case Metric::NvlinkTx:
        return tr("NVLink transmit");
    case Metric::NvlinkRx:
        return tr("NVLink receive");
    case Metric::XidErrors:
        return tr("XID errors");
    case Metric::NodeNetworkRx:
        return tr("Node network receive");
    case Metric::NodeNetworkTx:
        return tr("Node network transmit");
    case Metric::NodeStorageRead:
        return tr("Node storage read");
    case Metric::NodeStorageWrite:
        return tr("Node storage write");
    }
    return MetricCatalog::info(metric).name;
}

QString MetricText::unit(Metric metric) {
    switch (MetricCatalog::info(metric).unit) {
    case MetricUnit::Percent:
    case MetricUnit::Ratio:
        return QStringLiteral("%");
    case MetricUnit::MiB:
        return tr("GiB");
    case MetricUnit::Celsius:
        return QStringLiteral("\u00b0C");
    case MetricUnit::Watts:
        return tr("W");
    case MetricUnit::MHz:
        return tr("MHz");
    case MetricUnit::BytesPerSecond:
        return tr("GB/s");
    case MetricUnit::Code:
        return tr("XID");
    }
    return {};
}

double MetricText::axisScale(Metric metric, double largest, QString* unitText) {
    const MetricUnit u = MetricCatalog::info(metric).unit;
    if (u == MetricUnit::Ratio) {
        *unitText = QStringLiteral("%");
        return 100.0;
    }
    if (u == MetricUnit::MiB) {
        *unitText = tr("GiB");
        return 1.0 / 1024.0;
    }
    if (u == MetricUnit::BytesPerSecond) {
        if (largest >= 1e9) {
            *unitText = tr("GB/s");
            return 1e-9;
        }
        *unitText = tr("MB/s");
        return 1e-6;
    }
    *unitText = unit(metric);
    return 1.0;
}

QString MetricText::power(double watts) {
    if (std::isnan(watts))
        return tr("no data");
    if (std::abs(watts) < 999.5) // what would round to "1000 W" reads as kilowatts
        return tr("%1 W").arg(watts, 0, 'f', 0);
    return tr("%1 kW").arg(watts / 1000.0, 0, 'f', 1);
}

QString MetricText::memory(double mib) {
    if (std::isnan(mib))
        return tr("no data");
    const double gib = mib / 1024.0;
    if (std::abs(mib) < 1023.5)
        return tr("%1 MiB").arg(mib, 0, 'f', 0);
    if (std::abs(gib) < 1023.5) // a decimal only where it is a tenth of something small
        return tr("%1 GiB").arg(gib, 0, 'f', std::abs(gib) < 9.95 ? 1 : 0);
    return tr("%1 TiB").arg(gib / 1024.0, 0, 'f', 2);
}

QString MetricText::value(Metric metric, double v) {
    if (std::isnan(v))
        return tr("no data");
    switch (MetricCatalog::info(metric).unit) {
    case MetricUnit::Percent:
        return tr("%1 %").arg(v, 0, 'f', 0);
    case MetricUnit::Ratio:
        return tr("%1 %").arg(v * 100.0, 0, 'f', 0);
    case MetricUnit::MiB:
        return tr("%1 GiB").arg(v / 1024.0, 0, 'f', 1);
    case MetricUnit::Celsius:
        return tr("%1 °C").arg(v, 0, 'f', 0);
    case MetricUnit::Watts:
        return tr("%1 W").arg(v, 0, 'f', 0);
    case MetricUnit::MHz:
        return tr("%1 MHz").arg(v, 0, 'f', 0);
    case MetricUnit::BytesPerSecond:
        if (v >= 1e9)
            return tr("%1 GB/s").arg(v / 1e9, 0, 'f', 2);
        return tr("%1 MB/s").arg(v / 1e6, 0, 'f', 1);
    case MetricUnit::Code:
        return v == 0 ? tr("none") : tr("XID %1").arg(v, 0, 'f', 0);
    }
    return QString::number(v);
}

} // namespace cd
