#include "OfferingsSession.h"

#include "api/PlatformClient.h"

namespace cd {

OfferingsSession::OfferingsSession(QObject* parent)
    : QObject(parent) {
    connect(&m_catalog, &OfferingCatalog::loadingChanged, this, &OfferingsSession::loadingChanged);
    connect(&m_catalog, &OfferingCatalog::progressed, this, &OfferingsSession::progressed);
    connect(&m_catalog, &OfferingCatalog::loaded, this, &OfferingsSession::offeringsLoaded);
    connect(&m_catalog, &OfferingCatalog::failed, this, &OfferingsSession::offeringsFailed);
}

OfferingsSession::~OfferingsSession() {
    blockSignals(true);
}

void OfferingsSession::dropCalls() {
    delete m_regionsCall;
}

void OfferingsSession::setClient(PlatformClient* client) {
    dropCalls();
    m_catalog.setClient(client);
    m_client = client;
    m_regions.clear();
    Q_EMIT clientChanged();
    if (!m_client)
        return;
    loadRegions();
    m_catalog.load();
}

void OfferingsSession::reload() {
    if (!m_client)
        return;
    loadRegions();
    m_catalog.reload();
}

void OfferingsSession::loadRegions() {
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
}

} // namespace cd
