#pragma once

#include "core/Request.h"
#include "core/Response.h"
#include "core/TusMetadata.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

namespace cd {

// tus 1.0.0 as the uploader speaks it (creation, core, termination, checksum and concatenation):
// building the requests and reading the answers, with no I/O, so it can be tested and fuzzed on
// its own. Every answer from a server is untrusted: a missing or malformed header is a
// BadResponse, never a guess.
class TusProtocol {
public:
    static constexpr char version[] = "1.0.0";

    struct Capabilities {
        QStringList extensions;
        QStringList checksumAlgorithms;
        qint64 maxSize = -1; // -1: not announced
    };
    struct Offset {
        qint64 offset = 0;
        qint64 length = -1; // -1: not announced
    };
    // What a reply means for the upload loop.
    enum class Outcome {
        Ok,
        OffsetConflict,   // 409: ask with HEAD, continue from the server's offset
        ChecksumMismatch, // 460: the bytes were damaged on the way; send them again
        Gone,             // 404 or 410: the upload no longer exists; start a new one
        Retry,            // transport failure, 5xx, 429: wait and try again
        Fatal,            // 4xx that sending again will not fix (role, quota, bad request)
    };

    static Request options(const QByteArray& collection);
    static Request create(const QByteArray& collection, qint64 length, const TusMetadata& metadata,
                          const QByteArray& idempotencyKey);
    // The concatenation extension: a partial upload carries some of the bytes, with no metadata of
    // its own; the final one joins the partials in order (its length is theirs together) and
    // carries the metadata.
    static Request createPartial(const QByteArray& collection, qint64 length,
                                 const QByteArray& idempotencyKey);
    static Request createFinal(const QByteArray& collection, const QList<QByteArray>& partPaths,
                               const TusMetadata& metadata, const QByteArray& idempotencyKey);
    static Request head(const QByteArray& uploadPath);
    // `checksum` is "sha256 <base64>" or empty.
    static Request patch(const QByteArray& uploadPath, qint64 offset, QByteArray body,
                         const QByteArray& checksum);
    static Request terminate(const QByteArray& uploadPath);
    // The platform's dataset a finished upload becomes: upload "up-X" is dataset "ds-X"
    // (resources/api/openapi.yaml, POST /v1/uploads).
    static QString datasetId(const QByteArray& uploadPath);
    static Request deleteDataset(const QByteArray& uploadPath);

    static Outcome classify(const Response& response);
    static std::optional<Capabilities> readCapabilities(const Response& response);
    // The upload's path from a 201's Location, which may be absolute ("https://host/v1/uploads/x")
    // or a path; null when missing or pointing at another server than `baseUrl`.
    static std::optional<QByteArray> readLocation(const Response& response, const QByteArray& baseUrl);
    static std::optional<Offset> readOffset(const Response& response);
    // A non-negative decimal without sign, spaces or exponent, below 2^62.
    static std::optional<qint64> readSize(const QByteArray& value);
};

} // namespace cd
