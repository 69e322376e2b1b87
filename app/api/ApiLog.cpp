#include "ApiLog.h"

Q_LOGGING_CATEGORY(lcApi, "clusterdesk.api", QtInfoMsg)
