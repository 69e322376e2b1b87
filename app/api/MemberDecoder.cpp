#include "MemberDecoder.h"

#include "JsonReader.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cd {

namespace {

// Fields in the order the server writes them (alphabetical): each look-up finds its field at once.
Member memberFrom(JsonObject& o, JsonReader& r) {
    Member m;
    m.createdAt = r.time(o, "created_at");
    m.email = r.string(o, "email");
    m.etag = r.string(o, "etag");
    m.id = r.string(o, "id");
    m.invitedBy = r.optionalString(o, "invited_by");
    if (r.has(o, "last_seen_at"))
        m.lastSeenAt = r.time(o, "last_seen_at");
    m.name = r.optionalString(o, "name");
    const QString role = r.string(o, "role");
    const auto parsedRole = roleFromId(role);
    // Support is never handed out: a member with it is a malformed answer, not a role to show.
    if (!r.failed() && (!parsedRole || *parsedRole == Role::Support))
        r.fail(QStringLiteral("role"), QStringLiteral("unknown role '%1'").arg(role.left(40)));
    m.role = parsedRole.value_or(Role::Viewer);
    const QString status = r.string(o, "status");
    if (!r.failed() && status != u"active" && status != u"invited")
        r.fail(QStringLiteral("status"), QStringLiteral("unknown status '%1'").arg(status.left(40)));
    m.invited = status == u"invited";
    return m;
}

} // namespace

Result<Member> MemberDecoder::member(const QByteArray& body) {
    return JsonReader::decode<Member>(body, "member", &memberFrom);
}

Result<Page<Member>> MemberDecoder::memberPage(const QByteArray& body) {
    return JsonReader::decodePage<Member>(body, "members", &memberFrom);
}

QByteArray MemberDecoder::invitationBody(const QString& email, Role role, const QString& name) {
    QJsonObject o{{QStringLiteral("email"), email}, {QStringLiteral("role"), roleId(role)}};
    if (!name.isEmpty())
        o.insert(QStringLiteral("name"), name);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray MemberDecoder::roleBody(Role role) {
    return QJsonDocument(QJsonObject{{QStringLiteral("role"), roleId(role)}}).toJson(QJsonDocument::Compact);
}

} // namespace cd
