#include "OfferingFilterProxy.h"

#include "OfferingsModel.h"

namespace cd {

namespace {
template <typename T>
int threeWay(const T& a, const T& b) {
    return a < b ? -1 : (b < a ? 1 : 0);
}
} // namespace

OfferingFilterProxy::OfferingFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(OfferingsModel::SortRole);
}

void OfferingFilterProxy::setOfferingsModel(OfferingsModel* model) {
    m_offerings = model;
    setSourceModel(model);
}

void OfferingFilterProxy::setFilter(const OfferingFilter& filter) {
    if (filter == m_filter)
        return;
    m_filter = filter;
    invalidateFilter();
}

bool OfferingFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (!m_offerings || sourceParent.isValid())
        return true;
    return m_filter.matches(m_offerings->offering(sourceRow));
}

bool OfferingFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    if (!m_offerings)
        return QSortFilterProxyModel::lessThan(left, right);
    const int l = left.row();
    const int r = right.row();
    const Offering& a = m_offerings->offering(l);
    const Offering& b = m_offerings->offering(r);
    int c = 0;
    switch (left.column()) {
    case OfferingsModel::NameColumn:
        c = a.name.compare(b.name, Qt::CaseInsensitive);
        break;
    case OfferingsModel::VendorColumn:
        c = a.gpu.vendor.compare(b.gpu.vendor);
        break;
    case OfferingsModel::GpuMemoryColumn:
        c = threeWay(a.gpu.memoryGb, b.gpu.memoryGb);
        break;
    case OfferingsModel::GpusPerNodeColumn:
        c = threeWay(a.gpusPerNode, b.gpusPerNode);
        break;
    case OfferingsModel::RegionColumn:
        c = a.region.compare(b.region);
        break;
    case OfferingsModel::IntraNodeColumn:
        c = threeWay(a.intraNode.bandwidth, b.intraNode.bandwidth);
        break;
    case OfferingsModel::InterNodeColumn:
        c = threeWay(a.interNode.bandwidth, b.interNode.bandwidth);
        break;
    case OfferingsModel::GpuHourPriceColumn:
        c = threeWay(m_offerings->gpuHourMicros(l), m_offerings->gpuHourMicros(r));
        break;
    case OfferingsModel::NodeHourPriceColumn:
        c = threeWay(m_offerings->gpuHourMicros(l) * a.gpusPerNode,
                     m_offerings->gpuHourMicros(r) * b.gpusPerNode);
        break;
    case OfferingsModel::AvailabilityColumn:
        c = threeWay(a.availableNodes, b.availableNodes);
        break;
    case OfferingsModel::TflopsColumn:
        c = threeWay(a.gpu.bf16Tflops, b.gpu.bf16Tflops);
        break;
    case OfferingsModel::DedicatedColumn:
        c = threeWay(a.dedicatedAvailable, b.dedicatedAvailable);
        break;
    default:
        break;
    }
    // Ties by id: the same data always sorts the same way.
    return c != 0 ? c < 0 : a.id < b.id;
}

} // namespace cd
