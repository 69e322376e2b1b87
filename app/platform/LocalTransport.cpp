#include "LocalTransport.h"

#include "Router.h"

namespace cd::sim {

LocalTransport::LocalTransport(Router& router)
    : m_router(router)
    , m_worker([this] { run(); }) {}

LocalTransport::~LocalTransport() {
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    m_worker.join();
}

RequestId LocalTransport::start(Request request, Completion done) {
    std::lock_guard lock(m_mutex);
    const RequestId id = m_nextId++;
    m_queue.push_back({id, std::move(request), std::move(done)});
    m_pending.insert(id);
    m_wake.notify_one();
    return id;
}

void LocalTransport::cancel(RequestId id) {
    std::lock_guard delivery(m_deliveryMutex);
    std::lock_guard lock(m_mutex);
    m_pending.erase(id);
}

QString LocalTransport::describe() const {
    return QStringLiteral("in-process simulator");
}

void LocalTransport::run() {
    for (;;) {
        Job job;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_stopping || !m_queue.empty(); });
            if (m_stopping)
                return;
            job = std::move(m_queue.front());
            m_queue.pop_front();
            if (!m_pending.contains(job.id))
                continue;
        }
        Response response = m_router.handle(job.request, QByteArrayLiteral("local"));
        std::lock_guard delivery(m_deliveryMutex);
        {
            std::lock_guard lock(m_mutex);
            if (m_pending.erase(job.id) == 0)
                continue;
        }
        job.done(std::move(response));
    }
}

} // namespace cd::sim
