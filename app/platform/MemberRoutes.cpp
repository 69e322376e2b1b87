#include "MemberRoutes.h"

#include "IdempotencyKey.h"
#include "ListPaging.h"
#include "MemberStore.h"
#include "Platform.h"
#include "PlatformJson.h"
#include "RolePolicy.h"

#include "core/EmailAddress.h"

#include <QJsonArray>

namespace cd::sim {

namespace {

Problem invalid(const QString& code, const QString& field, const QString& detail) {
    Problem p{422, code, QStringLiteral("Invalid request"), detail, {}, 0};
    p.field = field;
    return p;
}

// A role the tenant's people can hold; support is platform staff, never handed out.
std::optional<Role> tenantRole(const QJsonValue& value) {
    const auto role = roleFromId(value.toString());
    if (!value.isString() || !role || *role == Role::Support)
        return std::nullopt;
    return role;
}

Problem badRole() {
    return invalid(QStringLiteral("invalid_field"), QStringLiteral("role"),
                   QStringLiteral("role: expected one of owner, admin, member, viewer, billing."));
}

// What the caller may hand out or touch: both the key's role and the member's own must cover it,
// so a member key of an owner cannot make owners.
MemberStore::Covers coversFor(const Principal& who) {
    return [who](Role role) {
        return RolePolicy::covers(who.role, role) && RolePolicy::covers(who.memberRole, role);
    };
}

Response memberResponse(int status, const MemberRecord& m) {
    Response r = jsonResponse(status, MemberRoutes::memberJson(m));
    r.headers.set("ETag", m.etag().toUtf8());
    return r;
}

// The entry of a change that happened, with what changed; refusals are the Router's to record.
void recordChange(const RouteContext& c, const QString& action, const QJsonObject& details) {
    QString error;
    if (!c.platform.audit().record(c.principal, action, QString::fromUtf8(c.request.path), false, &error,
                                   details))
        qWarning("audit: an entry could not be written: %s", qPrintable(error));
}

} // namespace

QJsonObject MemberRoutes::memberJson(const MemberRecord& m) {
    return QJsonObject{
        {QStringLiteral("id"), m.id},
        {QStringLiteral("email"), m.email},
        {QStringLiteral("name"), m.name},
        {QStringLiteral("role"), roleId(m.role)},
        {QStringLiteral("status"), m.invited ? QStringLiteral("invited") : QStringLiteral("active")},
        {QStringLiteral("invited_by"), m.invitedBy.isEmpty() ? QJsonValue() : QJsonValue(m.invitedBy)},
        {QStringLiteral("created_at"), rfc3339(m.createdAt)},
        {QStringLiteral("last_seen_at"),
         m.lastSeenAt.isValid() ? QJsonValue(rfc3339(m.lastSeenAt)) : QJsonValue()},
        {QStringLiteral("etag"), m.etag()},
    };
}

Response MemberRoutes::list(const RouteContext& c) {
    auto parsed = ListPaging::parse(c.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    const QList<MemberRecord> all = c.platform.members().members(c.principal.tenantId);
    QJsonArray items;
    const qsizetype end = page.end(all.size());
    for (qsizetype i = page.begin(all.size()); i < end; ++i)
        items.append(memberJson(all[i]));
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, all.size())}});
}

Response MemberRoutes::get(const RouteContext& c, const QString& id) {
    const auto m = c.platform.members().find(c.principal.tenantId, id);
    if (!m)
        return Problem::notFound(QStringLiteral("member"), QString::fromUtf8(c.request.path)).toResponse();
    return memberResponse(200, *m);
}

