#include "LaunchOfferingList.h"

#include "core/MoneyFormat.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCoreApplication>
#include <QSignalBlocker>

#include <algorithm>

namespace cd {

namespace {
// The texts were the dialog's before they moved here; they keep its translation context.
constexpr const char* context = "cd::LaunchClusterDialog";
} // namespace

LaunchOfferingList::LaunchOfferingList(QList<Offering> offerings, Currency currency)
    : m_currency(currency) {
    replace(std::move(offerings));
}

void LaunchOfferingList::replace(QList<Offering> offerings) {
    m_offerings = std::move(offerings);
    m_texts.clear();
    m_listWidths.clear();
    std::sort(m_offerings.begin(), m_offerings.end(),
              [](const Offering& a, const Offering& b) { return a.name + a.region < b.name + b.region; });
}

const Offering* LaunchOfferingList::find(const QString& id) const {
    for (const Offering& o : m_offerings) {
        if (o.id == id)
            return &o;
    }
    return nullptr;
}

QString LaunchOfferingList::choice(const Offering& o, BillingMode mode) const {
    const std::optional<Price> price = o.price(mode, m_currency);
    if (!price)
        return QCoreApplication::translate(context, "%1 \u00b7 %2 \u00b7 %n node(s) free", nullptr,
                                           o.availableNodes)
            .arg(o.name, o.region);
    return QCoreApplication::translate(context, "%1 \u00b7 %2 \u00b7 %3 per GPU-hour \u00b7 %n node(s) free",
                                       nullptr, o.availableNodes)
        .arg(o.name, o.region, MoneyFormat::format(price->gpuHourPrice));
}

void LaunchOfferingList::fill(QComboBox& box, BillingMode mode, const QString& selected) const {
    {
        // One change signal at the end, not one per offering.
        const QSignalBlocker block(&box);
        box.clear();
        // Eight pools of a large catalog: the texts are made, and measured, once per billing mode.
        QStringList& texts = m_texts[int(mode)];
        if (texts.size() != m_offerings.size()) {
            texts.clear();
            for (const Offering& o : m_offerings)
                texts.append(choice(o, mode));
        }
        for (qsizetype i = 0; i < m_offerings.size(); ++i)
            box.addItem(texts[i], m_offerings[i].id);
        box.setCurrentIndex(-1);
    }
    // The cell is narrower than name, region, price and capacity: the list opens wide enough.
    if (!m_listWidths.contains(int(mode)))
        m_listWidths.insert(int(mode), box.view()->sizeHintForColumn(0) + 24);
    box.view()->setMinimumWidth(m_listWidths.value(int(mode)));
    box.setCurrentIndex(m_offerings.isEmpty() ? -1 : std::max(0, box.findData(selected)));
}

void LaunchOfferingList::rename(QComboBox& box, BillingMode mode) const {
    for (int i = 0; i < box.count(); ++i) {
        if (const Offering* o = find(box.itemData(i).toString()))
            box.setItemText(i, choice(*o, mode));
    }
}

} // namespace cd
