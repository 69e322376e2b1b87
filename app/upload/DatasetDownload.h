#pragma once

#include "core/Request.h"
#include "core/Transport.h"
#include "crypto/TenantKey.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <atomic>
#include <functional>

namespace cd {

// Fetches a dataset's stored file by byte ranges and decrypts it on this machine into
// `destination`, which appears only when every segment verified ("download and check").
// Blocking; run it on a worker thread. Several ranges are fetched at once (RangeWindow) and
// decrypted in order; memory stays at about `connections` ranges whatever the size.
class DatasetDownload {
    Q_DECLARE_TR_FUNCTIONS(DatasetDownload)

public:
    struct Job {
        Transport* transport = nullptr;
        std::function<Request(Request)> authorize;
        QString datasetId;
        qint64 sizeBytes = 0;
        bool encrypted = true; // what the platform says; the content's magic decides
        // This tenant key uploaded it encrypted (the journal remembers): plain content is refused.
        bool uploadedEncrypted = false;
        QList<crypto::TenantKey> keys; // the one whose id the header names is used
        QString destination;
        const std::atomic<bool>* cancel = nullptr;
        int connections = 4; // ranges fetched at once
        std::function<void(qint64 done, qint64 total)> progress;
    };
    static constexpr qint64 rangeSize = qint64(8) << 20;

    // Empty on success, else what went wrong, for a person. `verified` tells whether every
    // segment's tag was checked: false for content that was not encrypted at all.
    static QString run(const Job& job, bool* verified = nullptr);
};

} // namespace cd
