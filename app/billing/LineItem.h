#pragma once

#include "FocusColumn.h"

#include "core/Money.h"

#include <QDateTime>
#include <QString>

#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace cd {

enum class ChargeCategory { Usage, Purchase, Tax, Credit, Adjustment };
QString chargeCategoryId(ChargeCategory category); // as FOCUS spells it: "Usage", "Credit", ...
std::optional<ChargeCategory> chargeCategoryFromId(QStringView id);

// OpenCost's split of what a GPU node cost: the share its GPUs were busy (workload) and the rest
// (idle), as two rows that add up to what was paid (anchors.md).
enum class Allocation { None, Workload, Idle };
QString allocationId(Allocation allocation); // "", "workload", "idle"
std::optional<Allocation> allocationFromId(QStringView id);

// One itemized cost line: one resource in one charge period (a UTC day), in FOCUS terms.
// Quantities are exact millionths, like Money, so a CSV states exactly what was priced.
struct LineItem {
    QString id;
    Money billedCost;
    Money effectiveCost;
    Money listCost;
    Money contractedCost;
    Money listUnitPrice;
    Money contractedUnitPrice;
    qint64 pricingQuantity = 0; // millionths of PricingUnit
    qint64 consumedQuantity = 0;
    QString billingAccountId;
    QString billingAccountName;
    QDateTime billingPeriodStart; // the calendar month, UTC
    QDateTime billingPeriodEnd;
    QDateTime chargePeriodStart; // start inclusive, end exclusive
    QDateTime chargePeriodEnd;
    ChargeCategory category = ChargeCategory::Usage;
    QString chargeDescription;
    QString pricingUnit;
    QString consumedUnit;
    QString serviceCategory;
    QString serviceSubcategory; // FOCUS's allowed value under serviceCategory
    QString serviceName;
    QString invoiceId;       // the month's invoice, provisional while the month is open
    QString chargeFrequency; // "Usage-Based", "One-Time" or "Recurring"
    QString resourceId;
    QString resourceName;
    QString resourceType;
    QString regionId;
    QString regionName; // the region's display name; null exactly when regionId is
    QString skuId;
    QString skuPriceId;
    QString skuMeter;
    QString skuPriceDetails; // a JSON object, compact; null: no details
    QString pricingCategory;
    QString tags; // a JSON object, compact
    QString clusterId;
    QString clusterName;
    QString poolName;
    QString gpuModel;
    int gpuCount = 0;
    double gpuUtilization = std::numeric_limits<double>::quiet_NaN(); // 0-100, NaN: not a GPU line
    QString stage;
    Allocation allocation = Allocation::None;
    QString billingMode;

    Currency currency() const { return billedCost.currency(); }
    bool hasUtilization() const { return !std::isnan(gpuUtilization); }
    // The member that holds a text column (descriptions, names, ids), or null for the others.
    QString* textField(FocusColumn column);
    // The column as FOCUS writes it (decimals exact, times ISO 8601 UTC); empty when null.
    QString text(FocusColumn column) const;

    static QString providerName();
    // The invoice of a billing period in one currency (BillingReport::invoices): "inv-2026-03-USD".
    static QString invoiceIdOf(const QDateTime& billingPeriodStart, Currency currency);
    // An exact decimal from millionths with at least `decimals` places, appended as ASCII.
    static void appendDecimal(std::string& out, qint64 micros, int decimals);
    // The column's FOCUS text appended as UTF-8 (what text() gives, without its allocations);
    // false when the column is null.
    bool appendText(std::string& out, FocusColumn column) const;
};

} // namespace cd
