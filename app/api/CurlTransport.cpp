#include "CurlTransport.h"

#include "ApiLog.h"
#include "CurlErrors.h"
#include "SecretRedactor.h"
#include "SystemCaStore.h"

#include "BuildInfo.h"

#include <curl/curl.h>

#include <mutex>

namespace cd {

struct CurlTransport::Transfer {
    RequestId id = 0;
    Request request;
    Completion done;
    DataSink data;
    CurlTransport* owner = nullptr;
    CURL* easy = nullptr;
    curl_slist* headerList = nullptr;
    QByteArray url;
    Response response;
    qint64 limit = 0;
    qint64 bodyOffset = 0; // where a streamed body's next read begins
    bool oversized = false;
    bool counted = false; // one of the maxCallsAtOnce calls
    char errorText[CURL_ERROR_SIZE] = {};

    ~Transfer() {
        if (easy)
            curl_easy_cleanup(easy);
        if (headerList)
            curl_slist_free_all(headerList);
    }
};

namespace {

CURLM* multiOf(void* p) {
    return static_cast<CURLM*>(p);
}

// The authorities the operating system trusts (SystemCaStore says how each one is reached).
void trustTheSystemStore([[maybe_unused]] CURL* easy) {
#if defined(Q_OS_WIN)
    curl_easy_setopt(easy, CURLOPT_SSL_OPTIONS, long(CURLSSLOPT_NATIVE_CA));
#elif defined(Q_OS_MACOS)
    const QByteArray& pem = SystemCaStore::pemBundle();
    if (!pem.isEmpty()) {
        curl_blob blob{const_cast<char*>(pem.constData()), size_t(pem.size()), CURL_BLOB_NOCOPY};
        curl_easy_setopt(easy, CURLOPT_CAINFO_BLOB, &blob);
    }
#endif
}

void initCurlOnce() {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

size_t onBody(char* data, size_t size, size_t count, void* user) {
    auto* t = static_cast<CurlTransport::Transfer*>(user);
    const size_t bytes = size * count;
    if (t->response.body.size() + qint64(bytes) > t->limit) {
        t->oversized = true;
        return 0; // makes libcurl stop with CURLE_WRITE_ERROR
    }
    t->response.body.append(data, qsizetype(bytes));
    return bytes;
}

// A streamed body's next piece; libcurl asks again until it has the size it was told.
size_t onReadBody(char* into, size_t size, size_t count, void* user) {
    auto* t = static_cast<CurlTransport::Transfer*>(user);
    const qint64 n = t->request.streamedBody->read(t->bodyOffset, into, qint64(size * count));
    if (n < 0)
        return CURL_READFUNC_ABORT;
    t->bodyOffset += n;
    return size_t(n);
}

// A streamed body starts over (a reused connection found closed before the request went out).
int onSeekBody(void* user, curl_off_t offset, int origin) {
    auto* t = static_cast<CurlTransport::Transfer*>(user);
    if (origin != SEEK_SET || offset < 0 || offset > t->request.streamedBody->size())
        return CURL_SEEKFUNC_CANTSEEK;
    t->bodyOffset = qint64(offset);
    return CURL_SEEKFUNC_OK;
}

size_t onHeader(char* data, size_t size, size_t count, void* user) {
    auto* t = static_cast<CurlTransport::Transfer*>(user);
    const size_t bytes = size * count;
    const QByteArray line = QByteArray(data, qsizetype(bytes)).trimmed();
    if (line.startsWith("HTTP/")) {
        t->response.headers = {}; // a new response (after 100 Continue, or a proxy's CONNECT)
    } else if (const qsizetype colon = line.indexOf(':'); colon > 0) {
        t->response.headers.add(line.left(colon).trimmed(), line.mid(colon + 1).trimmed());
    }
    return bytes;
}

} // namespace

// A stream's 2xx body goes out piece by piece; anything else (a refusal) is kept for the completion.
size_t onStreamBody(char* data, size_t size, size_t count, void* user) {
    auto* t = static_cast<CurlTransport::Transfer*>(user);
    long status = 0;
    curl_easy_getinfo(t->easy, CURLINFO_RESPONSE_CODE, &status);
    if (status < 200 || status >= 300)
        return onBody(data, size, count, user);
    const size_t bytes = size * count;
    if (!t->owner->deliverPiece(t->id, t->data, QByteArray(data, qsizetype(bytes))))
        return 0; // cancelled: stop the transfer
    return bytes;
}

namespace {

int onDebug(CURL*, curl_infotype type, char* data, size_t size, void*) {
    if (type == CURLINFO_TEXT || type == CURLINFO_HEADER_IN || type == CURLINFO_HEADER_OUT) {
        qCDebug(lcApi).noquote() << "curl:"
                                 << SecretRedactor::redact(QByteArray(data, qsizetype(size))).trimmed();
    }
    return 0;
}

} // namespace

CurlTransport::CurlTransport(TransportSettings settings)
    : m_settings(std::move(settings)) {
    // Everything of libcurl, from its global set-up (OpenSSL's) on, happens on the worker: a
    // connection made from the GUI thread costs it no more than starting a thread.
    m_worker = std::thread([this] { run(); });
}

void CurlTransport::wake() {
    std::lock_guard lock(m_mutex);
    if (m_multi)
        curl_multi_wakeup(multiOf(m_multi));
}

CurlTransport::~CurlTransport() {
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    wake();
    m_worker.join();
    for (auto& [id, transfer] : m_active)
        curl_multi_remove_handle(multiOf(m_multi), transfer->easy);
    m_active.clear();
    curl_multi_cleanup(multiOf(m_multi));
}

QString CurlTransport::describe() const {
    return m_settings.baseUrl.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemovePath);
}

RequestId CurlTransport::startStream(Request request, DataSink data, Completion done) {
    RequestId id;
    {
        std::lock_guard lock(m_mutex);
        id = m_nextId++;
        m_incoming.push_back({id, std::move(request), std::move(done), std::move(data)});
        m_pending.insert(id);
    }
    wake();
    return id;
}

bool CurlTransport::deliverPiece(RequestId id, const DataSink& data, QByteArray piece) {
    std::lock_guard delivery(m_deliveryMutex);
    {
        std::lock_guard lock(m_mutex);
        if (!m_pending.contains(id))
            return false;
    }
    data(std::move(piece));
    return true;
}

RequestId CurlTransport::start(Request request, Completion done) {
    RequestId id;
    {
        std::lock_guard lock(m_mutex);
        id = m_nextId++;
        m_incoming.push_back({id, std::move(request), std::move(done), {}});
        m_pending.insert(id);
    }
    wake();
    return id;
}

void CurlTransport::cancel(RequestId id) {
    std::lock_guard delivery(m_deliveryMutex);
    {
        std::lock_guard lock(m_mutex);
        if (m_pending.erase(id) == 0)
            return;
        m_cancelled.push_back(id);
    }
    wake();
}

void CurlTransport::begin(Queued queued) {
    auto t = std::make_unique<Transfer>();
    t->id = queued.id;
    t->request = std::move(queued.request);
    t->done = std::move(queued.done);
    t->data = std::move(queued.data);
    t->owner = this;
    t->limit = m_settings.maxResponseBytes;

    QByteArray base = m_settings.baseUrl.toString(QUrl::StripTrailingSlash).toUtf8();
    t->url = base + t->request.target();

    CURL* e = curl_easy_init();
    if (!e) {
        deliver(t->id, t->done,
                Response::fromFailure(Error::make(ErrorKind::Network, QStringLiteral("curl_init"),
                                                  QStringLiteral("libcurl could not start a transfer."))));
        return;
    }
    t->easy = e;
    curl_easy_setopt(e, CURLOPT_URL, t->url.constData());
    curl_easy_setopt(e, CURLOPT_PRIVATE, t.get());
    curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(e, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(e, CURLOPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(e, CURLOPT_SSL_VERIFYPEER, 1L);
    curl_easy_setopt(e, CURLOPT_SSL_VERIFYHOST, 2L);
    // TLS 1.2 at least (1.3 when the server offers it), and under 1.2 only forward-secret AEAD
    // suites: a recorded session must stay unreadable even if the server's key leaks later.
    curl_easy_setopt(e, CURLOPT_SSLVERSION, long(CURL_SSLVERSION_TLSv1_2));
    curl_easy_setopt(e, CURLOPT_SSL_CIPHER_LIST, "ECDHE+AESGCM:ECDHE+CHACHA20");
    if (!m_settings.caBundlePath.isEmpty())
        curl_easy_setopt(e, CURLOPT_CAINFO, m_settings.caBundlePath.toLocal8Bit().constData());
    else
        trustTheSystemStore(e);
    // Without a proxy of the profile's own, the system's choice, going direct included: libcurl
    // alone would read only the environment, and take a PAC address there ("pac+http://...") for
    // a proxy. The first call to a host may run the PAC script; this is the worker thread.
    const QString proxy = !m_settings.proxy.isEmpty() ? m_settings.proxy
                                                      : m_systemProxy.cachedForUrl(QUrl::fromEncoded(t->url));
    curl_easy_setopt(e, CURLOPT_PROXY, proxy.toUtf8().constData());
    curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, long(m_settings.connectTimeoutMs));
    curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, long(m_settings.totalTimeoutMs));
    // "Stopped answering": less than one byte per second for the stall window.
    curl_easy_setopt(e, CURLOPT_LOW_SPEED_LIMIT, 1L);
    curl_easy_setopt(e, CURLOPT_LOW_SPEED_TIME, long(std::max(1, m_settings.stallTimeoutMs / 1000)));
    curl_easy_setopt(e, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(m_settings.maxResponseBytes));
    curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(e, CURLOPT_USERAGENT,
                     QByteArray(QByteArray("ClusterDesk/") + build::version).constData());
    if (t->request.bulk) {
        // An upload's request or a download's range takes as long as the link needs for its bytes;
        // a link that stops moving them is caught by the stall limit above.
        curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, 0L);
    }
    curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, t->data ? onStreamBody : onBody);
    if (t->data) {
        // A stream lasts as long as it lasts; the reader notices silence by the keep-alives.
        curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, 0L);
        curl_easy_setopt(e, CURLOPT_LOW_SPEED_TIME, 0L);
        curl_easy_setopt(e, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(0));
        curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, nullptr);
    }
    curl_easy_setopt(e, CURLOPT_WRITEDATA, t.get());
    curl_easy_setopt(e, CURLOPT_HEADERFUNCTION, onHeader);
    curl_easy_setopt(e, CURLOPT_HEADERDATA, t.get());
    curl_easy_setopt(e, CURLOPT_ERRORBUFFER, t->errorText);
    if (m_settings.verbose) {
        curl_easy_setopt(e, CURLOPT_VERBOSE, 1L);
        curl_easy_setopt(e, CURLOPT_DEBUGFUNCTION, onDebug);
    }

    // Only methods that carry a body get one: POSTFIELDS on a DELETE would add a form Content-Type
    // and a Content-Length the server did not ask for.
    const QByteArray& method = t->request.method;
    const bool hasBody = t->request.bodySize() > 0;
    if (method == "GET" && hasBody) {
        deliver(t->id, t->done,
                Response::fromFailure(Error::make(ErrorKind::InvalidRequest, QStringLiteral("get_with_body"),
                                                  QStringLiteral("A GET request cannot carry a body."))));
        return;
    }
    if (method == "HEAD") {
        curl_easy_setopt(e, CURLOPT_NOBODY, 1L);
    } else if (method != "GET") {
        if (method != "POST")
            curl_easy_setopt(e, CURLOPT_CUSTOMREQUEST, method.constData());
        if (t->request.streamedBody) {
            curl_easy_setopt(e, CURLOPT_POST, 1L);
            curl_easy_setopt(e, CURLOPT_READFUNCTION, onReadBody);
            curl_easy_setopt(e, CURLOPT_READDATA, t.get());
            curl_easy_setopt(e, CURLOPT_SEEKFUNCTION, onSeekBody);
            curl_easy_setopt(e, CURLOPT_SEEKDATA, t.get());
            curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(t->request.bodySize()));
        } else if (hasBody || method == "POST" || method == "PUT" || method == "PATCH") {
            curl_easy_setopt(e, CURLOPT_POSTFIELDS, t->request.body.constData());
            curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(t->request.body.size()));
        }
    }
    for (const auto& [name, value] : t->request.headers.fields())
        t->headerList = curl_slist_append(t->headerList, QByteArray(name + ": " + value).constData());
    t->headerList = curl_slist_append(t->headerList, "Expect:");
    curl_easy_setopt(e, CURLOPT_HTTPHEADER, t->headerList);

    if (curl_multi_add_handle(multiOf(m_multi), e) != CURLM_OK) {
        deliver(t->id, t->done,
                Response::fromFailure(Error::make(ErrorKind::Network, QStringLiteral("curl_add"),
                                                  QStringLiteral("libcurl could not queue the transfer."))));
        return;
    }
    t->counted = !t->data && !t->request.bulk;
    if (t->counted)
        ++m_callsRunning;
    m_active.emplace(t->id, std::move(t));
}

