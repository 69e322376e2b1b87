#include "LaunchSession.h"

#include "ClustersSession.h"
#include "CostQuote.h"

#include "api/PlatformClient.h"

#include <QUuid>

namespace cd {

LaunchSession::LaunchSession(const ClustersSession& clusters, QObject* parent)
    : QObject(parent)
    , m_client(clusters.client())
    , m_currency(clusters.accountCurrency())
    , m_quote(new CostQuote(this)) {
    connect(m_quote, &CostQuote::estimated, this, &LaunchSession::estimated);
    connect(m_quote, &CostQuote::failed, this, &LaunchSession::estimateFailed);
    connect(&clusters, &ClustersSession::offeringsLoaded, this, &LaunchSession::offeringsLoaded);
}

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

void LaunchSession::estimate(ClusterSpec spec, double hours) {
    spec.currency = m_currency;
    m_quote->request(m_client, spec, hours);
}

void LaunchSession::launch(ClusterSpec spec) {
    if (!m_client || m_launchCall)
        return;
    // A tenant is billed in one currency: a launch in another would be refused, or mix its bills.
    spec.currency = m_currency;
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
