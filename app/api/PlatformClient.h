#pragma once

#include "AccountDecoder.h"
#include "PagedCall.h"
#include "RetryPolicy.h"
#include "TypedCall.h"

#include "BillingDecoder.h"
#include "ClusterDecoder.h"
#include "Credentials.h"
#include "DatasetDecoder.h"
#include "MetricsDecoder.h"
#include "TeamDecoder.h"
#include "TemplateDecoder.h"

#include "core/ClusterSpec.h"
#include "core/Identity.h"
#include "core/LogQuery.h"
#include "core/Member.h"
#include "core/Offering.h"
#include "core/OfferingFilter.h"
#include "core/OfferingOrder.h"
#include "core/Region.h"
#include "core/SshKey.h"
#include "core/Transport.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <memory>

namespace cd {

// Typed calls to the platform API (resources/api/openapi.yaml). Each returns a handle owned by the
// caller (or by `parent`); its finished() signal arrives on this object's thread. The client adds
// credentials, retries transient failures of idempotent calls with backoff, honours 429, and turns
// every failure into a typed Error. It never knows whether the transport is the network or the
// in-process simulator. Its calls are spread over PlatformClient.cpp (transport, catalog, clusters),
// PlatformClientWorkloads.cpp, PlatformClientBilling.cpp and PlatformClientTeam.cpp.
class PlatformClient final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlatformClient)

