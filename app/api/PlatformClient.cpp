#include "PlatformClient.h"

#include "ApiLog.h"
#include "CatalogDecoder.h"
#include "ResponseErrors.h"
#include "WorkloadJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace cd {

Request PlatformClient::get(const char* path, QUrlQuery query) {
    Request r;
    r.method = "GET";
    r.path = path;
    r.query = std::move(query);
    return r;
}

Result<bool> PlatformClient::noContent(const QByteArray&) {
    return true;
}

PlatformClient::PlatformClient(std::shared_ptr<Transport> transport, QObject* parent)
    : QObject(parent)
    , m_transport(std::move(transport)) {
    m_clock.start();
}

PlatformClient::~PlatformClient() {
    // Calls still running are told, so nobody waits forever on a client that is gone.
    cancelAll();
    for (const OpenStream& s : std::as_const(m_streams))
        m_transport->cancel(s.transportId);
}

void PlatformClient::cancelAll() {
    const auto pending = m_pending;
    m_pending.clear();
    for (const Pending& p : pending) {
        if (p.inFlight)
            m_transport->cancel(p.transportId);
        if (p.call) {
            p.call->m_client = nullptr;
            p.call->complete(Error::make(ErrorKind::Cancelled, QStringLiteral("cancelled"),
                                         QStringLiteral("The connection was closed.")));
        }
    }
}

QUrlQuery PlatformClient::encodeFilter(const OfferingFilter& f) {
    QUrlQuery q;
    auto add = [&](const char* key, const QString& value) {
        if (!value.isEmpty())
            q.addQueryItem(QString::fromLatin1(key), value);
    };
    add("gpu_model", f.gpuModel);
    add("vendor", f.vendor);
    if (f.minGpuMemoryGb > 0)
        add("min_gpu_memory_gb", QString::number(f.minGpuMemoryGb));
    if (f.gpusPerNode > 0)
        add("gpus_per_node", QString::number(f.gpusPerNode));
    add("region", f.region);
    add("interconnect", f.interconnect);
    if (f.maxGpuHourPrice)
        add("max_price", f.maxGpuHourPrice->toDecimal(2));
    add("currency", currencyCode(f.currency));
    add("billing_mode", billingModeId(f.billingMode));
    if (f.availableOnly)
        add("available_only", QStringLiteral("true"));
    return q;
}

TypedCall<QDateTime>* PlatformClient::health(QObject* parent) {
    return submit(new TypedCall<QDateTime>(&AccountDecoder::health, parent), get("/v1/health"));
}

TypedCall<ServerVersion>* PlatformClient::version(QObject* parent) {
    return submit(new TypedCall<ServerVersion>(&AccountDecoder::version, parent), get("/v1/version"));
}

TypedCall<Identity>* PlatformClient::me(QObject* parent) {
    return submit(new TypedCall<Identity>(&AccountDecoder::identity, parent), get("/v1/me"));
}

TypedCall<QList<Region>>* PlatformClient::regions(QObject* parent) {
    return submit(new TypedCall<QList<Region>>(&CatalogDecoder::regions, parent), get("/v1/regions"));
}

PagedCall<TenantSummary>* PlatformClient::tenants(QObject* parent) {
    // Every page: support staff pick from all of them.
    Request r = get("/v1/tenants", QUrlQuery(QStringLiteral("page_size=1000")));
    return submit(new PagedCall<TenantSummary>(r, &AccountDecoder::tenantPage, parent), r);
}

PagedCall<AuditRecord>* PlatformClient::auditLog(bool supportOnly, const QDateTime& since, QObject* parent) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("page_size"), QStringLiteral("1000"));
    if (since.isValid())
        q.addQueryItem(QStringLiteral("start"), since.toUTC().toString(Qt::ISODate));
    if (supportOnly)
        q.addQueryItem(QStringLiteral("support_only"), QStringLiteral("true"));
    Request r = get("/v1/audit-log", q);
    return submit(new PagedCall<AuditRecord>(r, &AccountDecoder::auditPage, parent), r);
}

PagedCall<Offering>* PlatformClient::offerings(const OfferingFilter& filter, QObject* parent, int pageSize) {
    QUrlQuery q = encodeFilter(filter);
    q.addQueryItem(QStringLiteral("page_size"), QString::number(pageSize));
    Request r = get("/v1/offerings", q);
    return submit(new PagedCall<Offering>(r, &CatalogDecoder::offeringPage, parent), r);
}

