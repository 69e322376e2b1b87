#pragma once

#include "SourceIdentity.h"
#include "UploadPart.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace cd {

enum class UploadState {
    Queued,    // waiting its turn
    Bundling,  // a folder being packed into tar + zstd
    Uploading, // sending
    Verifying, // all sent; checking the platform's size and checksum
    Paused,    // stopped by the person; resumes from the server's offset
    Done,
    Failed,
    Cancelled,
};
QString uploadStateId(UploadState state);
UploadState uploadStateFromId(const QString& id);
inline bool isFinal(UploadState s) {
    return s == UploadState::Done || s == UploadState::Failed || s == UploadState::Cancelled;
}

// One file or folder on its way to becoming a dataset, as the journal keeps it. Everything needed
// to resume after a crash is here, and nothing secret: the header holds the data key only wrapped
// with the tenant key, which stays in the keychain.
struct UploadJob {
    qint64 id = 0;
    QString profile; // the connection it belongs to
    QString source;  // what the person chose: a file or a folder
    bool folder = false;
    QString payloadPath; // what is sent: the file, or the bundle made from the folder
    QString datasetName;
    QString fileName;      // its name on the platform
    bool encrypted = true; // false only for measuring the cost of encryption
    qint64 plainSize = -1;
    // The payload as the file system described it when this attempt began: any change since means
    // the file may no longer be what was sent, and the upload starts over (encryption-format.md 12.4).
    SourceIdentity sourceIdentity;
    QByteArray header; // the encryption header of this attempt
    QByteArray idempotencyKey;
    QByteArray uploadPath; // "/v1/uploads/up-..." once created
    qint64 uploadLength = -1;
    qint64 confirmedOffset = 0;
    // SHA-256 chained over the GCM tags of the first chainSegments segments: tags are MACs of
    // the plaintext, so a resume can tell whether the source changed without storing a hash of
    // all it sent.
    QByteArray tagChain;
    qint64 chainSegments = 0;
    // The segment sent but not yet confirmed, and its GCM tag, written down before its PATCH goes
    // out: its nonce is then in use. A rebuilt segment with another tag would put a second
    // plaintext under that nonce, so the upload starts over with a new header instead.
    qint64 pendingSegment = -1;
    QByteArray pendingTag;
    // The partial uploads it goes in, several at once (tus concatenation); empty when it goes as
    // one upload, one request at a time. uploadPath is then the final upload that joins them.
    QList<UploadPart> parts;
    UploadState state = UploadState::Queued;
    QString error;
    QString datasetId;
    QStringList leftOut; // what a folder's bundle left out, and why
    QDateTime createdAt;
};

} // namespace cd
