#include "LocalTransport.h"

#include "Router.h"
#include "ServerStream.h"

namespace cd::sim {

LocalTransport::LocalTransport(Router& router)
    : m_router(router)
    , m_worker([this] { run(); }) {}

LocalTransport::~LocalTransport() {
    std::map<RequestId, std::thread> streams;
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
        m_pending.clear();
        for (auto& [id, stream] : m_streams)
            stream->close();
        streams.swap(m_streamThreads);
    }
    m_wake.notify_all();
    m_worker.join();
    for (auto& [id, thread] : streams)
        thread.join();
}

RequestId LocalTransport::startStream(Request request, DataSink data, Completion done) {
    std::lock_guard lock(m_mutex);
    const RequestId id = m_nextId++;
    m_pending.insert(id);
    auto opened = m_router.openStream(request);
    if (auto* refused = std::get_if<Response>(&opened)) {
        Response response = std::move(*refused);
        // Answered on the worker like any other request: never inside start.
        m_queue.push_back({id, {}, [done, response](Response) { done(response); }});
        m_wake.notify_one();
        return id;
    }
    for (RequestId finished : m_finishedStreams) {
        if (auto it = m_streamThreads.find(finished); it != m_streamThreads.end()) {
            it->second.join(); // it has returned already, or is about to
            m_streamThreads.erase(it);
        }
    }
    m_finishedStreams.clear();
    std::shared_ptr<ServerStream> stream = std::move(std::get<std::unique_ptr<ServerStream>>(opened));
    m_streams.emplace(id, stream);
    m_streamThreads.emplace(
        id, std::thread([this, id, stream, data, done] { runStream(id, stream, data, done); }));
    return id;
}

bool LocalTransport::deliverIfPending(RequestId id, const std::function<void()>& deliver, bool last) {
    std::lock_guard delivery(m_deliveryMutex);
    {
        std::lock_guard lock(m_mutex);
        if (!m_pending.contains(id))
            return false;
        if (last)
            m_pending.erase(id);
    }
    deliver();
    return true;
}

void LocalTransport::runStream(RequestId id, std::shared_ptr<ServerStream> stream, DataSink data,
                               Completion done) {
    for (;;) {
        const auto piece = stream->next(std::chrono::milliseconds(500));
        if (!piece) {
            Response end;
            end.status = 200;
            deliverIfPending(
                id, [&] { done(end); }, true);
            break;
        }
        if (!piece->isEmpty() && !deliverIfPending(
                                     id, [&] { data(*piece); }, false))
            break;
        std::lock_guard lock(m_mutex);
        if (!m_pending.contains(id))
            break;
    }
    std::lock_guard lock(m_mutex);
    m_streams.erase(id);
    // A thread cannot join itself: the next stream to start, or the destructor, joins it.
    m_finishedStreams.push_back(id);
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
    if (auto it = m_streams.find(id); it != m_streams.end())
        it->second->close();
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
        // A refused stream arrives here with its answer already made.
        Response response = job.request.path.isEmpty()
                                ? Response{}
                                : m_router.handle(job.request, QByteArrayLiteral("local"));
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
