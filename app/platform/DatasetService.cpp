#include "DatasetService.h"

#include "GroupCommit.h"
#include "SimClock.h"
#include "UploadRules.h"
#include "UploadStore.h"

#include "crypto/Digest.h"

#include <utility>

namespace cd::sim {

struct DatasetService::RunningHash {
    crypto::Digest digest;
    qint64 offset = 0;
    void add(const QByteArray& bytes) {
        digest.add(bytes);
        offset += bytes.size();
    }
    QString hex() { return QString::fromLatin1(digest.result().toHex()); }
};

namespace {

Problem problem(int status, const char* code, const QString& title, const QString& detail) {
    return Problem{status, QString::fromLatin1(code), title, detail, {}, 0};
}

Problem storageError(const QString& error) {
    return Problem::internal(QStringLiteral("Storage failed: ") + error);
}

} // namespace

DatasetService::DatasetService(UploadStore& store, SimClock& clock, AttachedClusters attached)
    : m_store(store)
    , m_clock(clock)
    , m_attached(std::move(attached))
    , m_commits(
          std::make_unique<GroupCommit>([this](const QList<UploadStore::Commit>& changes, QString* error) {
              return m_store.commit(changes, error);
          })) {}

DatasetService::~DatasetService() = default;

qint64 DatasetService::quotaBytes(const QString& tenantId) const {
    // The small tenant of the seed has a small quota, so the quota path is reachable in a demo.
    return tenantId.contains(u"beacon") ? (qint64(200) << 30) : (qint64(2) << 40);
}

std::variant<UploadRecord, Problem> DatasetService::create(const QString& tenantId, const NewUpload& request,
                                                           const QString& defaultRegion) {
    if (request.length < 0)
        return Problem::badParameter(QStringLiteral("Upload-Length"),
                                     QStringLiteral("expected a size in bytes"));
    if (request.length > maxUploadSize)
        return problem(413, "upload_too_large", QStringLiteral("Upload too large"),
                       QStringLiteral("An upload is at most 1 TiB (Tus-Max-Size)."));
    // A partial upload is bytes only: the final upload that joins it says what they are.
    UploadRules::DatasetFields fields;
    if (!request.partial) {
        auto checked = UploadRules::datasetFields(request.metadata, defaultRegion);
        if (auto* p = std::get_if<Problem>(&checked))
            return *p;
        fields = std::get<UploadRules::DatasetFields>(checked);
    }

    std::lock_guard lock(m_mutex);
    QString error;
    if (!request.idempotencyKey.isEmpty()) {
        if (auto earlier = m_store.uploadByKey(tenantId, request.idempotencyKey, &error)) {
            if (earlier->length != request.length || earlier->metadata != request.metadata ||
                earlier->isPartial() != request.partial)
                return problem(422, "idempotency_key_reused", QStringLiteral("Idempotency key reused"),
                               QStringLiteral("This Idempotency-Key was used for a different upload."));
            return *earlier;
        }
    }
    const qint64 used = m_store.usedBytes(tenantId, m_clock.now(), &error);
    if (!error.isEmpty())
        return storageError(error);
    if (used + request.length > quotaBytes(tenantId))
        return problem(413, "storage_quota_exceeded", QStringLiteral("Storage quota exceeded"),
                       QStringLiteral("This upload needs %1 bytes; the tenant has %2 of %3 bytes left.")
                           .arg(request.length)
                           .arg(std::max<qint64>(0, quotaBytes(tenantId) - used))
                           .arg(quotaBytes(tenantId)));
    UploadRecord upload = newRecord(tenantId, request.length, request, fields, &error);
    if (request.partial)
        upload.concat = "partial";
    if (!m_store.insert(upload, &error))
        return storageError(error);
    // An empty upload is complete at once: no PATCH will come to finish it.
    if (upload.length == 0) {
        const QString sha256 = QString::fromLatin1(crypto::Digest().result().toHex());
        std::optional<DatasetRecord> dataset;
        if (!request.partial)
            dataset = datasetOf(upload, sha256);
        if (!m_store.commit({{upload.id, 0, true, dataset, sha256}}, &error))
            return storageError(error);
        upload.state = UploadRecord::State::Complete;
    }
    return upload;
}

std::variant<UploadRecord, Problem>
DatasetService::createFinal(const QString& tenantId, const QByteArray& concat, const QStringList& parts,
                            const NewUpload& request, const QString& defaultRegion) {
    auto checked = UploadRules::datasetFields(request.metadata, defaultRegion);
    if (auto* p = std::get_if<Problem>(&checked))
        return *p;
    const UploadRules::DatasetFields fields = std::get<UploadRules::DatasetFields>(checked);
    QList<UploadRecord> partials;
    qint64 length = 0;
    {
        std::lock_guard lock(m_mutex);
        QString error;
        if (!request.idempotencyKey.isEmpty()) {
            if (auto earlier = m_store.uploadByKey(tenantId, request.idempotencyKey, &error)) {
                if (earlier->concat != concat || earlier->metadata != request.metadata)
                    return problem(422, "idempotency_key_reused", QStringLiteral("Idempotency key reused"),
                                   QStringLiteral("This Idempotency-Key was used for a different upload."));
                return *earlier;
            }
        }
        for (const QString& id : parts) {
            const auto part = m_store.upload(id, &error);
            // Another tenant's upload is as unknown here as one that never existed.
            if (!part || part->tenantId != tenantId)
                return problem(
                    400, "concat_unknown_upload", QStringLiteral("Unknown partial upload"),
                    QStringLiteral("Upload-Concat names %1, which is no upload of yours.").arg(id));
            if (!part->isPartial())
                return problem(400, "concat_not_partial", QStringLiteral("Not a partial upload"),
                               QStringLiteral("Upload-Concat names %1, which was not created with "
                                              "'Upload-Concat: partial'.")
                                   .arg(id));
            if (part->state == UploadRecord::State::Terminated || m_clock.now() > part->expiresAt)
                return problem(410, "upload_gone", QStringLiteral("Upload gone"),
                               QStringLiteral("Partial upload %1 was terminated or expired; upload its bytes "
                                              "again as a new partial upload.")
                                   .arg(id));
            if (part->state != UploadRecord::State::Complete || m_busy.contains(id))
                return problem(
                    409, "concat_partial_unfinished", QStringLiteral("Partial upload unfinished"),
                    QStringLiteral("Partial upload %1 has %2 of its %3 bytes; finish it before the "
                                   "final upload (this server does not offer "
                                   "concatenation-unfinished).")
                        .arg(id)
                        .arg(part->offset)
                        .arg(part->length));
            if (!part->joinedInto.isEmpty())
                return problem(409, "concat_partial_joined", QStringLiteral("Partial upload already joined"),
                               QStringLiteral("Partial upload %1 is part of final upload %2 already.")
                                   .arg(id, part->joinedInto));
            partials.append(*part);
            length += part->length;
        }
        if (length > maxUploadSize)
            return problem(413, "upload_too_large", QStringLiteral("Upload too large"),
                           QStringLiteral("An upload is at most 1 TiB (Tus-Max-Size); these partial uploads "
                                          "add up to %1 bytes.")
                               .arg(length));
        for (const QString& id : parts)
            m_busy.insert(id);
    }
    // The partials are this request's until it ends.
    struct Release {
        DatasetService* service;
        QStringList ids;
        ~Release() {
            for (const QString& id : ids)
                service->release(id);
        }
    } release{this, parts};
    QString error;
    const QString sha256 = compositeSha256(partials, &error);
    if (sha256.isEmpty())
        return storageError(error);

    std::lock_guard lock(m_mutex);
    UploadRecord upload = newRecord(tenantId, length, request, fields, &error);
    upload.offset = length;
    upload.state = UploadRecord::State::Complete;
    upload.concat = concat;
    upload.parts = parts;
    if (!m_store.insertFinal(upload, datasetOf(upload, sha256), &error))
        return storageError(error);
    return upload;
}

UploadRecord DatasetService::newRecord(const QString& tenantId, qint64 length, const NewUpload& request,
                                       const UploadRules::DatasetFields& fields, QString* error) {
    UploadRecord upload;
    upload.id = QStringLiteral("up-%1").arg(m_store.nextSerial(error), 8, 10, QLatin1Char('0'));
    upload.tenantId = tenantId;
    upload.length = length;
    upload.metadata = request.metadata;
    upload.datasetName = fields.name;
    upload.fileName = fields.fileName;
    upload.encryption = fields.encryption;
    upload.keyId = fields.keyId;
    upload.region = fields.region;
    upload.idempotencyKey = request.idempotencyKey;
    upload.createdAt = m_clock.now();
    upload.expiresAt = upload.createdAt.addDays(7);
    return upload;
}

std::variant<UploadRecord, Problem> DatasetService::upload(const QString& tenantId, const QString& id) {
    std::lock_guard lock(m_mutex);
    return find(tenantId, id);
}

std::variant<UploadRecord, Problem> DatasetService::find(const QString& tenantId, const QString& id) {
    QString error;
    const auto upload = m_store.upload(id, &error);
    // Another tenant's upload is as absent as one that never existed.
    if (!upload || upload->tenantId != tenantId)
        return Problem::notFound(QStringLiteral("upload"), id);
    if (upload->state == UploadRecord::State::Terminated || m_clock.now() > upload->expiresAt)
        return problem(410, "upload_gone", QStringLiteral("Upload gone"),
                       QStringLiteral("This upload was terminated or expired; start a new one."));
    return *upload;
}

QString DatasetService::compositeSha256(const QList<UploadRecord>& partials, QString* error) {
    // Each partial was hashed as its bytes arrived, so joining reads none of them again: the
    // digest of the parts' digests, "-" and their number, as Amazon S3's composite checksums of
    // multipart uploads. The whole file's SHA-256 would read every byte back from the disk
    // while the client waits, 17 minutes for a terabyte at 1 GB/s.
    crypto::Digest composite;
    for (const UploadRecord& part : partials) {
        QByteArray digest = QByteArray::fromHex(part.sha256.toLatin1());
        if (digest.size() != 32) {
            // Completed before partials kept their digest.
            crypto::Digest own;
            if (!m_store.read(
                    part.id, 0, part.length - 1, [&](const QByteArray& piece) { own.add(piece); }, error))
                return {};
            digest = own.result();
        }
        composite.add(digest);
    }
    return QString::fromLatin1(composite.result().toHex()) + u'-' + QString::number(partials.size());
}

std::shared_ptr<DatasetService::RunningHash> DatasetService::runningHash(const UploadRecord& upload) {
    std::shared_ptr<RunningHash> hash;
    {
        std::lock_guard lock(m_mutex);
        hash = m_hashes.value(upload.id);
    }
    if (!hash || hash->offset != upload.offset) {
        // Restarted since the upload began (or a commit failed): hash what is stored.
        hash = std::make_shared<RunningHash>();
        QString ignored;
        m_store.read(
            upload.id, 0, upload.offset - 1, [&](const QByteArray& piece) { hash->add(piece); }, &ignored);
    }
    return hash;
}

DatasetRecord DatasetService::datasetOf(const UploadRecord& upload, const QString& sha256) {
    return DatasetRecord{QStringLiteral("ds-") + upload.id.mid(3),
                         upload.tenantId,
                         upload.id,
                         upload.datasetName,
                         upload.region,
                         upload.fileName,
                         upload.length,
                         sha256,
                         upload.encryption,
                         upload.keyId,
                         m_clock.now(),
                         {}};
}

std::variant<UploadRecord, Problem> DatasetService::claim(const QString& tenantId, const QString& id,
                                                          qint64 offset, qint64 size) {
    std::lock_guard lock(m_mutex);
    auto found = find(tenantId, id);
    if (auto* p = std::get_if<Problem>(&found))
        return *p;
    const UploadRecord& upload = std::get<UploadRecord>(found);
    QString error;
    m_store.addReceived(id, size, &error);
    if (upload.isFinal())
        return problem(403, "final_upload", QStringLiteral("Final upload"),
                       QStringLiteral("A final upload is made of its partial uploads and takes no PATCH; "
                                      "send the bytes to the partial uploads."));
    // Another PATCH of this upload still under way ends at an offset this one cannot know yet.
    if (upload.state == UploadRecord::State::Complete || offset != upload.offset || m_busy.contains(id))
        return problem(
            409, "offset_mismatch", QStringLiteral("Offset mismatch"),
            QStringLiteral("The upload is at byte %1, not %2. Ask with HEAD and continue from there.")
                .arg(upload.offset)
                .arg(offset));
    if (size > upload.length - upload.offset)
        return problem(400, "upload_overflow", QStringLiteral("Too many bytes"),
                       QStringLiteral("The upload is %1 bytes long; this would end at byte %2.")
                           .arg(upload.length)
                           .arg(upload.offset + size));
    m_busy.insert(id);
    return upload;
}

void DatasetService::release(const QString& id) {
    std::lock_guard lock(m_mutex);
    m_busy.remove(id);
}

std::variant<UploadRecord, Problem> DatasetService::append(const QString& tenantId, const QString& id,
                                                           qint64 offset, const QByteArray& bytes,
                                                           const QByteArray& checksum) {
    auto claimed = claim(tenantId, id, offset, bytes.size());
    if (auto* p = std::get_if<Problem>(&claimed))
        return *p;
    UploadRecord upload = std::get<UploadRecord>(claimed);
    // From here the upload is this PATCH's alone until release(): nothing below holds the lock.
    struct Release {
        DatasetService* service;
        QString id;
        ~Release() { service->release(id); }
    } release{this, id};
    // The bytes go to the file first, so the disk writes them while they are hashed; they count
    // only once the commit records the new offset, and a refused PATCH's bytes past the offset are
    // overwritten by the next one.
    QString error;
    if (!m_store.writeBytes(id, offset, bytes, upload.length, &error))
        return storageError(error);
    if (!checksum.isEmpty()) {
        if (auto bad = UploadRules::verifyChecksum(checksum, bytes))
            return *bad;
    }
    // Partial uploads too: a join then needs their digests, not their bytes again.
    std::shared_ptr<RunningHash> hash = runningHash(upload);
    hash->add(bytes);
    const bool completes = upload.offset + bytes.size() == upload.length;
    std::optional<DatasetRecord> dataset;
    QString sha256;
    if (completes) {
        sha256 = hash->hex();
        if (!upload.isPartial())
            dataset = datasetOf(upload, sha256);
    }
    if (!m_commits->commit({id, offset + bytes.size(), completes, dataset, sha256}, &error)) {
        std::lock_guard lock(m_mutex);
        m_hashes.remove(id);
        return storageError(error);
    }
    {
        std::lock_guard lock(m_mutex);
        if (completes)
            m_hashes.remove(id);
        else
            m_hashes.insert(id, hash);
    }
    upload.offset += bytes.size();
    upload.state = completes ? UploadRecord::State::Complete : UploadRecord::State::Open;
    return upload;
}

std::optional<Problem> DatasetService::terminate(const QString& tenantId, const QString& id) {
    std::lock_guard lock(m_mutex);
    auto found = find(tenantId, id);
    if (auto* p = std::get_if<Problem>(&found))
        return *p;
    const UploadRecord& upload = std::get<UploadRecord>(found);
    if (!upload.joinedInto.isEmpty())
        return problem(409, "upload_joined", QStringLiteral("Upload joined"),
                       QStringLiteral("This partial upload is part of final upload %1 and its dataset now; "
                                      "delete the dataset instead.")
                           .arg(upload.joinedInto));
    if (upload.state == UploadRecord::State::Complete && !upload.isPartial())
        return problem(
            409, "upload_complete", QStringLiteral("Upload complete"),
            QStringLiteral("This upload finished and is a dataset now; delete the dataset instead."));
    if (m_busy.contains(id))
        return problem(409, "upload_busy", QStringLiteral("Upload busy"),
                       QStringLiteral("A PATCH or a concatenation of this upload is under way; try again "
                                      "when it has been answered."));
    QString error;
    if (!m_store.terminate(id, &error))
        return storageError(error);
    m_hashes.remove(id);
    return std::nullopt;
}

QList<UploadRecord> DatasetService::expiredUploads(const QString& tenantId) {
    std::lock_guard lock(m_mutex);
    QString error;
    QList<UploadRecord> open = m_store.openUploads(tenantId, &error);
    const QDateTime now = m_clock.now();
    open.removeIf([&](const UploadRecord& u) { return !(now > u.expiresAt); });
    return open;
}

QList<DatasetRecord> DatasetService::datasets(const QString& tenantId) {
    std::lock_guard lock(m_mutex);
    QString error;
    return m_store.datasets(tenantId, &error);
}

std::optional<DatasetRecord> DatasetService::dataset(const QString& tenantId, const QString& id) {
    std::lock_guard lock(m_mutex);
    QString error;
    auto found = m_store.dataset(id, &error);
    if (!found || found->tenantId != tenantId)
        return std::nullopt;
    return found;
}

QStringList DatasetService::attachedClusters(const QString& tenantId, const QString& id) const {
    return m_attached ? m_attached(tenantId, id) : QStringList();
}

std::optional<Problem> DatasetService::remove(const QString& tenantId, const QString& id) {
    const auto found = dataset(tenantId, id);
    if (!found)
        return Problem::notFound(QStringLiteral("dataset"), id);
    const QStringList clusters = attachedClusters(tenantId, id);
    if (!clusters.isEmpty())
        return problem(
            409, "dataset_in_use", QStringLiteral("Dataset in use"),
            QStringLiteral("Clusters %1 use this dataset; terminate them first.").arg(clusters.join(u", ")));
    std::lock_guard lock(m_mutex);
    QString error;
    if (!m_store.removeDataset(*found, &error))
        return storageError(error);
    return std::nullopt;
}

std::variant<QByteArray, Problem> DatasetService::content(const QString& tenantId, const QString& id,
                                                          qint64 from, qint64 to) {
    const auto found = dataset(tenantId, id);
    if (!found)
        return Problem::notFound(QStringLiteral("dataset"), id);
    std::lock_guard lock(m_mutex);
    QByteArray out;
    out.reserve(to - from + 1);
    QString error;
    if (!m_store.read(
            found->uploadId, from, to, [&](const QByteArray& piece) { out += piece; }, &error))
        return storageError(error);
    return out;
}

QStringList DatasetService::missing(const QString& tenantId, const QStringList& ids) {
    QStringList out;
    for (const QString& id : ids) {
        if (!dataset(tenantId, id))
            out.append(id);
    }
    return out;
}

QStringList DatasetService::notBundles(const QString& tenantId, const QStringList& ids) {
    QStringList out;
    for (const QString& id : ids) {
        if (const auto d = dataset(tenantId, id); d && !isFolderBundle(d->fileName))
            out.append(id);
    }
    return out;
}

bool DatasetService::isFolderBundle(const QString& fileName) {
    for (const char* suffix : {".tar.zst", ".tar", ".tar.gz", ".tgz"}) {
        if (fileName.endsWith(QLatin1String(suffix), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace cd::sim
