#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <string_view>

namespace cd {

// The columns of an itemized cost line, named as FinOps FOCUS 1.2 names them (anchors.md). Our own
// columns start with x_. One table drives the JSON on the wire, the CSV export, grouping and the
// server's check of a group_by parameter, so none of them can disagree about a column.
enum class FocusColumn {
    BilledCost,
    EffectiveCost,
    ListCost,
    ContractedCost,
    BillingAccountId,
    BillingAccountName,
    BillingCurrency,
    BillingPeriodStart,
    BillingPeriodEnd,
    ChargePeriodStart,
    ChargePeriodEnd,
    ChargeCategory,
    ChargeClass,
    ChargeDescription,
    PricingQuantity,
    PricingUnit,
    ServiceCategory,
    ServiceName,
    ProviderName,
    PublisherName,
    InvoiceIssuerName,
    InvoiceId,
    ChargeFrequency,
    ServiceSubcategory,
    ResourceId,
    ResourceName,
    ResourceType,
    RegionId,
    RegionName,
    SkuId,
    SkuPriceId,
    SkuMeter,
    SkuPriceDetails,
    ListUnitPrice,
    ContractedUnitPrice,
    ConsumedQuantity,
    ConsumedUnit,
    PricingCategory,
    Tags,
    ClusterId,
    ClusterName,
    PoolName,
    GpuModel,
    GpuCount,
    GpuUtilizationAvg,
    Stage,
    AllocationType,
    BillingMode,
};

inline constexpr int FocusColumnCount = int(FocusColumn::BillingMode) + 1;

// What FOCUS says a column holds: decimals are written without exponent or thousands separator,
// dates as ISO 8601 UTC, Tags as a JSON object (FOCUS 1.2 "Key-Value Format").
enum class FocusType { Decimal, DateTime, String, Integer, Json };

struct FocusColumnInfo {
    FocusColumn column;
    const char* name;
    FocusType type;
    bool mandatory; // FOCUS 1.2 requires it in every export
    bool nullable;  // may be empty
};

class FocusColumns {
public:
    static const QList<FocusColumnInfo>& all();
    static const FocusColumnInfo& info(FocusColumn column);
    static QString name(FocusColumn column);
    static std::optional<FocusColumn> fromName(QStringView name);
    static std::optional<FocusColumn> fromName(std::string_view name);
    // Columns a person can group lines by: the text and date columns, not the amounts.
    static bool groupable(FocusColumn column);
};

} // namespace cd
