#pragma once

#include <QByteArray>

#include <optional>

namespace cd {

// The sizes and offsets of tus headers (Upload-Length, Upload-Offset, Tus-Max-Size): a
// non-negative decimal of at most 18 digits, without sign, spaces or exponent. The uploader and
// the simulator read them the same way.
class TusSize {
public:
    static std::optional<qint64> parse(const QByteArray& value);
};

} // namespace cd
