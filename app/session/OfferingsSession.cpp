#include "OfferingsSession.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"

namespace cd {

OfferingsSession::OfferingsSession(QObject* parent)
    : QObject(parent) {}

OfferingsSession::~OfferingsSession() = default;

void OfferingsSession::dropCalls() {
    const bool wasLoading = isLoading();
    delete m_offeringsCall;
    delete m_regionsCall;
    if (wasLoading)
        Q_EMIT loadingChanged(false);
}

void OfferingsSession::setClient(PlatformClient* client) {
    dropCalls();
    m_client = client;
    m_regions.clear();
    Q_EMIT clientChanged();
    if (m_client)
        reload();
}

void OfferingsSession::reload() {
    if (!m_client)
        return;
    delete m_offeringsCall;
    delete m_regionsCall;

    auto* regions = m_client->regions(this);
    m_regionsCall = regions;
    connect(regions, &ApiCall::finished, this, [this, regions] {
        regions->deleteLater();
        if (!regions->succeeded())
            return; // the filter bar then offers the regions the offerings name
        m_regions = regions->value();
        Q_EMIT regionsLoaded(m_regions);
    });

    // The whole catalog, every page.
    auto* call = m_client->offerings(OfferingFilter{}, this);
    m_offeringsCall = call;
    connect(call, &ApiCall::progressed, this, &OfferingsSession::progressed);
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        m_offeringsCall = nullptr;
        Q_EMIT loadingChanged(false);
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (!call->succeeded()) {
            Q_EMIT offeringsFailed(call->error());
            return;
        }
        Q_EMIT offeringsLoaded(call->items());
    });
    Q_EMIT loadingChanged(true);
}

} // namespace cd