void CurlTransport::startWaiting() {
    while (m_callsRunning < maxCallsAtOnce && !m_waiting.empty()) {
        Queued next = std::move(m_waiting.front());
        m_waiting.pop_front();
        begin(std::move(next));
    }
}

void CurlTransport::finish(Transfer* t, int code) {
    const auto result = CURLcode(code);
    Response response = std::move(t->response);
    if (result == CURLE_OK) {
        long status = 0;
        curl_easy_getinfo(t->easy, CURLINFO_RESPONSE_CODE, &status);
        response.status = int(status);
        // Both from the start of the transfer: "pretransfer" once connected and about to send,
        // "starttransfer" at the answer's first byte (for a request with no body, one round trip
        // and the server's time apart).
        curl_off_t sending = 0;
        curl_off_t answered = 0;
        if (curl_easy_getinfo(t->easy, CURLINFO_PRETRANSFER_TIME_T, &sending) == CURLE_OK &&
            curl_easy_getinfo(t->easy, CURLINFO_STARTTRANSFER_TIME_T, &answered) == CURLE_OK &&
            answered >= sending)
            response.waitSeconds = double(answered - sending) / 1e6;
    } else {
        const QUrl& url = m_settings.baseUrl;
        const QString host = url.port() < 0 ? url.host() : url.host() + u':' + QString::number(url.port());
        response =
            Response::fromFailure(curlFailure(result, t->oversized, QString::fromUtf8(t->errorText), host));
    }
    const RequestId id = t->id;
    Completion done = std::move(t->done);
    if (t->counted)
        --m_callsRunning;
    curl_multi_remove_handle(multiOf(m_multi), t->easy);
    m_active.erase(id);
    deliver(id, done, std::move(response));
}

