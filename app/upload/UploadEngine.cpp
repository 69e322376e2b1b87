#include "UploadEngine.h"

#include "TusProtocol.h"
#include "TusServerInfo.h"
#include "UploadWorker.h"
#include "WorkerPriority.h"

#include "BlockingCall.h"
#include "api/PlatformClient.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace cd {

UploadEngine::UploadEngine(QObject* parent)
    : QObject(parent)
    , m_bundleDir(QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
                      .filePath(QStringLiteral("bundles"))) {
    // As many threads as files may ever go at once; those beyond the setting wait.
    for (int i = 0; i < maxFilesAtOnce; ++i)
        m_threads.emplace_back([this] { workLoop(); });
}

UploadEngine::~UploadEngine() {
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
        stopRunningLocked();
    }
    m_wake.notify_all();
    for (std::thread& t : m_threads)
        t.join();
}

bool UploadEngine::openJournal(const QString& path, QString* error) {
    if (!m_journal.open(path, error))
        return false;
    if (path != u":memory:")
        m_bundleDir = QFileInfo(path).dir().filePath(QStringLiteral("bundles"));
    return true;
}

void UploadEngine::stopRunningLocked() {
    for (const auto& [id, stop] : m_running)
        *stop = true;
}

void UploadEngine::setFilesAtOnce(int files) {
    m_filesAtOnce = std::clamp(files, 1, maxFilesAtOnce);
    wake();
}

void UploadEngine::wake() {
    // Taking the mutex orders this change before the thread's next look at the journal.
    { std::lock_guard lock(m_mutex); }
    m_wake.notify_all();
}

void UploadEngine::setConnection(PlatformClient* client, const QString& profile, const QByteArray& baseUrl) {
    // The same connection again (a reconnect): nothing to stop or reload.
    const Credentials credentials = client ? client->credentials() : Credentials{};
    if (client && client == m_client && profile == m_profile && baseUrl == m_baseUrl &&
        credentials == m_credentials)
        return;
    for (qint64 id : m_jobs.keys())
        emit jobRemoved(id);
    m_jobs.clear();
    m_progress.clear();
    m_client = client;
    m_credentials = credentials;
    m_guiTransport = client ? client->sharedTransport() : nullptr;
    // What the upload server offers, learned now rather than when the first upload begins.
    auto serverInfo = std::make_shared<TusServerInfo>();
    if (m_guiTransport)
        TusServerInfo::probe(serverInfo, *m_guiTransport,
                             credentials.apply(TusProtocol::options("/v1/uploads")));
    m_profile = profile;
    m_baseUrl = baseUrl;
    {
        // The running job (the old connection's) stops on its own time with the transport and
        // credentials it was given; the next one takes these.
        std::lock_guard lock(m_mutex);
        stopRunningLocked();
        m_transport = m_guiTransport;
        m_threadCredentials = credentials;
        m_threadProfile = profile;
        m_threadBaseUrl = baseUrl;
        m_serverInfo = serverInfo;
        // Another platform or tenant: the queue waits for its own key (setKey).
        m_threadKey = {};
    }
    m_key = {};
    if (client && m_journal.isOpen()) {
        for (const UploadJob& job : m_journal.jobs(profile)) {
            m_jobs.insert(job.id, job);
            m_progress[job.id] = {job.confirmedOffset, job.uploadLength, 0, -1, {}};
            emit jobAdded(job.id);
        }
    }
    m_wake.notify_all();
}

void UploadEngine::setKey(const crypto::TenantKey& key) {
    if (!key.isNull() && key.id() == m_key.id())
        return;
    m_key = key;
    {
        std::lock_guard lock(m_mutex);
        stopRunningLocked(); // it goes on with the new key once it has stopped
        m_threadKey = key;
    }
    m_wake.notify_all();
}

