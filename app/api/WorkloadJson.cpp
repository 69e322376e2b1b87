#include "WorkloadJson.h"

#include "JsonReader.h"

#include <QJsonArray>

namespace cd {

namespace {

template <typename E>
E enumOf(JsonObject& o, JsonReader& r, std::string_view key, std::optional<E> (*fromId)(QStringView),
         E fallback) {
    const QString id = r.token(o, key);
    if (r.failed())
        return fallback;
    if (const auto value = fromId(id))
        return *value;
    r.fail(QString::fromLatin1(key.data(), qsizetype(key.size())),
           QStringLiteral("unknown value '%1'").arg(id));
    return fallback;
}

std::optional<qint64> optionalWhole(JsonObject& o, JsonReader& r, std::string_view key) {
    simdjson::dom::element e;
    if (!o.find(key, &e) || e.is_null())
        return std::nullopt;
    std::int64_t v = 0;
    if (e.get_int64().get(v)) {
        r.fail(QString::fromLatin1(key.data(), qsizetype(key.size())),
               QStringLiteral("expected a whole number"));
        return std::nullopt;
    }
    return qint64(v);
}

std::optional<double> optionalNumber(JsonObject& o, JsonReader& r, std::string_view key) {
    simdjson::dom::element e;
    if (!o.find(key, &e) || e.is_null())
        return std::nullopt;
    double v = 0;
    if (e.get_double().get(v)) {
        r.fail(QString::fromLatin1(key.data(), qsizetype(key.size())), QStringLiteral("expected a number"));
        return std::nullopt;
    }
    return v;
}

QDateTime optionalTime(JsonObject& o, JsonReader& r, std::string_view key) {
    return r.has(o, key) ? r.time(o, key) : QDateTime();
}

} // namespace

QJsonObject WorkloadJson::encode(const WorkloadSpec& spec) {
    QJsonArray env;
    for (const EnvVar& v : spec.env) {
        QJsonObject e{{QStringLiteral("name"), v.name}, {QStringLiteral("secret"), v.secret}};
        // A secret taken over from a template has no value here; the platform then asks for one.
        if (!v.secret || !v.value.isEmpty())
            e.insert(QStringLiteral("value"), v.value);
        env.append(e);
    }
    QJsonArray ports;
    for (const ExposedPort& p : spec.ports) {
        QJsonObject port{{QStringLiteral("port"), p.port}};
        if (!p.name.isEmpty())
            port.insert(QStringLiteral("name"), p.name);
        ports.append(port);
    }
    QJsonObject o{
        {QStringLiteral("image"), spec.image},
        {QStringLiteral("data_datasets"), QJsonArray::fromStringList(spec.dataDatasets)},
        {QStringLiteral("working_dir"), spec.workingDir},
        {QStringLiteral("setup"), spec.setup},
        {QStringLiteral("command"), spec.command},
        {QStringLiteral("env"), env},
        {QStringLiteral("ports"), ports},
        {QStringLiteral("checkpoint"),
         QJsonObject{{QStringLiteral("dir"), spec.checkpointDir},
                     {QStringLiteral("interval_minutes"), spec.checkpointIntervalMinutes}}},
        {QStringLiteral("on_node_failure"), onNodeFailureId(spec.onNodeFailure)},
    };
    o.insert(QStringLiteral("code_dataset"),
             spec.codeDataset.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(spec.codeDataset));
    if (spec.registryAuth) {
        QJsonObject auth{{QStringLiteral("username"), spec.registryAuth->username}};
        if (!spec.registryAuth->password.isEmpty())
            auth.insert(QStringLiteral("password"), spec.registryAuth->password);
        o.insert(QStringLiteral("registry_auth"), auth);
    }
    return o;
}

WorkloadSpec WorkloadJson::specFrom(JsonObject& o, JsonReader& r) {
    WorkloadSpec s;
    if (r.isObject(o, "checkpoint")) {
        JsonObject c = r.object(o, "checkpoint");
        r.enter("checkpoint");
        s.checkpointDir = r.string(c, "dir");
        s.checkpointIntervalMinutes = r.integer(c, "interval_minutes", 1, 24 * 60);
        r.leave();
    }
    s.codeDataset = r.optionalString(o, "code_dataset");
    s.command = r.string(o, "command");
    if (r.has(o, "data_datasets"))
        s.dataDatasets = r.tokens(o, "data_datasets");
    if (r.has(o, "env")) {
        r.eachObject(r.array(o, "env"), "env", [&](JsonObject& e, int) {
            EnvVar v;
            v.name = r.string(e, "name");
            v.secret = r.has(e, "secret") && r.boolean(e, "secret");
            v.value = r.optionalString(e, "value");
            v.hasValue = r.has(e, "has_value") ? r.boolean(e, "has_value") : !v.value.isEmpty();
            s.env.append(v);
        });
    }
    s.image = r.token(o, "image");
    if (r.has(o, "on_node_failure"))
        s.onNodeFailure = enumOf(o, r, "on_node_failure", &onNodeFailureFromId, OnNodeFailure::Stop);
    if (r.has(o, "ports")) {
        r.eachObject(r.array(o, "ports"), "ports", [&](JsonObject& p, int) {
            ExposedPort port;
            port.name = r.optionalString(p, "name");
            port.port = r.integer(p, "port", 1, 65535);
            s.ports.append(port);
        });
    }
    if (r.isObject(o, "registry_auth")) {
        JsonObject a = r.object(o, "registry_auth");
        r.enter("registry_auth");
        RegistryAuth auth;
        auth.hasPassword = r.has(a, "has_password") && r.boolean(a, "has_password");
        auth.password = r.optionalString(a, "password");
        auth.username = r.string(a, "username");
        s.registryAuth = auth;
        r.leave();
    }
    if (r.has(o, "setup"))
        s.setup = r.string(o, "setup");
    if (r.has(o, "working_dir"))
        s.workingDir = r.string(o, "working_dir");
    return s;
}

WorkloadStatus WorkloadJson::statusFrom(JsonObject& o, JsonReader& r) {
    WorkloadStatus s;
    s.detail = r.optionalString(o, "detail");
    s.endedAt = optionalTime(o, r, "ended_at");
    if (const auto code = optionalWhole(o, r, "exit_code"))
        s.exitCode = int(*code);
    s.failure = enumOf(o, r, "failure", &workloadFailureFromId, WorkloadFailure::None);
    s.lastCheckpointStep = optionalWhole(o, r, "last_checkpoint_step");
    s.loss = optionalNumber(o, r, "loss");
    s.phase = enumOf(o, r, "phase", &workloadPhaseFromId, WorkloadPhase::Pulling);
    s.restarts = r.integer(o, "restarts", 0, 1 << 20);
    s.since = r.time(o, "since");
    s.startedAt = optionalTime(o, r, "started_at");
    s.step = optionalWhole(o, r, "step").value_or(0);
    s.tokensPerSecond = optionalNumber(o, r, "tokens_per_second").value_or(0);
    s.totalSteps = optionalWhole(o, r, "total_steps").value_or(0);
    return s;
}

Workload WorkloadJson::workloadFrom(JsonObject& o, JsonReader& r) {
    Workload w;
    w.spec = specFrom(o, r);
    JsonObject status = r.object(o, "status");
    r.enter("status");
    w.status = statusFrom(status, r);
    r.leave();
    return w;
}

Checkpoint WorkloadJson::checkpointFrom(JsonObject& o, JsonReader& r) {
    Checkpoint c;
    c.createdAt = r.time(o, "created_at");
    c.id = r.string(o, "id");
    c.node = r.token(o, "node");
    c.path = r.string(o, "path");
    c.sizeBytes = optionalWhole(o, r, "size_bytes").value_or(0);
    c.step = optionalWhole(o, r, "step").value_or(0);
    return c;
}

LogLine WorkloadJson::logLineFrom(JsonObject& o, JsonReader& r) {
    LogLine l;
    l.level = enumOf(o, r, "level", &logLevelFromId, LogLevel::Info);
    l.node = r.token(o, "node");
    l.rank = int(optionalWhole(o, r, "rank").value_or(-1));
    l.seq = optionalWhole(o, r, "seq").value_or(0);
    l.text = r.string(o, "text");
    l.time = r.time(o, "time");
    return l;
}

SshKey WorkloadJson::sshKeyFrom(JsonObject& o, JsonReader& r) {
    SshKey k;
    k.bits = r.integer(o, "bits", 0, 1 << 16);
    k.comment = r.optionalString(o, "comment");
    k.createdAt = r.time(o, "created_at");
    k.fingerprint = r.string(o, "fingerprint");
    k.id = r.string(o, "id");
    k.name = r.string(o, "name");
    k.publicKey = r.string(o, "public_key");
    k.type = r.token(o, "type");
    return k;
}

SshEndpoint WorkloadJson::sshEndpointFrom(JsonObject& o, JsonReader& r) {
    SshEndpoint e;
    e.host = r.string(o, "host");
    e.jumpHost = r.optionalString(o, "jump_host");
    e.port = r.integer(o, "port", 1, 65535);
    e.user = r.string(o, "user");
    return e;
}

} // namespace cd
