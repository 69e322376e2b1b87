#include "UploadLog.h"

Q_LOGGING_CATEGORY(lcUpload, "clusterdesk.upload", QtInfoMsg)
