#include "ApiKeyRoutes.h"

#include "IdempotencyKey.h"
#include "ListPaging.h"
#include "Platform.h"
#include "PlatformJson.h"

#include <QJsonArray>
#include <QUrlQuery>

namespace cd::sim {

namespace {

// The longest a key may live: a key that never expires is a choice made by leaving it out.
constexpr int maxLifetimeYears = 2;

Problem invalid(const QString& field, const QString& detail) {
    Problem p{422, QStringLiteral("invalid_field"), QStringLiteral("Invalid API key"), detail, {}, 0};
    p.field = field;
    return p;
}

QJsonValue timeOrNull(const QDateTime& t) {
    return t.isValid() ? QJsonValue(rfc3339(t)) : QJsonValue(QJsonValue::Null);
}

// The body of a POST, judged field by field; the first fault is the answer.
std::variant<ApiKeyStore::Request, Problem> parse(const QJsonObject& o, const QDateTime& now) {
    ApiKeyStore::Request r;
    const QJsonValue name = o.value(QStringLiteral("name"));
    r.name = name.toString().trimmed();
    if (!name.isString() || r.name.isEmpty() || r.name.size() > ApiKeyStore::maxNameLength)
        return invalid(QStringLiteral("name"),
                       QStringLiteral("name: give the key a name of 1 to %1 characters, e.g. \"ci-deploy\".")
                           .arg(ApiKeyStore::maxNameLength));
    const QJsonValue role = o.value(QStringLiteral("role"));
    const auto parsedRole = roleFromId(role.toString());
    if (!role.isString() || !parsedRole || *parsedRole == Role::Support)
        return invalid(QStringLiteral("role"),
                       QStringLiteral("role: one of owner, admin, member, viewer or billing."));
    r.role = *parsedRole;
    const QJsonValue expires = o.value(QStringLiteral("expires_at"));
    if (!expires.isUndefined() && !expires.isNull()) {
        r.expiresAt =
            expires.isString() ? QDateTime::fromString(expires.toString(), Qt::ISODateWithMs) : QDateTime();
        if (!r.expiresAt.isValid())
            return invalid(QStringLiteral("expires_at"),
                           QStringLiteral("expires_at: a time such as \"2027-03-01T00:00:00Z\", or null for "
                                          "a key that does not expire."));
        r.expiresAt = r.expiresAt.toUTC();
        if (r.expiresAt <= now || r.expiresAt > now.addYears(maxLifetimeYears))
            return invalid(QStringLiteral("expires_at"),
                           QStringLiteral("expires_at: a time in the future and at most %1 years ahead.")
                               .arg(maxLifetimeYears));
    }
    const QJsonValue member = o.value(QStringLiteral("member_id"));
    if (!member.isUndefined() && !member.isNull()) {
        if (!member.isString() || member.toString().isEmpty())
            return invalid(
                QStringLiteral("member_id"),
                QStringLiteral("member_id: the id of a member of your tenant, e.g. \"usr-0001\"."));
        r.memberId = member.toString();
    }
    return r;
}

} // namespace

QJsonObject ApiKeyRoutes::keyJson(const ApiKeyStore::Record& r) {
    return QJsonObject{
        {QStringLiteral("id"), r.key.id},
        {QStringLiteral("name"), r.key.name},
        {QStringLiteral("prefix"), r.key.prefix},
        {QStringLiteral("role"), roleId(r.role)},
        {QStringLiteral("member_id"), r.memberId},
        {QStringLiteral("member_email"), r.memberEmail},
        {QStringLiteral("created_by"),
         r.createdBy.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.createdBy)},
        {QStringLiteral("created_at"), rfc3339(r.createdAt)},
        {QStringLiteral("last_used_at"), timeOrNull(r.lastUsedAt)},
        {QStringLiteral("expires_at"), timeOrNull(r.key.expiresAt)},
        {QStringLiteral("state"), r.expired ? QStringLiteral("expired") : QStringLiteral("active")},
    };
}

Response ApiKeyRoutes::list(const RouteContext& c) {
    auto parsed = ListPaging::parse(c.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    QString error;
    const auto all = c.platform.apiKeys().list(c.principal.tenantId, &error);
    if (!all)
        return Problem::internal(QStringLiteral("The keys could not be read: %1").arg(error)).toResponse();
    QJsonArray items;
    const qsizetype end = page.end(all->size());
    for (qsizetype i = page.begin(all->size()); i < end; ++i)
        items.append(keyJson(all->at(i)));
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, all->size())}});
}

Response ApiKeyRoutes::create(const RouteContext& c) {
    const auto body = jsonBody(c);
    if (const auto* problem = std::get_if<Problem>(&body))
        return problem->toResponse();
    const QJsonObject& o = std::get<QJsonObject>(body);
    const auto request = parse(o, c.platform.clock().now());
    if (const auto* problem = std::get_if<Problem>(&request))
        return problem->toResponse();
    const auto idempotency = IdempotencyKey::require(
        c.request,
        QStringLiteral("Send an Idempotency-Key when creating a key, the same one for each retry."));
    if (const auto* problem = std::get_if<Problem>(&idempotency))
        return problem->toResponse();
    const auto created =
        c.platform.apiKeys().create(c.principal, std::get<ApiKeyStore::Request>(request),
                                    std::get<QString>(idempotency), IdempotencyKey::bodyHash(o));
    if (const auto* problem = std::get_if<Problem>(&created))
        return problem->toResponse();
    const auto& made = std::get<ApiKeyStore::Created>(created);
    if (!made.replayed) {
        // What was handed out, to whom and for how long; never the key.
        const ApiKeyStore::Record& r = made.record;
        QUrlQuery what;
        what.addQueryItem(QStringLiteral("name"), r.key.name);
        what.addQueryItem(QStringLiteral("role"), roleId(r.role));
        what.addQueryItem(QStringLiteral("member_id"), r.memberId);
        what.addQueryItem(QStringLiteral("expires_at"),
                          r.key.expiresAt.isValid() ? rfc3339(r.key.expiresAt) : QStringLiteral("never"));
        QString error;
        if (!c.platform.audit().record(c.principal, QStringLiteral("api_key.created"),
                                       u"/v1/api-keys/" + r.key.id + u'?' + what.toString(QUrl::FullyEncoded),
                                       false, &error))
            qWarning("audit: an entry could not be written: %s", qPrintable(error));
    }
    QJsonObject json = keyJson(made.record);
    json.insert(QStringLiteral("key"), QString::fromLatin1(made.secret));
    Response r = jsonResponse(201, json);
    r.headers.set("Location", "/v1/api-keys/" + made.record.key.id.toUtf8());
    r.headers.set("Cache-Control", "no-store");
    if (made.replayed)
        r.headers.set("Idempotent-Replayed", "true");
    return r;
}

Response ApiKeyRoutes::remove(const RouteContext& c, const QString& id) {
    const auto revoked = c.platform.apiKeys().revoke(c.principal, id);
    if (const auto* problem = std::get_if<Problem>(&revoked))
        return problem->toResponse();
    const auto& r = std::get<ApiKeyStore::Record>(revoked);
    QString error;
    if (!c.platform.audit().record(c.principal, QStringLiteral("api_key.revoked"),
                                   u"/v1/api-keys/" + r.key.id + u"?name=" +
                                       QString::fromLatin1(QUrl::toPercentEncoding(r.key.name)) +
                                       u"&member_id=" + r.memberId,
                                   false, &error))
        qWarning("audit: an entry could not be written: %s", qPrintable(error));
    Response response;
    response.status = 204;
    return response;
}

} // namespace cd::sim
