#include "UploadRoutes.h"

#include "DatasetService.h"
#include "Platform.h"

#include "core/TusSize.h"

#include <QLocale>

namespace cd::sim {

namespace {

constexpr char tusVersion[] = "1.0.0";

Response withTus(Response r) {
    r.headers.set("Tus-Resumable", tusVersion);
    return r;
}

Response problemResponse(const Problem& p) {
    return withTus(p.toResponse());
}

// HEAD answers carry no body; the status says it all.
Response bare(int status) {
    Response r;
    r.status = status;
    r.headers.set("Cache-Control", "no-store");
    return withTus(r);
}

QByteArray httpDate(const QDateTime& time) {
    return QLocale::c().toString(time.toUTC(), QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'")).toLatin1();
}

} // namespace

std::optional<Response> UploadRoutes::checkVersion(const RouteContext& c) {
    if (c.request.headers.value("Tus-Resumable").trimmed() == tusVersion)
        return std::nullopt;
    // HEAD answers carry no body.
    Response r = c.request.method == "HEAD"
                     ? bare(412)
                     : withTus(Problem{412,
                                       QStringLiteral("tus_version"),
                                       QStringLiteral("Unsupported tus version"),
                                       QStringLiteral("Send 'Tus-Resumable: 1.0.0'; it is the version this "
                                                      "server speaks."),
                                       {},
                                       0}
                                   .toResponse());
    r.headers.set("Tus-Version", tusVersion);
    return r;
}

Response UploadRoutes::refusal(const RouteContext& c, const Problem& problem) {
    return c.request.method == "HEAD" ? bare(problem.status) : problemResponse(problem);
}

Response UploadRoutes::options(const RouteContext&) {
    Response r;
    r.status = 204;
    r.headers.set("Tus-Version", tusVersion);
    r.headers.set("Tus-Extension", "creation,termination,checksum");
    r.headers.set("Tus-Max-Size", QByteArray::number(DatasetService::maxUploadSize));
    r.headers.set("Tus-Checksum-Algorithm", "sha1,sha256");
    return withTus(r);
}

Response UploadRoutes::create(const RouteContext& c) {
    const auto length = TusSize::parse(c.request.headers.value("Upload-Length"));
    if (!length)
        return problemResponse(Problem::badParameter(
            QStringLiteral("Upload-Length"),
            QStringLiteral("expected the upload's size in bytes (deferred length is not supported)")));
    const QByteArray metadata = c.request.headers.value("Upload-Metadata");
    if (metadata.trimmed().isEmpty())
        return problemResponse(Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                                     QStringLiteral("dataset, filename, encryption "
                                                                    "and key_id are required")));
    const QByteArray key = c.request.headers.value("Idempotency-Key").trimmed();
    if (key.size() > 255)
        return problemResponse(Problem::badParameter(QStringLiteral("Idempotency-Key"),
                                                     QStringLiteral("at most 255 characters")));
    const QList<Region> regions = c.platform.regions();
    const QString defaultRegion = regions.isEmpty() ? QString() : regions.first().id;
    auto created = c.platform.datasets().create(
        c.principal.tenantId,
        {*length, metadata, QString::fromUtf8(c.request.headers.value("Idempotency-Key").trimmed())},
        defaultRegion);
    if (auto* p = std::get_if<Problem>(&created))
        return problemResponse(*p);
    const UploadRecord& upload = std::get<UploadRecord>(created);
    Response r;
    r.status = 201;
    r.headers.set("Location", "/v1/uploads/" + upload.id.toUtf8());
    r.headers.set("Upload-Expires", httpDate(upload.expiresAt));
    return withTus(r);
}

Response UploadRoutes::head(const RouteContext& c, const QString& id) {
    auto found = c.platform.datasets().upload(c.principal.tenantId, id);
    if (auto* p = std::get_if<Problem>(&found))
        return bare(p->status);
    const UploadRecord& upload = std::get<UploadRecord>(found);
    Response r = bare(200);
    r.headers.set("Upload-Offset", QByteArray::number(upload.offset));
    r.headers.set("Upload-Length", QByteArray::number(upload.length));
    r.headers.set("Upload-Metadata", upload.metadata);
    r.headers.set("Upload-Expires", httpDate(upload.expiresAt));
    return r;
}

Response UploadRoutes::patch(const RouteContext& c, const QString& id) {
    const QByteArray type = c.request.headers.value("Content-Type").split(';').first().trimmed().toLower();
    if (type != "application/offset+octet-stream")
        return problemResponse(
            Problem{415,
                    QStringLiteral("unsupported_media_type"),
                    QStringLiteral("Unsupported media type"),
                    QStringLiteral("A PATCH carries 'Content-Type: application/offset+octet-stream'."),
                    {},
                    0});
    const auto offset = TusSize::parse(c.request.headers.value("Upload-Offset"));
    if (!offset)
        return problemResponse(
            Problem::badParameter(QStringLiteral("Upload-Offset"), QStringLiteral("expected a byte offset")));
    auto appended = c.platform.datasets().append(c.principal.tenantId, id, *offset, c.request.body,
                                                 c.request.headers.value("Upload-Checksum"));
    if (auto* p = std::get_if<Problem>(&appended))
        return problemResponse(*p);
    Response r;
    r.status = 204;
    r.headers.set("Upload-Offset", QByteArray::number(std::get<UploadRecord>(appended).offset));
    return withTus(r);
}

Response UploadRoutes::terminate(const RouteContext& c, const QString& id) {
    if (auto p = c.platform.datasets().terminate(c.principal.tenantId, id))
        return problemResponse(*p);
    Response r;
    r.status = 204;
    return withTus(r);
}

} // namespace cd::sim