qint64 UploadEngine::add(const QString& path, const QString& datasetName, QString* error) {
    const QFileInfo info(path);
    if (!info.exists() || !info.isReadable()) {
        *error = tr("%1 does not exist or cannot be read.").arg(path);
        return 0;
    }
    if (!info.isFile() && !info.isDir()) {
        *error = tr("%1 is neither a file nor a folder.").arg(path);
        return 0;
    }
    if (!m_journal.isOpen() || m_profile.isEmpty()) {
        *error = tr("Connect to a platform first.");
        return 0;
    }
    UploadJob job;
    job.profile = m_profile;
    job.source = info.absoluteFilePath();
    job.folder = info.isDir();
    job.payloadPath = job.folder ? QString() : job.source;
    job.datasetName = datasetName.trimmed().isEmpty() ? info.fileName() : datasetName.trimmed();
    job.fileName = job.folder ? info.fileName() + QStringLiteral(".tar.zst") : info.fileName();
    job.encrypted = m_encrypting;
    job.plainSize = job.folder ? -1 : info.size();
    if (!m_journal.add(&job, error))
        return 0;
    m_jobs.insert(job.id, job);
    m_progress[job.id] = {0, job.folder ? -1 : job.plainSize, 0, -1, {}};
    emit jobAdded(job.id);
    wake();
    return job.id;
}

void UploadEngine::updateJob(const UploadJob& job) {
    QString ignored;
    m_journal.save(job, &ignored);
    m_jobs.insert(job.id, job);
    emit jobChanged(job.id);
}

bool UploadEngine::settle(const UploadJob& job, UploadState state) {
    std::unique_lock lock(m_mutex);
    // Holding the mutex keeps the thread from picking this job up; only if it is the one running
    // does the thread have to stop (and other jobs go on undisturbed). The GUI does not wait for
    // that: the thread saves the state when it lets go of the job (applySettle).
    if (const auto running = m_running.find(job.id); running != m_running.end()) {
        m_settling.insert(job.id, state);
        *running->second = true;
        return false;
    }
    UploadJob settled = job;
    settled.state = state;
    QString ignored;
    m_journal.save(settled, &ignored);
    return true;
}

void UploadEngine::applySettle(qint64 id, const UploadJob& working) {
    const auto it = m_settling.find(id);
    if (it == m_settling.end())
        return;
    const UploadState state = it.value();
    m_settling.erase(it);
    UploadJob job = m_journal.job(id).value_or(working);
    // It ended on its own meanwhile (done or failed): that outcome stands, and was reported.
    if (isFinal(job.state))
        return;
    job.state = state;
    QString ignored;
    m_journal.save(job, &ignored);
    QMetaObject::invokeMethod(
        this, [this, job] { onSettled(job); }, Qt::QueuedConnection);
}

void UploadEngine::onSettled(const UploadJob& job) {
    // Another connection's queue since, or resumed meanwhile: the view has moved on.
    if (!m_jobs.contains(job.id) || m_jobs.value(job.id).state != job.state)
        return;
    if (job.state == UploadState::Cancelled)
        finishCancel(job);
    else
        updateJob(job);
}

void UploadEngine::pause(qint64 id) {
    UploadJob job = m_jobs.value(id);
    if (job.id == 0 || isFinal(job.state) || job.state == UploadState::Paused)
        return;
    const bool atOnce = settle(job, UploadState::Paused);
    // The view says paused now; reports the stopping thread still sends do not undo it (onReport).
    job.state = UploadState::Paused;
    m_jobs.insert(id, job);
    emit jobChanged(id);
    if (atOnce)
        m_wake.notify_all();
}

void UploadEngine::resume(qint64 id) {
    UploadJob job = m_jobs.value(id);
    if (job.state != UploadState::Paused)
        return;
    {
        // A pause the thread has not saved yet is void now.
        std::lock_guard lock(m_mutex);
        m_settling.remove(id);
    }
    job.state = job.uploadPath.isEmpty() ? UploadState::Queued : UploadState::Uploading;
    updateJob(job);
    wake();
}

