#pragma once

#include "AccountDecoder.h"
#include "PagedCall.h"
#include "RetryPolicy.h"
#include "TypedCall.h"

#include "core/Identity.h"
#include "core/Offering.h"
#include "core/OfferingFilter.h"
#include "core/OfferingOrder.h"
#include "core/Region.h"
#include "core/Transport.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <memory>

namespace cd {

// Typed calls to the platform API (resources/api/openapi.yaml). Each returns a handle owned by the
// caller (or by `parent`); its finished() signal arrives on this object's thread. The client adds
// credentials, retries transient failures of idempotent calls with backoff, honours 429, and turns
// every failure into a typed Error. It never knows whether the transport is the network or the
// in-process simulator.
class PlatformClient final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlatformClient)

public:
    explicit PlatformClient(std::unique_ptr<Transport> transport, QObject* parent = nullptr);
    ~PlatformClient() override;

    void setApiKey(const QByteArray& key) { m_apiKey = key; }
    // Support staff: the tenant to act as (X-Tenant-Id). Empty for none.
    void setActingTenant(const QString& tenantId) { m_actingTenant = tenantId; }
    void setRetryPolicy(const RetryPolicy& policy) { m_retry = policy; }
    // Ends every call still running; each finishes with a Cancelled error.
    void cancelAll();

    TypedCall<QDateTime>* health(QObject* parent = nullptr);
    TypedCall<ServerVersion>* version(QObject* parent = nullptr);
    TypedCall<Identity>* me(QObject* parent = nullptr);
    TypedCall<QList<Region>>* regions(QObject* parent = nullptr);
    TypedCall<QList<TenantSummary>>* tenants(QObject* parent = nullptr);
    // Every offering matching the filter, all pages.
    PagedCall<Offering>* offerings(const OfferingFilter& filter, QObject* parent = nullptr,
                                   int pageSize = 1000);
    TypedCall<Page<Offering>>* offeringPage(const OfferingFilter& filter, const OfferingOrder& order,
                                            int pageSize, const QString& pageToken,
                                            QObject* parent = nullptr);
    TypedCall<Offering>* offering(const QString& id, QObject* parent = nullptr);

    static QUrlQuery encodeFilter(const OfferingFilter& filter);

Q_SIGNALS:
    // Every call that ended in an error other than a cancel, and every call that succeeded: the
    // connection monitor follows these to say "Connected" or "Reconnecting".
    void callFailed(const cd::Error& error);
    void callSucceeded();

private:
    friend class ApiCall;
    struct Pending {
        QPointer<ApiCall> call;
        Request request;
        int attempt = 0;
        RequestId transportId = 0;
        bool inFlight = false;
    };

    template <typename Call>
    Call* submit(Call* call, Request request);
    void send(quint64 callId);
    void onResponse(quint64 callId, Response response);
    void conclude(quint64 callId, Error error);
    void abandon(quint64 callId);

    std::unique_ptr<Transport> m_transport;
    QByteArray m_apiKey;
    QString m_actingTenant;
    RetryPolicy m_retry;
    QHash<quint64, Pending> m_pending;
    quint64 m_nextCallId = 1;
};

} // namespace cd
