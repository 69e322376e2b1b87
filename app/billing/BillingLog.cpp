#include "BillingLog.h"

Q_LOGGING_CATEGORY(lcBilling, "clusterdesk.billing", QtInfoMsg)
