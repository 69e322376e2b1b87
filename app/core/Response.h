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

    bool isTransportFailure() const { return failure.isError(); }
    static Response fromFailure(Error error);
};

} // namespace cd
