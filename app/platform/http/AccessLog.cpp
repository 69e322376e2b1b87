#include "AccessLog.h"

#include <cstdio>

namespace cd::sim {

QByteArray AccessLog::escape(QByteArrayView raw) {
    static constexpr char hex[] = "0123456789abcdef";
    QByteArray out;
    out.reserve(raw.size());
    for (const char c : raw) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f && c != '\\' && c != '"') {
            out.append(c);
        } else {
            out.append("\\x");
            out.append(hex[u >> 4]);
            out.append(hex[u & 0xf]);
        }
    }
    return out;
}

void AccessLog::record(const QByteArray& address, QByteArrayView method, QByteArrayView path, int status) {
    if (!m_enabled)
        return;
    QByteArray line = escape(address);
    line.append(' ').append(escape(method)).append(' ').append(escape(path)).append(" -> ");
    line.append(QByteArray::number(status)).append('\n');
    const std::lock_guard lock(m_mutex);
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

} // namespace cd::sim
