#pragma once

#include "SystemProxy.h"
#include "TransportSettings.h"

#include "core/Transport.h"

#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

namespace cd {

// The real network: libcurl's multi interface driven by one worker thread, so connections are
// reused across calls and the GUI thread never blocks. Completions run on the worker thread and
// must only hand the response on (PlatformClient posts it to the GUI thread).
//
// Calls run at most maxCallsAtOnce at a time, the rest wait their turn in order; streams (events,
// metrics, logs) are not counted, each holds a connection of its own for as long as it lasts. A
// limit in libcurl counts both, so two open streams left four connections for a page's calls and
// a connect's burst went out in rounds. Idle connections stay open to be reused by the next call.
class CurlTransport final : public Transport {
public:
    explicit CurlTransport(TransportSettings settings);
    ~CurlTransport() override;

    RequestId start(Request request, Completion done) override;
    RequestId startStream(Request request, DataSink data, Completion done) override;
    static constexpr int maxCallsAtOnce = 6;
    void cancel(RequestId id) override;
    QString describe() const override;

    struct Transfer; // one request in flight; public only for libcurl's C callbacks

private:
    struct Queued {
        RequestId id;
        Request request;
        Completion done;
        DataSink data; // set for streams
    };
    // A piece of a stream, unless the request was cancelled meanwhile; false if it was.
    bool deliverPiece(RequestId id, const DataSink& data, QByteArray piece);

    void run();
    // Wakes the worker from curl_multi_poll (once it has made its multi handle).
    void wake();
    void begin(Queued queued);
    // Starts waiting calls while fewer than maxCallsAtOnce run.
    void startWaiting();
    friend size_t onStreamBody(char*, size_t, size_t, void*);
    void finish(Transfer* transfer, int curlCode);
    // Runs the completion unless the request was cancelled meanwhile.
    void deliver(RequestId id, const Completion& done, Response response);
    void drop(RequestId id);

    const TransportSettings m_settings;
    SystemProxy m_systemProxy; // the worker thread's alone
    void* m_multi = nullptr;   // CURLM*, made and used by the worker; wake() reads it under m_mutex

    std::mutex m_mutex;
    std::deque<Queued> m_incoming;
    std::vector<RequestId> m_cancelled;
    std::set<RequestId> m_pending; // started and neither delivered nor cancelled
    RequestId m_nextId = 1;
    bool m_stopping = false;
    std::mutex m_deliveryMutex; // held while a completion runs, so cancel() can promise silence

    std::map<RequestId, std::unique_ptr<Transfer>> m_active; // worker thread only
    std::deque<Queued> m_waiting;                            // calls not begun yet; worker thread only
    int m_callsRunning = 0;                                  // in m_active and not streams; worker only
    std::thread m_worker;
};

} // namespace cd
