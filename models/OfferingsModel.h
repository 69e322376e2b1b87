#pragma once

#include "core/BillingMode.h"
#include "core/Currency.h"
#include "core/Offering.h"

#include <QAbstractTableModel>
#include <QList>

namespace cd {

// The catalog as a table: one row per offering, prices shown in the chosen billing mode and
// currency, per GPU-hour and per node-hour.
class OfferingsModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingsModel)

public:
    enum Column {
        // Price and availability come first: they are what people compare.
        NameColumn,
        RegionColumn,
        GpuHourPriceColumn,
        NodeHourPriceColumn,
        AvailabilityColumn,
        GpuMemoryColumn,
        GpusPerNodeColumn,
        TflopsColumn,
        IntraNodeColumn,
        InterNodeColumn,
        VendorColumn,
        DedicatedColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole, // the raw value a column sorts by
        OfferingIdRole,
        AvailableRole, // bool: nodes free right now
    };

    explicit OfferingsModel(QObject* parent = nullptr);

    void setOfferings(QList<Offering> offerings);
    const QList<Offering>& offerings() const { return m_offerings; }
    const Offering& offering(int row) const { return m_offerings[row]; }
    int rowOf(const QString& offeringId) const;

    void setPricing(BillingMode mode, Currency currency);
    BillingMode billingMode() const { return m_mode; }
    Currency currency() const { return m_currency; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const Offering& o, int column) const;
    QVariant sortValue(const Offering& o, int column) const;

    QList<Offering> m_offerings;
    BillingMode m_mode = BillingMode::Hourly;
    Currency m_currency = Currency::USD;
};

} // namespace cd
