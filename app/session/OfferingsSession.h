#pragma once

#include "OfferingCatalog.h"

#include "core/Error.h"
#include "core/Offering.h"
#include "core/Region.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class PlatformClient;

// What the Offerings page works through: the platform's regions and its whole catalog, every page
// of it, loaded together. Filtering and sorting stay with the page's models, so they answer at once.
// The catalog itself is the connection's one OfferingCatalog, which other sessions share.
class OfferingsSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingsSession)

public:
    explicit OfferingsSession(QObject* parent = nullptr);
    ~OfferingsSession() override;

    // A new client (or none): what was loaded goes, and the catalog loads again from the new one.
    void setClient(PlatformClient* client);
    bool hasClient() const { return !m_client.isNull(); }
    // Asks for the regions and the catalog again; what is shown stays until the answer.
    void reload();
    // The catalog is on its way (the regions may come before or after it).
    bool isLoading() const { return m_catalog.isLoading(); }
    // The catalog this session loads, for the sessions that read it too (clusters, monitoring).
    OfferingCatalog& catalog() { return m_catalog; }
    const QList<Region>& regions() const { return m_regions; }

Q_SIGNALS:
    // setClient() dropped what was loaded; a load follows when there is a client.
    void clientChanged();
    // The catalog started or stopped loading (whether it came, failed or was cancelled).
    void loadingChanged(bool loading);
    // Offerings received so far while the catalog pages in.
    void progressed(int offeringsSoFar);
    void regionsLoaded(const QList<cd::Region>& regions);
    void offeringsLoaded(const QList<cd::Offering>& offerings);
    // The catalog could not be loaded (a cancel is not a failure and says nothing).
    void offeringsFailed(const cd::Error& error);

private:
    // Stops the calls still running without a word: their answers no longer matter.
    void dropCalls();
    void loadRegions();

    QPointer<PlatformClient> m_client;
    OfferingCatalog m_catalog;
    QPointer<ApiCall> m_regionsCall;
    QList<Region> m_regions;
};

} // namespace cd
