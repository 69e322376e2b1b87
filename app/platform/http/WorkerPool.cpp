#include "WorkerPool.h"

#include "HttpConnection.h"

namespace cd::sim {

WorkerPool::WorkerPool(int threads, Serve serve)
    : m_serve(std::move(serve)) {
    m_threads.reserve(size_t(threads));
    for (int i = 0; i < threads; ++i)
        m_threads.emplace_back([this] { work(); });
}

WorkerPool::~WorkerPool() {
    stop();
}

void WorkerPool::post(std::unique_ptr<HttpConnection> connection) {
    {
        const std::lock_guard lock(m_mutex);
        if (m_stopping)
            return; // dropped: what it holds is released here
        m_jobs.push_back(std::move(connection));
    }
    m_wake.notify_one();
}

void WorkerPool::stop() {
    std::deque<std::unique_ptr<HttpConnection>> dropped;
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
        dropped.swap(m_jobs);
    }
    m_wake.notify_all();
    for (std::thread& thread : m_threads) {
        if (thread.joinable())
            thread.join();
    }
}

void WorkerPool::work() {
    for (;;) {
        std::unique_ptr<HttpConnection> job;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_stopping || !m_jobs.empty(); });
            if (m_stopping)
                return;
            job = std::move(m_jobs.front());
            m_jobs.pop_front();
        }
        m_serve(std::move(job));
    }
}

} // namespace cd::sim
