#pragma once

#include "core/Transport.h"

#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <thread>
#include <vector>

namespace cd::sim {

class ServerStream;
class Router;

// The offline demo's transport: hands each request to the simulator's Router on a worker thread of
// its own, so the console's GUI thread never waits on the simulation and the client sees the same
// asynchronous completions it gets from the network. No socket is opened.
//
// `uplinkBytesPerSecond` > 0 gives uploads a link of that speed: each PATCH's body takes its time
// on a second thread, one after another, as bytes do on a real uplink, so an upload in the demo
// runs long enough to be watched, paused and resumed, and other requests are not held up by it.
class LocalTransport final : public Transport {
public:
    explicit LocalTransport(Router& router, qint64 uplinkBytesPerSecond = 0);
    ~LocalTransport() override;

    RequestId start(Request request, Completion done) override;
    RequestId startStream(Request request, DataSink data, Completion done) override;
    void cancel(RequestId id) override;
    QString describe() const override;

private:
    struct Job {
        RequestId id;
        Request request;
        Completion done;
    };
    void run();
    void runUplink();
    // The next job of `queue`, waited for under `lock`; none once stopping.
    std::optional<Job> take(std::unique_lock<std::mutex>& lock, std::deque<Job>& queue);
    // Answers a job and delivers the answer unless it was cancelled.
    void serve(Job& job);
    // Reads a streamed body into the request's own; false when it could not be read.
    static bool materialize(Request& request);
    void runStream(RequestId id, std::shared_ptr<ServerStream> stream, DataSink data, Completion done);
    // Runs `deliver` unless request `id` was cancelled; false if it was.
    bool deliverIfPending(RequestId id, const std::function<void()>& deliver, bool last);

    Router& m_router;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Job> m_queue;
    std::deque<Job> m_uplinkQueue;
    const qint64 m_uplinkRate;
    std::set<RequestId> m_pending; // started, not yet delivered or cancelled
    std::mutex m_deliveryMutex;    // held while a completion runs, so cancel() can promise silence
    RequestId m_nextId = 1;
    bool m_stopping = false;
    std::thread m_worker;
    std::thread m_uplink; // only with an uplink speed
    // Each stream waits on the platform's events on a thread of its own, like a server thread.
    std::map<RequestId, std::shared_ptr<ServerStream>> m_streams;
    std::map<RequestId, std::thread> m_streamThreads;
    std::vector<RequestId> m_finishedStreams;
};

} // namespace cd::sim
