#include "AccountDecoder.h"

#include "JsonReader.h"

namespace cd {

namespace {
simdjson::dom::parser& parser() {
    thread_local simdjson::dom::parser p;
    return p;
}
} // namespace

Result<Identity> AccountDecoder::identity(const QByteArray& body) {
    auto root = JsonReader::parseObject(parser(), body);
    if (!root.ok())
        return root.error();
    JsonObject& o = root.value();
    JsonReader r;
    Identity id;
    JsonObject user = r.object(o, "user");
    r.enter("user");
    id.userId = r.string(user, "id");
    id.userName = r.string(user, "name");
    id.email = r.string(user, "email");
    r.leave();
    if (r.isObject(o, "tenant")) {
        JsonObject tenant = r.object(o, "tenant");
        r.enter("tenant");
        id.tenantId = r.string(tenant, "id");
        id.tenantName = r.string(tenant, "name");
        r.leave();
    }
    const QString role = r.string(o, "role");
    id.permissions = r.tokens(o, "permissions");
    const auto parsedRole = roleFromId(role);
    if (!r.failed() && !parsedRole)
        r.fail(QStringLiteral("role"), QStringLiteral("unknown role '%1'").arg(role.left(40)));
    if (r.failed())
        return badResponse(QStringLiteral("The server's answer to 'who am I' is malformed: ") + r.error());
    id.role = *parsedRole;
    return id;
}

Result<ServerVersion> AccountDecoder::version(const QByteArray& body) {
    auto root = JsonReader::parseObject(parser(), body);
    if (!root.ok())
        return root.error();
    JsonReader r;
    ServerVersion v;
    v.api = r.string(root.value(), "api");
    v.server = r.string(root.value(), "server");
    v.version = r.string(root.value(), "version");
    if (r.failed())
        return badResponse(QStringLiteral("The server's version is malformed: ") + r.error());
    return v;
}

Result<QDateTime> AccountDecoder::health(const QByteArray& body) {
    auto root = JsonReader::parseObject(parser(), body);
    if (!root.ok())
        return root.error();
    JsonReader r;
    const QString status = r.string(root.value(), "status");
    const QDateTime time = QDateTime::fromString(r.string(root.value(), "time"), Qt::ISODate);
    if (r.failed() || status != u"ok" || !time.isValid())
        return badResponse(QStringLiteral("The server does not report itself healthy."));
    return time;
}

Result<QList<TenantSummary>> AccountDecoder::tenants(const QByteArray& body) {
    auto root = JsonReader::parseObject(parser(), body);
    if (!root.ok())
        return root.error();
    JsonReader r;
    QList<TenantSummary> out;
    r.eachObject(r.array(root.value(), "items"), "items", [&](JsonObject& o, int) {
        TenantSummary t;
        t.createdAt = QDateTime::fromString(r.string(o, "created_at"), Qt::ISODate);
        t.id = r.string(o, "id");
        t.name = r.string(o, "name");
        out.append(t);
    });
    if (r.failed())
        return badResponse(QStringLiteral("The server's tenant list is malformed: ") + r.error());
    return out;
}

} // namespace cd