void UploadEngine::retry(qint64 id) {
    UploadJob job = m_jobs.value(id);
    if (job.state != UploadState::Failed)
        return;
    job.state = UploadState::Queued;
    job.error.clear();
    {
        std::lock_guard lock(m_mutex);
        m_ended.remove(id);
    }
    updateJob(job);
    wake();
}

void UploadEngine::cancel(qint64 id) {
    UploadJob job = m_jobs.value(id);
    if (job.id == 0 || isFinal(job.state))
        return;
    if (settle(job, UploadState::Cancelled)) {
        finishCancel(job);
        return;
    }
    // The running job stops first; onSettled finishes the cancel (unless it ended on its own).
    job.state = UploadState::Cancelled;
    m_jobs.insert(id, job);
    emit jobChanged(id);
}

void UploadEngine::finishCancel(UploadJob job) {
    // Free the platform's space (tus termination) and the bundle; the journal keeps the entry.
    if (!job.uploadPath.isEmpty() && m_guiTransport) {
        Request r = m_credentials.apply(TusProtocol::terminate(job.uploadPath));
        // The last PATCH may have landed before the cancel: the upload is then a dataset (409),
        // which goes too, since the person asked for nothing of it to stay.
        Request dropDataset = m_credentials.apply(TusProtocol::deleteDataset(job.uploadPath));
        // A completion runs only while its transport exists, so the raw pointer is safe there.
        Transport* transport = m_guiTransport.get();
        transport->start(std::move(r), [transport, dropDataset](Response response) {
            if (response.status == 409)
                transport->start(dropDataset, [](Response) {});
        });
    }
    // The partial uploads of a job sent in parts go too (once joined, the sim drops them with the
    // final upload's dataset, and a 404 here is harmless).
    if (m_guiTransport) {
        for (const UploadPart& part : std::as_const(job.parts))
            if (!part.uploadPath.isEmpty())
                m_guiTransport->start(m_credentials.apply(TusProtocol::terminate(part.uploadPath)),
                                      [](Response) {});
    }
    if (job.folder && !job.payloadPath.isEmpty())
        QFile::remove(job.payloadPath);
    job.state = UploadState::Cancelled;
    updateJob(job);
    emit jobFinished(job.id, false, tr("Cancelled"));
}

void UploadEngine::clearFinished() {
    const auto all = m_jobs;
    for (const UploadJob& job : all) {
        if (!isFinal(job.state))
            continue;
        if (job.folder && !job.payloadPath.isEmpty())
            QFile::remove(job.payloadPath); // a failed folder's bundle, kept until now for Retry
        QString ignored;
        m_journal.remove(job.id, &ignored);
        m_jobs.remove(job.id);
        m_progress.remove(job.id);
        emit jobRemoved(job.id);
    }
}

QList<UploadJob> UploadEngine::jobs() const {
    QList<UploadJob> out = m_jobs.values();
    std::sort(out.begin(), out.end(), [](const UploadJob& a, const UploadJob& b) { return a.id < b.id; });
    return out;
}

bool UploadEngine::isRunning() const {
    std::lock_guard lock(m_mutex);
    return !m_running.empty();
}

bool UploadEngine::serverKnown() const {
    std::lock_guard lock(m_mutex);
    return m_serverInfo && m_serverInfo->get().has_value();
}

bool UploadEngine::isBusy() const {
    for (const UploadJob& job : m_jobs) {
        if (!isFinal(job.state) && job.state != UploadState::Paused)
            return true;
    }
    return false;
}

std::optional<UploadJob> UploadEngine::nextJob() {
    for (const UploadJob& job : m_journal.jobs(m_threadProfile)) {
        if (!isFinal(job.state) && job.state != UploadState::Paused && !m_running.count(job.id) &&
            !m_ended.contains(job.id))
            return job;
    }
    return std::nullopt;
}

