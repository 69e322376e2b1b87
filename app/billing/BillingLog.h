#pragma once

#include <QLoggingCategory>

// What pricing could not do, for support tickets: "clusterdesk.billing", so the log file and
// QT_LOGGING_RULES name it like every other part of the console.
Q_DECLARE_LOGGING_CATEGORY(lcBilling)
