#pragma once

#include "HeaderList.h"
#include "StreamedBody.h"

#include <QByteArray>
#include <QUrlQuery>

#include <memory>

namespace cd {

// One HTTP request as both the client and the simulator see it: a method, a path below the server's
// base URL, a query, headers and a body. Transports carry it; they never interpret it.
struct Request {
    QByteArray method = QByteArrayLiteral("GET");
    QByteArray path; // "/v1/offerings", percent-encoded
    QUrlQuery query;
    HeaderList headers;
    QByteArray body;
    // Instead of `body`, for an upload's large PATCH: its bytes produced as they are sent.
    std::shared_ptr<StreamedBody> streamedBody;
    // The caller vouches that sending it twice changes nothing, whatever the method: a POST that
    // only computes (an estimate) may then be retried like a GET.
    bool safeToRepeat = false;
    // A long transfer of its own (an upload's PATCH, a download's range): like a stream it takes a
    // connection of its own at once, rather than one of the few a page's calls share, so a page
    // never waits behind an upload.
    bool bulk = false;

    // Path and query as they go on the request line: "/v1/offerings?region=cn-north-1".
    QByteArray target() const;
    // Safe to send again without changing anything (RFC 9110 section 9.2.2), or made so by a key.
    bool isRetryable() const;
    qint64 bodySize() const { return streamedBody ? streamedBody->size() : body.size(); }
};

} // namespace cd