void UploadEngine::workLoop() {
    WorkerPriority::lowerCurrentThread();
    std::unique_lock lock(m_mutex);
    for (;;) {
        std::optional<UploadJob> job;
        m_wake.wait(lock, [&] {
            if (m_quit)
                return true;
            if (!m_transport || m_threadKey.isNull() || !m_journal.isOpen() ||
                int(m_running.size()) >= m_filesAtOnce)
                return false;
            job = nextJob();
            return job.has_value();
        });
        if (m_quit)
            return;
        const auto stop = std::make_shared<std::atomic<bool>>(false);
        m_running.emplace(job->id, stop);
        // The run holds its transport and a copy of the credentials: a new connection meanwhile
        // neither frees what it uses nor changes what it sends.
        const std::shared_ptr<Transport> transport = m_transport;
        UploadWorker::Context context;
        context.transport = transport.get();
        context.authorize = [credentials = m_threadCredentials](Request r) {
            return credentials.apply(std::move(r));
        };
        context.baseUrl = m_threadBaseUrl;
        context.key = m_threadKey;
        context.journal = &m_journal;
        context.bundleDir = m_bundleDir;
        context.stop = stop.get();
        context.bandwidth = &m_bandwidth;
        context.connections = m_connections;
        context.requestMemory = m_requestMemory;
        context.server = m_serverInfo;
        context.report = [this](const UploadJob& j, const QString& status) {
            QMetaObject::invokeMethod(
                this, [this, j, status] { onReport(j, status); }, Qt::QueuedConnection);
        };
        lock.unlock();
        UploadWorker worker(std::move(context));
        UploadJob working = *job;
        const UploadWorker::Ending ending = worker.run(working);
        m_resent += worker.resentBytes();
        if (ending != UploadWorker::Ending::Stopped) {
            const bool ok = ending == UploadWorker::Ending::Done;
            const QString message = ok ? working.datasetId : working.error;
            const qint64 id = working.id;
            QMetaObject::invokeMethod(
                this, [this, id, ok, message] { emit jobFinished(id, ok, message); }, Qt::QueuedConnection);
        }
        lock.lock();
        if (ending != UploadWorker::Ending::Stopped)
            m_ended.insert(working.id);
        m_running.erase(working.id);
        applySettle(working.id, working);
        m_wake.notify_all(); // a place is free for the next job
        QMetaObject::invokeMethod(
            this, [this] { emit threadIdle(); }, Qt::QueuedConnection);
    }
}

void UploadEngine::onReport(const UploadJob& job, const QString& status) {
    if (!m_jobs.contains(job.id))
        return;
    // A report queued before a pause or cancel must not undo it.
    const UploadState known = m_jobs.value(job.id).state;
    UploadJob updated = job;
    if ((known == UploadState::Paused || known == UploadState::Cancelled) && !isFinal(job.state))
        updated.state = known;
    m_jobs.insert(job.id, updated);
    Progress& p = m_progress[job.id];
    p.total = job.uploadLength >= 0 ? job.uploadLength : p.total;
    // Speed over a moving window of a few seconds; ETA from it.
    QElapsedTimer& clock = m_speedClock[job.id];
    if (!clock.isValid() || job.confirmedOffset < m_speedBase.value(job.id)) {
        clock.start();
        m_speedBase[job.id] = job.confirmedOffset;
    }
    const qint64 ms = clock.elapsed();
    if (ms > 500) {
        const double rate = double(job.confirmedOffset - m_speedBase.value(job.id)) * 1000.0 / double(ms);
        p.bytesPerSecond = p.bytesPerSecond > 0 ? 0.7 * p.bytesPerSecond + 0.3 * rate : rate;
        if (ms > 3000) {
            clock.restart();
            m_speedBase[job.id] = job.confirmedOffset;
        }
    }
    p.sent = job.confirmedOffset;
    p.etaSeconds =
        p.bytesPerSecond > 1 && p.total > 0 ? int(double(p.total - p.sent) / p.bytesPerSecond) : -1;
    p.status = status;
    emit jobChanged(job.id);
}

} // namespace cd
