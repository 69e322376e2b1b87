#include "ClusterRoutes.h"

#include "ClusterJson.h"
#include "IdempotencyKey.h"
#include "ListPaging.h"
#include "NodeAccess.h"
#include "Platform.h"
#include "Problem.h"
#include "RolePolicy.h"
#include "WorkloadJson.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <variant>

namespace cd::sim {

namespace {

constexpr double maxEstimateHours = 24.0 * 366 * 3;

// A JSON number with no fraction and of a sane size (absent counts when `optional`).
bool isWholeNumber(const QJsonValue& v, bool optional = false) {
    if (optional && v.isUndefined())
        return true;
    return v.isDouble() && v.toDouble() == double(qint64(v.toDouble())) && std::abs(v.toDouble()) <= 1e6;
}

// How long what only the clock moves may stand in a 304: platform time, so the demo's faster clock
// refreshes its figures as often per platform hour.
constexpr qint64 clockFiguresSeconds = 300;

// The list's validator: what the clusters are (each one's version and price) and the five-minute
// span of platform time, not each second the clock adds (cost so far, age, a workload's step). A
// console that polls for changes gets 304 until something happens, and those figures at most five
// minutes old. Weak (W/), as RFC 9110 calls a tag of "the same in meaning".
QByteArray listTag(const RouteContext& c, const QList<Cluster>& clusters, const PageRequest& page) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(c.principal.tenantId.toUtf8());
    hash.addData(QByteArray::number(c.platform.clock().now().toSecsSinceEpoch() / clockFiguresSeconds));
    hash.addData(c.request.query.query(QUrl::FullyEncoded).toUtf8());
    hash.addData(QByteArray(QByteArray::number(page.offset) + ':' + QByteArray::number(page.pageSize)));
    for (const Cluster& k : clusters) {
        hash.addData(QStringLiteral("|%1 %2 %3").arg(k.id, k.etag, k.hourlyCost.toDecimal(2)).toUtf8());
    }
    return "W/\"" + hash.result().toHex().left(24) + '"';
}

// If-None-Match names `tag` (or is "*"): compared weakly, as RFC 9110 says a GET's must be.
bool clientHolds(const Request& request, const QByteArray& tag) {
    auto opaque = [](QByteArray t) {
        t = t.trimmed();
        return t.startsWith("W/") ? t.mid(2) : t;
    };
    for (const QByteArray& held : request.headers.value("If-None-Match").split(',')) {
        if (held.trimmed() == "*" || (!held.trimmed().isEmpty() && opaque(held) == opaque(tag)))
            return true;
    }
    return false;
}

Problem invalidField(const QString& field, const QString& detail) {
    return Problem{422,
                   QStringLiteral("invalid_field"),
                   QStringLiteral("Invalid request"),
                   QStringLiteral("%1: %2").arg(field, detail),
                   {},
                   0};
}

// The launch and estimate bodies share their shape. Names are not required for an estimate.
// A tenant is quoted and billed in its account's currency: a spec without one gets it, a spec
// naming another is refused rather than billed in a currency the tenant's invoices are not in.
std::variant<ClusterSpec, Problem> specFrom(const QJsonObject& o, Currency accountCurrency, bool forLaunch) {
    ClusterSpec spec;
    spec.name = o.value(QStringLiteral("name")).toString();
    const QJsonValue pools = o.value(QStringLiteral("pools"));
    if (!pools.isArray())
        return invalidField(QStringLiteral("pools"), QStringLiteral("expected a list of node pools"));
    int index = 0;
    for (const QJsonValue& v : pools.toArray()) {
        ++index;
        if (!v.isObject())
            return invalidField(QStringLiteral("pools"), QStringLiteral("expected objects"));
        const QJsonObject p = v.toObject();
        const QJsonValue count = p.value(QStringLiteral("node_count"));
        if (!isWholeNumber(count))
            return invalidField(QStringLiteral("pools[%1].node_count").arg(index - 1),
                                QStringLiteral("expected a whole number"));
        PoolSpec pool;
        pool.offeringId = p.value(QStringLiteral("offering_id")).toString();
        pool.nodeCount = count.toInt();
        pool.name = p.value(QStringLiteral("name")).toString(QStringLiteral("pool-%1").arg(index));
        spec.pools.append(pool);
    }
    const auto mode =
        billingModeFromId(o.value(QStringLiteral("billing_mode")).toString(QStringLiteral("hourly")));
    if (!mode)
        return invalidField(QStringLiteral("billing_mode"), QStringLiteral("unknown billing mode"));
    spec.billingMode = *mode;
    const auto currency =
        currencyFromCode(o.value(QStringLiteral("currency")).toString(currencyCode(accountCurrency)));
    if (!currency)
        return invalidField(QStringLiteral("currency"), QStringLiteral("expected USD or CNY"));
    if (*currency != accountCurrency)
        return invalidField(QStringLiteral("currency"),
                            QStringLiteral("this account is billed in %1; quote and launch in %1, or leave "
                                           "currency out")
                                .arg(currencyCode(accountCurrency)));
    spec.currency = *currency;
    const auto stage =
        workloadStageFromId(o.value(QStringLiteral("stage")).toString(QStringLiteral("pretrain")));
    if (!stage)
        return invalidField(QStringLiteral("stage"),
                            QStringLiteral("expected preprocess, pretrain, finetune, inference or eval"));
    spec.stage = *stage;
    // An optional field of the wrong type is refused, not read as its default: "dedicated": "yes"
    // must not quietly launch shared hardware.
    for (const auto& [field, type] :
         {std::pair{"name", QJsonValue::String}, std::pair{"billing_mode", QJsonValue::String},
          std::pair{"currency", QJsonValue::String}, std::pair{"stage", QJsonValue::String},
          std::pair{"image", QJsonValue::String}, std::pair{"off_peak_only", QJsonValue::Bool},
          std::pair{"dedicated", QJsonValue::Bool}, std::pair{"auto_stop_idle_minutes", QJsonValue::Double},
          std::pair{"datasets", QJsonValue::Array}, std::pair{"hours", QJsonValue::Double}}) {
        const QJsonValue v = o.value(QString::fromLatin1(field));
        if (!v.isUndefined() && v.type() != type)
            return invalidField(QString::fromLatin1(field), QStringLiteral("has the wrong type"));
    }
    if (!isWholeNumber(o.value(QStringLiteral("auto_stop_idle_minutes")), true))
        return invalidField(QStringLiteral("auto_stop_idle_minutes"),
                            QStringLiteral("expected a whole number"));
    spec.offPeakOnly = o.value(QStringLiteral("off_peak_only")).toBool();
    spec.image = o.value(QStringLiteral("image")).toString();
    spec.dedicated = o.value(QStringLiteral("dedicated")).toBool();
    spec.autoStopIdleMinutes = o.value(QStringLiteral("auto_stop_idle_minutes")).toInt();
    for (const QJsonValue& d : o.value(QStringLiteral("datasets")).toArray()) {
        if (!d.isString())
            return invalidField(QStringLiteral("datasets"), QStringLiteral("expected dataset ids"));
        spec.datasets.append(d.toString());
    }
    // What runs and who may log in do not change the price: an estimate reads neither.
    if (!forLaunch)
        return spec;
    const QJsonValue workload = o.value(QStringLiteral("workload"));
    if (!workload.isUndefined() && !workload.isNull()) {
        auto parsed = WorkloadJson::specFrom(workload);
        if (auto* problem = std::get_if<Problem>(&parsed))
            return *problem;
        spec.workload = std::get<WorkloadSpec>(std::move(parsed));
    }
    const QJsonValue keys = o.value(QStringLiteral("ssh_key_ids"));
    if (!keys.isUndefined() && !keys.isArray())
        return invalidField(QStringLiteral("ssh_key_ids"), QStringLiteral("expected a list of SSH key ids"));
    for (const QJsonValue& k : keys.toArray()) {
        if (!k.isString())
            return invalidField(QStringLiteral("ssh_key_ids"), QStringLiteral("expected SSH key ids"));
        spec.sshKeyIds.append(k.toString());
    }
    return spec;
}

Response clusterResponse(int status, const Cluster& c, Currency currency) {
    Response r = jsonResponse(status, ClusterJson::cluster(c, currency));
    r.headers.set("ETag", c.etag.toUtf8());
    return r;
}

Response outcomeResponse(const ClusterLifecycle::Outcome& outcome, int status) {
    if (const auto* problem = std::get_if<Problem>(&outcome))
        return problem->toResponse();
    const Cluster& c = std::get<Cluster>(outcome);
    return clusterResponse(status, c, c.hourlyCost.currency());
}

QString ifMatch(const RouteContext& c) {
    return QString::fromUtf8(c.request.headers.value("If-Match").trimmed());
}

} // namespace

