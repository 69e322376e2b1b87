// libFuzzer harness for what the uploader reads from a tus server's replies (TusProtocol) and for
// Upload-Metadata (TusMetadata), which the simulator decodes from requests.
//
// Input: bytes 0-1 the HTTP status (big-endian, modulo 1000); byte 2 a transport failure kind (low
// four bits, 0 for none) and which base URL the client talks to (high four bits); then header lines
// "Name: value" up to an empty line, then the body. Lines are split as CurlTransport splits them.

#include "FuzzCheck.h"

#include "core/TusMetadata.h"
#include "upload/TusProtocol.h"

#include <QByteArray>
#include <QList>
#include <QUrl>

#include <cstdint>
#include <iterator>

using namespace cd;

namespace {

// The last entry takes the base URL from an "X-Fuzz-Base" header, so the fuzzer can vary it too.
const QByteArray bases[] = {
    QByteArrayLiteral("https://api.example.com"),
    QByteArrayLiteral("https://api.example.com/"),
    QByteArrayLiteral("https://api.example.com/v1"),
    QByteArrayLiteral("https://api.example.com/v1/"),
    QByteArrayLiteral("http://127.0.0.1:8080/base/"),
    QByteArrayLiteral("https://api.example.com:8443"),
    QByteArrayLiteral(""),
    QByteArrayLiteral("X-Fuzz-Base"),
};
constexpr int fromHeader = int(std::size(bases)) - 1;

bool isAsciiSpace(char ch) {
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\v' || ch == '\f' || ch == '\r';
}

Response responseFrom(const std::uint8_t* data, std::size_t size, int* baseIndex) {
    Response response;
    response.status = ((int(data[0]) << 8) | int(data[1])) % 1000;
    const int kind = data[2] & 0x0f;
    if (kind != 0)
        response.failure = Error::make(ErrorKind(kind), QStringLiteral("fuzz"), QStringLiteral("fuzz"));
    *baseIndex = (data[2] >> 4) % int(std::size(bases));
    const QByteArray rest(reinterpret_cast<const char*>(data + 3), qsizetype(size - 3));
    qsizetype end = rest.indexOf("\n\n");
    qsizetype bodyAt = end < 0 ? -1 : end + 2;
    const qsizetype crlf = rest.indexOf("\r\n\r\n");
    if (crlf >= 0 && (end < 0 || crlf < end)) {
        end = crlf;
        bodyAt = crlf + 4;
    }
    const QByteArray head = end < 0 ? rest : rest.left(end);
    response.body = bodyAt < 0 ? QByteArray() : rest.mid(bodyAt);
    for (QByteArray line : head.split('\n')) {
        if (line.endsWith('\r'))
            line.chop(1);
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        response.headers.add(line.left(colon).trimmed(), line.mid(colon + 1).trimmed());
    }
    return response;
}

void checkSize(const QByteArray& value) {
    const QByteArray v = value.trimmed();
    bool digits = !v.isEmpty() && v.size() <= 18;
    for (char ch : v)
        digits = digits && ch >= '0' && ch <= '9';
    const auto size = TusProtocol::readSize(value);
    FUZZ_CHECK(size.has_value() == digits, "readSize() is not exactly 1 to 18 decimal digits");
    if (!size)
        return;
    FUZZ_CHECK(*size >= 0 && *size < (qint64(1) << 62), "readSize() out of range");
    QByteArray canonical = v;
    while (canonical.size() > 1 && canonical.startsWith('0'))
        canonical.remove(0, 1);
    FUZZ_CHECK(QByteArray::number(*size) == canonical, "readSize() read another number than written");
}

void checkClassify(const Response& response) {
    const auto outcome = TusProtocol::classify(response);
    const int s = response.status;
    if (response.isTransportFailure()) {
        const bool final =
            response.failure.kind == ErrorKind::Tls || response.failure.kind == ErrorKind::Cancelled;
        FUZZ_CHECK(outcome == (final ? TusProtocol::Outcome::Fatal : TusProtocol::Outcome::Retry),
                   "a transport failure classified wrongly");
        return;
    }
    FUZZ_CHECK((outcome == TusProtocol::Outcome::Ok) == (s >= 200 && s < 300), "Ok is not exactly 2xx");
    FUZZ_CHECK((outcome == TusProtocol::Outcome::Gone) == (s == 404 || s == 410),
               "Gone is not exactly 404/410");
    if (outcome == TusProtocol::Outcome::Retry)
        FUZZ_CHECK(s == 408 || s == 429 || s >= 500, "a status retried that sending again will not fix");
}

void checkCapabilities(const Response& response) {
    const auto caps = TusProtocol::readCapabilities(response);
    if (!caps)
        return;
    FUZZ_CHECK(response.status >= 200 && response.status < 300, "capabilities read from a non-2xx reply");
    const QByteArray max = response.headers.value("Tus-Max-Size");
    FUZZ_CHECK((caps->maxSize == -1) == max.isEmpty(), "Tus-Max-Size announced but not read, or invented");
    if (caps->maxSize != -1)
        FUZZ_CHECK(TusProtocol::readSize(max) == caps->maxSize, "Tus-Max-Size misread");
    bool versionFound = false;
    for (const QByteArray& item : response.headers.value("Tus-Version").split(','))
        versionFound = versionFound || item.trimmed() == TusProtocol::version;
    FUZZ_CHECK(versionFound, "capabilities accepted without Tus-Version 1.0.0");
    QStringList items = caps->extensions;
    items += caps->checksumAlgorithms;
    for (const QString& item : items) {
        FUZZ_CHECK(!item.isEmpty() && !item.contains(u','), "an empty or unsplit list item");
        FUZZ_CHECK(!isAsciiSpace(char(item.front().unicode())) && !isAsciiSpace(char(item.back().unicode())),
                   "a list item with white space around it");
        FUZZ_CHECK(item == item.toLower(), "a list item not in lower case");
    }
}

void checkLocation(const Response& response, const QByteArray& baseUrl, bool fixedBase) {
    const auto path = TusProtocol::readLocation(response, baseUrl);
    if (!path)
        return;
    FUZZ_CHECK(response.status == 201, "a Location read from a reply that is not 201 Created");
    FUZZ_CHECK(path->startsWith('/'), "readLocation() returned a path not starting with '/'");
    FUZZ_CHECK(!path->startsWith("//"), "readLocation() returned a path starting with \"//\"");
    for (char ch : *path)
        FUZZ_CHECK(ch > ' ' && ch < 0x7f && ch != '#' && ch != '?',
                   "readLocation() returned an unencoded path");
    // Where the client will really send the next request, built as CurlTransport builds it: it
    // must stay on the server the client talks to.
    if (fixedBase && !baseUrl.isEmpty()) {
        const QUrl base = QUrl::fromEncoded(baseUrl);
        const QUrl target = QUrl::fromEncoded(base.toString(QUrl::StripTrailingSlash).toUtf8() + *path);
        FUZZ_CHECK(target.isValid() && target.scheme() == base.scheme() && target.host() == base.host() &&
                       target.port() == base.port(),
                   "a Location sends the next request to another server");
    }
}

void checkOffset(const Response& response) {
    const auto offset = TusProtocol::readOffset(response);
    if (!offset)
        return;
    FUZZ_CHECK(response.status >= 200 && response.status < 300, "an offset read from a non-2xx reply");
    FUZZ_CHECK(TusProtocol::readSize(response.headers.value("Upload-Offset")) == offset->offset,
               "Upload-Offset misread");
    FUZZ_CHECK(offset->offset >= 0, "a negative offset");
    const QByteArray length = response.headers.value("Upload-Length");
    FUZZ_CHECK((offset->length == -1) == length.isEmpty(),
               "Upload-Length announced but not read, or invented");
    if (offset->length != -1)
        FUZZ_CHECK(offset->offset <= offset->length, "an offset beyond the upload's length");
}

// What decode() accepts, encode() writes so that decode() reads the same back.
void checkMetadata(const QByteArray& header) {
    const auto metadata = TusMetadata::decode(header);
    if (!metadata)
        return;
    const QByteArray encoded = metadata->encode();
    const auto again = TusMetadata::decode(encoded);
    FUZZ_CHECK(again.has_value(), "decode() refuses what encode() wrote from a decoded header");
    FUZZ_CHECK(again->encode() == encoded, "decode(encode(x)) is not x for a decoded header");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 3)
        return 0;
    int baseIndex = 0;
    const Response response = responseFrom(data, size, &baseIndex);
    const bool fixedBase = baseIndex != fromHeader;
    const QByteArray baseUrl = fixedBase ? bases[baseIndex] : response.headers.value(bases[fromHeader]);

    checkClassify(response);
    checkCapabilities(response);
    checkLocation(response, baseUrl, fixedBase);
    checkOffset(response);
    for (const auto& field : response.headers.fields())
        checkSize(field.second);
    checkMetadata(response.headers.value("Upload-Metadata"));
    checkMetadata(response.body);
    return 0;
}
