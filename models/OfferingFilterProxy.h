#pragma once

#include "core/OfferingFilter.h"

#include <QSortFilterProxyModel>

namespace cd {

class OfferingsModel;

// Filters and sorts the offerings table. It applies the same OfferingFilter the platform applies to
// GET /v1/offerings, on typed values rather than QVariants, so a keystroke in the filter bar over
// ten thousand offerings stays well inside a frame.
class OfferingFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingFilterProxy)

public:
    explicit OfferingFilterProxy(QObject* parent = nullptr);

    void setOfferingsModel(OfferingsModel* model);
    void setFilter(const OfferingFilter& filter);
    const OfferingFilter& filter() const { return m_filter; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    OfferingsModel* m_offerings = nullptr;
    OfferingFilter m_filter;
};

} // namespace cd
