#pragma once

#include <QtGlobal>

namespace cd {

// A request body too large to hold in memory at once: the transport asks for its bytes as it
// sends them, a piece at a time, from any offset (a connection found dead before the first byte
// went out starts the body over). Reads come from the transport's own thread, and may still come
// for a moment after the caller gave up on the request; an implementation keeps what it reads
// from to itself.
class StreamedBody {
public:
    virtual ~StreamedBody() = default;
    StreamedBody(const StreamedBody&) = delete;
    StreamedBody& operator=(const StreamedBody&) = delete;

    virtual qint64 size() const = 0;
    // Copies up to `max` bytes from `offset` on into `into`: how many (more than 0 below size()),
    // or -1 when the bytes cannot be produced, which aborts the request; the implementation says why.
    virtual qint64 read(qint64 offset, char* into, qint64 max) = 0;

protected:
    StreamedBody() = default;
};

} // namespace cd
