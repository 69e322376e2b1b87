#include "ConnectionManager.h"

#include "api/ApiLog.h"
#include "api/CurlTransport.h"
#include "api/PlatformClient.h"

#include <QCoreApplication>
#include <QThread>

#include <algorithm>
#include <utility>

namespace cd {

namespace {
bool isReachabilityFailure(const Error& e) {
    return e.kind == ErrorKind::Network || e.kind == ErrorKind::Timeout ||
           (e.kind == ErrorKind::Server && e.httpStatus >= 502 && e.httpStatus <= 504);
}
} // namespace

ConnectionManager::ConnectionManager(QObject* parent)
    : QObject(parent) {
    m_probeTimer.setSingleShot(true);
    connect(&m_probeTimer, &QTimer::timeout, this, &ConnectionManager::probe);
}

ConnectionManager::~ConnectionManager() {
    // The client's transport may point into the demo platform: it goes first.
    m_client.reset();
    m_demo.reset();
    m_retired.clear();
}

ConnectionManager::Retired::~Retired() {
    client.reset();
    demo.reset();
}

void ConnectionManager::buryRetired() {
    m_retired.clear();
}

void ConnectionManager::setState(ConnectionState state) {
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void ConnectionManager::retireCurrent() {
    m_keyInClear = false;
    m_hostsInClear.clear();
    m_probeTimer.stop();
    m_probeAttempt = 0;
    m_onAccepted = {};
    m_identity = {};
    m_lastError = {};
    if (!m_client && !m_demo)
        return;
    auto retired = std::make_unique<Retired>();
    retired->client = std::move(m_client);
    retired->metricsClient = std::move(m_metricsClient);
    if (retired->metricsClient)
        retired->metricsClient->cancelAll();
    retired->demo = std::move(m_demo);
    if (retired->client) {
        retired->client->disconnect(this);
        // Its calls end now, so no answer from the old platform can change the new state.
        retired->client->cancelAll();
        Q_EMIT clientChanged(nullptr);
    }
    m_retired.push_back(std::move(retired));
    QTimer::singleShot(0, this, &ConnectionManager::buryRetired);
}

QMetaObject::Connection ConnectionManager::followClient(QObject* context,
                                                        std::function<void(PlatformClient*)> handler) {
    return connect(this, &ConnectionManager::clientChanged, context, std::move(handler));
}

void ConnectionManager::install(std::unique_ptr<PlatformClient> client) {
    m_client = std::move(client);
    connect(m_client.get(), &PlatformClient::callFailed, this, &ConnectionManager::onCallFailed);
    // Who this is goes out first, ahead of the pages' loads: it says "Connected" and which areas
    // this role may open, so it must not wait behind a catalog on a far link.
    identify();
    Q_EMIT clientChanged(m_client.get());
}

bool ConnectionManager::startDemo(quint64 seed, QString* error, Role role, const QDateTime& clockStart) {
    if (!m_demoFactory) {
        if (error)
            *error = tr("This console was built without the offline demo.");
        return false;
    }
    std::shared_ptr<OfflineDemo> demo = m_demoFactory(seed, error, clockStart);
    if (!demo)
        return false;
    m_demoStart = {seed, role, demo->now()};
    // The in-process transport calls into the demo's platform, and a download or upload may hold
    // the transport after the demo is retired: the transport keeps the platform alive by ownership.
    // The last holder may be a worker thread; the platform is handed back to this thread to go.
    std::shared_ptr<Transport> transport(demo->makeTransport().release(), [demo](Transport* t) mutable {
        delete t;
        QCoreApplication* app = QCoreApplication::instance();
        if (app && QThread::currentThread() != app->thread())
            QMetaObject::invokeMethod(
                app, [keep = std::move(demo)] {}, Qt::QueuedConnection);
    });
    auto client = std::make_unique<PlatformClient>(std::move(transport));
    client->setApiKey(demo->keyFor(role));
    retireCurrent();
    m_demo = std::move(demo);
    m_name = QStringLiteral("Demo");
    m_baseUrl = QUrl();
    install(std::move(client));
    setState(ConnectionState::Demo);
    return true;
}

bool ConnectionManager::resetDemo(QString* error) {
    if (!m_demo) {
        if (error)
            *error = tr("No demo is running.");
        return false;
    }
    const DemoStart start = m_demoStart;
    return startDemo(start.seed, error, start.role, start.clockStart);
}

std::unique_ptr<PlatformClient> ConnectionManager::clientFor(const ConnectionProfile& profile,
                                                             const QByteArray& apiKey,
                                                             const TransportSettings& base) {
    TransportSettings settings = base;
    settings.baseUrl = profile.url;
    settings.caBundlePath = profile.caBundlePath;
    settings.proxy = profile.proxy;
    // Debug logging of the API (QT_LOGGING_RULES="clusterdesk.api.debug=true") brings libcurl's
    // own trace, headers and TLS included, redacted like every line: what support asks for first.
    settings.verbose = settings.verbose || lcApi().isDebugEnabled();
    auto client = std::make_unique<PlatformClient>(std::make_unique<CurlTransport>(settings));
    client->setApiKey(apiKey);
    return client;
}

std::unique_ptr<PlatformClient> ConnectionManager::prometheusClientFor(const ConnectionProfile& profile,
                                                                       const TransportSettings& base) {
    ConnectionProfile prometheus = profile;
    prometheus.url = profile.prometheusUrl;
    // Its own CA bundle, or the system's store: the platform's private CA says nothing about who
    // runs the metrics server.
    prometheus.caBundlePath = profile.prometheusCaBundlePath;
    // Prometheus takes no platform key: it is never sent there, only its own credentials.
    auto client = clientFor(prometheus, {}, base);
    client->setAuthorization(profile.prometheusAuthorization());
    return client;
}

void ConnectionManager::connectTo(const ConnectionProfile& profile, const QByteArray& apiKey,
                                  std::function<void()> accepted) {
    // Checked here and not only in the dialog: a saved profile or a command line reaches this too,
    // and an API key must never go to another computer in clear unless the person said so.
    if (const QString invalid = profile.insecureHttpProblem(); !invalid.isEmpty()) {
        retireCurrent();
        m_name.clear();
        m_lastError = Error::make(ErrorKind::Tls, QStringLiteral("plain_http_remote"), {});
        m_lastError.title = invalid;
        setState(ConnectionState::Offline);
        Q_EMIT problem(m_lastError);
        return;
    }
    auto client = clientFor(profile, apiKey, m_template);
    retireCurrent();
    m_onAccepted = std::move(accepted);
    m_name = profile.name;
    m_baseUrl = profile.url;
    m_keyInClear = profile.sendsKeyInClear();
    m_hostsInClear = profile.hostsInClear();
    if (!profile.prometheusUrl.isEmpty())
        m_metricsClient = prometheusClientFor(profile, m_template);
    setState(ConnectionState::Connecting);
    install(std::move(client));
}

void ConnectionManager::disconnectFromPlatform() {
    retireCurrent();
    m_name.clear();
    setState(ConnectionState::Offline);
}

void ConnectionManager::viewTenant(const QString& tenantId) {
    if (!m_client)
        return;
    // The calls of the tenant viewed so far end now: none of their answers may land on the next.
    // The pages drop everything, live streams included, as if the client went, then load again.
    m_client->cancelAll();
    Q_EMIT clientChanged(nullptr);
    m_client->setActingTenant(tenantId);
    m_identity.tenantId = tenantId;
    m_identity.tenantName.clear(); // until the platform says whose it is
    identify();
    Q_EMIT clientChanged(m_client.get());
}

void ConnectionManager::identify() {
    if (!m_client)
        return;
    auto* call = m_client->me(this);
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (call->succeeded()) {
            m_identity = call->value();
            m_lastError = {};
            if (m_state != ConnectionState::Demo)
                setState(ConnectionState::Connected);
            if (auto accepted = std::exchange(m_onAccepted, {}))
                accepted();
            emit identified();
            return;
        }
        m_lastError = call->error();
        // A wrong key or an untrusted certificate will not fix itself, and a platform never reached
        // was never connected: stop and say so. Losing a platform that did answer is handled by
        // onCallFailed, which probes until it is back.
        if (!isReachabilityFailure(call->error()) || m_state == ConnectionState::Connecting) {
            Q_EMIT problem(call->error());
            retireCurrent();
            m_lastError = call->error();
            setState(ConnectionState::Offline);
        }
    });
}

void ConnectionManager::onCallFailed(const Error& error) {
    // While connecting, identify() decides; in the demo nothing is unreachable.
    if (m_state == ConnectionState::Demo || m_state == ConnectionState::Connecting ||
        !isReachabilityFailure(error))
        return;
    m_lastError = error;
    if (m_state != ConnectionState::Reconnecting) {
        setState(ConnectionState::Reconnecting);
        Q_EMIT problem(error);
    }
    if (!m_probeTimer.isActive()) {
        // 1, 2, 4 ... 30 s between probes: quick after a blip, gentle on a server that is down.
        m_probeTimer.start(std::min(30'000, 1000 << std::min(m_probeAttempt, 5)));
        ++m_probeAttempt;
    }
}

void ConnectionManager::probe() {
    if (!m_client)
        return;
    auto* call = m_client->me(this);
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (!call->succeeded())
            return; // onCallFailed schedules the next probe
        m_probeAttempt = 0;
        m_identity = call->value();
        m_lastError = {};
        setState(ConnectionState::Connected);
        Q_EMIT clientChanged(m_client.get()); // pages reload what they missed
        Q_EMIT identified();
    });
}

} // namespace cd