Response MemberRoutes::invite(const RouteContext& c) {
    const auto body = jsonBody(c);
    if (const auto* problem = std::get_if<Problem>(&body))
        return problem->toResponse();
    const QJsonObject& o = std::get<QJsonObject>(body);
    const QJsonValue email = o.value(QStringLiteral("email"));
    if (!email.isString() || !EmailAddress::isPlausible(email.toString()))
        return invalid(QStringLiteral("invalid_email"), QStringLiteral("email"),
                       QStringLiteral("email: expected an address like name@example.com, without spaces."))
            .toResponse();
    const auto role = tenantRole(o.value(QStringLiteral("role")));
    if (!role)
        return badRole().toResponse();
    const QJsonValue name = o.value(QStringLiteral("name"));
    if (!(name.isUndefined() || name.isNull() || name.isString()) ||
        name.toString().size() > MemberStore::maxNameLength)
        return invalid(
                   QStringLiteral("invalid_field"), QStringLiteral("name"),
                   QStringLiteral("name: expected at most %1 characters.").arg(MemberStore::maxNameLength))
            .toResponse();
    if (!coversFor(c.principal)(*role))
        return Problem{403,
                       QStringLiteral("role_too_high"),
                       QStringLiteral("Role too high"),
                       QStringLiteral("Your role cannot invite someone as %1.").arg(roleId(*role)),
                       {},
                       0}
            .toResponse();
    const auto key = IdempotencyKey::require(
        c.request,
        QStringLiteral("Send an Idempotency-Key when inviting someone, the same one for each retry."));
    if (const auto* problem = std::get_if<Problem>(&key))
        return problem->toResponse();
    const auto invited =
        c.platform.members().invite(c.principal.tenantId, email.toString(), *role, name.toString(),
                                    c.principal.userId, std::get<QString>(key), IdempotencyKey::bodyHash(o));
    if (const auto* problem = std::get_if<Problem>(&invited))
        return problem->toResponse();
    const auto& done = std::get<MemberStore::Invited>(invited);
    Response r = memberResponse(201, done.member);
    r.headers.set("Location", "/v1/members/" + done.member.id.toUtf8());
    if (done.replayed) {
        r.headers.set("Idempotent-Replayed", "true");
    } else {
        recordChange(c, QStringLiteral("member.invited"),
                     QJsonObject{{QStringLiteral("member_id"), done.member.id},
                                 {QStringLiteral("email"), done.member.email},
                                 {QStringLiteral("role"), roleId(done.member.role)}});
    }
    return r;
}

Response MemberRoutes::update(const RouteContext& c, const QString& id) {
    const QString ifMatch = QString::fromUtf8(c.request.headers.value("If-Match").trimmed());
    if (ifMatch.isEmpty())
        return Problem{428,
                       QStringLiteral("if_match_required"),
                       QStringLiteral("If-Match required"),
                       QStringLiteral("Send the member's ETag as If-Match, so that a change based on an old "
                                      "copy cannot undo someone else's."),
                       {},
                       0}
            .toResponse();
    const auto body = jsonBody(c);
    if (const auto* problem = std::get_if<Problem>(&body))
        return problem->toResponse();
    const auto role = tenantRole(std::get<QJsonObject>(body).value(QStringLiteral("role")));
    if (!role)
        return badRole().toResponse();
    const auto changed =
        c.platform.members().changeRole(c.principal.tenantId, id, *role, ifMatch, coversFor(c.principal));
    if (const auto* problem = std::get_if<Problem>(&changed))
        return problem->toResponse();
    const auto& done = std::get<MemberStore::Changed>(changed);
    if (done.from != done.member.role)
        recordChange(c, QStringLiteral("member.role_changed"),
                     QJsonObject{{QStringLiteral("member_id"), done.member.id},
                                 {QStringLiteral("email"), done.member.email},
                                 {QStringLiteral("from"), roleId(done.from)},
                                 {QStringLiteral("to"), roleId(done.member.role)}});
    return memberResponse(200, done.member);
}

Response MemberRoutes::remove(const RouteContext& c, const QString& id) {
    const auto removed = c.platform.members().remove(c.principal.tenantId, id, coversFor(c.principal));
    if (const auto* problem = std::get_if<Problem>(&removed))
        return problem->toResponse();
    const auto& m = std::get<MemberRecord>(removed);
    recordChange(c, QStringLiteral("member.removed"),
                 QJsonObject{{QStringLiteral("member_id"), m.id},
                             {QStringLiteral("email"), m.email},
                             {QStringLiteral("role"), roleId(m.role)}});
    Response r;
    r.status = 204;
    return r;
}

} // namespace cd::sim
