#include "TusSize.h"

namespace cd {

std::optional<qint64> TusSize::parse(const QByteArray& value) {
    const QByteArray v = value.trimmed();
    if (v.isEmpty() || v.size() > 18)
        return std::nullopt;
    for (char ch : v) {
        if (ch < '0' || ch > '9')
            return std::nullopt;
    }
    return v.toLongLong();
}

} // namespace cd
