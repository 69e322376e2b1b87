#pragma once

#include "core/LogQuery.h"
#include "core/Result.h"

#include <QByteArray>
#include <QUrlQuery>

namespace cd {

// A cluster's log pages and stream events (api.md "logs"), and the query both are asked with.
class LogDecoder {
public:
    static Result<LogPage> page(const QByteArray& body);
    // One `event: log` of the stream.
    static Result<LogLine> line(const QByteArray& body);
    // The query string: `after`, `since`, `node`, `rank`, `level`, `page_size`, `tail`,
    // `page_token`, each only when set. The stream takes node, rank and level of it.
    static QUrlQuery encode(const LogQuery& query);
};

} // namespace cd
