#include "DatasetRoutes.h"

#include "DatasetService.h"
#include "ListPaging.h"
#include "Platform.h"
#include "PlatformJson.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace cd::sim {

namespace {

QJsonObject fileJson(const DatasetRecord& d) {
    QJsonObject file{{QStringLiteral("name"), d.fileName},
                     {QStringLiteral("size_bytes"), double(d.sizeBytes)},
                     {QStringLiteral("sha256"), d.sha256}};
    // Joined from partial uploads: what a client needs to check the composite sha256.
    if (!d.parts.isEmpty()) {
        QJsonArray parts;
        for (const DatasetRecord::Part& p : d.parts)
            parts.append(QJsonObject{{QStringLiteral("size_bytes"), double(p.sizeBytes)},
                                     {QStringLiteral("sha256"), p.sha256}});
        file.insert(QStringLiteral("parts"), parts);
    }
    return file;
}

QJsonObject datasetJson(const DatasetRecord& d, const QStringList& clusters) {
    return QJsonObject{
        {QStringLiteral("id"), d.id},
        {QStringLiteral("name"), d.name},
        {QStringLiteral("region"), d.region},
        {QStringLiteral("size_bytes"), double(d.sizeBytes)},
        {QStringLiteral("files"), QJsonArray{fileJson(d)}},
        {QStringLiteral("encryption"),
         QJsonObject{{QStringLiteral("format"), d.encryption}, {QStringLiteral("key_id"), d.keyId}}},
        {QStringLiteral("attached_clusters"), QJsonArray::fromStringList(clusters)},
        {QStringLiteral("created_at"), rfc3339(d.createdAt)},
    };
}

Problem rangeProblem(qint64 size) {
    return Problem{416,
                   QStringLiteral("range_not_satisfiable"),
                   QStringLiteral("Range not satisfiable"),
                   QStringLiteral("The file is %1 bytes; ask for a range inside it.").arg(size),
                   {},
                   0};
}

} // namespace

Response DatasetRoutes::list(const RouteContext& c) {
    auto parsed = ListPaging::parse(c.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    QList<DatasetRecord> all = c.platform.datasets().datasets(c.principal.tenantId);
    const QString region = c.request.query.queryItemValue(QStringLiteral("region"));
    if (!region.isEmpty())
        all.removeIf([&](const DatasetRecord& d) { return d.region != region; });
    QJsonArray items;
    const qsizetype end = page.end(all.size());
    for (qsizetype i = page.begin(all.size()); i < end; ++i)
        items.append(
            datasetJson(all[i], c.platform.datasets().attachedClusters(c.principal.tenantId, all[i].id)));
    return jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, all.size())}});
}

Response DatasetRoutes::get(const RouteContext& c, const QString& id) {
    const auto found = c.platform.datasets().dataset(c.principal.tenantId, id);
    if (!found)
        return Problem::notFound(QStringLiteral("dataset"), id).toResponse();
    return jsonResponse(
        200, datasetJson(*found, c.platform.datasets().attachedClusters(c.principal.tenantId, id)));
}

Response DatasetRoutes::remove(const RouteContext& c, const QString& id) {
    const auto before = c.platform.datasets().dataset(c.principal.tenantId, id);
    if (auto p = c.platform.datasets().remove(c.principal.tenantId, id))
        return p->toResponse();
    if (before)
        c.platform.billing().recordDeletion(*before);
    Response r;
    r.status = 204;
    return r;
}

Response DatasetRoutes::content(const RouteContext& c, const QString& id) {
    const auto found = c.platform.datasets().dataset(c.principal.tenantId, id);
    if (!found)
        return Problem::notFound(QStringLiteral("dataset"), id).toResponse();
    const QString file = c.request.query.queryItemValue(QStringLiteral("file"));
    if (!file.isEmpty() && file != found->fileName)
        return Problem::notFound(QStringLiteral("file"), file).toResponse();
    const qint64 size = found->sizeBytes;
    const QByteArray etag = '"' + found->sha256.left(32).toLatin1() + '"';
    const QByteArray range = c.request.headers.value("Range").trimmed();
    qint64 from = 0;
    qint64 to = size - 1;
    const bool ranged = !range.isEmpty();
    if (ranged) {
        static const QRegularExpression form(QStringLiteral("^bytes=(\\d{0,18})-(\\d{0,18})$"));
        const auto m = form.match(QString::fromLatin1(range));
        if (!m.hasMatch() || (m.captured(1).isEmpty() && m.captured(2).isEmpty()))
            return Problem::badParameter(QStringLiteral("Range"), QStringLiteral("expected bytes=first-last"))
                .toResponse();
        if (m.captured(1).isEmpty()) { // the last N bytes
            from = std::max<qint64>(0, size - m.captured(2).toLongLong());
        } else {
            from = m.captured(1).toLongLong();
            if (!m.captured(2).isEmpty())
                to = std::min(size - 1, m.captured(2).toLongLong());
        }
        if (from >= size || from > to)
            return [&] {
                Response r = rangeProblem(size).toResponse();
                r.headers.set("Content-Range", "bytes */" + QByteArray::number(size));
                return r;
            }();
    }
    if (to - from + 1 > maxWholeBody) {
        if (!ranged)
            return Problem{
                400,
                QStringLiteral("range_required"),
                QStringLiteral("Range required"),
                QStringLiteral("This file is %1 bytes; ask for it by byte range (at most 64 MiB at a time).")
                    .arg(size),
                {},
                0}
                .toResponse();
        to = from + maxWholeBody - 1; // a shorter range than asked is allowed (RFC 9110 14.1.2)
    }
    auto bytes = size == 0 ? std::variant<QByteArray, Problem>(QByteArray())
                           : c.platform.datasets().content(c.principal.tenantId, id, from, to);
    if (auto* p = std::get_if<Problem>(&bytes))
        return p->toResponse();
    Response r;
    r.status = ranged ? 206 : 200;
    r.headers.set("Content-Type", "application/octet-stream");
    r.headers.set("Accept-Ranges", "bytes");
    r.headers.set("ETag", etag);
    if (ranged)
        r.headers.set("Content-Range", "bytes " + QByteArray::number(from) + '-' + QByteArray::number(to) +
                                           '/' + QByteArray::number(size));
    r.body = std::get<QByteArray>(bytes);
    // What leaves the platform is metered as egress.
    c.platform.billing().recordEgress(*found, r.body.size());
    return r;
}

} // namespace cd::sim
