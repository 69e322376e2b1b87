#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace cd::sim {

class HttpConnection;

// A fixed number of threads serving connections whose request head has arrived, in order. It owns its threads
// and joins them: stop() (or the destructor) lets the running jobs finish and drops the ones not started.
class WorkerPool {
public:
    using Serve = std::function<void(std::unique_ptr<HttpConnection>)>;
    WorkerPool(int threads, Serve serve);
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    void post(std::unique_ptr<HttpConnection> connection);
    void stop();

private:
    void work();

    std::mutex m_mutex;
    std::condition_variable m_wake;
    Serve m_serve;
    std::deque<std::unique_ptr<HttpConnection>> m_jobs;
    bool m_stopping = false;
    std::vector<std::thread> m_threads;
};

} // namespace cd::sim
