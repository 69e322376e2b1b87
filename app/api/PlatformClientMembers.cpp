// PlatformClient's calls of the tenant's people (api.md "Members"): list, invite, change a role,
// remove. Same class, its own file, as PlatformClientWorkloads.cpp explains.
#include "PlatformClient.h"

#include "MemberDecoder.h"

namespace cd {

PagedCall<Member>* PlatformClient::members(QObject* parent) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("page_size"), QStringLiteral("1000"));
    Request r = get("/v1/members", q);
    return submit(new PagedCall<Member>(r, &MemberDecoder::memberPage, parent), r);
}

TypedCall<Member>* PlatformClient::inviteMember(const QString& email, Role role, const QString& name,
                                                const QByteArray& idempotencyKey, QObject* parent) {
    Request r;
    r.method = "POST";
    r.path = "/v1/members/invitations";
    r.headers.set("Content-Type", "application/json");
    r.headers.set("Idempotency-Key", idempotencyKey);
    r.body = MemberDecoder::invitationBody(email, role, name);
    return submit(new TypedCall<Member>(&MemberDecoder::member, parent), r);
}

TypedCall<Member>* PlatformClient::changeMemberRole(const QString& id, Role role, const QString& etag,
                                                    QObject* parent) {
    Request r = get("/v1/members/");
    r.method = "PATCH";
    r.path += QUrl::toPercentEncoding(id);
    r.headers.set("Content-Type", "application/json");
    r.headers.set("If-Match", etag.toUtf8());
    r.body = MemberDecoder::roleBody(role);
    return submit(new TypedCall<Member>(&MemberDecoder::member, parent), r);
}

TypedCall<bool>* PlatformClient::removeMember(const QString& id, QObject* parent) {
    Request r = get("/v1/members/");
    r.method = "DELETE";
    r.path += QUrl::toPercentEncoding(id);
    // 204 No Content: nothing to decode.
    return submit(new TypedCall<bool>(&PlatformClient::noContent, parent), r);
}

} // namespace cd
