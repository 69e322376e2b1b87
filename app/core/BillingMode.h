#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace cd {

// How a customer pays for GPU time (anchors.md): on demand by the hour, committed by the day,
// month or year, or by the compute actually used (TFLOPS-hours).
enum class BillingMode { Hourly, Daily, Monthly, Yearly, TflopsHours };

QString billingModeId(BillingMode mode);
std::optional<BillingMode> billingModeFromId(QStringView id);
// The unit a price in this mode is quoted in: "gpu_hour", "gpu_day", ..., "tflops_hour".
QString billingUnitId(BillingMode mode);
const QList<BillingMode>& allBillingModes();

} // namespace cd