TypedCall<Page<Offering>>* PlatformClient::offeringPage(const OfferingFilter& filter,
                                                        const OfferingOrder& order, int pageSize,
                                                        const QString& pageToken, QObject* parent) {
    QUrlQuery q = encodeFilter(filter);
    q.addQueryItem(QStringLiteral("sort"),
                   (order.descending ? QStringLiteral("-") : QString()) + OfferingOrder::keyId(order.key));
    q.addQueryItem(QStringLiteral("page_size"), QString::number(pageSize));
    if (!pageToken.isEmpty())
        q.addQueryItem(QStringLiteral("page_token"), pageToken);
    return submit(new TypedCall<Page<Offering>>(&CatalogDecoder::offeringPage, parent),
                  get("/v1/offerings", q));
}

TypedCall<Offering>* PlatformClient::offering(const QString& id, QObject* parent) {
    Request r = get("/v1/offerings/");
    r.path += QUrl::toPercentEncoding(id);
    return submit(new TypedCall<Offering>(&CatalogDecoder::offering, parent), r);
}

QByteArray PlatformClient::encodeSpec(const ClusterSpec& spec, std::optional<double> hours) {
    QJsonArray pools;
    for (const PoolSpec& p : spec.pools) {
        pools.append(QJsonObject{{QStringLiteral("name"), p.name},
                                 {QStringLiteral("offering_id"), p.offeringId},
                                 {QStringLiteral("node_count"), p.nodeCount}});
    }
    QJsonObject o{{QStringLiteral("pools"), pools},
                  {QStringLiteral("billing_mode"), billingModeId(spec.billingMode)},
                  {QStringLiteral("currency"), currencyCode(spec.currency)},
                  {QStringLiteral("off_peak_only"), spec.offPeakOnly},
                  {QStringLiteral("stage"), workloadStageId(spec.stage)},
                  {QStringLiteral("dedicated"), spec.dedicated},
                  {QStringLiteral("auto_stop_idle_minutes"), spec.autoStopIdleMinutes},
                  {QStringLiteral("datasets"), QJsonArray::fromStringList(spec.datasets)}};
    if (!spec.name.isEmpty())
        o.insert(QStringLiteral("name"), spec.name);
    if (!spec.image.isEmpty())
        o.insert(QStringLiteral("image"), spec.image);
    if (spec.workload)
        o.insert(QStringLiteral("workload"), WorkloadJson::encode(*spec.workload));
    if (!spec.sshKeyIds.isEmpty())
        o.insert(QStringLiteral("ssh_key_ids"), QJsonArray::fromStringList(spec.sshKeyIds));
    if (hours)
        o.insert(QStringLiteral("hours"), *hours);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

PagedCall<Cluster>* PlatformClient::clusters(QObject* parent, const QByteArray& ifNoneMatch) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("page_size"), QStringLiteral("1000"));
    Request r = get("/v1/clusters", q);
    if (!ifNoneMatch.isEmpty())
        r.headers.set("If-None-Match", ifNoneMatch);
    return submit(new PagedCall<Cluster>(r, &ClusterDecoder::clusterPage, parent), r);
}

TypedCall<Cluster>* PlatformClient::cluster(const QString& id, QObject* parent) {
    Request r = get("/v1/clusters/");
    r.path += QUrl::toPercentEncoding(id);
    return submit(new TypedCall<Cluster>(&ClusterDecoder::cluster, parent), r);
}

TypedCall<QList<Node>>* PlatformClient::nodes(const QString& clusterId, QObject* parent) {
    Request r = get("/v1/clusters/");
    r.path += QUrl::toPercentEncoding(clusterId) + "/nodes";
    return submit(new TypedCall<QList<Node>>(&ClusterDecoder::nodes, parent), r);
}

TypedCall<Page<ClusterEvent>>* PlatformClient::clusterEvents(const QString& clusterId, int pageSize,
                                                             QObject* parent) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("page_size"), QString::number(pageSize));
    Request r = get("/v1/clusters/", q);
    r.path += QUrl::toPercentEncoding(clusterId) + "/events";
    return submit(new TypedCall<Page<ClusterEvent>>(&ClusterDecoder::eventPage, parent), r);
}

TypedCall<Estimate>* PlatformClient::estimate(const ClusterSpec& spec, double hours, QObject* parent) {
    Request r;
    r.method = "POST";
    r.path = "/v1/estimates";
    r.body = encodeSpec(spec, hours);
    r.safeToRepeat = true; // an estimate changes nothing
    return submit(new TypedCall<Estimate>(&ClusterDecoder::estimate, parent), r);
}

TypedCall<Cluster>* PlatformClient::launchCluster(const ClusterSpec& spec, const QByteArray& idempotencyKey,
                                                  QObject* parent) {
    Request r;
    r.method = "POST";
    r.path = "/v1/clusters";
    r.body = encodeSpec(spec);
    r.headers.set("Idempotency-Key", idempotencyKey);
    return submit(new TypedCall<Cluster>(&ClusterDecoder::cluster, parent), r);
}

