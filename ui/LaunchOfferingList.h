#pragma once

#include "core/Currency.h"
#include "core/Offering.h"

#include <QHash>
#include <QList>
#include <QString>

class QComboBox;

namespace cd {

// The offerings a launch dialog's node pools choose from, sorted by name and region. Each is named
// with its price per GPU-hour in the chosen billing mode and the account's currency (the one the
// launch is billed in, not the Offerings page's), and what is free. Fills and renames the pools'
// lists and finds an offering by id; the dialog keeps the lists themselves.
class LaunchOfferingList final {
public:
    LaunchOfferingList(QList<Offering> offerings, Currency currency);

    bool isEmpty() const { return m_offerings.isEmpty(); }
    // The offerings arrived (after the dialog opened, for one): every list filled from now on
    // shows them.
    void replace(QList<Offering> offerings);
    const Offering* find(const QString& id) const;
    // An offering as a pool's list names it.
    QString choice(const Offering& o, BillingMode mode) const;
    // Replaces what `box` lists with every offering, `selected` the current one when it is listed.
    void fill(QComboBox& box, BillingMode mode, const QString& selected = {}) const;
    // The prices follow the billing mode: hourly, daily, monthly and yearly cost differently.
    void rename(QComboBox& box, BillingMode mode) const;

private:
    QList<Offering> m_offerings;
    Currency m_currency;
    // Per billing mode: each offering's text, and the width the list opens at.
    mutable QHash<int, QStringList> m_texts;
    mutable QHash<int, int> m_listWidths;
};

} // namespace cd
