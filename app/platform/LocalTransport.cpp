#include "LocalTransport.h"

#include "Router.h"
#include "ServerStream.h"

namespace cd::sim {

LocalTransport::LocalTransport(Router& router, qint64 uplinkBytesPerSecond)
    : m_router(router)
    , m_uplinkRate(uplinkBytesPerSecond)
    , m_worker([this] { run(); }) {
    if (m_uplinkRate > 0)
        m_uplink = std::thread([this] { runUplink(); });
}

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
    if (m_uplink.joinable())
        m_uplink.join();
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
        m_wake.notify_all(); // two threads wait on it: the worker and the uplink
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
    const bool upload = m_uplinkRate > 0 && request.method == "PATCH" && request.bodySize() > 0;
    (upload ? m_uplinkQueue : m_queue).push_back({id, std::move(request), std::move(done)});
    m_pending.insert(id);
    m_wake.notify_all(); // two threads wait on it: the worker and the uplink
    return id;
}

void LocalTransport::cancel(RequestId id) {
    std::lock_guard delivery(m_deliveryMutex);
    std::lock_guard lock(m_mutex);
    m_pending.erase(id);
    if (auto it = m_streams.find(id); it != m_streams.end())
        it->second->close();
    m_wake.notify_all(); // an upload waiting on the uplink lets go
}

QString LocalTransport::describe() const {
    return QStringLiteral("in-process simulator");
}

std::optional<LocalTransport::Job> LocalTransport::take(std::unique_lock<std::mutex>& lock,
                                                        std::deque<Job>& queue) {
    m_wake.wait(lock, [&] { return m_stopping || !queue.empty(); });
    if (m_stopping)
        return std::nullopt;
    Job job = std::move(queue.front());
    queue.pop_front();
    return job;
}

void LocalTransport::run() {
    for (;;) {
        std::optional<Job> job;
        {
            std::unique_lock lock(m_mutex);
            if (!(job = take(lock, m_queue)))
                return;
            if (!m_pending.contains(job->id))
                continue;
        }
        serve(*job);
    }
}

void LocalTransport::runUplink() {
    for (;;) {
        std::optional<Job> job;
        {
            std::unique_lock lock(m_mutex);
            if (!(job = take(lock, m_uplinkQueue)))
                return;
            // The body's time on the link; a cancelled upload stops using it at once.
            const auto until = std::chrono::steady_clock::now() +
                               std::chrono::microseconds(job->request.bodySize() * 1'000'000 / m_uplinkRate);
            m_wake.wait_until(lock, until, [&] { return m_stopping || !m_pending.contains(job->id); });
            if (m_stopping)
                return;
            if (!m_pending.contains(job->id))
                continue;
        }
        serve(*job);
    }
}

bool LocalTransport::materialize(Request& request) {
    // The simulator in this process takes a body whole, as a server's request parser would.
    const std::shared_ptr<StreamedBody> streamed = std::exchange(request.streamedBody, nullptr);
    request.body.resize(qsizetype(streamed->size()));
    for (qint64 at = 0; at < streamed->size();) {
        const qint64 n = streamed->read(at, request.body.data() + at, streamed->size() - at);
        if (n <= 0)
            return false;
        at += n;
    }
    return true;
}

void LocalTransport::serve(Job& job) {
    // A refused stream arrives here with its answer already made.
    Response response;
    if (job.request.streamedBody && !materialize(job.request))
        response =
            Response::fromFailure(Error::make(ErrorKind::Network, QStringLiteral("body_unreadable"),
                                              QStringLiteral("The request's body could not be read.")));
    else if (!job.request.path.isEmpty())
        response = m_router.handle(job.request, QByteArrayLiteral("local"));
    std::lock_guard delivery(m_deliveryMutex);
    {
        std::lock_guard lock(m_mutex);
        if (m_pending.erase(job.id) == 0)
            return;
    }
    job.done(std::move(response));
}

} // namespace cd::sim
