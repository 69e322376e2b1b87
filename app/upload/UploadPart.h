#pragma once

#include <QByteArray>
#include <QList>

namespace cd {

// One partial upload of the tus concatenation extension: a run of whole chunks of the payload,
// sent on its own connection while the others send theirs, and joined into the dataset at the
// end by a final upload. The journal keeps each part, so a resume knows every part's upload and
// which of its bytes were in flight.
struct UploadPart {
    qint64 firstChunk = 0; // chunks [firstChunk, endChunk) of the payload's layout
    qint64 endChunk = 0;
    QByteArray idempotencyKey;
    QByteArray uploadPath; // "/v1/uploads/up-..." once created
    qint64 confirmed = 0;  // bytes of this part the server holds
    // The request sent and not yet confirmed: its chunks and SHA-256 chained over their GCM tags,
    // written down before it goes out. Its nonces are spoken for: rebuilt with other tags, the
    // source changed and the upload starts over under a new header (as pendingSegment does).
    qint64 pendingFirst = -1;
    qint64 pendingEnd = -1;
    QByteArray pendingTags;

    bool operator==(const UploadPart&) const = default;

    static QByteArray toJson(const QList<UploadPart>& parts);
    // Empty for an empty or unreadable value: the upload then goes as one (a journal of an earlier
    // version has no parts).
    static QList<UploadPart> fromJson(const QByteArray& json);
};

} // namespace cd