Response ClusterRoutes::list(const RouteContext& c) {
    auto parsed = ListPaging::parse(c.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    const QString stateFilter = c.request.query.queryItemValue(QStringLiteral("state"));
    if (!stateFilter.isEmpty() && !clusterStateFromId(stateFilter))
        return Problem::badParameter(QStringLiteral("state"), QStringLiteral("unknown cluster state"))
            .toResponse();
    QList<Cluster> all = c.platform.clusters().clusters(c.principal.tenantId);
    if (!stateFilter.isEmpty())
        all.removeIf([&](const Cluster& k) { return clusterStateId(k.state) != stateFilter; });
    const QByteArray tag = listTag(c, all, page);
    if (clientHolds(c.request, tag)) {
        Response unchanged;
        unchanged.status = 304;
        unchanged.headers.set("ETag", tag);
        return unchanged;
    }
    QJsonArray items;
    const qsizetype end = page.end(all.size());
    for (qsizetype i = page.begin(all.size()); i < end; ++i)
        items.append(ClusterJson::cluster(all[i], all[i].hourlyCost.currency()));
    Response r = jsonResponse(
        200, QJsonObject{{QStringLiteral("items"), items},
                         {QStringLiteral("next_page_token"), ListPaging::nextToken(end, all.size())}});
    r.headers.set("ETag", tag);
    return r;
}

Response ClusterRoutes::launch(const RouteContext& c) {
    const auto body = jsonBody(c);
    if (const auto* problem = std::get_if<Problem>(&body))
        return problem->toResponse();
    const auto spec = specFrom(std::get<QJsonObject>(body), c.principal.tenantCurrency, true);
    if (const auto* problem = std::get_if<Problem>(&spec))
        return problem->toResponse();
    if (auto p = NodeAccess::checkKeys(c.platform.sshKeys(), c.principal.userId, std::get<QJsonObject>(body)))
        return p->toResponse();
    const auto key = IdempotencyKey::require(
        c.request, QStringLiteral("Send an Idempotency-Key with every launch, the same one for each retry, "
                                  "so that a retried launch cannot start a second cluster."));
    if (const auto* problem = std::get_if<Problem>(&key))
        return problem->toResponse();
    const Currency currency = std::get<ClusterSpec>(spec).currency;
    const auto launched = c.platform.clusters().launch(
        c.principal.tenantId, std::get<ClusterSpec>(spec), std::get<QString>(key),
        IdempotencyKey::bodyHash(std::get<QJsonObject>(body)), [currency](const Cluster& k) {
            return QJsonDocument(ClusterJson::cluster(k, currency)).toJson(QJsonDocument::Compact);
        });
    if (const auto* problem = std::get_if<Problem>(&launched.outcome))
        return problem->toResponse();
    const Cluster& k = std::get<Cluster>(launched.outcome);
    if (launched.replayed.isEmpty())
        NodeAccess::writeAuthorizedKeys(c.platform.options(), c.platform.sshKeys(), c.principal.userId, k.id,
                                        NodeAccess::keyIds(std::get<QJsonObject>(body)));
    Response r = launched.replayed.isEmpty() ? clusterResponse(202, k, currency)
                                             : jsonResponse(202, launched.replayed);
    if (!launched.replayed.isEmpty()) {
        r.headers.set("Idempotent-Replayed", "true");
        r.headers.set("ETag", k.etag.toUtf8());
    }
    r.headers.set("Location", "/v1/clusters/" + k.id.toUtf8());
    return r;
}

Response ClusterRoutes::get(const RouteContext& c, const QString& id) {
    const auto k = c.platform.clusters().cluster(c.principal.tenantId, id);
    if (!k)
        return Problem::notFound(QStringLiteral("cluster"), id).toResponse();
    return clusterResponse(200, *k, k->hourlyCost.currency());
}

Response ClusterRoutes::resize(const RouteContext& c, const QString& id) {
    const auto body = jsonBody(c);
    if (const auto* problem = std::get_if<Problem>(&body))
        return problem->toResponse();
    const QJsonObject object = std::get<QJsonObject>(body);
    const QJsonValue pools = object.value(QStringLiteral("pools"));
    // A change of billing mode, or of pool sizes: one at a time, so each has its own ETag.
    if (object.contains(QStringLiteral("billing_mode"))) {
        if (object.contains(QStringLiteral("pools")))
            return invalidField(QStringLiteral("billing_mode"),
                                QStringLiteral("change the billing mode and the pools in two requests"))
                .toResponse();
        const auto mode = billingModeFromId(object.value(QStringLiteral("billing_mode")).toString());
        if (!mode)
            return invalidField(QStringLiteral("billing_mode"),
                                QStringLiteral("expected hourly, daily, monthly, yearly or tflops_hours"))
                .toResponse();
        return outcomeResponse(
            c.platform.clusters().changeBillingMode(c.principal.tenantId, id, *mode, ifMatch(c)), 202);
    }
    if (!pools.isArray() || pools.toArray().isEmpty())
        return invalidField(QStringLiteral("pools"), QStringLiteral("expected a list of {id, node_count}"))
            .toResponse();
    QHash<QString, int> counts;
    for (const QJsonValue& v : pools.toArray()) {
        const QJsonObject p = v.toObject();
        const QJsonValue count = p.value(QStringLiteral("node_count"));
        if (!isWholeNumber(count))
            return invalidField(QStringLiteral("node_count"), QStringLiteral("expected a whole number"))
                .toResponse();
        counts.insert(p.value(QStringLiteral("id")).toString(), count.toInt());
    }
    return outcomeResponse(c.platform.clusters().resize(c.principal.tenantId, id, counts, ifMatch(c)), 202);
}

Response ClusterRoutes::terminate(const RouteContext& c, const QString& id) {
    Response r = outcomeResponse(c.platform.clusters().terminate(c.principal.tenantId, id, ifMatch(c)), 202);
    // Nobody gets in once termination starts.
    if (r.status == 202)
        NodeAccess::removeAuthorizedKeys(c.platform.options(), id);
    return r;
}

Response ClusterRoutes::action(const RouteContext& c, const QString& id, const QString& action) {
    ClusterLifecycle& l = c.platform.clusters();
    return outcomeResponse(action == u"stop" ? l.stop(c.principal.tenantId, id, ifMatch(c))
                                             : l.start(c.principal.tenantId, id, ifMatch(c)),
                           202);
}

Response ClusterRoutes::nodes(const RouteContext& c, const QString& id) {
    const auto nodes = c.platform.clusters().nodes(c.principal.tenantId, id);
    if (!nodes)
        return Problem::notFound(QStringLiteral("cluster"), id).toResponse();
    const auto cluster = c.platform.clusters().cluster(c.principal.tenantId, id);
    const bool reach = RolePolicy::allows(c.principal.role, QStringLiteral("nodes:ssh"));
    QJsonArray items;
    for (const Node& n : *nodes) {
        QJsonObject o = ClusterJson::node(n);
        o.insert(QStringLiteral("ssh"), reach && cluster
                                            ? NodeAccess::sshJson(c.platform.options(), n, cluster->region)
                                            : QJsonValue(QJsonValue::Null));
        items.append(o);
    }
    return jsonResponse(200, QJsonObject{{QStringLiteral("items"), items},
                                         {QStringLiteral("next_page_token"), QJsonValue(QJsonValue::Null)}});
}

Response ClusterRoutes::events(const RouteContext& c, const QString& id) {
    if (!c.platform.clusters().cluster(c.principal.tenantId, id))
        return Problem::notFound(QStringLiteral("cluster"), id).toResponse();
    auto parsed = ListPaging::parse(c.request.query);
    if (auto* problem = std::get_if<Problem>(&parsed))
        return problem->toResponse();
    const PageRequest& page = std::get<PageRequest>(parsed);
    QList<StoredEvent> all = c.platform.events().history(c.principal.tenantId, id);
    std::reverse(all.begin(), all.end()); // newest first
    QByteArray items = "[";
    const qsizetype end = page.end(all.size());
    for (qsizetype i = page.begin(all.size()); i < end; ++i) {
        if (items.size() > 1)
            items += ',';
        items += all[i].body;
    }
    items += ']';
    return jsonResponse(200, "{\"items\":" + items +
                                 ",\"next_page_token\":" + ListPaging::nextTokenJson(end, all.size()) + '}');
}

Response ClusterRoutes::estimate(const RouteContext& c) {
    const auto body = jsonBody(c);
    if (const auto* problem = std::get_if<Problem>(&body))
        return problem->toResponse();
    const QJsonObject o = std::get<QJsonObject>(body);
    const auto spec = specFrom(o, c.principal.tenantCurrency, false);
    if (const auto* problem = std::get_if<Problem>(&spec))
        return problem->toResponse();
    const double hours = o.value(QStringLiteral("hours")).toDouble(1.0);
    if (!(hours > 0) || hours > maxEstimateHours)
        return invalidField(QStringLiteral("hours"),
                            QStringLiteral("expected more than 0 and at most %1").arg(maxEstimateHours))
            .toResponse();
    const ClusterSpec& s = std::get<ClusterSpec>(spec);
    // The same refusal, with the same code, as a launch of these pools would get.
    if (auto shape = ClusterLifecycle::checkShape(s))
        return shape->toResponse();
    const Estimate e = c.platform.clusters().estimate(c.principal.tenantId, s, hours);
    return jsonResponse(200, ClusterJson::estimate(e, s.currency));
}

} // namespace cd::sim
