#include "DatasetService.h"

#include "SimClock.h"
#include "UploadStore.h"

#include "core/TusMetadata.h"
#include "crypto/Digest.h"

#include <QRegularExpression>

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

// A name is data that other programs show and save under: the console offers it as a file name,
// and a terminal or a file manager shows it. Control characters could forge lines or escapes,
// bidirectional controls make "txt.exe" look like "exe.txt", and "." or ".." walk out of a folder.
QString nameRefusal(const QString& value, const QString& key) {
    if (value == u"." || value == u"..")
        return QStringLiteral("'%1' cannot be '.' or '..'").arg(key);
    for (const QChar c : value) {
        const char16_t u = c.unicode();
        const bool bidi = (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x200E ||
                          u == 0x200F || u == 0x061C;
        if (c.category() == QChar::Other_Control || bidi)
            return QStringLiteral("'%1' cannot contain control or bidirectional characters (U+%2)")
                .arg(key, QStringLiteral("%1").arg(uint(u), 4, 16, QLatin1Char('0')).toUpper());
    }
    return {};
}

Problem invalidName(const QString& why) {
    return problem(
        422, "invalid_field", QStringLiteral("Invalid name"),
        why + QStringLiteral(": names are shown and saved as they are, so they must be plain text."));
}

Problem storageError(const QString& error) {
    return Problem::internal(QStringLiteral("Storage failed: ") + error);
}

// Upload-Checksum: "<algorithm> <base64 digest>" (tus checksum extension).
std::optional<Problem> verifyChecksum(const QByteArray& header, const QByteArray& bytes) {
    const qsizetype space = header.indexOf(' ');
    const QByteArray algorithm = header.left(space).trimmed().toLower();
    const bool known = algorithm == "sha1" || algorithm == "sha256";
    if (space < 0 || !known)
        return problem(400, "unsupported_checksum", QStringLiteral("Unsupported checksum"),
                       QStringLiteral("Upload-Checksum takes sha1 or sha256 and a base64 digest."));
    const auto expected = QByteArray::fromBase64Encoding(header.mid(space + 1).trimmed(),
                                                         QByteArray::AbortOnBase64DecodingErrors);
    const QByteArray digest = crypto::Digest::of(
        algorithm == "sha1" ? crypto::Digest::Algorithm::Sha1 : crypto::Digest::Algorithm::Sha256, bytes);
    if (!expected || expected.decoded != digest)
        return problem(
            460, "checksum_mismatch", QStringLiteral("Checksum mismatch"),
            QStringLiteral("The bytes that arrived do not match Upload-Checksum; nothing was stored. "
                           "Send them again."));
    return std::nullopt;
}

} // namespace

