#pragma once

#include <QLoggingCategory>

// The client's log category. Enable with QT_LOGGING_RULES="clusterdesk.api.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcApi)
