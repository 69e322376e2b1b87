#include "AccountDecoder.h"

#include "JsonReader.h"

namespace cd {

Result<Identity> AccountDecoder::identity(const QByteArray& body) {
    return JsonReader::decode<Identity>(body, "answer to 'who am I'", [](JsonObject& o, JsonReader& r) {
        Identity id;
        id.permissions = r.tokens(o, "permissions");
        const QString role = r.string(o, "role");
        if (r.isObject(o, "tenant")) {
            JsonObject tenant = r.object(o, "tenant");
            r.enter("tenant");
            id.tenantId = r.string(tenant, "id");
            id.tenantName = r.string(tenant, "name");
            // A platform that predates per-tenant currencies billed everyone in dollars.
            const QString currency = r.optionalString(tenant, "currency");
            const auto parsed =
                currency.isEmpty() ? std::optional(Currency::USD) : currencyFromCode(currency);
            if (!r.failed() && !parsed)
                r.fail(QStringLiteral("currency"),
                       QStringLiteral("unknown currency '%1'").arg(currency.left(8)));
            id.currency = parsed.value_or(Currency::USD);
            r.leave();
        }
        JsonObject user = r.object(o, "user");
        r.enter("user");
        id.email = r.string(user, "email");
        id.userId = r.string(user, "id");
        id.userName = r.string(user, "name");
        r.leave();
        const auto parsedRole = roleFromId(role);
        if (!r.failed() && !parsedRole)
            r.fail(QStringLiteral("role"), QStringLiteral("unknown role '%1'").arg(role.left(40)));
        id.role = parsedRole.value_or(Role::Viewer);
        return id;
    });
}

Result<ServerVersion> AccountDecoder::version(const QByteArray& body) {
    return JsonReader::decode<ServerVersion>(body, "version", [](JsonObject& o, JsonReader& r) {
        ServerVersion v;
        v.api = r.string(o, "api");
        v.server = r.string(o, "server");
        v.version = r.string(o, "version");
        return v;
    });
}

Result<QDateTime> AccountDecoder::health(const QByteArray& body) {
    return JsonReader::decode<QDateTime>(body, "health", [](JsonObject& o, JsonReader& r) {
        const QString status = r.string(o, "status");
        const QDateTime time = QDateTime::fromString(r.string(o, "time"), Qt::ISODate);
        if (!r.failed() && (status != u"ok" || !time.isValid()))
            r.fail(QStringLiteral("status"), QStringLiteral("the server does not report itself healthy"));
        return time;
    });
}

Result<Page<TenantSummary>> AccountDecoder::tenantPage(const QByteArray& body) {
    return JsonReader::decodePage<TenantSummary>(body, "tenant list", [](JsonObject& o, JsonReader& r) {
        TenantSummary t;
        t.createdAt = QDateTime::fromString(r.string(o, "created_at"), Qt::ISODate);
        t.id = r.string(o, "id");
        t.name = r.string(o, "name");
        return t;
    });
}

Result<Page<AuditRecord>> AccountDecoder::auditPage(const QByteArray& body) {
    return JsonReader::decodePage<AuditRecord>(body, "audit log", [](JsonObject& o, JsonReader& r) {
        AuditRecord a;
        a.id = r.string(o, "id");
        a.time = r.time(o, "time");
        a.lastTime = r.has(o, "last_time") ? r.time(o, "last_time") : a.time;
        a.count = r.has(o, "count") ? r.integer(o, "count", 1) : 1;
        JsonObject actor = r.object(o, "actor");
        r.enter("actor");
        a.userId = r.string(actor, "user_id");
        a.userName = r.optionalString(actor, "name");
        const QString role = r.string(actor, "role");
        r.leave();
        const auto parsedRole = roleFromId(role);
        if (!r.failed() && !parsedRole)
            r.fail(QStringLiteral("actor.role"), QStringLiteral("unknown role '%1'").arg(role.left(40)));
        a.role = parsedRole.value_or(Role::Viewer);
        a.tenantId = r.string(o, "tenant_id");
        a.actingAs = r.optionalString(o, "acting_as");
        a.action = r.token(o, "action");
        a.resource = r.optionalString(o, "resource");
        const QString outcome = r.string(o, "outcome");
        if (!r.failed() && outcome != u"allowed" && outcome != u"denied")
            r.fail(QStringLiteral("outcome"), QStringLiteral("expected allowed or denied"));
        a.denied = outcome == u"denied";
        return a;
    });
}

} // namespace cd
