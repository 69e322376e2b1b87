#include "TemplateRoutes.h"

#include "IdempotencyKey.h"
#include "ListPaging.h"
#include "Platform.h"
#include "PlatformJson.h"
#include "TemplateSpec.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cd::sim {

namespace {

constexpr int maxNameLength = 80;
constexpr int maxDescriptionLength = 2000;

QJsonObject templateJson(const TemplateRecord& t) {
    return QJsonObject{{QStringLiteral("id"), t.id},
                       {QStringLiteral("name"), t.name},
                       {QStringLiteral("description"), t.description},
                       {QStringLiteral("spec"), t.spec},
                       {QStringLiteral("created_by"), t.createdBy},
                       {QStringLiteral("created_at"), rfc3339(t.createdAt)},
                       {QStringLiteral("updated_at"), rfc3339(t.updatedAt)},
                       {QStringLiteral("etag"), t.etag()}};
}

Response templateResponse(int status, const TemplateRecord& t) {
    Response r = jsonResponse(status, templateJson(t));
    r.headers.set("ETag", t.etag().toUtf8());
    return r;
}

Problem invalid(const QString& field, const QString& detail) {
    Problem p{422,
              QStringLiteral("invalid_field"),
              QStringLiteral("Invalid template"),
              QStringLiteral("%1: %2").arg(field, detail),
              {},
              0};
    p.field = field;
    return p;
}

// The body of POST and PUT: a name, a description and a spec, checked and with secrets dropped.
std::variant<TemplateStore::Input, Problem> inputFrom(const RouteContext& c) {
    const auto body = jsonBody(c);
    if (const auto* problem = std::get_if<Problem>(&body))
        return *problem;
    const QJsonObject o = std::get<QJsonObject>(body);
    const QJsonValue name = o.value(QStringLiteral("name"));
    if (!name.isString() || name.toString().trimmed().isEmpty() || name.toString().size() > maxNameLength)
        return invalid(QStringLiteral("name"),
                       QStringLiteral("expected 1 to %1 characters").arg(maxNameLength));
    const QJsonValue description = o.value(QStringLiteral("description"));
    if (!(description.isUndefined() || description.isNull() || description.isString()) ||
        description.toString().size() > maxDescriptionLength)
        return invalid(QStringLiteral("description"),
                       QStringLiteral("expected text of at most %1 characters").arg(maxDescriptionLength));
    auto spec = TemplateSpec::normalized(o.value(QStringLiteral("spec")), c.platform.catalog());
    if (auto* problem = std::get_if<Problem>(&spec))
        return *problem;
    return TemplateStore::Input{name.toString().trimmed(), description.toString(),
                                std::get<QJsonObject>(spec)};
}

QString who(const Principal& p) {
    return p.email.isEmpty() ? p.userName : p.email;
}

} // namespace

Response TemplateRoutes::list(const RouteContext& c) {
    auto parsed = ListPaging::parse(c.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    const QList<TemplateRecord> all = c.platform.templates().templates(c.principal.tenantId);
    QJsonArray items;
    const qsizetype end = page.end(all.size());
    for (qsizetype i = page.begin(all.size()); i < end; ++i)
        items.append(templateJson(all[i]));
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, all.size())}});
}

Response TemplateRoutes::create(const RouteContext& c) {
    const auto key = IdempotencyKey::require(
        c.request, QStringLiteral("Send an Idempotency-Key with every new template, the same one for each "
                                  "retry, so that a retry cannot save it twice."));
    if (const auto* problem = std::get_if<Problem>(&key))
        return problem->toResponse();
    auto input = inputFrom(c);
    if (auto* problem = std::get_if<Problem>(&input))
        return problem->toResponse();
    const auto& in = std::get<TemplateStore::Input>(input);
    // The hash of what is stored (secrets already dropped), so a retry with the same body matches.
    const QByteArray hash =
        IdempotencyKey::bodyHash(QJsonObject{{QStringLiteral("name"), in.name},
                                             {QStringLiteral("description"), in.description},
                                             {QStringLiteral("spec"), in.spec}});
    const auto created = c.platform.templates().create(c.principal.tenantId, in, who(c.principal),
                                                       std::get<QString>(key), hash);
    if (const auto* problem = std::get_if<Problem>(&created))
        return problem->toResponse();
    const auto& done = std::get<TemplateStore::Created>(created);
    Response r = templateResponse(201, done.record);
    r.headers.set("Location", "/v1/templates/" + done.record.id.toUtf8());
    if (done.replayed)
        r.headers.set("Idempotent-Replayed", "true");
    return r;
}

Response TemplateRoutes::get(const RouteContext& c, const QString& id) {
    const auto t = c.platform.templates().find(c.principal.tenantId, id);
    if (!t)
        return Problem::notFound(QStringLiteral("template"), id).toResponse();
    return templateResponse(200, *t);
}

Response TemplateRoutes::update(const RouteContext& c, const QString& id) {
    const QString ifMatch = QString::fromUtf8(c.request.headers.value("If-Match").trimmed());
    if (ifMatch.isEmpty())
        return Problem{
            428,
            QStringLiteral("precondition_required"),
            QStringLiteral("If-Match required"),
            QStringLiteral("Send the template's ETag as If-Match (or '*'), so that a change based on "
                           "an old copy cannot undo someone else's."),
            {},
            0}
            .toResponse();
    auto input = inputFrom(c);
    if (auto* problem = std::get_if<Problem>(&input))
        return problem->toResponse();
    const auto updated = c.platform.templates().update(c.principal.tenantId, id,
                                                       std::get<TemplateStore::Input>(input), ifMatch);
    if (const auto* problem = std::get_if<Problem>(&updated))
        return problem->toResponse();
    return templateResponse(200, std::get<TemplateRecord>(updated));
}

Response TemplateRoutes::remove(const RouteContext& c, const QString& id) {
    const QString ifMatch = QString::fromUtf8(c.request.headers.value("If-Match").trimmed());
    if (const auto problem = c.platform.templates().remove(c.principal.tenantId, id, ifMatch))
        return problem->toResponse();
    Response r;
    r.status = 204;
    return r;
}

} // namespace cd::sim
