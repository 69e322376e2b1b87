#include "FocusColumn.h"

#include <QHash>

#include <unordered_map>

namespace cd {

const QList<FocusColumnInfo>& FocusColumns::all() {
    using C = FocusColumn;
    using T = FocusType;
    static const QList<FocusColumnInfo> columns = {
        {C::BilledCost, "BilledCost", T::Decimal, true, false},
        {C::EffectiveCost, "EffectiveCost", T::Decimal, true, false},
        {C::ListCost, "ListCost", T::Decimal, true, false},
        {C::ContractedCost, "ContractedCost", T::Decimal, true, false},
        {C::BillingAccountId, "BillingAccountId", T::String, true, false},
        {C::BillingAccountName, "BillingAccountName", T::String, true, true},
        {C::BillingCurrency, "BillingCurrency", T::String, true, false},
        {C::BillingPeriodStart, "BillingPeriodStart", T::DateTime, true, false},
        {C::BillingPeriodEnd, "BillingPeriodEnd", T::DateTime, true, false},
        {C::ChargePeriodStart, "ChargePeriodStart", T::DateTime, true, false},
        {C::ChargePeriodEnd, "ChargePeriodEnd", T::DateTime, true, false},
        {C::ChargeCategory, "ChargeCategory", T::String, true, false},
        {C::ChargeClass, "ChargeClass", T::String, true, true},
        {C::ChargeDescription, "ChargeDescription", T::String, true, true},
        {C::PricingQuantity, "PricingQuantity", T::Decimal, true, true},
        {C::PricingUnit, "PricingUnit", T::String, true, true},
        {C::ServiceCategory, "ServiceCategory", T::String, true, false},
        {C::ServiceName, "ServiceName", T::String, true, false},
        {C::ProviderName, "ProviderName", T::String, true, false},
        {C::PublisherName, "PublisherName", T::String, true, false},
        {C::InvoiceIssuerName, "InvoiceIssuerName", T::String, true, false},
        // Recommended by FOCUS 1.2; written on every line.
        {C::InvoiceId, "InvoiceId", T::String, false, false},
        {C::ChargeFrequency, "ChargeFrequency", T::String, false, false},
        {C::ServiceSubcategory, "ServiceSubcategory", T::String, false, false},
        {C::ResourceId, "ResourceId", T::String, false, true},
        {C::ResourceName, "ResourceName", T::String, false, true},
        {C::ResourceType, "ResourceType", T::String, false, true},
        {C::RegionId, "RegionId", T::String, false, true},
        {C::RegionName, "RegionName", T::String, false, true},
        {C::SkuId, "SkuId", T::String, false, true},
        {C::SkuPriceId, "SkuPriceId", T::String, false, true},
        {C::SkuMeter, "SkuMeter", T::String, false, true},
        {C::SkuPriceDetails, "SkuPriceDetails", T::Json, false, true},
        {C::ListUnitPrice, "ListUnitPrice", T::Decimal, false, true},
        {C::ContractedUnitPrice, "ContractedUnitPrice", T::Decimal, false, true},
        {C::ConsumedQuantity, "ConsumedQuantity", T::Decimal, false, true},
        {C::ConsumedUnit, "ConsumedUnit", T::String, false, true},
        {C::PricingCategory, "PricingCategory", T::String, false, true},
        {C::Tags, "Tags", T::Json, false, true},
        {C::ClusterId, "x_ClusterId", T::String, false, true},
        {C::ClusterName, "x_ClusterName", T::String, false, true},
        {C::PoolName, "x_PoolName", T::String, false, true},
        {C::GpuModel, "x_GpuModel", T::String, false, true},
        {C::GpuCount, "x_GpuCount", T::Integer, false, true},
        {C::GpuUtilizationAvg, "x_GpuUtilizationAvg", T::Decimal, false, true},
        {C::Stage, "x_Stage", T::String, false, true},
        {C::AllocationType, "x_AllocationType", T::String, false, true},
        {C::BillingMode, "x_BillingMode", T::String, false, true},
    };
    return columns;
}

const FocusColumnInfo& FocusColumns::info(FocusColumn column) {
    // The table lists the enum in order.
    return all()[qsizetype(column)];
}

QString FocusColumns::name(FocusColumn column) {
    return QString::fromLatin1(info(column).name);
}

std::optional<FocusColumn> FocusColumns::fromName(QStringView name) {
    for (const FocusColumnInfo& c : all()) {
        if (name == QLatin1String(c.name))
            return c.column;
    }
    return std::nullopt;
}

std::optional<FocusColumn> FocusColumns::fromName(std::string_view name) {
    // Decoding asks this for every field of every line: a hash, not a walk through the table.
    static const std::unordered_map<std::string_view, FocusColumn> byName = [] {
        std::unordered_map<std::string_view, FocusColumn> map;
        for (const FocusColumnInfo& c : all())
            map.emplace(c.name, c.column);
        return map;
    }();
    const auto it = byName.find(name);
    return it == byName.end() ? std::nullopt : std::optional(it->second);
}

bool FocusColumns::groupable(FocusColumn column) {
    const FocusType t = info(column).type;
    return t == FocusType::String || t == FocusType::DateTime || t == FocusType::Integer;
}

} // namespace cd