void CurlTransport::deliver(RequestId id, const Completion& done, Response response) {
    std::lock_guard delivery(m_deliveryMutex);
    {
        std::lock_guard lock(m_mutex);
        if (m_pending.erase(id) == 0)
            return; // cancelled while in flight
    }
    done(std::move(response));
}

void CurlTransport::drop(RequestId id) {
    const auto it = m_active.find(id);
    if (it == m_active.end()) {
        std::erase_if(m_waiting, [id](const Queued& q) { return q.id == id; });
        return;
    }
    if (it->second->counted)
        --m_callsRunning;
    curl_multi_remove_handle(multiOf(m_multi), it->second->easy);
    m_active.erase(it);
}

void CurlTransport::run() {
    initCurlOnce();
    {
        // Published under the mutex for wake(); the rest of its use is this thread's alone.
        std::lock_guard lock(m_mutex);
        m_multi = curl_multi_init();
        // Room in the cache for every call's connection, the streams' and an upload's parts', so
        // none is closed only to be opened again by the next refresh or request.
        curl_multi_setopt(multiOf(m_multi), CURLMOPT_MAXCONNECTS, long(maxCallsAtOnce + 24));
    }
    for (;;) {
        std::deque<Queued> incoming;
        std::vector<RequestId> cancelled;
        {
            std::lock_guard lock(m_mutex);
            if (m_stopping)
                return;
            incoming.swap(m_incoming);
            cancelled.swap(m_cancelled);
        }
        for (RequestId id : cancelled) {
            drop(id);
            for (auto it = incoming.begin(); it != incoming.end(); ++it) {
                if (it->id == id) {
                    incoming.erase(it);
                    break;
                }
            }
        }
        for (Queued& q : incoming) {
            if (q.data || q.request.bulk)
                begin(std::move(q)); // a stream or a bulk transfer never waits behind calls
            else
                m_waiting.push_back(std::move(q));
        }
        startWaiting();

        int running = 0;
        curl_multi_perform(multiOf(m_multi), &running);
        int left = 0;
        while (CURLMsg* msg = curl_multi_info_read(multiOf(m_multi), &left)) {
            if (msg->msg != CURLMSG_DONE)
                continue;
            Transfer* t = nullptr;
            curl_easy_getinfo(msg->easy_handle, CURLINFO_PRIVATE, &t);
            finish(t, int(msg->data.result));
        }
        startWaiting();
        curl_multi_poll(multiOf(m_multi), nullptr, 0, 1000, nullptr);
    }
}

} // namespace cd
