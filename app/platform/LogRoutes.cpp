#include "LogRoutes.h"

#include "LogStream.h"
#include "Platform.h"
#include "PlatformJson.h"

#include <QJsonDocument>

#include <limits>
#include <optional>

namespace cd::sim {

namespace {

const QString afterKey = QStringLiteral("after");
const QString tailKey = QStringLiteral("tail");
const QString pageSizeKey = QStringLiteral("page_size");
const QString pageTokenKey = QStringLiteral("page_token");

// A whole number in [low, high], or nothing.
std::optional<qint64> number(const QUrlQuery& query, const QString& key, qint64 low, qint64 high) {
    bool ok = false;
    const qint64 value = query.queryItemValue(key).toLongLong(&ok);
    if (!ok || value < low || value > high)
        return std::nullopt;
    return value;
}

// A page token carries the seq the next page starts after: "s:<seq>", opaque to clients.
QString tokenAfter(qint64 seq) {
    const QByteArray raw = "s:" + QByteArray::number(seq);
    return QString::fromLatin1(raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<qint64> seqOfToken(const QString& token) {
    const auto decoded = QByteArray::fromBase64Encoding(
        token.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || !decoded.decoded.startsWith("s:"))
        return std::nullopt;
    bool ok = false;
    const qint64 seq = decoded.decoded.mid(2).toLongLong(&ok);
    if (!ok || seq < 0)
        return std::nullopt;
    return seq;
}

Response badParameter(const QString& name, const QString& detail) {
    return Problem::badParameter(name, detail).toResponse();
}

} // namespace

std::variant<LogStore::Filter, Problem> LogRoutes::filterOf(const QUrlQuery& query) {
    LogStore::Filter filter;
    const QString nodeKey = QStringLiteral("node");
    const QString rankKey = QStringLiteral("rank");
    const QString levelKey = QStringLiteral("level");
    const QString sinceKey = QStringLiteral("since");
    if (query.hasQueryItem(nodeKey)) {
        filter.node = query.queryItemValue(nodeKey, QUrl::FullyDecoded);
        if (filter.node.isEmpty())
            return Problem::badParameter(nodeKey, QStringLiteral("a node id of the cluster"));
    }
    if (query.hasQueryItem(rankKey)) {
        const auto rank = number(query, rankKey, 0, 1'000'000);
        if (!rank)
            return Problem::badParameter(rankKey, QStringLiteral("a global rank: a whole number from 0"));
        filter.rank = int(*rank);
    }
    if (query.hasQueryItem(levelKey)) {
        const auto level = logLevelFromId(query.queryItemValue(levelKey));
        if (!level)
            return Problem::badParameter(levelKey, QStringLiteral("one of debug, info, warning or error (the "
                                                                  "lowest level shown)"));
        filter.minLevel = *level;
    }
    if (query.hasQueryItem(sinceKey)) {
        const auto since = parseRfc3339(query.queryItemValue(sinceKey, QUrl::FullyDecoded));
        if (!since)
            return Problem::badParameter(sinceKey, QStringLiteral("an RFC 3339 time in UTC, such as "
                                                                  "2026-12-01T09:00:00Z"));
        filter.since = *since;
    }
    return filter;
}

QByteArray LogRoutes::lineJson(const LogLine& line) {
    // Written by hand: a page holds thousands of lines, and the stream sends them one by one.
    return "{\"seq\":" + QByteArray::number(line.seq) +
           ",\"time\":" + jsonString(line.time.toUTC().toString(Qt::ISODateWithMs)) +
           ",\"node\":" + jsonString(line.node) +
           ",\"rank\":" + (line.rank >= 0 ? QByteArray::number(line.rank) : QByteArray("null")) +
           ",\"level\":" + jsonString(logLevelId(line.level)) + ",\"text\":" + jsonString(line.text) + '}';
}

Response LogRoutes::list(const RouteContext& context, const QString& clusterId) {
    Platform& platform = context.platform;
    const QString& tenantId = context.principal.tenantId;
    // Another tenant's cluster is not found, never forbidden: its existence is not ours to tell.
    if (!platform.clusters().cluster(tenantId, clusterId))
        return Problem::notFound(QStringLiteral("cluster"), clusterId).toResponse();
    const QUrlQuery& query = context.request.query;
    const auto filter = filterOf(query);
    if (const auto* problem = std::get_if<Problem>(&filter))
        return problem->toResponse();

    int pageSize = defaultPageSize;
    if (query.hasQueryItem(pageSizeKey)) {
        const auto size = number(query, pageSizeKey, 1, maxPageSize);
        if (!size)
            return badParameter(pageSizeKey, QStringLiteral("a whole number from 1 to %1").arg(maxPageSize));
        pageSize = int(*size);
    }
    qint64 after = 0;
    if (query.hasQueryItem(afterKey)) {
        const auto seq = number(query, afterKey, 0, std::numeric_limits<qint64>::max());
        if (!seq)
            return badParameter(afterKey, QStringLiteral("the seq of a line: a whole number from 0"));
        after = *seq;
    }
    if (query.hasQueryItem(pageTokenKey)) {
        const auto seq = seqOfToken(query.queryItemValue(pageTokenKey));
        if (!seq)
            return badParameter(pageTokenKey, QStringLiteral("not a token this server gave out"));
        after = std::max(after, *seq);
    }

    LogStore::Page page;
    const LogStore::Filter& f = std::get<LogStore::Filter>(filter);
    if (query.hasQueryItem(tailKey)) {
        if (query.hasQueryItem(afterKey) || query.hasQueryItem(pageTokenKey))
            return badParameter(tailKey, QStringLiteral("the newest lines; it does not combine with after or "
                                                        "page_token"));
        const auto count = number(query, tailKey, 1, maxPageSize);
        if (!count)
            return badParameter(tailKey, QStringLiteral("a whole number from 1 to %1").arg(maxPageSize));
        page = platform.logs().tail(tenantId, clusterId, f, int(*count));
    } else {
        page = platform.logs().after(tenantId, clusterId, f, after, pageSize);
    }

    QByteArray body = "{\"items\":[";
    for (qsizetype i = 0; i < page.lines.size(); ++i) {
        if (i > 0)
            body += ',';
        body += lineJson(page.lines[i]);
    }
    body += "],\"next_page_token\":";
    body += page.more ? jsonString(tokenAfter(page.lines.last().seq)) : QByteArray("null");
    body += ",\"first_seq\":" + QByteArray::number(page.firstSeq) +
            ",\"last_seq\":" + QByteArray::number(page.lastSeq) + '}';
    return jsonResponse(200, body);
}

std::variant<Response, std::unique_ptr<ServerStream>> LogRoutes::stream(const RouteContext& context) {
    Platform& platform = context.platform;
    const QString& tenantId = context.principal.tenantId;
    const QString& clusterId = context.segments[1];
    if (!platform.clusters().cluster(tenantId, clusterId))
        return Problem::notFound(QStringLiteral("cluster"), clusterId).toResponse();
    const auto filter = filterOf(context.request.query);
    if (const auto* problem = std::get_if<Problem>(&filter))
        return problem->toResponse();
    // Present even as 0: the client has seen nothing and wants every line still held.
    std::optional<qint64> lastId;
    if (context.request.headers.contains("Last-Event-ID")) {
        bool ok = false;
        const qint64 id = context.request.headers.value("Last-Event-ID").trimmed().toLongLong(&ok);
        if (!ok || id < 0)
            return badParameter(QStringLiteral("Last-Event-ID"),
                                QStringLiteral("expected the seq of a log line"));
        lastId = id;
    }
    return std::make_unique<LogStream>(platform.logs(), tenantId, clusterId,
                                       std::get<LogStore::Filter>(filter), lastId);
}

} // namespace cd::sim
