#include "AuditRoutes.h"

#include "AuditLog.h"
#include "Platform.h"
#include "PlatformJson.h"

#include <QJsonArray>

namespace cd::sim {

namespace {

QString param(const RouteContext& c, const char* name) {
    return c.request.query.queryItemValue(QString::fromLatin1(name), QUrl::FullyDecoded);
}

QJsonObject entryJson(const AuditRecord& e) {
    QJsonObject entry{
        {QStringLiteral("id"), e.id},
        {QStringLiteral("time"), rfc3339(e.time)},
        {QStringLiteral("last_time"), rfc3339(e.lastTime)},
        {QStringLiteral("count"), e.count},
        {QStringLiteral("actor"), QJsonObject{{QStringLiteral("user_id"), e.userId},
                                              {QStringLiteral("name"), e.userName},
                                              {QStringLiteral("role"), roleId(e.role)}}},
        {QStringLiteral("tenant_id"), e.tenantId},
        {QStringLiteral("acting_as"), e.actingAs.isEmpty() ? QJsonValue() : QJsonValue(e.actingAs)},
        {QStringLiteral("action"), e.action},
        {QStringLiteral("resource"), e.resource},
        {QStringLiteral("outcome"), e.denied ? QStringLiteral("denied") : QStringLiteral("allowed")},
    };
    if (!e.details.isEmpty())
        entry.insert(QStringLiteral("details"), e.details);
    return entry;
}

} // namespace

Response AuditRoutes::list(const RouteContext& context) {
    AuditLog::Filter filter;
    for (auto [name, target] : {std::pair{"start", &filter.start}, std::pair{"end", &filter.end}}) {
        const QString text = param(context, name);
        if (text.isEmpty())
            continue;
        const auto t = parseRfc3339(text);
        if (!t)
            return Problem::badParameter(
                       QString::fromLatin1(name),
                       QStringLiteral("expected an RFC 3339 time, like 2026-12-01T09:00:00Z"))
                .toResponse();
        *target = *t;
    }
    filter.actor = param(context, "actor");
    const QString supportOnly = param(context, "support_only");
    if (!supportOnly.isEmpty() && supportOnly != u"true" && supportOnly != u"false")
        return Problem::badParameter(QStringLiteral("support_only"), QStringLiteral("expected true or false"))
            .toResponse();
    filter.supportOnly = supportOnly == u"true";
    int pageSize = 100;
    if (const QString size = param(context, "page_size"); !size.isEmpty()) {
        bool ok = false;
        pageSize = size.toInt(&ok);
        if (!ok || pageSize < 1 || pageSize > 1000)
            return Problem::badParameter(QStringLiteral("page_size"), QStringLiteral("expected 1 to 1000"))
                .toResponse();
    }
    // A token names the last entry of the page before: entries recorded meanwhile cannot shift pages.
    qint64 before = 0;
    if (const QString token = param(context, "page_token"); !token.isEmpty()) {
        bool ok = false;
        before = token.startsWith(u"a:") ? token.mid(2).toLongLong(&ok) : 0;
        if (!ok || before <= 0)
            return Problem::badParameter(QStringLiteral("page_token"),
                                         QStringLiteral("not a token this server handed out"))
                .toResponse();
    }
    QString error;
    const auto entries =
        context.platform.audit().list(context.principal.tenantId, filter, before, pageSize + 1, &error);
    if (!entries)
        return Problem::internal(QStringLiteral("The audit log could not be read: %1").arg(error))
            .toResponse();
    QJsonArray items;
    for (qsizetype i = 0; i < std::min<qsizetype>(entries->size(), pageSize); ++i)
        items.append(entryJson(entries->at(i)));
    const bool more = entries->size() > pageSize;
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"),
                          more ? QJsonValue(u"a:" + entries->at(pageSize - 1).id) : QJsonValue()}});
}

} // namespace cd::sim
