#include "AccountDecoder.h"

#include "CatalogDecoder.h"
#include "JsonReader.h"

namespace cd {

Result<Identity> AccountDecoder::identity(const QByteArray& body) {
    auto root = parseJsonObject(body);
    if (!root.ok())
        return root.error();
    const QJsonObject& o = root.value();
    JsonReader r(QString{});
    Identity id;
    const QJsonObject user = r.object(o, "user");
    r.enter(QStringLiteral("user."));
    id.userId = r.string(user, "id");
    id.userName = r.string(user, "name");
    id.email = r.string(user, "email");
    r.leave();
    if (o.value(QStringLiteral("tenant")).isObject()) {
        const QJsonObject tenant = o.value(QStringLiteral("tenant")).toObject();
        r.enter(QStringLiteral("tenant."));
        id.tenantId = r.string(tenant, "id");
        id.tenantName = r.string(tenant, "name");
        r.leave();
    }
    const QString role = r.string(o, "role");
    id.permissions = r.strings(o, "permissions");
    const auto parsedRole = roleFromId(role);
    if (!r.failed() && !parsedRole)
        r.fail(QStringLiteral("role"), QStringLiteral("unknown role '%1'").arg(role.left(40)));
    if (r.failed())
        return badResponse(QStringLiteral("The server's answer to 'who am I' is malformed: ") + r.error());
    id.role = *parsedRole;
    return id;
}

Result<ServerVersion> AccountDecoder::version(const QByteArray& body) {
    auto root = parseJsonObject(body);
    if (!root.ok())
        return root.error();
    JsonReader r(QString{});
    ServerVersion v{r.string(root.value(), "api"), r.string(root.value(), "server"),
                    r.string(root.value(), "version")};
    if (r.failed())
        return badResponse(QStringLiteral("The server's version is malformed: ") + r.error());
    return v;
}

Result<QDateTime> AccountDecoder::health(const QByteArray& body) {
    auto root = parseJsonObject(body);
    if (!root.ok())
        return root.error();
    JsonReader r(QString{});
    const QString status = r.string(root.value(), "status");
    const QDateTime time = QDateTime::fromString(r.string(root.value(), "time"), Qt::ISODate);
    if (r.failed() || status != u"ok" || !time.isValid())
        return badResponse(QStringLiteral("The server does not report itself healthy."));
    return time;
}

Result<QList<TenantSummary>> AccountDecoder::tenants(const QByteArray& body) {
    auto root = parseJsonObject(body);
    if (!root.ok())
        return root.error();
    JsonReader r(QString{});
    QList<TenantSummary> out;
    const QJsonArray items = r.array(root.value(), "items");
    for (qsizetype i = 0; i < items.size() && !r.failed(); ++i) {
        const QJsonObject o = items[i].toObject();
        r.enter(QStringLiteral("items[%1].").arg(i));
        out.append({r.string(o, "id"), r.string(o, "name"),
                    QDateTime::fromString(r.string(o, "created_at"), Qt::ISODate)});
        r.leave();
    }
    if (r.failed())
        return badResponse(QStringLiteral("The server's tenant list is malformed: ") + r.error());
    return out;
}

} // namespace cd
