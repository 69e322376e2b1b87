#include "SshKeyRoutes.h"

#include "IdempotencyKey.h"
#include "ListPaging.h"
#include "Platform.h"
#include "PlatformJson.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cd::sim {

QJsonObject SshKeyRoutes::keyJson(const SshKey& k) {
    return QJsonObject{
        {QStringLiteral("id"), k.id},
        {QStringLiteral("name"), k.name},
        {QStringLiteral("type"), k.type},
        {QStringLiteral("bits"), k.bits},
        {QStringLiteral("fingerprint"), k.fingerprint},
        {QStringLiteral("comment"), k.comment},
        {QStringLiteral("public_key"), k.publicKey},
        {QStringLiteral("created_at"), rfc3339(k.createdAt)},
    };
}

Response SshKeyRoutes::list(const RouteContext& c) {
    auto parsed = ListPaging::parse(c.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    const QList<SshKey> all = c.platform.sshKeys().keys(c.principal.userId);
    QJsonArray items;
    const qsizetype end = page.end(all.size());
    for (qsizetype i = page.begin(all.size()); i < end; ++i)
        items.append(keyJson(all[i]));
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, all.size())}});
}

Response SshKeyRoutes::create(const RouteContext& c) {
    const auto body = jsonBody(c);
    if (const auto* problem = std::get_if<Problem>(&body))
        return problem->toResponse();
    const QJsonObject& o = std::get<QJsonObject>(body);
    if (!o.value(QStringLiteral("public_key")).isString())
        return Problem::badParameter(QStringLiteral("public_key"),
                                     QStringLiteral("an OpenSSH public key line"))
            .toResponse();
    if (o.contains(QStringLiteral("name")) && !o.value(QStringLiteral("name")).isString())
        return Problem::badParameter(QStringLiteral("name"), QStringLiteral("a string")).toResponse();
    const QString name = o.value(QStringLiteral("name")).toString();
    if (name.size() > SshKeyStore::maxNameLength)
        return Problem::badParameter(QStringLiteral("name"), QStringLiteral("at most 100 characters"))
            .toResponse();
    const auto key = IdempotencyKey::require(
        c.request, QStringLiteral("Send an Idempotency-Key when adding a key, the same one for each retry."));
    if (const auto* problem = std::get_if<Problem>(&key))
        return problem->toResponse();
    const auto added =
        c.platform.sshKeys().add(c.principal.userId, name, o.value(QStringLiteral("public_key")).toString(),
                                 std::get<QString>(key), IdempotencyKey::bodyHash(o));
    if (const auto* problem = std::get_if<Problem>(&added))
        return problem->toResponse();
    const auto& a = std::get<SshKeyStore::Added>(added);
    Response r = jsonResponse(201, keyJson(a.key));
    r.headers.set("Location", "/v1/ssh-keys/" + a.key.id.toUtf8());
    if (a.replayed)
        r.headers.set("Idempotent-Replayed", "true");
    return r;
}

Response SshKeyRoutes::remove(const RouteContext& c, const QString& id) {
    if (auto p = c.platform.sshKeys().remove(c.principal.userId, id))
        return p->toResponse();
    Response r;
    r.status = 204;
    return r;
}

} // namespace cd::sim
