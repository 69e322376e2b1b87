#pragma once

#include "core/Request.h"
#include "core/Response.h"
#include "core/Transport.h"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>

namespace cd {

// A file's bytes fetched by ranges, several at once, and handed over in order: on a long link one
// range at a time waits a round trip for each, while a window of them keeps the link busy. Holds
// at most `inFlight` ranges in memory. A range that fails for a reason worth trying again (the
// network, a 5xx) is asked for again, up to four times, in its place. Used on one thread.
class RangeWindow {
public:
    struct Setup {
        Transport* transport = nullptr;
        std::function<Request(Request)> authorize;
        QByteArray path; // "/v1/datasets/ds-1/content"
        qint64 size = 0;
        qint64 rangeSize = 8 << 20;
        int inFlight = 4;
        const std::atomic<bool>* cancel = nullptr;
    };

    explicit RangeWindow(Setup setup);
    // Cancels what is still in flight; no completion runs after it.
    ~RangeWindow();
    RangeWindow(const RangeWindow&) = delete;
    RangeWindow& operator=(const RangeWindow&) = delete;

    // The next range's first and last byte and its answer; false once every range was handed over.
    // A cancel gives a Cancelled failure.
    bool next(qint64* first, qint64* last, Response* response);

private:
    void fill();
    void launch(qint64 index);
    Request request(qint64 index) const;
    static bool worthAgain(const Response& r);

    Setup m_setup;
    qint64 m_count = 0;
    qint64 m_started = 0;   // ranges [0, m_started) were asked for
    qint64 m_delivered = 0; // ranges [0, m_delivered) were handed over
    std::mutex m_mutex;
    std::condition_variable m_arrived;
    std::map<qint64, Response> m_ready;
    std::map<qint64, RequestId> m_flying;
    std::map<qint64, int> m_attempts;
};

} // namespace cd
