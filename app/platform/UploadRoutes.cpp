#include "UploadRoutes.h"

#include "DatasetService.h"
#include "Platform.h"

#include "core/TusSize.h"

#include <QLocale>
#include <QRegularExpression>

#include <optional>

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

// What every creation of an upload checks alike: the dataset's Upload-Metadata (a partial upload
// has none: the final one says what the bytes are) and the Idempotency-Key's size.
std::optional<Response> badCreationHeaders(const Request& request, bool needsMetadata) {
    if (needsMetadata && request.headers.value("Upload-Metadata").trimmed().isEmpty())
        return problemResponse(Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                                     QStringLiteral("dataset, filename, encryption "
                                                                    "and key_id are required")));
    if (request.headers.value("Idempotency-Key").trimmed().size() > 255)
        return problemResponse(Problem::badParameter(QStringLiteral("Idempotency-Key"),
                                                     QStringLiteral("at most 255 characters")));
    return std::nullopt;
}

// The ids of the uploads a final upload's Upload-Concat lists ("final;<url> <url> ..."): absolute
// or relative URLs of this server's uploads, in order. Empty when the list is not that.
QStringList partIds(const QByteArray& concat) {
    QStringList ids;
    for (const QByteArray& url : concat.mid(6).split(' ')) {
        if (url.isEmpty())
            continue;
        const qsizetype at = url.lastIndexOf("/v1/uploads/");
        const QString id = at < 0 ? QString() : QString::fromUtf8(url.mid(at + 12));
        static const QRegularExpression uploadId(QStringLiteral("^up-[0-9]{8,}$"));
        if (!uploadId.match(id).hasMatch())
            return {};
        ids.append(id);
    }
    return ids;
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
    r.headers.set("Tus-Extension", "creation,termination,checksum,concatenation");
    r.headers.set("Tus-Max-Size", QByteArray::number(DatasetService::maxUploadSize));
    r.headers.set("Tus-Checksum-Algorithm", "sha1,sha256");
    return withTus(r);
}

Response UploadRoutes::create(const RouteContext& c) {
    const QByteArray concat = c.request.headers.value("Upload-Concat").trimmed();
    const bool final = concat.startsWith("final;");
    if (!concat.isEmpty() && concat != "partial" && !final)
        return problemResponse(Problem::badParameter(
            QStringLiteral("Upload-Concat"),
            QStringLiteral("expected 'partial', or 'final;' and the URLs of finished partial uploads")));
    if (final)
        return createFinal(c, concat);
    const auto length = TusSize::parse(c.request.headers.value("Upload-Length"));
    if (!length)
        return problemResponse(Problem::badParameter(
            QStringLiteral("Upload-Length"),
            QStringLiteral("expected the upload's size in bytes (deferred length is not supported)")));
    const bool partial = concat == "partial";
    const QByteArray metadata = c.request.headers.value("Upload-Metadata");
    if (auto bad = badCreationHeaders(c.request, !partial))
        return *bad;
    const QList<Region> regions = c.platform.regions();
    const QString defaultRegion = regions.isEmpty() ? QString() : regions.first().id;
    auto created = c.platform.datasets().create(
        c.principal.tenantId,
        {*length, metadata, QString::fromUtf8(c.request.headers.value("Idempotency-Key").trimmed()), partial},
        defaultRegion);
    if (auto* p = std::get_if<Problem>(&created))
        return problemResponse(*p);
    return created201(std::get<UploadRecord>(created));
}

Response UploadRoutes::createFinal(const RouteContext& c, const QByteArray& concat) {
    // The final upload's length is its partials' sum: the client must not say it (tus 1.0.0).
    if (c.request.headers.contains("Upload-Length"))
        return problemResponse(Problem::badParameter(
            QStringLiteral("Upload-Length"),
            QStringLiteral("a final upload has no Upload-Length: it is the sum of its partial uploads")));
    const QStringList parts = partIds(concat);
    if (parts.isEmpty())
        return problemResponse(Problem::badParameter(
            QStringLiteral("Upload-Concat"),
            QStringLiteral("'final;' is followed by the space-separated URLs of partial uploads "
                           "(/v1/uploads/up-...)")));
    const QByteArray metadata = c.request.headers.value("Upload-Metadata");
    if (auto bad = badCreationHeaders(c.request, true))
        return *bad;
    const QByteArray key = c.request.headers.value("Idempotency-Key").trimmed();
    const QList<Region> regions = c.platform.regions();
    auto created = c.platform.datasets().createFinal(c.principal.tenantId, concat, parts,
                                                     {0, metadata, QString::fromUtf8(key), false},
                                                     regions.isEmpty() ? QString() : regions.first().id);
    if (auto* p = std::get_if<Problem>(&created))
        return problemResponse(*p);
    return created201(std::get<UploadRecord>(created));
}

Response UploadRoutes::created201(const UploadRecord& upload) {
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
    if (!upload.metadata.isEmpty())
        r.headers.set("Upload-Metadata", upload.metadata);
    // tus concatenation: the header as the creation request sent it.
    if (!upload.concat.isEmpty())
        r.headers.set("Upload-Concat", upload.concat);
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
