#include "OfferingsModel.h"

#include "core/MoneyFormat.h"

#include <QLocale>

namespace cd {

OfferingsModel::OfferingsModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void OfferingsModel::setOfferings(QList<Offering> offerings) {
    beginResetModel();
    m_offerings = std::move(offerings);
    endResetModel();
}

int OfferingsModel::rowOf(const QString& offeringId) const {
    for (int i = 0; i < m_offerings.size(); ++i) {
        if (m_offerings[i].id == offeringId)
            return i;
    }
    return -1;
}

void OfferingsModel::setPricing(BillingMode mode, Currency currency) {
    if (mode == m_mode && currency == m_currency)
        return;
    m_mode = mode;
    m_currency = currency;
    if (!m_offerings.isEmpty())
        Q_EMIT dataChanged(index(0, GpuHourPriceColumn), index(rowCount() - 1, NodeHourPriceColumn));
    Q_EMIT headerDataChanged(Qt::Horizontal, GpuHourPriceColumn, NodeHourPriceColumn);
}

int OfferingsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_offerings.size());
}

int OfferingsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OfferingsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Offering& o = m_offerings[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return display(o, index.column());
    case SortRole:
        return sortValue(o, index.column());
    case OfferingIdRole:
        return o.id;
    case AvailableRole:
        return o.availableNodes > 0;
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case GpuMemoryColumn:
        case GpusPerNodeColumn:
        case GpuHourPriceColumn:
        case NodeHourPriceColumn:
        case AvailabilityColumn:
        case TflopsColumn:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ToolTipRole:
        if (index.column() == AvailabilityColumn && o.availableNodes == 0)
            return tr("Sold out in %1 right now; capacity frees up as clusters stop.").arg(o.region);
        if (index.column() == NameColumn)
            return tr("%1 \u00b7 %2 vCPU \u00b7 %3 GB RAM \u00b7 %4 GB NVMe")
                .arg(o.name)
                .arg(o.vcpus)
                .arg(o.ramGb)
                .arg(o.localNvmeGb);
        return {};
    default:
        return {};
    }
}

QVariant OfferingsModel::display(const Offering& o, int column) const {
    const QLocale locale;
    switch (column) {
    case NameColumn:
        return o.name;
    case VendorColumn:
        return o.gpu.vendor;
    case GpuMemoryColumn:
        return tr("%1 GB").arg(o.gpu.memoryGb);
    case GpusPerNodeColumn:
        return o.gpusPerNode;
    case RegionColumn:
        return o.region;
    case IntraNodeColumn:
        return tr("%1 \u00b7 %2 GB/s").arg(o.intraNode.kind, locale.toString(o.intraNode.bandwidth));
    case InterNodeColumn:
        return tr("%1 \u00b7 %2 Gb/s").arg(o.interNode.kind, locale.toString(o.interNode.bandwidth));
    case GpuHourPriceColumn:
    case NodeHourPriceColumn: {
        const auto p = o.price(m_mode, m_currency);
        if (!p)
            return tr("n/a");
        return MoneyFormat::format(column == GpuHourPriceColumn ? p->gpuHourPrice
                                                                : p->gpuHourPrice.times(o.gpusPerNode));
    }
    case AvailabilityColumn:
        return o.availableNodes == 0 ? tr("sold out")
                                     : tr("%1 of %2").arg(o.availableNodes).arg(o.totalNodes);
    case TflopsColumn:
        return locale.toString(o.gpu.bf16Tflops, 'f', 0);
    case DedicatedColumn:
        return o.dedicatedAvailable ? tr("yes (+%1%)").arg(o.dedicatedSurchargePercent) : tr("no");
    default:
        return {};
    }
}

QVariant OfferingsModel::sortValue(const Offering& o, int column) const {
    switch (column) {
    case NameColumn:
        return o.name;
    case VendorColumn:
        return o.gpu.vendor;
    case GpuMemoryColumn:
        return o.gpu.memoryGb;
    case GpusPerNodeColumn:
        return o.gpusPerNode;
    case RegionColumn:
        return o.region;
    case IntraNodeColumn:
        return o.intraNode.bandwidth;
    case InterNodeColumn:
        return o.interNode.bandwidth;
    case GpuHourPriceColumn:
    case NodeHourPriceColumn: {
        const auto p = o.price(m_mode, m_currency);
        if (!p)
            return qint64(-1);
        const Money price =
            column == GpuHourPriceColumn ? p->gpuHourPrice : p->gpuHourPrice.times(o.gpusPerNode);
        return qint64(price.micros());
    }
    case AvailabilityColumn:
        return o.availableNodes;
    case TflopsColumn:
        return o.gpu.bf16Tflops;
    case DedicatedColumn:
        return o.dedicatedAvailable;
    default:
        return {};
    }
}

QVariant OfferingsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString sign = MoneyFormat::symbol(m_currency);
    switch (section) {
    case NameColumn:
        return tr("Offering");
    case VendorColumn:
        return tr("Vendor");
    case GpuMemoryColumn:
        return tr("GPU memory");
    case GpusPerNodeColumn:
        return tr("GPUs/node");
    case RegionColumn:
        return tr("Region");
    case IntraNodeColumn:
        return tr("In-node link");
    case InterNodeColumn:
        return tr("Node network");
    case GpuHourPriceColumn:
        return tr("%1/GPU-hour").arg(sign);
    case NodeHourPriceColumn:
        return tr("%1/node-hour").arg(sign);
    case AvailabilityColumn:
        return tr("Available nodes");
    case TflopsColumn:
        return tr("BF16 TFLOPS");
    case DedicatedColumn:
        return tr("Dedicated");
    default:
        return {};
    }
}

} // namespace cd
