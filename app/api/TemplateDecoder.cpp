#include "TemplateDecoder.h"

#include "JsonReader.h"
#include "PlatformClient.h"
#include "WorkloadJson.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cd {

namespace {

ClusterSpec specFrom(JsonObject& o, JsonReader& r) {
    ClusterSpec spec;
    spec.name = r.string(o, "name");
    r.enter("spec");
    r.eachObject(r.array(o, "pools"), "pools", [&](JsonObject& p, int) {
        PoolSpec pool;
        pool.name = r.string(p, "name");
        pool.offeringId = r.string(p, "offering_id");
        pool.nodeCount = r.integer(p, "node_count", 1, 100000);
        spec.pools.append(pool);
    });
    r.leave();
    if (const auto mode = billingModeFromId(r.string(o, "billing_mode")))
        spec.billingMode = *mode;
    else if (!r.failed())
        r.fail(QStringLiteral("spec.billing_mode"), QStringLiteral("unknown billing mode"));
    spec.offPeakOnly = r.boolean(o, "off_peak_only");
    if (const auto stage = workloadStageFromId(r.string(o, "stage")))
        spec.stage = *stage;
    else if (!r.failed())
        r.fail(QStringLiteral("spec.stage"), QStringLiteral("unknown stage"));
    spec.image = r.string(o, "image");
    spec.dedicated = r.boolean(o, "dedicated");
    spec.autoStopIdleMinutes = r.integer(o, "auto_stop_idle_minutes");
    spec.datasets = r.tokens(o, "datasets");
    if (r.has(o, "workload")) {
        JsonObject w = r.object(o, "workload");
        r.enter("workload");
        if (!r.failed())
            spec.workload = WorkloadJson::specFrom(w, r);
        r.leave();
    }
    spec.sshKeyIds = r.tokens(o, "ssh_key_ids");
    return spec;
}

LaunchTemplate templateFrom(JsonObject& o, JsonReader& r) {
    LaunchTemplate t;
    t.id = r.string(o, "id");
    t.name = r.string(o, "name");
    t.description = r.string(o, "description");
    JsonObject spec = r.object(o, "spec");
    if (!r.failed()) {
        r.enter("spec");
        t.spec = specFrom(spec, r);
        r.leave();
    }
    t.createdBy = r.string(o, "created_by");
    t.createdAt = r.time(o, "created_at");
    t.updatedAt = r.time(o, "updated_at");
    t.etag = r.string(o, "etag");
    return t;
}

} // namespace

Result<LaunchTemplate> TemplateDecoder::launchTemplate(const QByteArray& body) {
    return JsonReader::decode<LaunchTemplate>(body, "launch template", &templateFrom);
}

Result<Page<LaunchTemplate>> TemplateDecoder::page(const QByteArray& body) {
    return JsonReader::decodePage<LaunchTemplate>(body, "launch templates", &templateFrom);
}

QByteArray TemplateDecoder::body(const QString& name, const QString& description, const ClusterSpec& spec) {
    ClusterSpec kept = spec;
    if (kept.workload) {
        for (EnvVar& v : kept.workload->env) {
            if (v.secret)
                v.value.clear();
        }
        if (kept.workload->registryAuth)
            kept.workload->registryAuth->password.clear();
    }
    const QJsonObject specJson = QJsonDocument::fromJson(PlatformClient::encodeSpec(kept)).object();
    return QJsonDocument(QJsonObject{{QStringLiteral("name"), name},
                                     {QStringLiteral("description"), description},
                                     {QStringLiteral("spec"), specJson}})
        .toJson(QJsonDocument::Compact);
}

} // namespace cd
