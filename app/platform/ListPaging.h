#pragma once

#include "Problem.h"

#include <QByteArray>
#include <QJsonValue>
#include <QUrlQuery>

#include <algorithm>

#include <variant>

namespace cd::sim {

// page_size and page_token for every list route (api.md pagination). Tokens are opaque to
// clients; here they carry an offset, and a token this server did not make is a 400.
struct PageRequest {
    int pageSize = 100;
    qsizetype offset = 0;

    // Written so that a huge offset from a forged token cannot overflow.
    qsizetype end(qsizetype total) const {
        return offset >= total ? total : std::min(total, offset + pageSize);
    }
    qsizetype begin(qsizetype total) const { return std::min(offset, total); }
};

class ListPaging {
public:
    static constexpr int defaultPageSize = 100;
    static constexpr int maxPageSize = 1000;

    static std::variant<PageRequest, Problem> parse(const QUrlQuery& query);
    // "null" after the last page, else the token for the page starting at `end`.
    static QJsonValue nextToken(qsizetype end, qsizetype total);
    static QByteArray nextTokenJson(qsizetype end, qsizetype total);
};

} // namespace cd::sim
