#pragma once

#include "Problem.h"
#include "StorageRecords.h"
#include "UploadRules.h"

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <variant>

namespace cd::sim {

class GroupCommit;
class SimClock;
class UploadStore;

// The platform's storage: tus uploads of bytes the client already encrypted, and the datasets
// they become. It never sees a key; it checks sizes, offsets, checksums and quotas. One mutex for
// the checks (quotas must add up across uploads), held only briefly: a PATCH marks its upload busy
// (one PATCH of an upload at a time, so they apply in order), then checks, writes and waits for its
// group commit outside it, so PATCHes of different uploads proceed side by side.
class DatasetService {
public:
    static constexpr qint64 maxUploadSize = qint64(1) << 40; // Tus-Max-Size
    // Clusters (not terminated) that use a dataset: a dataset in use cannot be deleted.
    using AttachedClusters = std::function<QStringList(const QString& tenantId, const QString& datasetId)>;

    DatasetService(UploadStore& store, SimClock& clock, AttachedClusters attached);
    ~DatasetService();

    struct NewUpload {
        qint64 length = 0;
        QByteArray metadata;
        QString idempotencyKey;
        bool partial = false; // tus concatenation: a part of a file, never a dataset by itself
    };
    std::variant<UploadRecord, Problem> create(const QString& tenantId, const NewUpload& request,
                                               const QString& defaultRegion);
    // tus concatenation: the tenant's finished partial uploads `parts`, in order, become one final
    // upload, finished at once, and its dataset. `concat` is the Upload-Concat header as sent.
    std::variant<UploadRecord, Problem> createFinal(const QString& tenantId, const QByteArray& concat,
                                                    const QStringList& parts, const NewUpload& request,
                                                    const QString& defaultRegion);
    // For HEAD: the upload as committed (under the lock, so never inside another PATCH's write).
    std::variant<UploadRecord, Problem> upload(const QString& tenantId, const QString& id);
    // `checksum` is the Upload-Checksum header value, or empty.
    std::variant<UploadRecord, Problem> append(const QString& tenantId, const QString& id, qint64 offset,
                                               const QByteArray& bytes, const QByteArray& checksum);
    std::optional<Problem> terminate(const QString& tenantId, const QString& id);
    // Uploads the tenant started and never finished before they expired (GET /v1/alerts).
    QList<UploadRecord> expiredUploads(const QString& tenantId);

    QList<DatasetRecord> datasets(const QString& tenantId);
    std::optional<DatasetRecord> dataset(const QString& tenantId, const QString& id);
    QStringList attachedClusters(const QString& tenantId, const QString& id) const;
    std::optional<Problem> remove(const QString& tenantId, const QString& id);
    // Bytes [from, to] of a dataset's stored file.
    std::variant<QByteArray, Problem> content(const QString& tenantId, const QString& id, qint64 from,
                                              qint64 to);
    // The ids among `ids` that name no dataset of this tenant.
    QStringList missing(const QString& tenantId, const QStringList& ids);
    // The ids among `ids` that name a dataset of this tenant that is not a folder bundle: a folder
    // uploaded by the console is one archive named "<folder>.tar.zst"; a tar (.tar, .tar.gz, .tgz)
    // unpacks too. A single file of anything else is data, not code.
    QStringList notBundles(const QString& tenantId, const QStringList& ids);
    static bool isFolderBundle(const QString& fileName);

    qint64 quotaBytes(const QString& tenantId) const;

private:
    std::variant<UploadRecord, Problem> find(const QString& tenantId, const QString& id);
    std::variant<UploadRecord, Problem> claim(const QString& tenantId, const QString& id, qint64 offset,
                                              qint64 size);
    void release(const QString& id);
    struct RunningHash;
    std::shared_ptr<RunningHash> runningHash(const UploadRecord& upload);
    DatasetRecord datasetOf(const UploadRecord& upload, const QString& sha256);
    // A final upload's sha256 from its partials' (empty and `error` set if one could not be read).
    QString compositeSha256(const QList<UploadRecord>& partials, QString* error);
    // A new upload's record: its id, what it is for, and its week to live.
    UploadRecord newRecord(const QString& tenantId, qint64 length, const NewUpload& request,
                           const UploadRules::DatasetFields& fields, QString* error);

    UploadStore& m_store;
    SimClock& m_clock;
    AttachedClusters m_attached;
    std::unique_ptr<GroupCommit> m_commits;
    std::mutex m_mutex;
    QSet<QString> m_busy; // uploads with a PATCH (or a concatenation) under way
    // SHA-256 of each open upload so far, so finishing a large one costs nothing extra; after a
    // restart it is recomputed from the stored bytes. Partial uploads have none: their bytes are
    // hashed once, in order, when a final upload joins them.
    QHash<QString, std::shared_ptr<RunningHash>> m_hashes;
};

} // namespace cd::sim
