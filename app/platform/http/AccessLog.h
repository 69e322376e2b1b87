#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <mutex>

namespace cd::sim {

// clusterdesk-sim's --access-log: one line per request on stderr, "ADDRESS METHOD PATH -> STATUS".
// What the client sent is escaped, so no request can start a line of its own or send the
// terminal an escape sequence.
class AccessLog {
public:
    explicit AccessLog(bool enabled)
        : m_enabled(enabled) {}

    bool enabled() const { return m_enabled; }
    void record(const QByteArray& address, QByteArrayView method, QByteArrayView path, int status);
    // Printable ASCII stays; every other byte, the backslash and the double quote become \xNN.
    static QByteArray escape(QByteArrayView raw);

private:
    const bool m_enabled;
    std::mutex m_mutex;
};

} // namespace cd::sim
