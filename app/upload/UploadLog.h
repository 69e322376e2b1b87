#pragma once

#include <QLoggingCategory>

// What the uploader does, for support tickets: "clusterdesk.upload". Never keys, passphrases or
// file contents; fingerprints and offsets only.
Q_DECLARE_LOGGING_CATEGORY(lcUpload)
