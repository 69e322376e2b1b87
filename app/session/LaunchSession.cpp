#include "LaunchSession.h"

#include "ClustersSession.h"

#include "api/PlatformClient.h"

#include <QUuid>

namespace cd {

LaunchSession::LaunchSession(const ClustersSession& clusters, QObject* parent)
    : QObject(parent)
    , m_client(clusters.client()) {}

LaunchSession::~LaunchSession() = default;

void LaunchSession::loadDatasets() {
    if (!m_client)
        return;
    auto* call = m_client->datasets(this);
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->succeeded())
            Q_EMIT datasetsLoaded(call->items());
        else
            Q_EMIT datasetsFailed(call->error());
    });
}

void LaunchSession::estimate(const ClusterSpec& spec, double hours) {
    if (!m_client)
        return;
    delete m_estimateCall;
    auto* call = m_client->estimate(spec, hours, this);
    m_estimateCall = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->succeeded())
            Q_EMIT estimated(call->value());
        else if (call->error().kind != ErrorKind::Cancelled)
            Q_EMIT estimateFailed(call->error());
    });
}

void LaunchSession::launch(const ClusterSpec& spec) {
    if (!m_client || m_launchCall)
        return;
    const QByteArray body = PlatformClient::encodeSpec(spec);
    // The same request keeps its key through every retry, so the platform makes one cluster;
    // a changed request is a new one and gets a new key.
    if (body != m_keyFor) {
        m_key = QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1();
        m_keyFor = body;
    }
    auto* call = m_client->launchCluster(spec, m_key, this);
    m_launchCall = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        // isLaunching() is false for whoever hears the answer.
        m_launchCall = nullptr;
        if (call->succeeded())
            Q_EMIT launched(call->value());
        else
            Q_EMIT launchFailed(call->error());
    });
}

} // namespace cd
