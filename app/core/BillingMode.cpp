#include "BillingMode.h"

namespace cd {

QString billingModeId(BillingMode mode) {
    switch (mode) {
    case BillingMode::Hourly:
        return QStringLiteral("hourly");
    case BillingMode::Daily:
        return QStringLiteral("daily");
    case BillingMode::Monthly:
        return QStringLiteral("monthly");
    case BillingMode::Yearly:
        return QStringLiteral("yearly");
    case BillingMode::TflopsHours:
        return QStringLiteral("tflops_hours");
    }
    return {};
}

std::optional<BillingMode> billingModeFromId(QStringView id) {
    for (BillingMode mode : allBillingModes()) {
        if (id == billingModeId(mode))
            return mode;
    }
    return std::nullopt;
}

QString billingUnitId(BillingMode mode) {
    switch (mode) {
    case BillingMode::Hourly:
        return QStringLiteral("gpu_hour");
    case BillingMode::Daily:
        return QStringLiteral("gpu_day");
    case BillingMode::Monthly:
        return QStringLiteral("gpu_month");
    case BillingMode::Yearly:
        return QStringLiteral("gpu_year");
    case BillingMode::TflopsHours:
        return QStringLiteral("tflops_hour");
    }
    return {};
}

const QList<BillingMode>& allBillingModes() {
    static const QList<BillingMode> modes = {BillingMode::Hourly, BillingMode::Daily, BillingMode::Monthly,
                                             BillingMode::Yearly, BillingMode::TflopsHours};
    return modes;
}

} // namespace cd
