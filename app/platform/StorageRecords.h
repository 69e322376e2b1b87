#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace cd::sim {

// A tus upload as the platform keeps it. Its bytes live in a file of its own (UploadFiles); a final
// upload (tus concatenation) has none: it is its partial uploads' files, in order.
struct UploadRecord {
    enum class State { Open, Complete, Terminated };
    QString id;
    QString tenantId;
    qint64 length = 0;
    qint64 offset = 0;
    QByteArray metadata; // the Upload-Metadata header as sent
    QString datasetName;
    QString fileName;
    QString encryption; // "cd-aes256gcm-v1" or "none"
    QString keyId;      // 32 hex digits naming the client's key; never a key
    QString region;
    QString idempotencyKey;
    State state = State::Open;
    QDateTime createdAt;
    QDateTime expiresAt;
    qint64 receivedBytes = 0; // every PATCH body byte that arrived, kept or not
    // tus concatenation: "partial", or "final;<url> <url> ..." as the creation request sent it;
    // empty for a plain upload.
    QByteArray concat;
    QStringList parts;  // a final upload's partial uploads, in order
    QString joinedInto; // a partial upload that a final upload took
    QString sha256;     // once complete: the SHA-256 of its bytes, hashed as they arrived
    bool isPartial() const { return concat == "partial"; }
    bool isFinal() const { return concat.startsWith("final;"); }
};

// What a finished upload becomes.
struct DatasetRecord {
    QString id;
    QString tenantId;
    QString uploadId;
    QString name;
    QString region;
    QString fileName;
    qint64 sizeBytes = 0;
    // Of the stored (encrypted) bytes. Joined from partial uploads: the SHA-256 of the parts'
    // digests, then "-" and their number (DatasetService::compositeSha256).
    QString sha256;
    QString encryption;
    QString keyId;
    QDateTime createdAt;
    struct Part {
        qint64 sizeBytes = 0;
        QString sha256;
    };
    QList<Part> parts; // joined from partial uploads: each, in order
};

} // namespace cd::sim
