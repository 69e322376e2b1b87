#include "ResponseCompression.h"

#include <zlib.h>

#include <algorithm>

namespace cd::sim {

namespace {

constexpr QByteArrayView etagSuffix = "-gzip";
// How much of a body is deflated before judging whether the rest is worth it.
constexpr qsizetype sampleBytes = 64 * 1024;

// A q-value (RFC 9110 section 12.4.2): 0 to 1 with at most three decimals; a malformed one makes
// the whole item unacceptable rather than guessed at.
double qValue(const QList<QByteArray>& params) {
    for (qsizetype i = 1; i < params.size(); ++i) {
        const QByteArray p = params[i].trimmed();
        if (!p.startsWith("q=") && !p.startsWith("Q="))
            continue;
        bool ok = false;
        const double q = p.mid(2).trimmed().toDouble(&ok);
        return ok && q >= 0 && q <= 1 ? q : 0;
    }
    return 1;
}

// The Router's tag for a tag a client sends back: "x-gzip" is "x", W/"x-gzip" is W/"x".
QByteArray withoutSuffix(const QByteArray& tag) {
    const QByteArray trimmed = tag.trimmed();
    if (!trimmed.endsWith('"') || !trimmed.chopped(1).endsWith(etagSuffix))
        return trimmed;
    return trimmed.chopped(1 + etagSuffix.size()) + '"';
}

QByteArray withSuffix(const QByteArray& tag) {
    const QByteArray trimmed = tag.trimmed();
    return trimmed.endsWith('"') ? trimmed.chopped(1) + etagSuffix.toByteArray() + '"' : trimmed;
}

// Every field of that name as one comma-separated list (RFC 9110 section 5.3).
QByteArray joined(const HeaderList& headers, const char* name) {
    QByteArray out;
    for (const auto& [field, value] : headers.fields()) {
        if (field.compare(name, Qt::CaseInsensitive) == 0)
            out += (out.isEmpty() ? "" : ", ") + value.trimmed();
    }
    return out;
}

bool statusHasBody(int status) {
    return status >= 200 && status != 204 && status != 304;
}

} // namespace

QByteArray ResponseCompression::acceptEncoding(const HeaderList& requestHeaders) {
    return joined(requestHeaders, "Accept-Encoding");
}

ResponseCompression::Coding ResponseCompression::choose(const QByteArray& acceptEncoding) {
    // Absent or empty: identity only (RFC 9110 allows any coding when the field is absent, but
    // clients that can decode say so, and a plain `curl` or `nc` user should read plain text).
    double gzipQ = -1;
    double identityQ = -1;
    double anyQ = -1;
    for (const QByteArray& item : acceptEncoding.split(',')) {
        const QList<QByteArray> params = item.split(';');
        const QByteArray coding = params.first().trimmed().toLower();
        if (coding.isEmpty())
            continue;
        const double q = qValue(params);
        if (coding == "gzip" || coding == "x-gzip")
            gzipQ = std::max(gzipQ, q);
        else if (coding == "identity")
            identityQ = std::max(identityQ, q);
        else if (coding == "*")
            anyQ = std::max(anyQ, q);
    }
    // gzip not named takes the "*" value. Identity is always acceptable, but ranks above gzip only
    // when the client names it with a higher q.
    if (gzipQ < 0)
        gzipQ = std::max(anyQ, 0.0);
    // A client that refuses both still gets identity: the one coding every client can read.
    return gzipQ > 0 && gzipQ >= identityQ ? Coding::Gzip : Coding::Identity;
}

bool ResponseCompression::compressibleType(const QByteArray& contentType) {
    const qsizetype semicolon = contentType.indexOf(';');
    const QByteArray type = (semicolon < 0 ? contentType : contentType.left(semicolon)).trimmed().toLower();
    if (type == "text/event-stream")
        return false; // each event must leave when it happens, not when a block fills
    return type.startsWith("text/") || type == "application/json" || type.endsWith("+json") ||
           type == "application/yaml" || type == "application/x-yaml" || type == "application/xml" ||
           type.endsWith("+xml") || type == "application/javascript";
}

Response ResponseCompression::encode(const HeaderList& requestHeaders, bool headRequest, Response response) {
    if (response.headers.contains("Content-Encoding") || response.headers.contains("Content-Range"))
        return response;
    const Coding coding = choose(acceptEncoding(requestHeaders));
    if (response.status == 304) {
        // A 304 names the representation the client holds: the coded one if that is what it
        // asked about.
        const QByteArray etag = response.headers.value("ETag");
        const qsizetype quote = etag.indexOf('"');
        const QByteArray opaque = quote < 0 ? QByteArray() : etag.mid(quote);
        if (coding == Coding::Gzip && !opaque.isEmpty() &&
            joined(requestHeaders, "If-None-Match").contains(withSuffix(opaque)))
            response.headers.set("ETag", withSuffix(etag));
        return response;
    }
    if (!statusHasBody(response.status) || response.status == 206 ||
        !compressibleType(response.headers.value("Content-Type")))
        return response;
    // The answer depends on Accept-Encoding from here on, whatever this client gets.
    const QByteArray vary = response.headers.value("Vary");
    if (!vary.toLower().contains("accept-encoding"))
        response.headers.set("Vary",
                             vary.isEmpty() ? QByteArray("Accept-Encoding") : vary + ", Accept-Encoding");
    if (headRequest || coding != Coding::Gzip || response.body.size() < minimumBytes)
        return response;
    QByteArray coded = gzip(response.body);
    // Not worth a client's decoding unless it saves at least an eighth.
    if (coded.isEmpty() || coded.size() > response.body.size() - response.body.size() / 8)
        return response;
    response.body = std::move(coded);
    response.headers.set("Content-Encoding", "gzip");
    const QByteArray etag = response.headers.value("ETag");
    if (!etag.isEmpty())
        response.headers.set("ETag", withSuffix(etag));
    return response;
}

void ResponseCompression::stripCodingFromValidators(HeaderList& requestHeaders) {
    for (const char* name : {"If-Match", "If-None-Match"}) {
        if (!requestHeaders.contains(name))
            continue;
        QList<QByteArray> tags = joined(requestHeaders, name).split(',');
        for (QByteArray& tag : tags)
            tag = withoutSuffix(tag);
        requestHeaders.set(name, tags.join(", "));
    }
}

QByteArray ResponseCompression::gzip(const QByteArray& data, int level) {
    z_stream z{};
    // 15 window bits + 16: a gzip wrapper (header and CRC-32), not a raw zlib stream.
    if (deflateInit2(&z, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out;
    // The bound plus room for the sync flush after the sample.
    out.resize(qsizetype(deflateBound(&z, uLong(data.size()))) + 64);
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    qsizetype consumed = 0;
    int status = Z_OK;
    while (status == Z_OK) {
        const qsizetype piece = std::min(sampleBytes, data.size() - consumed);
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData() + consumed));
        z.avail_in = uInt(piece);
        consumed += piece;
        const bool last = consumed == data.size();
        const bool sample = !last && consumed == piece;
        status = deflate(&z, last ? Z_FINISH : sample ? Z_SYNC_FLUSH : Z_NO_FLUSH);
        // The flush after the first sample makes what deflate wrote so far exact.
        if (sample && qsizetype(z.total_out) > consumed - consumed / 8) {
            status = Z_DATA_ERROR;
            break;
        }
    }
    deflateEnd(&z);
    if (status != Z_STREAM_END)
        return {};
    out.truncate(qsizetype(z.total_out));
    return out;
}

} // namespace cd::sim