TypedCall<Cluster>* PlatformClient::change(const QByteArray& method, const QString& id,
                                           const QByteArray& suffix, const QByteArray& body,
                                           const QString& etag, QObject* parent) {
    Request r;
    r.method = method;
    r.path = "/v1/clusters/" + QUrl::toPercentEncoding(id) + suffix;
    r.body = body;
    if (!etag.isEmpty())
        r.headers.set("If-Match", etag.toUtf8());
    return submit(new TypedCall<Cluster>(&ClusterDecoder::cluster, parent), r);
}

TypedCall<Cluster>* PlatformClient::resizeCluster(const QString& id, const QHash<QString, int>& poolNodes,
                                                  const QString& etag, QObject* parent) {
    QJsonArray pools;
    for (auto it = poolNodes.cbegin(); it != poolNodes.cend(); ++it)
        pools.append(
            QJsonObject{{QStringLiteral("id"), it.key()}, {QStringLiteral("node_count"), it.value()}});
    return change("PATCH", id, {},
                  QJsonDocument(QJsonObject{{QStringLiteral("pools"), pools}}).toJson(QJsonDocument::Compact),
                  etag, parent);
}

TypedCall<Cluster>* PlatformClient::stopCluster(const QString& id, const QString& etag, QObject* parent) {
    return change("POST", id, "/actions/stop", {}, etag, parent);
}

TypedCall<Cluster>* PlatformClient::startCluster(const QString& id, const QString& etag, QObject* parent) {
    return change("POST", id, "/actions/start", {}, etag, parent);
}

TypedCall<Cluster>* PlatformClient::terminateCluster(const QString& id, const QString& etag,
                                                     QObject* parent) {
    return change("DELETE", id, {}, {}, etag, parent);
}

TypedCall<MetricMatrix>* PlatformClient::queryRange(const QByteArray& path, const QString& query,
                                                    qint64 start, qint64 end, qint64 step, QObject* parent) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("query"), QString::fromUtf8(QUrl::toPercentEncoding(query)));
    q.addQueryItem(QStringLiteral("start"), QString::number(start));
    q.addQueryItem(QStringLiteral("end"), QString::number(end));
    q.addQueryItem(QStringLiteral("step"), QString::number(step));
    Request r = get("", q);
    r.path = path;
    return submit(new TypedCall<MetricMatrix>(&MetricsDecoder::matrix, parent), r);
}

QByteArray PlatformClient::clusterMetricsPath(const QString& clusterId, const char* leaf) {
    return "/v1/clusters/" + QUrl::toPercentEncoding(clusterId) + "/metrics/" + leaf;
}

Request PlatformClient::authorized(Request request) const {
    return credentials().apply(std::move(request));
}

quint64 PlatformClient::openStream(const QByteArray& path, const QByteArray& lastEventId, StreamPiece piece,
                                   StreamEnd end) {
    Request r = get("");
    // A stream's filters (a cluster's log by node or level) come as the path's query.
    const qsizetype question = path.indexOf('?');
    r.path = path.left(question < 0 ? path.size() : question);
    if (question >= 0)
        r.query = QUrlQuery(QString::fromLatin1(path.mid(question + 1)));
    r.headers.set("Accept", "text/event-stream");
    r.headers.set("Cache-Control", "no-cache");
    if (!lastEventId.isEmpty())
        r.headers.set("Last-Event-ID", lastEventId);
    const quint64 id = m_nextCallId++;
    QPointer<PlatformClient> self(this);
    // Both callbacks run on the transport's thread and only post to this one; a piece posted just
    // before closeStream() is dropped here because the stream is no longer known.
    const RequestId transportId = m_transport->startStream(
        authorized(r),
        [self, id, piece](QByteArray data) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, id, piece, data] {
                    if (self && self->m_streams.contains(id))
                        piece(data);
                },
                Qt::QueuedConnection);
        },
        [self, id, end](Response response) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, id, end, response] {
                    if (self && self->m_streams.remove(id))
                        end(response);
                },
                Qt::QueuedConnection);
        });
    m_streams.insert(id, {transportId});
    return id;
}

void PlatformClient::closeStream(quint64 streamId) {
    const auto it = m_streams.find(streamId);
    if (it == m_streams.end())
        return;
    m_transport->cancel(it->transportId);
    m_streams.erase(it);
}

