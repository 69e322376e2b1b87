#pragma once

#include "ServerStream.h"

#include <QByteArray>

#include <atomic>
#include <chrono>
#include <optional>

namespace cd::sim {

// The frame every follow of a store shares (events, logs): the reconnect hint first, then what the
// store has after the client's last id, and a keep-alive comment whenever the stream has been quiet
// for a while so that dead connections are noticed. A subclass says where it starts and what comes
// next; this says when and how it is sent.
class SseFollowStream : public ServerStream {
public:
    static constexpr std::chrono::seconds keepAliveInterval{5};

    std::optional<QByteArray> next(std::chrono::milliseconds wait) final;
    void close() final;

protected:
    SseFollowStream();

    // Once, before anything is sent: where the follow starts.
    virtual void begin() = 0;
    // Appends to `out` what came after the last sent, waiting up to `wait` for it; returns early
    // when `closed` is set.
    virtual void poll(std::chrono::milliseconds wait, const std::atomic<bool>& closed, QByteArray& out) = 0;
    // Wakes a poll() waiting in the store (close() was called).
    virtual void wake() = 0;

    // One message: `id: <id>`, `event: <event>`, `data: <data>`.
    static QByteArray message(qint64 id, const char* event, const QByteArray& data);

private:
    bool m_started = false;
    std::chrono::steady_clock::time_point m_lastSent;
    std::atomic<bool> m_closed{false};
};

} // namespace cd::sim
