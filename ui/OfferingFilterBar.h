#pragma once

#include "core/Offering.h"
#include "core/OfferingFilter.h"
#include "core/Region.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace cd {

// The controls above the offerings table: what to look for (model, vendor, memory, GPUs per node,
// region, interconnect, price ceiling, available now) and how to price it (billing mode, currency).
// Every change applies at once; "Reset" clears the narrowing but keeps the pricing.
class OfferingFilterBar final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingFilterBar)

public:
    explicit OfferingFilterBar(QWidget* parent = nullptr);

    OfferingFilter filter() const;
    // Fills the vendor, region and interconnect choices from what the catalog holds.
    void setChoices(const QList<Offering>& offerings, const QList<Region>& regions);
    void focusSearch();
    void reset();
    // Sets the billing mode and currency prices are shown in (without touching the filters).
    void setPricing(BillingMode mode, Currency currency);

    QLineEdit* searchField() const { return m_search; }

Q_SIGNALS:
    void filterChanged(const cd::OfferingFilter& filter);

private:
    void emitChanged();
    static void refill(QComboBox* combo, const QList<QPair<QString, QString>>& items);

    QLineEdit* m_search;
    QComboBox* m_vendor;
    QSpinBox* m_minMemory;
    QComboBox* m_gpusPerNode;
    QComboBox* m_region;
    QComboBox* m_interconnect;
    QDoubleSpinBox* m_maxPrice;
    QCheckBox* m_availableOnly;
    QComboBox* m_billingMode;
    QComboBox* m_currency;
};

} // namespace cd