void PlatformClient::enqueue(ApiCall* call, Request request) {
    const quint64 id = m_nextCallId++;
    call->m_client = this;
    call->m_callId = id;
    m_pending.insert(id, Pending{call, std::move(request), 0, 0, false, m_clock.elapsed()});
    send(id);
}

void PlatformClient::send(quint64 callId) {
    auto it = m_pending.find(callId);
    if (it == m_pending.end())
        return;
    Pending& p = it.value();
    Request request = p.request;
    request.headers.set("Accept", "application/json");
    if (!request.body.isEmpty() && !request.headers.contains("Content-Type"))
        request.headers.set("Content-Type", "application/json");
    request = credentials().apply(std::move(request));
    ++p.attempt;
    p.inFlight = true;
    qCDebug(lcApi).noquote() << request.method << request.target() << "attempt" << p.attempt;
    // The completion may run on the transport's thread: it decodes a large body there, if the
    // call can, and only posts the response (and what it decoded to) here.
    ApiCall::BackgroundDecoder decode = p.call ? p.call->backgroundDecoder() : ApiCall::BackgroundDecoder{};
    p.transportId =
        m_transport->start(std::move(request), [this, callId, decode = std::move(decode)](Response response) {
            std::shared_ptr<void> decoded;
            if (decode && !response.isTransportFailure() && response.status >= 200 && response.status < 300 &&
                response.body.size() >= backgroundDecodeBytes)
                decoded = decode(response.body);
            QMetaObject::invokeMethod(
                this,
                [this, callId, r = std::move(response), d = std::move(decoded)]() mutable {
                    onResponse(callId, std::move(r), std::move(d));
                },
                Qt::QueuedConnection);
        });
}

void PlatformClient::onResponse(quint64 callId, Response response, std::shared_ptr<void> decoded) {
    auto it = m_pending.find(callId);
    if (it == m_pending.end())
        return;
    Pending& p = it.value();
    p.inFlight = false;
    if (!p.call) {
        m_pending.erase(it);
        return;
    }
    if (!response.isTransportFailure() && response.status == 304 &&
        p.request.headers.contains("If-None-Match")) {
        // What the caller holds is current: a success with nothing to decode.
        p.call->m_notModified = true;
        p.call->m_etag = response.headers.value("ETag");
        conclude(callId, Error{});
        return;
    }
    if (!response.isTransportFailure() && response.status >= 200 && response.status < 300) {
        if (p.call->m_etag.isEmpty())
            p.call->m_etag = response.headers.value("ETag");
        // Nothing of `p` is used after this point: signals below may delete the call or start
        // other calls, which changes m_pending.
        const QPointer<ApiCall> call = p.call;
        const std::optional<Request> next = call->acceptDecoded(response, std::move(decoded));
        if (call->error().isError()) {
            conclude(callId, call->error());
            return;
        }
        if (next) {
            auto again = m_pending.find(callId);
            if (again == m_pending.end())
                return;
            again->request = *next;
            again->attempt = 0;
            send(callId);
        }
        if (call && call->progress() >= 0)
            Q_EMIT call->progressed(call->progress());
        if (!next)
            conclude(callId, Error{});
        return;
    }
    const Error error = errorFromResponse(response);
    const int delay = m_retry.delayBeforeRetry(p.request, error, p.attempt);
    if (delay < 0) {
        conclude(callId, error);
        return;
    }
    qCDebug(lcApi).noquote() << "retrying in" << delay << "ms after" << errorKindName(error.kind)
                             << error.code;
    QTimer::singleShot(delay, this, [this, callId] { send(callId); });
}

void PlatformClient::conclude(quint64 callId, Error error) {
    if (!m_pending.contains(callId))
        return; // cancelled meanwhile
    const Pending p = m_pending.take(callId);
    // One line per call with its whole time, retries and pages included: where a slow screen's
    // time goes, read from the log (QT_LOGGING_RULES="clusterdesk.api.debug=true").
    qCDebug(lcApi).noquote() << p.request.method << p.request.target() << "done"
                             << (error.isError() ? errorKindName(error.kind) : QStringLiteral("ok")) << "in"
                             << (m_clock.elapsed() - p.startedMs) << "ms";
    if (error.isError()) {
        qCInfo(lcApi).noquote() << p.request.method << p.request.path
                                << "failed:" << errorKindName(error.kind) << error.code << error.detail;
        Q_EMIT callFailed(error);
    } else {
        Q_EMIT callSucceeded();
    }
    if (p.call)
        p.call->complete(std::move(error));
}

void PlatformClient::abandon(quint64 callId) {
    const auto it = m_pending.find(callId);
    if (it == m_pending.end())
        return;
    if (it->inFlight)
        m_transport->cancel(it->transportId);
    m_pending.erase(it);
}

} // namespace cd