DatasetService::DatasetService(UploadStore& store, SimClock& clock, AttachedClusters attached)
    : m_store(store)
    , m_clock(clock)
    , m_attached(std::move(attached)) {}

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
    const auto metadata = TusMetadata::decode(request.metadata);
    if (!metadata)
        return Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                     QStringLiteral("expected comma-separated 'key base64value' pairs"));
    const QString name = metadata->value("dataset").value_or(QString()).trimmed();
    const QString fileName = metadata->value("filename").value_or(QString());
    const QString encryption = metadata->value("encryption").value_or(QString());
    const QString keyId = metadata->value("key_id").value_or(QString());
    QString region = metadata->value("region").value_or(QString()).trimmed();
    if (region.isEmpty())
        region = defaultRegion;
    if (name.isEmpty() || name.size() > 100)
        return Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                     QStringLiteral("'dataset' is 1 to 100 characters"));
    if (fileName.isEmpty() || fileName.size() > 255 || fileName.contains(u'/') || fileName.contains(u'\\'))
        return Problem::badParameter(
            QStringLiteral("Upload-Metadata"),
            QStringLiteral("'filename' is a plain file name of 1 to 255 characters"));
    for (const auto& [value, key] :
         {std::pair{name, QStringLiteral("dataset")}, std::pair{fileName, QStringLiteral("filename")}}) {
        if (const QString why = nameRefusal(value, key); !why.isEmpty())
            return invalidName(why);
    }
    if (encryption != u"cd-aes256gcm-v1" && encryption != u"none")
        return Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                     QStringLiteral("'encryption' is cd-aes256gcm-v1 or none"));
    static const QRegularExpression hex32(QStringLiteral("^[0-9a-f]{32}$"));
    if (encryption != u"none" && !hex32.match(keyId).hasMatch())
        return Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                     QStringLiteral("'key_id' is 32 lowercase hex digits naming the key"));

    std::lock_guard lock(m_mutex);
    QString error;
    if (!request.idempotencyKey.isEmpty()) {
        if (auto earlier = m_store.uploadByKey(tenantId, request.idempotencyKey, &error)) {
            if (earlier->length != request.length || earlier->metadata != request.metadata)
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
    UploadRecord upload;
    const int serial = m_store.nextSerial(&error);
    upload.id = QStringLiteral("up-%1").arg(serial, 8, 10, QLatin1Char('0'));
    upload.tenantId = tenantId;
    upload.length = request.length;
    upload.metadata = request.metadata;
    upload.datasetName = name;
    upload.fileName = fileName;
    upload.encryption = encryption;
    upload.keyId = encryption == u"none" ? QString() : keyId;
    upload.region = region;
    upload.idempotencyKey = request.idempotencyKey;
    upload.createdAt = m_clock.now();
    upload.expiresAt = upload.createdAt.addDays(7);
    if (!m_store.insert(upload, &error))
        return storageError(error);
    // An empty upload is complete at once: no PATCH will come to finish it.
    if (upload.length == 0) {
        DatasetRecord dataset{QStringLiteral("ds-") + upload.id.mid(3),
                              tenantId,
                              upload.id,
                              name,
                              region,
                              fileName,
                              0,
                              finalDigest(upload, {}),
                              upload.encryption,
                              upload.keyId,
                              m_clock.now()};
        if (!m_store.append(upload.id, 0, {}, &dataset, &error))
            return storageError(error);
        upload.state = UploadRecord::State::Complete;
    }
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

QString DatasetService::finalDigest(const UploadRecord& upload, const QByteArray& lastBytes) {
    auto hash = m_hashes.value(upload.id);
    if (!hash || hash->offset != upload.offset) {
        // Restarted since the upload began: hash what is stored.
        hash = std::make_shared<RunningHash>();
        QString ignored;
        m_store.read(
            upload.id, 0, upload.offset - 1, [&](const QByteArray& piece) { hash->add(piece); }, &ignored);
    }
    hash->add(lastBytes);
    m_hashes.remove(upload.id);
    return hash->hex();
}

std::variant<UploadRecord, Problem> DatasetService::append(const QString& tenantId, const QString& id,
                                                           qint64 offset, const QByteArray& bytes,
                                                           const QByteArray& checksum) {
    std::lock_guard lock(m_mutex);
    auto found = find(tenantId, id);
    if (auto* p = std::get_if<Problem>(&found))
        return *p;
    UploadRecord upload = std::get<UploadRecord>(found);
    QString error;
    m_store.addReceived(id, bytes.size(), &error);
    if (upload.state == UploadRecord::State::Complete || offset != upload.offset)
        return problem(
            409, "offset_mismatch", QStringLiteral("Offset mismatch"),
            QStringLiteral("The upload is at byte %1, not %2. Ask with HEAD and continue from there.")
                .arg(upload.offset)
                .arg(offset));
    if (bytes.size() > upload.length - upload.offset)
        return problem(400, "upload_overflow", QStringLiteral("Too many bytes"),
                       QStringLiteral("The upload is %1 bytes long; this would end at byte %2.")
                           .arg(upload.length)
                           .arg(upload.offset + bytes.size()));
    if (!checksum.isEmpty()) {
        if (auto bad = verifyChecksum(checksum, bytes))
            return *bad;
    }
    const bool completes = upload.offset + bytes.size() == upload.length;
    DatasetRecord dataset;
    if (completes) {
        dataset.id = QStringLiteral("ds-") + upload.id.mid(3);
        dataset.tenantId = tenantId;
        dataset.uploadId = upload.id;
        dataset.name = upload.datasetName;
        dataset.region = upload.region;
        dataset.fileName = upload.fileName;
        dataset.sizeBytes = upload.length;
        dataset.sha256 = finalDigest(upload, bytes);
        dataset.encryption = upload.encryption;
        dataset.keyId = upload.keyId;
        dataset.createdAt = m_clock.now();
    }
    if (!m_store.append(id, offset, bytes, completes ? &dataset : nullptr, &error))
        return storageError(error);
    if (!completes) {
        auto& hash = m_hashes[id];
        if (!hash || hash->offset != offset) {
            hash = std::make_shared<RunningHash>();
            m_store.read(
                id, 0, offset - 1, [&](const QByteArray& piece) { hash->add(piece); }, &error);
        }
        hash->add(bytes);
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
    if (std::get<UploadRecord>(found).state == UploadRecord::State::Complete)
        return problem(
            409, "upload_complete", QStringLiteral("Upload complete"),
            QStringLiteral("This upload finished and is a dataset now; delete the dataset instead."));
    QString error;
    if (!m_store.terminate(id, &error))
        return storageError(error);
    m_hashes.remove(id);
    return std::nullopt;
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
