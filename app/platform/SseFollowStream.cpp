#include "SseFollowStream.h"

#include <QStringBuilder>

namespace cd::sim {

SseFollowStream::SseFollowStream()
    : m_lastSent(std::chrono::steady_clock::now()) {}

std::optional<QByteArray> SseFollowStream::next(std::chrono::milliseconds wait) {
    if (m_closed.load())
        return std::nullopt;
    QByteArray out;
    if (!m_started) {
        m_started = true;
        begin();
        // How long a client waits before reconnecting after a drop.
        out += "retry: 1000\n\n";
        m_lastSent = std::chrono::steady_clock::now();
        return out;
    }
    poll(wait, m_closed, out);
    if (m_closed.load())
        return std::nullopt;
    const auto now = std::chrono::steady_clock::now();
    if (!out.isEmpty()) {
        m_lastSent = now;
    } else if (now - m_lastSent >= keepAliveInterval) {
        out = ": keep-alive\n\n";
        m_lastSent = now;
    }
    return out;
}

void SseFollowStream::close() {
    m_closed.store(true);
    wake();
}

QByteArray SseFollowStream::message(qint64 id, const char* event, const QByteArray& data) {
    QByteArray m;
    m += "id: " + QByteArray::number(id) + "\nevent: " + event + "\ndata: " + data + "\n\n";
    return m;
}

} // namespace cd::sim
