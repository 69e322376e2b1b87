#include "BillingModeText.h"

namespace cd {

QString BillingModeText::label(BillingMode mode) {
    switch (mode) {
    case BillingMode::Hourly:
        return tr("Hourly (on demand)");
    case BillingMode::Daily:
        return tr("Daily");
    case BillingMode::Monthly:
        return tr("Monthly commitment");
    case BillingMode::Yearly:
        return tr("Yearly commitment");
    case BillingMode::TflopsHours:
        return tr("TFLOPS-hours (compute used)");
    }
    return {};
}

} // namespace cd
