#include "TusProtocol.h"

#include "core/TusSize.h"

#include <QUrl>

namespace cd {

namespace {

Request tusRequest(const QByteArray& method, const QByteArray& path) {
    Request r;
    r.method = method;
    r.path = path;
    r.headers.set("Tus-Resumable", TusProtocol::version);
    return r;
}

} // namespace

Request TusProtocol::options(const QByteArray& collection) {
    Request r = tusRequest("OPTIONS", collection);
    r.headers.remove("Tus-Resumable"); // discovery works without it (tus 1.0.0 "OPTIONS")
    r.safeToRepeat = true;
    return r;
}

Request TusProtocol::create(const QByteArray& collection, qint64 length, const TusMetadata& metadata,
                            const QByteArray& idempotencyKey) {
    Request r = tusRequest("POST", collection);
    r.headers.set("Upload-Length", QByteArray::number(length));
    r.headers.set("Upload-Metadata", metadata.encode());
    if (!idempotencyKey.isEmpty())
        r.headers.set("Idempotency-Key", idempotencyKey);
    return r;
}

Request TusProtocol::createPartial(const QByteArray& collection, qint64 length,
                                   const QByteArray& idempotencyKey) {
    Request r = tusRequest("POST", collection);
    r.headers.set("Upload-Length", QByteArray::number(length));
    r.headers.set("Upload-Concat", "partial");
    if (!idempotencyKey.isEmpty())
        r.headers.set("Idempotency-Key", idempotencyKey);
    return r;
}

Request TusProtocol::createFinal(const QByteArray& collection, const QList<QByteArray>& partPaths,
                                 const TusMetadata& metadata, const QByteArray& idempotencyKey) {
    Request r = tusRequest("POST", collection);
    r.headers.set("Upload-Concat", "final;" + partPaths.join(' '));
    r.headers.set("Upload-Metadata", metadata.encode());
    if (!idempotencyKey.isEmpty())
        r.headers.set("Idempotency-Key", idempotencyKey);
    return r;
}

Request TusProtocol::head(const QByteArray& uploadPath) {
    Request r = tusRequest("HEAD", uploadPath);
    r.headers.set("Cache-Control", "no-store");
    return r;
}

Request TusProtocol::patch(const QByteArray& uploadPath, qint64 offset, QByteArray body,
                           const QByteArray& checksum) {
    Request r = tusRequest("PATCH", uploadPath);
    r.headers.set("Content-Type", "application/offset+octet-stream");
    r.headers.set("Upload-Offset", QByteArray::number(offset));
    if (!checksum.isEmpty())
        r.headers.set("Upload-Checksum", checksum);
    r.body = std::move(body);
    r.bulk = true;
    // Sending the same bytes at the same offset again is harmless: a second copy meets a 409.
    r.safeToRepeat = true;
    return r;
}

Request TusProtocol::terminate(const QByteArray& uploadPath) {
    return tusRequest("DELETE", uploadPath);
}

QString TusProtocol::datasetId(const QByteArray& uploadPath) {
    const QByteArray id = uploadPath.mid(uploadPath.lastIndexOf('/') + 1);
    return QStringLiteral("ds-") + QString::fromLatin1(id.startsWith("up-") ? id.mid(3) : id);
}

Request TusProtocol::deleteDataset(const QByteArray& uploadPath) {
    Request r;
    r.method = "DELETE";
    r.path = "/v1/datasets/" + datasetId(uploadPath).toLatin1();
    return r;
}

TusProtocol::Outcome TusProtocol::classify(const Response& response) {
    if (response.isTransportFailure())
        return response.failure.kind == ErrorKind::Tls || response.failure.kind == ErrorKind::Cancelled
                   ? Outcome::Fatal
                   : Outcome::Retry;
    const int s = response.status;
    if (s >= 200 && s < 300)
        return Outcome::Ok;
    if (s == 409)
        return Outcome::OffsetConflict;
    if (s == 460)
        return Outcome::ChecksumMismatch;
    if (s == 404 || s == 410)
        return Outcome::Gone;
    if (s == 408 || s == 429 || s >= 500)
        return Outcome::Retry;
    return Outcome::Fatal;
}

std::optional<qint64> TusProtocol::readSize(const QByteArray& value) {
    return TusSize::parse(value);
}

std::optional<TusProtocol::Capabilities> TusProtocol::readCapabilities(const Response& response) {
    if (response.status < 200 || response.status >= 300)
        return std::nullopt;
    Capabilities caps;
    auto list = [&](const char* name) {
        QStringList out;
        for (const QByteArray& item : response.headers.value(name).split(','))
            if (!item.trimmed().isEmpty())
                out.append(QString::fromLatin1(item.trimmed()).toLower());
        return out;
    };
    if (!list("Tus-Version").contains(QString::fromLatin1(version)))
        return std::nullopt;
    caps.extensions = list("Tus-Extension");
    caps.checksumAlgorithms = list("Tus-Checksum-Algorithm");
    const QByteArray max = response.headers.value("Tus-Max-Size");
    if (!max.isEmpty()) {
        const auto size = readSize(max);
        if (!size)
            return std::nullopt;
        caps.maxSize = *size;
    }
    return caps;
}

std::optional<QByteArray> TusProtocol::readLocation(const Response& response, const QByteArray& baseUrl) {
    if (response.status != 201)
        return std::nullopt;
    const QByteArray location = response.headers.value("Location").trimmed();
    if (location.isEmpty() || location.size() > 2048)
        return std::nullopt;
    const QUrl url = QUrl::fromEncoded(location, QUrl::StrictMode);
    if (!url.isValid() || url.hasFragment())
        return std::nullopt;
    if (url.isRelative()) {
        if (!location.startsWith('/') || location.startsWith("//"))
            return std::nullopt;
        return url.path(QUrl::FullyEncoded).toLatin1();
    }
    // An absolute Location must name the server we talk to: a reply cannot send our credentials
    // and data elsewhere.
    const QUrl base = QUrl::fromEncoded(baseUrl);
    if (baseUrl.isEmpty() || url.scheme() != base.scheme() || url.host() != base.host() ||
        url.port(url.scheme() == u"https" ? 443 : 80) != base.port(base.scheme() == u"https" ? 443 : 80))
        return std::nullopt;
    QByteArray path = url.path(QUrl::FullyEncoded).toLatin1();
    const QByteArray basePath = base.path(QUrl::FullyEncoded).toLatin1();
    // Paths we send are below the base URL; strip its own path prefix if it has one.
    if (!basePath.isEmpty() && basePath != "/") {
        if (!path.startsWith(basePath))
            return std::nullopt;
        path = path.mid(basePath.endsWith('/') ? basePath.size() - 1 : basePath.size());
    }
    // "//host/x" names another server to anything that resolves it as a reference, as the
    // relative case above already knows; "https://our.host//host/x" and "<base>//host/x" lead there.
    if (!path.startsWith('/') || path.startsWith("//"))
        return std::nullopt;
    return path;
}

std::optional<TusProtocol::Offset> TusProtocol::readOffset(const Response& response) {
    if (response.status < 200 || response.status >= 300)
        return std::nullopt;
    const auto offset = readSize(response.headers.value("Upload-Offset"));
    if (!offset)
        return std::nullopt;
    Offset out{*offset, -1};
    const QByteArray length = response.headers.value("Upload-Length");
    if (!length.isEmpty()) {
        const auto size = readSize(length);
        if (!size || *size < *offset)
            return std::nullopt;
        out.length = *size;
    }
    return out;
}

} // namespace cd
