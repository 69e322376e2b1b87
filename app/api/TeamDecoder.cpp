#include "TeamDecoder.h"

#include "JsonReader.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cd {

namespace {

// Fields in the order the server writes them (alphabetical), which JsonReader reads fastest.
ApiKey apiKeyFrom(JsonObject& o, JsonReader& r) {
    ApiKey k;
    k.createdAt = r.time(o, "created_at");
    k.createdBy = r.optionalString(o, "created_by");
    if (r.has(o, "expires_at"))
        k.expiresAt = r.time(o, "expires_at");
    k.id = r.string(o, "id");
    if (r.has(o, "last_used_at"))
        k.lastUsedAt = r.time(o, "last_used_at");
    k.memberEmail = r.string(o, "member_email");
    k.memberId = r.string(o, "member_id");
    k.name = r.string(o, "name");
    k.prefix = r.string(o, "prefix");
    const QString role = r.token(o, "role");
    const auto parsedRole = roleFromId(role);
    if (!r.failed() && !parsedRole)
        r.fail(QStringLiteral("role"), QStringLiteral("unknown role '%1'").arg(role.left(40)));
    k.role = parsedRole.value_or(Role::Viewer);
    const QString state = r.token(o, "state");
    if (!r.failed() && state != u"active" && state != u"expired")
        r.fail(QStringLiteral("state"), QStringLiteral("unknown state '%1'").arg(state.left(40)));
    k.expired = state == u"expired";
    return k;
}

} // namespace

Result<ApiKey> TeamDecoder::apiKey(const QByteArray& body) {
    return JsonReader::decode<ApiKey>(body, "API key", &apiKeyFrom);
}

Result<Page<ApiKey>> TeamDecoder::apiKeyPage(const QByteArray& body) {
    return JsonReader::decodePage<ApiKey>(body, "API keys", &apiKeyFrom);
}

Result<NewApiKey> TeamDecoder::newApiKey(const QByteArray& body) {
    return JsonReader::decode<NewApiKey>(body, "new API key", [](JsonObject& o, JsonReader& r) {
        NewApiKey made;
        made.key = apiKeyFrom(o, r);
        made.secret = r.string(o, "key");
        // A key without its secret would be lost for good: the platform shows it only once.
        if (!r.failed() && !made.secret.startsWith(u"cdk_"))
            r.fail(QStringLiteral("key"), QStringLiteral("expected a key that starts with cdk_"));
        return made;
    });
}

QByteArray TeamDecoder::apiKeyBody(const ApiKeyRequest& request) {
    QJsonObject o{{QStringLiteral("name"), request.name},
                  {QStringLiteral("role"), roleId(request.role)},
                  {QStringLiteral("expires_at"),
                   request.expiresAt.isValid() ? QJsonValue(request.expiresAt.toUTC().toString(Qt::ISODate))
                                               : QJsonValue(QJsonValue::Null)}};
    if (!request.memberId.isEmpty())
        o.insert(QStringLiteral("member_id"), request.memberId);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace cd
