#include "TemplateSpec.h"

#include "Catalog.h"
#include "WorkloadJson.h"

#include "core/BillingMode.h"
#include "core/ClusterSpec.h"

#include <QJsonArray>
#include <QSet>

namespace cd::sim {

namespace {

Problem invalid(const QString& field, const QString& detail,
                const QString& code = QStringLiteral("invalid_field")) {
    Problem p{422, code, QStringLiteral("Invalid template"), QStringLiteral("%1: %2").arg(field, detail),
              {},  0};
    p.field = field;
    return p;
}

bool isWhole(const QJsonValue& v) {
    return v.isDouble() && v.toDouble() == double(qint64(v.toDouble())) && std::abs(v.toDouble()) <= 1e6;
}

std::variant<QJsonArray, Problem> pools(const QJsonValue& value, const Catalog& catalog) {
    if (!value.isArray() || value.toArray().isEmpty() || value.toArray().size() > ClusterRules::maxPools)
        return invalid(QStringLiteral("spec.pools"),
                       QStringLiteral("expected a list of 1 to %1 node pools").arg(ClusterRules::maxPools));
    QJsonArray out;
    QString region;
    QSet<QString> names;
    const QJsonArray in = value.toArray();
    for (qsizetype i = 0; i < in.size(); ++i) {
        const QString field = QStringLiteral("spec.pools[%1]").arg(i);
        const QJsonObject p = in[i].toObject();
        const QJsonValue count = p.value(QStringLiteral("node_count"));
        if (!in[i].isObject() || !isWhole(count) || count.toInt() < 1 ||
            count.toInt() > ClusterRules::maxNodesPerPool)
            return invalid(field + u".node_count",
                           QStringLiteral("expected 1 to %1 nodes").arg(ClusterRules::maxNodesPerPool));
        const QString offeringId = p.value(QStringLiteral("offering_id")).toString();
        const Offering* offering = catalog.find(offeringId);
        if (!offering)
            return invalid(field + u".offering_id", QStringLiteral("no offering '%1'").arg(offeringId),
                           QStringLiteral("unknown_offering"));
        if (!region.isEmpty() && offering->region != region)
            return invalid(field + u".offering_id",
                           QStringLiteral("every pool of a cluster is in one region (%1, not %2)")
                               .arg(region, offering->region),
                           QStringLiteral("mixed_regions"));
        region = offering->region;
        const QString name = p.value(QStringLiteral("name")).toString(QStringLiteral("pool-%1").arg(i + 1));
        if (names.contains(name))
            return invalid(field + u".name", QStringLiteral("two pools are named '%1'").arg(name));
        names.insert(name);
        out.append(QJsonObject{{QStringLiteral("name"), name},
                               {QStringLiteral("offering_id"), offeringId},
                               {QStringLiteral("node_count"), count.toInt()}});
    }
    return out;
}

std::variant<QJsonArray, Problem> ids(const QJsonObject& o, const char* member) {
    const QJsonValue v = o.value(QLatin1StringView(member));
    const QString field = u"spec." + QLatin1StringView(member);
    if (!v.isUndefined() && !v.isArray())
        return invalid(field, QStringLiteral("expected a list of ids"));
    for (const QJsonValue& id : v.toArray()) {
        if (!id.isString())
            return invalid(field, QStringLiteral("expected a list of ids"));
    }
    return v.toArray();
}

} // namespace

std::variant<QJsonObject, Problem> TemplateSpec::normalized(const QJsonValue& value, const Catalog& catalog) {
    if (!value.isObject())
        return invalid(QStringLiteral("spec"), QStringLiteral("expected a launch spec object"));
    const QJsonObject o = value.toObject();
    for (const auto& [member, type] :
         {std::pair{"name", QJsonValue::String}, std::pair{"billing_mode", QJsonValue::String},
          std::pair{"stage", QJsonValue::String}, std::pair{"image", QJsonValue::String},
          std::pair{"currency", QJsonValue::String}, std::pair{"off_peak_only", QJsonValue::Bool},
          std::pair{"dedicated", QJsonValue::Bool},
          std::pair{"auto_stop_idle_minutes", QJsonValue::Double}}) {
        const QJsonValue v = o.value(QLatin1StringView(member));
        if (!v.isUndefined() && !v.isNull() && v.type() != type)
            return invalid(u"spec." + QLatin1StringView(member), QStringLiteral("has the wrong type"));
    }
    QJsonObject out;
    const QString name = o.value(QStringLiteral("name")).toString();
    if (!name.isEmpty() && !ClusterRules::isValidName(name))
        return invalid(QStringLiteral("spec.name"),
                       QStringLiteral("lowercase letters, digits and hyphens, %1 to %2 characters")
                           .arg(ClusterRules::minNameLength)
                           .arg(ClusterRules::maxNameLength));
    out.insert(QStringLiteral("name"), name);
    auto poolList = pools(o.value(QStringLiteral("pools")), catalog);
    if (auto* p = std::get_if<Problem>(&poolList))
        return *p;
    out.insert(QStringLiteral("pools"), std::get<QJsonArray>(poolList));
    const QString mode = o.value(QStringLiteral("billing_mode")).toString(QStringLiteral("hourly"));
    if (!billingModeFromId(mode))
        return invalid(QStringLiteral("spec.billing_mode"), QStringLiteral("unknown billing mode"));
    out.insert(QStringLiteral("billing_mode"), mode);
    const QString stage = o.value(QStringLiteral("stage")).toString(QStringLiteral("pretrain"));
    if (!workloadStageFromId(stage))
        return invalid(QStringLiteral("spec.stage"),
                       QStringLiteral("expected preprocess, pretrain, finetune, inference or eval"));
    out.insert(QStringLiteral("stage"), stage);
    const QJsonValue autoStop = o.value(QStringLiteral("auto_stop_idle_minutes"));
    if (!autoStop.isUndefined() &&
        (!isWhole(autoStop) || autoStop.toInt() < 0 || autoStop.toInt() > ClusterRules::maxAutoStopMinutes))
        return invalid(QStringLiteral("spec.auto_stop_idle_minutes"),
                       QStringLiteral("expected 0 to %1 minutes").arg(ClusterRules::maxAutoStopMinutes));
    out.insert(QStringLiteral("auto_stop_idle_minutes"), autoStop.toInt(0));
    out.insert(QStringLiteral("off_peak_only"), o.value(QStringLiteral("off_peak_only")).toBool(false));
    out.insert(QStringLiteral("dedicated"), o.value(QStringLiteral("dedicated")).toBool(false));
    out.insert(QStringLiteral("image"), o.value(QStringLiteral("image")).toString());
    for (const char* member : {"datasets", "ssh_key_ids"}) {
        auto list = ids(o, member);
        if (auto* p = std::get_if<Problem>(&list))
            return *p;
        out.insert(QLatin1StringView(member), std::get<QJsonArray>(list));
    }
    const QJsonValue workload = o.value(QStringLiteral("workload"));
    if (workload.isUndefined() || workload.isNull()) {
        out.insert(QStringLiteral("workload"), QJsonValue(QJsonValue::Null));
        return out;
    }
    auto parsed = WorkloadJson::specFrom(workload);
    if (auto* p = std::get_if<Problem>(&parsed)) {
        Problem inSpec = *p;
        inSpec.field = u"spec." + inSpec.field;
        return inSpec;
    }
    WorkloadSpec w = std::get<WorkloadSpec>(std::move(parsed));
    // Write-only values are never kept in a template: whoever launches from it enters them.
    for (EnvVar& v : w.env) {
        if (v.secret) {
            v.value.clear();
            v.hasValue = false;
        }
    }
    if (w.registryAuth) {
        w.registryAuth->password.clear();
        w.registryAuth->hasPassword = false;
    }
    if (const auto problem = WorkloadRules::check(w)) {
        Problem p = invalid(u"spec." + problem->field, problem->detail, problem->code);
        return p;
    }
    out.insert(QStringLiteral("workload"), WorkloadJson::spec(w));
    return out;
}

} // namespace cd::sim