public:
    // The transport is shared with work that outlives a call (sharedTransport()); a unique_ptr
    // converts. The demo's transport keeps its platform alive for as long as anyone holds it.
    explicit PlatformClient(std::shared_ptr<Transport> transport, QObject* parent = nullptr);
    ~PlatformClient() override;

    void setApiKey(const QByteArray& key) { m_apiKey = key; }
    // The Authorization header's whole value, in place of the API key's Bearer: for a client of a
    // server other than the platform, such as a Prometheus behind Basic authentication.
    void setAuthorization(const QByteArray& value) { m_authorization = value; }
    // Support staff: the tenant to act as (X-Tenant-Id). Empty for none.
    void setActingTenant(const QString& tenantId) { m_actingTenant = tenantId; }
    void setRetryPolicy(const RetryPolicy& policy) { m_retry = policy; }
    // Ends every call still running; each finishes with a Cancelled error.
    void cancelAll();

    TypedCall<QDateTime>* health(QObject* parent = nullptr);
    TypedCall<ServerVersion>* version(QObject* parent = nullptr);
    TypedCall<Identity>* me(QObject* parent = nullptr);
    TypedCall<QList<Region>>* regions(QObject* parent = nullptr);
    PagedCall<TenantSummary>* tenants(QObject* parent = nullptr);
    // The tenant's audit log, newest first (owners and admins): the entries with an access since
    // `since` (invalid: all), only support staff's when `supportOnly`.
    PagedCall<AuditRecord>* auditLog(bool supportOnly, const QDateTime& since = {},
                                     QObject* parent = nullptr);
    // Every offering matching the filter, all pages.
    PagedCall<Offering>* offerings(const OfferingFilter& filter, QObject* parent = nullptr,
                                   int pageSize = 1000);
    TypedCall<Page<Offering>>* offeringPage(const OfferingFilter& filter, const OfferingOrder& order,
                                            int pageSize, const QString& pageToken,
                                            QObject* parent = nullptr);
    TypedCall<Offering>* offering(const QString& id, QObject* parent = nullptr);

    // Clusters (api.md "clusters"). Changes send the cluster's ETag as If-Match when given, so a
    // change based on a stale view fails with PreconditionFailed instead of undoing someone's work.
    // With `ifNoneMatch` (an earlier answer's etag()), a list that did not change answers 304:
    // the call succeeds with notModified() and no items.
    PagedCall<Cluster>* clusters(QObject* parent = nullptr, const QByteArray& ifNoneMatch = {});
    TypedCall<Cluster>* cluster(const QString& id, QObject* parent = nullptr);
    TypedCall<QList<Node>>* nodes(const QString& clusterId, QObject* parent = nullptr);
    TypedCall<Page<ClusterEvent>>* clusterEvents(const QString& clusterId, int pageSize = 100,
                                                 QObject* parent = nullptr);
    // A cluster's log (api.md "logs"), oldest first; its live follow is LogFeed.
    TypedCall<LogPage>* logs(const QString& clusterId, const LogQuery& query, QObject* parent = nullptr);
    TypedCall<Estimate>* estimate(const ClusterSpec& spec, double hours, QObject* parent = nullptr);
    // The key makes retries safe: send the same one for every attempt of one launch.
    TypedCall<Cluster>* launchCluster(const ClusterSpec& spec, const QByteArray& idempotencyKey,
                                      QObject* parent = nullptr);
    TypedCall<Cluster>* resizeCluster(const QString& id, const QHash<QString, int>& poolNodes,
                                      const QString& etag, QObject* parent = nullptr);
    TypedCall<Cluster>* stopCluster(const QString& id, const QString& etag, QObject* parent = nullptr);
    TypedCall<Cluster>* startCluster(const QString& id, const QString& etag, QObject* parent = nullptr);
    TypedCall<Cluster>* terminateCluster(const QString& id, const QString& etag, QObject* parent = nullptr);
    // Its workload started again from the last checkpoint (409 when there is none or it is not running).
    TypedCall<Cluster>* restartWorkload(const QString& id, const QString& etag, QObject* parent = nullptr);
    // The checkpoints its workload wrote, newest first, all pages.
    PagedCall<Checkpoint>* checkpoints(const QString& clusterId, QObject* parent = nullptr);

    // Datasets (api.md "datasets"): what finished uploads became.
    PagedCall<Dataset>* datasets(QObject* parent = nullptr);
    TypedCall<Dataset>* dataset(const QString& id, QObject* parent = nullptr);
    TypedCall<bool>* deleteDataset(const QString& id, QObject* parent = nullptr);

    // Launch templates shared in the tenant (api.md "Workloads and access"). Secret values are not
    // sent: a template keeps a secret's name only. Changes send the template's ETag as If-Match.
    PagedCall<LaunchTemplate>* templates(QObject* parent = nullptr);
    TypedCall<LaunchTemplate>* createTemplate(const QString& name, const QString& description,
                                              const ClusterSpec& spec, const QByteArray& idempotencyKey,
                                              QObject* parent = nullptr);
    TypedCall<LaunchTemplate>* updateTemplate(const QString& id, const QString& name,
                                              const QString& description, const ClusterSpec& spec,
                                              const QString& etag, QObject* parent = nullptr);
    TypedCall<bool>* deleteTemplate(const QString& id, const QString& etag, QObject* parent = nullptr);

    // The calling user's SSH public keys (api.md "Workloads and access").
    PagedCall<SshKey>* sshKeys(QObject* parent = nullptr);
    // The key makes retries safe: send the same one for every attempt of one add.
    TypedCall<SshKey>* addSshKey(const QString& name, const QString& publicKey,
                                 const QByteArray& idempotencyKey, QObject* parent = nullptr);
    TypedCall<bool>* deleteSshKey(const QString& id, QObject* parent = nullptr);

    // The tenant's API keys (owners and admins; support staff read them), never a key's secret but
    // once: in the answer to its creation. The Idempotency-Key makes retries safe: send the same
    // one, with the same request, for every attempt of one creation.
    PagedCall<ApiKey>* apiKeys(QObject* parent = nullptr);
    TypedCall<NewApiKey>* createApiKey(const ApiKeyRequest& request, const QByteArray& idempotencyKey,
                                       QObject* parent = nullptr);
    TypedCall<NewApiKey>* createApiKey(const QString& name, Role role, const QDateTime& expiresAt,
                                       const QString& memberId, const QByteArray& idempotencyKey,
                                       QObject* parent = nullptr) {
        return createApiKey(ApiKeyRequest{name, role, expiresAt, memberId}, idempotencyKey, parent);
    }
    TypedCall<bool>* revokeApiKey(const QString& id, QObject* parent = nullptr);

    // The tenant's people (api.md "Members"; PlatformClientMembers.cpp). A role change sends the
    // member's ETag as If-Match; an invitation's key makes its retries safe.
    PagedCall<Member>* members(QObject* parent = nullptr);
    TypedCall<Member>* inviteMember(const QString& email, Role role, const QString& name,
                                    const QByteArray& idempotencyKey, QObject* parent = nullptr);
    TypedCall<Member>* changeMemberRole(const QString& id, Role role, const QString& etag,
                                        QObject* parent = nullptr);
    TypedCall<bool>* removeMember(const QString& id, QObject* parent = nullptr);

    // Billing (api.md "billing"): every FOCUS line of [from, to), all pages, priced as of the
    // first page; the month's summary; invoices; budgets (PUT replaces the whole list). With a
    // valid `asOf`, figures are metered up to that instant (`as_of`), so one screen's calls agree.
    PagedCall<LineItem>* lineItems(const QDateTime& from, const QDateTime& to, QObject* parent = nullptr,
                                   int pageSize = 5000, const QDateTime& asOf = {});
    TypedCall<BillingSummary>* billingSummary(Currency currency, QObject* parent = nullptr,
                                              const QDateTime& asOf = {});
    PagedCall<Invoice>* invoices(Currency currency, QObject* parent = nullptr, const QDateTime& asOf = {});
    PagedCall<Budget>* budgets(QObject* parent = nullptr);
    TypedCall<Page<Budget>>* setBudgets(const QList<Budget>& budgets, QObject* parent = nullptr);

    // Metrics (api.md "metrics"): a Prometheus query_range at `path`, the platform's
    // /v1/clusters/{id}/metrics/query_range or a Prometheus server's /api/v1/query_range.
    TypedCall<MetricMatrix>* queryRange(const QByteArray& path, const QString& query, qint64 start,
                                        qint64 end, qint64 step, QObject* parent = nullptr);
    static QByteArray clusterMetricsPath(const QString& clusterId, const char* leaf);

    // For work that runs on its own thread (uploads, downloads): the transport is safe to call
    // from any thread. Such work holds sharedTransport(), so the transport outlives every call that
    // uses it by ownership, and takes credentials() as a value: it never calls into this QObject.
    Transport& transport() const { return *m_transport; }
    std::shared_ptr<Transport> sharedTransport() const { return m_transport; }
    Credentials credentials() const { return {m_apiKey, m_actingTenant, m_authorization}; }
    // GUI thread only (it reads this object's credentials).
    Request authorized(Request request) const;

    // A server-sent event stream (GET path) with the client's credentials. Pieces and the end
    // arrive on this object's thread; after closeStream() neither comes.
    using StreamPiece = std::function<void(const QByteArray&)>;
    using StreamEnd = std::function<void(const Response&)>;
    quint64 openStream(const QByteArray& path, const QByteArray& lastEventId, StreamPiece piece,
                       StreamEnd end);
    void closeStream(quint64 streamId);

    static QUrlQuery encodeFilter(const OfferingFilter& filter);
    static QByteArray encodeSpec(const ClusterSpec& spec, std::optional<double> hours = std::nullopt);

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
        qint64 startedMs = 0; // m_clock when the call was made, for the log's timing
    };

    template <typename Call>
    Call* submit(Call* call, Request request) {
        enqueue(call, std::move(request));
        return call;
    }
    void enqueue(ApiCall* call, Request request);
    // A GET of `path` (callers change the method, add to the path); shared by both source files.
    static Request get(const char* path, QUrlQuery query = {});
    // The decoder of a 204 No Content answer.
    static Result<bool> noContent(const QByteArray& body);
    void send(quint64 callId);
    // `decoded`: what the call's background decoder made of the body on the transport's thread.
    void onResponse(quint64 callId, Response response, std::shared_ptr<void> decoded);
    // Bodies this large are decoded off the GUI thread, where the call can (ApiCall).
    static constexpr qsizetype backgroundDecodeBytes = 256 * 1024;
    void conclude(quint64 callId, Error error);
    void abandon(quint64 callId);
    TypedCall<Cluster>* change(const QByteArray& method, const QString& id, const QByteArray& suffix,
                               const QByteArray& body, const QString& etag, QObject* parent);

    std::shared_ptr<Transport> m_transport;
    QByteArray m_apiKey;
    QString m_actingTenant;
    QByteArray m_authorization;
    RetryPolicy m_retry;
    QHash<quint64, Pending> m_pending;
    quint64 m_nextCallId = 1;
    QElapsedTimer m_clock;
    struct OpenStream {
        RequestId transportId = 0;
    };
    QHash<quint64, OpenStream> m_streams;
};

} // namespace cd
