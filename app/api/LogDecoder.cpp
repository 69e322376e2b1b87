#include "LogDecoder.h"

#include "JsonReader.h"
#include "WorkloadJson.h"

namespace cd {

namespace {
qint64 whole(JsonObject& o, JsonReader& r, std::string_view key) {
    simdjson::dom::element e;
    if (!o.find(key, &e) || e.is_null())
        return 0;
    std::int64_t v = 0;
    if (e.get_int64().get(v) || v < 0) {
        r.fail(QString::fromLatin1(key.data(), qsizetype(key.size())),
               QStringLiteral("expected a whole number"));
        return 0;
    }
    return qint64(v);
}
} // namespace

Result<LogPage> LogDecoder::page(const QByteArray& body) {
    return JsonReader::decode<LogPage>(body, "log page", [](JsonObject& root, JsonReader& r) {
        LogPage page;
        page.firstSeq = whole(root, r, "first_seq");
        const auto items = r.array(root, "items");
        if (!r.failed())
            page.items.reserve(qsizetype(items.size()));
        r.eachObject(items, "items",
                     [&](JsonObject& item, int) { page.items.append(WorkloadJson::logLineFrom(item, r)); });
        page.lastSeq = whole(root, r, "last_seq");
        page.nextPageToken = r.optionalString(root, "next_page_token");
        return page;
    });
}

Result<LogLine> LogDecoder::line(const QByteArray& body) {
    return JsonReader::decode<LogLine>(
        body, "log line", [](JsonObject& root, JsonReader& r) { return WorkloadJson::logLineFrom(root, r); });
}

QUrlQuery LogDecoder::encode(const LogQuery& q) {
    QUrlQuery out;
    auto add = [&](const char* key, const QString& value) {
        out.addQueryItem(QString::fromLatin1(key), value);
    };
    if (q.after)
        add("after", QString::number(*q.after));
    if (q.since.isValid())
        add("since", q.since.toUTC().toString(Qt::ISODateWithMs));
    if (!q.node.isEmpty())
        add("node", q.node);
    if (q.rank)
        add("rank", QString::number(*q.rank));
    if (q.minLevel)
        add("level", logLevelId(*q.minLevel));
    if (q.pageSize > 0)
        add("page_size", QString::number(q.pageSize));
    if (q.tail)
        add("tail", QString::number(*q.tail));
    if (!q.pageToken.isEmpty())
        add("page_token", q.pageToken);
    return out;
}

} // namespace cd
