#include "OfferingFilterBar.h"

#include "BillingModeText.h"

#include "SvgIconEngine.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>

#include <algorithm>

namespace cd {

namespace {

QLabel* buddyLabel(const QString& text, QWidget* buddy, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}
} // namespace

OfferingFilterBar::OfferingFilterBar(QWidget* parent)
    : QWidget(parent)
    , m_search(new QLineEdit(this))
    , m_vendor(new QComboBox(this))
    , m_minMemory(new QSpinBox(this))
    , m_gpusPerNode(new QComboBox(this))
    , m_region(new QComboBox(this))
    , m_interconnect(new QComboBox(this))
    , m_maxPrice(new QDoubleSpinBox(this))
    , m_availableOnly(new QCheckBox(tr("&Available now"), this))
    , m_billingMode(new QComboBox(this))
    , m_currency(new QComboBox(this)) {
    m_search->setPlaceholderText(tr("GPU model, e.g. H100"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(SvgIconEngine::icon(QStringLiteral("filter")), QLineEdit::LeadingPosition);
    m_search->setAccessibleName(tr("Search GPU model"));
    m_search->setObjectName(QStringLiteral("searchField"));

    m_minMemory->setRange(0, 192);
    m_minMemory->setSingleStep(8);
    m_minMemory->setSuffix(tr(" GB"));
    m_minMemory->setSpecialValueText(tr("any"));
    m_minMemory->setAccessibleName(tr("Minimum GPU memory"));
    m_minMemory->setObjectName(QStringLiteral("minMemory"));

    m_gpusPerNode->addItem(tr("any"), 0);
    for (int n : {1, 2, 4, 8})
        m_gpusPerNode->addItem(QString::number(n), n);
    m_gpusPerNode->setAccessibleName(tr("GPUs per node"));
    m_gpusPerNode->setObjectName(QStringLiteral("gpusPerNode"));

    m_maxPrice->setRange(0, 100000);
    m_maxPrice->setDecimals(2);
    m_maxPrice->setSingleStep(0.5);
    m_maxPrice->setSpecialValueText(tr("any"));
    m_maxPrice->setAccessibleName(tr("Maximum price per GPU-hour"));
    m_maxPrice->setObjectName(QStringLiteral("maxPrice"));

    for (BillingMode mode : allBillingModes())
        m_billingMode->addItem(BillingModeText::label(mode), billingModeId(mode));
    m_billingMode->setAccessibleName(tr("Billing mode"));
    m_billingMode->setObjectName(QStringLiteral("billingMode"));
    m_currency->addItem(QStringLiteral("USD ($)"), QStringLiteral("USD"));
    m_currency->addItem(QStringLiteral("CNY (\u00a5)"), QStringLiteral("CNY"));
    m_currency->setAccessibleName(tr("Currency"));
    m_currency->setToolTip(tr("The currency to compare prices in. Clusters are quoted and billed in your "
                              "account's currency, whichever you choose here."));
    m_currency->setObjectName(QStringLiteral("currency"));

    m_vendor->setObjectName(QStringLiteral("vendor"));
    m_vendor->setAccessibleName(tr("Vendor"));
    m_region->setObjectName(QStringLiteral("region"));
    m_region->setAccessibleName(tr("Region"));
    m_interconnect->setObjectName(QStringLiteral("interconnect"));
    m_interconnect->setAccessibleName(tr("Interconnect"));
    m_availableOnly->setObjectName(QStringLiteral("availableOnly"));
    refill(m_vendor, {});
    refill(m_region, {});
    refill(m_interconnect, {});

    auto* resetButton = new QPushButton(tr("&Reset filters"), this);
    resetButton->setObjectName(QStringLiteral("resetFilters"));

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->addWidget(buddyLabel(tr("&Search:"), m_search, this), 0, 0);
    grid->addWidget(m_search, 0, 1, 1, 3);
    grid->addWidget(buddyLabel(tr("&Vendor:"), m_vendor, this), 0, 4);
    grid->addWidget(m_vendor, 0, 5);
    grid->addWidget(buddyLabel(tr("Re&gion:"), m_region, this), 0, 6);
    grid->addWidget(m_region, 0, 7);
    grid->addWidget(buddyLabel(tr("&Interconnect:"), m_interconnect, this), 0, 8);
    grid->addWidget(m_interconnect, 0, 9);
    grid->addWidget(buddyLabel(tr("GPU &memory \u2265"), m_minMemory, this), 1, 0);
    grid->addWidget(m_minMemory, 1, 1);
    grid->addWidget(buddyLabel(tr("GPUs/&node:"), m_gpusPerNode, this), 1, 2);
    grid->addWidget(m_gpusPerNode, 1, 3);
    grid->addWidget(buddyLabel(tr("Max &price/GPU-h:"), m_maxPrice, this), 1, 4);
    grid->addWidget(m_maxPrice, 1, 5);
    grid->addWidget(buddyLabel(tr("&Billing:"), m_billingMode, this), 1, 6);
    grid->addWidget(m_billingMode, 1, 7);
    grid->addWidget(buddyLabel(tr("C&urrency:"), m_currency, this), 1, 8);
    grid->addWidget(m_currency, 1, 9);
    grid->addWidget(m_availableOnly, 0, 10);
    grid->addWidget(resetButton, 1, 10);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    connect(m_search, &QLineEdit::textChanged, this, &OfferingFilterBar::emitChanged);
    connect(m_minMemory, &QSpinBox::valueChanged, this, &OfferingFilterBar::emitChanged);
    connect(m_maxPrice, &QDoubleSpinBox::valueChanged, this, &OfferingFilterBar::emitChanged);
    connect(m_availableOnly, &QCheckBox::toggled, this, &OfferingFilterBar::emitChanged);
    for (QComboBox* combo : {m_vendor, m_gpusPerNode, m_region, m_interconnect, m_billingMode, m_currency})
        connect(combo, &QComboBox::currentIndexChanged, this, &OfferingFilterBar::emitChanged);
    connect(resetButton, &QPushButton::clicked, this, &OfferingFilterBar::reset);
    m_maxPrice->setPrefix(QStringLiteral("$"));
}

void OfferingFilterBar::refill(QComboBox* combo, const QList<QPair<QString, QString>>& items) {
    const QString current = combo->currentData().toString();
    const QSignalBlocker blocker(combo);
    combo->clear();
    combo->addItem(tr("all"), QString());
    for (const auto& [label, value] : items)
        combo->addItem(label, value);
    const int index = combo->findData(current);
    combo->setCurrentIndex(index < 0 ? 0 : index);
}

void OfferingFilterBar::setChoices(const QList<Offering>& offerings, const QList<Region>& regions) {
    QSet<QString> vendors;
    QSet<QString> links;
    QSet<QString> regionIds;
    for (const Offering& o : offerings) {
        vendors.insert(o.gpu.vendor);
        links.insert(o.intraNode.kind);
        links.insert(o.interNode.kind.section(u' ', 0, 0)); // "InfiniBand", "RoCE", "Ethernet"
        regionIds.insert(o.region);
    }
    auto sorted = [](const QSet<QString>& set) {
        QList<QPair<QString, QString>> out;
        for (const QString& s : set)
            out.append({s, s});
        std::sort(out.begin(), out.end());
        return out;
    };
    QList<QPair<QString, QString>> regionItems;
    for (const Region& r : regions) {
        if (regionIds.contains(r.id))
            regionItems.append({QStringLiteral("%1 (%2)").arg(r.name, r.id), r.id});
    }
    if (regionItems.isEmpty())
        regionItems = sorted(regionIds);
    refill(m_vendor, sorted(vendors));
    refill(m_interconnect, sorted(links));
    refill(m_region, regionItems);
}

OfferingFilter OfferingFilterBar::filter() const {
    OfferingFilter f;
    f.gpuModel = m_search->text().trimmed();
    f.vendor = m_vendor->currentData().toString();
    f.minGpuMemoryGb = m_minMemory->value();
    f.gpusPerNode = m_gpusPerNode->currentData().toInt();
    f.region = m_region->currentData().toString();
    f.interconnect = m_interconnect->currentData().toString();
    f.currency = currencyFromCode(m_currency->currentData().toString()).value_or(Currency::USD);
    f.billingMode = billingModeFromId(m_billingMode->currentData().toString()).value_or(BillingMode::Hourly);
    if (m_maxPrice->value() > 0)
        f.maxGpuHourPrice = Money::fromDouble(m_maxPrice->value(), f.currency, 2);
    f.availableOnly = m_availableOnly->isChecked();
    return f;
}

void OfferingFilterBar::setPricing(BillingMode mode, Currency currency) {
    const int modeIndex = m_billingMode->findData(billingModeId(mode));
    const int currencyIndex = m_currency->findData(currencyCode(currency));
    if (modeIndex >= 0)
        m_billingMode->setCurrentIndex(modeIndex);
    if (currencyIndex >= 0)
        m_currency->setCurrentIndex(currencyIndex);
}

void OfferingFilterBar::focusSearch() {
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void OfferingFilterBar::reset() {
    {
        const QSignalBlocker b1(m_search), b2(m_vendor), b3(m_minMemory), b4(m_gpusPerNode), b5(m_region),
            b6(m_interconnect), b7(m_maxPrice), b8(m_availableOnly);
        m_search->clear();
        m_vendor->setCurrentIndex(0);
        m_minMemory->setValue(0);
        m_gpusPerNode->setCurrentIndex(0);
        m_region->setCurrentIndex(0);
        m_interconnect->setCurrentIndex(0);
        m_maxPrice->setValue(0);
        m_availableOnly->setChecked(false);
    }
    emitChanged();
}

void OfferingFilterBar::emitChanged() {
    m_maxPrice->setPrefix(m_currency->currentData().toString() == u"CNY" ? QStringLiteral("\u00a5")
                                                                         : QStringLiteral("$"));
    Q_EMIT filterChanged(filter());
}

} // namespace cd
