#pragma once

#include "core/HeaderList.h"
#include "core/Response.h"

#include <QByteArray>

namespace cd::sim {

// Content coding of the simulator's answers (RFC 9110 section 8.4): gzip at zlib's fastest level
// when the client accepts it and it pays. At level 1 deflate codes the platform's JSON at about
// 90 to 150 MB/s (a busy two-core machine), seven times or more the 12.5 MB/s of a 100 Mbit/s link,
// and shrinks it to a fifth, so a body worth coding always arrives sooner coded (the figures are in
// docs/benchmarks.md). Left alone: bodies too small to save a TCP segment, bodies that do not
// shrink, octet-stream (dataset downloads are encrypted), ranges, HEAD answers and event streams
// (each event must leave when it happens).
class ResponseCompression {
public:
    enum class Coding { Identity, Gzip };

    // Below this the bytes saved are fewer than one TCP segment holds: no time to save.
    static constexpr qsizetype minimumBytes = 1024;
    // zlib's fastest level: speed over the last few percent of size.
    static constexpr int gzipLevel = 1;

    // The coding to send for an Accept-Encoding value (all its fields joined by commas), by its
    // q-values: gzip (or x-gzip, or *) when acceptable and not less preferred than identity.
    static Coding choose(const QByteArray& acceptEncoding);
    // Accept-Encoding of a request, its fields joined; empty when it sent none.
    static QByteArray acceptEncoding(const HeaderList& requestHeaders);

    // The answer to send to a client whose request had `requestHeaders` (as it sent them): coded
    // if that pays, with Content-Encoding, Vary and an ETag of its own; otherwise as it is.
    static Response encode(const HeaderList& requestHeaders, bool headRequest, Response response);

    // A compressed answer's ETag names that representation ("x" becomes "x-gzip"); the validators a
    // client sends back (If-Match, If-None-Match) name the Router's own tag again, so conditional
    // requests work whichever coding the client received.
    static void stripCodingFromValidators(HeaderList& requestHeaders);

    // Deflate `data` as a gzip member; empty when the first part already shows it does not shrink
    // by at least an eighth (only the sample's time is spent on an incompressible body).
    static QByteArray gzip(const QByteArray& data, int level = gzipLevel);

private:
    static bool compressibleType(const QByteArray& contentType);
};

} // namespace cd::sim
