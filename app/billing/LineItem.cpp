#include "LineItem.h"

#include <QHash>

namespace cd {

namespace {

QString isoUtc(const QDateTime& t) {
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

QString quantityText(qint64 micros) {
    return Money(micros, Currency::USD).toDecimal(0);
}

} // namespace

QString chargeCategoryId(ChargeCategory category) {
    switch (category) {
    case ChargeCategory::Usage:
        return QStringLiteral("Usage");
    case ChargeCategory::Purchase:
        return QStringLiteral("Purchase");
    case ChargeCategory::Tax:
        return QStringLiteral("Tax");
    case ChargeCategory::Credit:
        return QStringLiteral("Credit");
    case ChargeCategory::Adjustment:
        return QStringLiteral("Adjustment");
    }
    return {};
}

std::optional<ChargeCategory> chargeCategoryFromId(QStringView id) {
    for (ChargeCategory c : {ChargeCategory::Usage, ChargeCategory::Purchase, ChargeCategory::Tax,
                             ChargeCategory::Credit, ChargeCategory::Adjustment}) {
        if (id == chargeCategoryId(c))
            return c;
    }
    return std::nullopt;
}

QString allocationId(Allocation allocation) {
    switch (allocation) {
    case Allocation::None:
        return {};
    case Allocation::Workload:
        return QStringLiteral("workload");
    case Allocation::Idle:
        return QStringLiteral("idle");
    }
    return {};
}

std::optional<Allocation> allocationFromId(QStringView id) {
    for (Allocation a : {Allocation::None, Allocation::Workload, Allocation::Idle}) {
        if (id == allocationId(a))
            return a;
    }
    return std::nullopt;
}

QString LineItem::providerName() {
    return QStringLiteral("ClusterDesk Reference Platform");
}

QString LineItem::invoiceIdOf(const QDateTime& billingPeriodStart, Currency currency) {
    return QStringLiteral("inv-%1-%2")
        .arg(billingPeriodStart.toUTC().toString(QStringLiteral("yyyy-MM")), currencyCode(currency));
}

void LineItem::appendDecimal(std::string& out, qint64 micros, int decimals) {
    if (micros < 0) {
        out += '-';
        micros = -micros;
    }
    out += std::to_string(micros / 1'000'000);
    char fraction[6];
    qint64 rest = micros % 1'000'000;
    for (int i = 5; i >= 0; --i) {
        fraction[i] = char('0' + rest % 10);
        rest /= 10;
    }
    int digits = 6;
    while (digits > decimals && fraction[digits - 1] == '0')
        --digits;
    if (digits > 0) {
        out += '.';
        out.append(fraction, std::size_t(digits));
    }
}

bool LineItem::appendText(std::string& out, FocusColumn column) const {
    using C = FocusColumn;
    const auto amount = [&](const Money& m) {
        appendDecimal(out, m.micros(), 2);
        return true;
    };
    switch (column) {
    case C::BilledCost:
        return amount(billedCost);
    case C::EffectiveCost:
        return amount(effectiveCost);
    case C::ListCost:
        return amount(listCost);
    case C::ContractedCost:
        return amount(contractedCost);
    case C::ListUnitPrice:
        return !pricingUnit.isEmpty() && amount(listUnitPrice);
    case C::ContractedUnitPrice:
        return !pricingUnit.isEmpty() && amount(contractedUnitPrice);
    case C::PricingQuantity:
        if (pricingUnit.isEmpty())
            return false;
        appendDecimal(out, pricingQuantity, 0);
        return true;
    case C::ConsumedQuantity:
        if (consumedUnit.isEmpty())
            return false;
        appendDecimal(out, consumedQuantity, 0);
        return true;
    case C::BillingPeriodStart:
    case C::BillingPeriodEnd:
    case C::ChargePeriodStart:
    case C::ChargePeriodEnd: {
        // Day and month stamps repeat on every line: each is formatted once per thread.
        thread_local QHash<qint64, std::string> stamps;
        const QDateTime& t = column == C::BillingPeriodStart  ? billingPeriodStart
                             : column == C::BillingPeriodEnd  ? billingPeriodEnd
                             : column == C::ChargePeriodStart ? chargePeriodStart
                                                              : chargePeriodEnd;
        if (!t.isValid())
            return false;
        auto it = stamps.constFind(t.toMSecsSinceEpoch());
        if (it == stamps.cend()) {
            if (stamps.size() > 4096)
                stamps.clear();
            it = stamps.insert(t.toMSecsSinceEpoch(), isoUtc(t).toStdString());
        }
        out += *it;
        return true;
    }
    default:
        break;
    }
    if (const QString* field = const_cast<LineItem*>(this)->textField(column)) {
        if (field->isEmpty())
            return false;
        out += field->toStdString();
        return true;
    }
    const QString t = text(column);
    out += t.toStdString();
    return !t.isEmpty();
}

QString* LineItem::textField(FocusColumn column) {
    using C = FocusColumn;
    switch (column) {
    case C::BillingAccountId:
        return &billingAccountId;
    case C::BillingAccountName:
        return &billingAccountName;
    case C::ChargeDescription:
        return &chargeDescription;
    case C::PricingUnit:
        return &pricingUnit;
    case C::ServiceCategory:
        return &serviceCategory;
    case C::ServiceName:
        return &serviceName;
    case C::ServiceSubcategory:
        return &serviceSubcategory;
    case C::InvoiceId:
        return &invoiceId;
    case C::ChargeFrequency:
        return &chargeFrequency;
    case C::ResourceId:
        return &resourceId;
    case C::ResourceName:
        return &resourceName;
    case C::ResourceType:
        return &resourceType;
    case C::RegionId:
        return &regionId;
    case C::RegionName:
        return &regionName;
    case C::SkuId:
        return &skuId;
    case C::SkuPriceId:
        return &skuPriceId;
    case C::SkuMeter:
        return &skuMeter;
    case C::ConsumedUnit:
        return &consumedUnit;
    case C::PricingCategory:
        return &pricingCategory;
    case C::ClusterId:
        return &clusterId;
    case C::ClusterName:
        return &clusterName;
    case C::PoolName:
        return &poolName;
    case C::GpuModel:
        return &gpuModel;
    case C::Stage:
        return &stage;
    case C::BillingMode:
        return &billingMode;
    default:
        return nullptr;
    }
}

QString LineItem::text(FocusColumn column) const {
    using C = FocusColumn;
    switch (column) {
    case C::BilledCost:
        return billedCost.toDecimal(2);
    case C::EffectiveCost:
        return effectiveCost.toDecimal(2);
    case C::ListCost:
        return listCost.toDecimal(2);
    case C::ContractedCost:
        return contractedCost.toDecimal(2);
    case C::BillingAccountId:
        return billingAccountId;
    case C::BillingAccountName:
        return billingAccountName;
    case C::BillingCurrency:
        return currencyCode(currency());
    case C::BillingPeriodStart:
        return isoUtc(billingPeriodStart);
    case C::BillingPeriodEnd:
        return isoUtc(billingPeriodEnd);
    case C::ChargePeriodStart:
        return isoUtc(chargePeriodStart);
    case C::ChargePeriodEnd:
        return isoUtc(chargePeriodEnd);
    case C::ChargeCategory:
        return chargeCategoryId(category);
    case C::ChargeClass:
        return {};
    case C::ChargeDescription:
        return chargeDescription;
    case C::PricingQuantity:
        return pricingUnit.isEmpty() ? QString() : quantityText(pricingQuantity);
    case C::PricingUnit:
        return pricingUnit;
    case C::ServiceCategory:
        return serviceCategory;
    case C::ServiceName:
        return serviceName;
    case C::ServiceSubcategory:
        return serviceSubcategory;
    case C::InvoiceId:
        return invoiceId;
    case C::ChargeFrequency:
        return chargeFrequency;
    case C::ProviderName:
    case C::PublisherName:
    case C::InvoiceIssuerName:
        return providerName();
    case C::ResourceId:
        return resourceId;
    case C::ResourceName:
        return resourceName;
    case C::ResourceType:
        return resourceType;
    case C::RegionId:
        return regionId;
    case C::RegionName:
        return regionName;
    case C::SkuId:
        return skuId;
    case C::SkuPriceId:
        return skuPriceId;
    case C::SkuMeter:
        return skuMeter;
    case C::SkuPriceDetails:
        return skuPriceDetails;
    case C::ListUnitPrice:
        return pricingUnit.isEmpty() ? QString() : listUnitPrice.toDecimal(2);
    case C::ContractedUnitPrice:
        return pricingUnit.isEmpty() ? QString() : contractedUnitPrice.toDecimal(2);
    case C::ConsumedQuantity:
        return consumedUnit.isEmpty() ? QString() : quantityText(consumedQuantity);
    case C::ConsumedUnit:
        return consumedUnit;
    case C::PricingCategory:
        return pricingCategory;
    case C::Tags:
        return tags;
    case C::ClusterId:
        return clusterId;
    case C::ClusterName:
        return clusterName;
    case C::PoolName:
        return poolName;
    case C::GpuModel:
        return gpuModel;
    case C::GpuCount:
        return gpuCount > 0 ? QString::number(gpuCount) : QString();
    case C::GpuUtilizationAvg:
        return hasUtilization() ? QString::number(gpuUtilization, 'f', 1) : QString();
    case C::Stage:
        return stage;
    case C::AllocationType:
        return allocationId(allocation);
    case C::BillingMode:
        return billingMode;
    }
    return {};
}

} // namespace cd
