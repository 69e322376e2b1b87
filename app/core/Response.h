#pragma once

#include "Error.h"
#include "HeaderList.h"

#include <QByteArray>

namespace cd {

// What came back: an HTTP status, headers and body, or, when no HTTP answer arrived at all, the
// transport's failure (status 0 and failure.kind set).
struct Response {
    int status = 0;
    HeaderList headers;
    QByteArray body;
    Error failure;
    // From the request's last byte sent to the answer's first byte received: one round trip and
    // the server's time, without connecting (which may take several round trips). -1 when the
    // transport cannot tell.
    double waitSeconds = -1;

    bool isTransportFailure() const { return failure.isError(); }
    static Response fromFailure(Error error);
};

} // namespace cd
