#include "OfferingFilterProxy.h"

#include "OfferingsModel.h"

#include "core/OfferingOrder.h"

namespace cd {

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
    // The platform's own comparator (core/OfferingOrder), ties broken by id: the table sorts
    // exactly as GET /v1/offerings?sort= does.
    static constexpr OfferingSortKey keyOfColumn[OfferingsModel::ColumnCount] = {
        OfferingSortKey::Name,               // NameColumn
        OfferingSortKey::Region,             // RegionColumn
        OfferingSortKey::Price,              // GpuHourPriceColumn
        OfferingSortKey::NodePrice,          // NodeHourPriceColumn
        OfferingSortKey::AvailableNodes,     // AvailabilityColumn
        OfferingSortKey::GpuMemory,          // GpuMemoryColumn
        OfferingSortKey::GpusPerNode,        // GpusPerNodeColumn
        OfferingSortKey::Bf16Tflops,         // TflopsColumn
        OfferingSortKey::IntraNodeBandwidth, // IntraNodeColumn
        OfferingSortKey::InterNodeBandwidth, // InterNodeColumn
        OfferingSortKey::Vendor,             // VendorColumn
        OfferingSortKey::Dedicated,          // DedicatedColumn
    };
    if (left.column() < 0 || left.column() >= OfferingsModel::ColumnCount)
        return false;
    OfferingOrder order;
    order.key = keyOfColumn[left.column()];
    order.billingMode = m_offerings->billingMode();
    order.currency = m_offerings->currency();
    return order.lessThan(m_offerings->offering(left.row()), m_offerings->offering(right.row()));
}

} // namespace cd
