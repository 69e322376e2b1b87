#include "WorkloadJson.h"

#include "PlatformJson.h"

#include <QJsonArray>

namespace cd::sim {

namespace {

Problem invalid(const QString& field, const QString& detail) {
    Problem p{422,
              QStringLiteral("invalid_field"),
              QStringLiteral("Invalid request"),
              QStringLiteral("%1: %2").arg(field, detail),
              {},
              0};
    p.field = field;
    return p;
}

QJsonValue timeOrNull(const QDateTime& t) {
    return t.isValid() ? QJsonValue(rfc3339(t)) : QJsonValue(QJsonValue::Null);
}

// The store keeps milliseconds: a running stretch is timed to them.
QJsonValue storedTime(const QDateTime& t) {
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue(QJsonValue::Null);
}

QDateTime timeFrom(const QJsonValue& v) {
    return v.isString() ? QDateTime::fromString(v.toString(), Qt::ISODateWithMs).toUTC() : QDateTime();
}

bool isWhole(const QJsonValue& v) {
    return v.isDouble() && v.toDouble() == double(qint64(v.toDouble())) && std::abs(v.toDouble()) <= 1e9;
}

// Reads an optional string member; false when it is there with another type.
bool readString(const QJsonObject& o, const char* name, QString* out, bool nullable = false) {
    const QJsonValue v = o.value(QLatin1String(name));
    if (v.isUndefined() || (nullable && v.isNull()))
        return true;
    if (!v.isString())
        return false;
    *out = v.toString();
    return true;
}

QJsonValue optionalInt(const std::optional<qint64>& v) {
    return v ? QJsonValue(double(*v)) : QJsonValue(QJsonValue::Null);
}

QJsonObject specJson(const WorkloadSpec& s, bool withSecrets) {
    QJsonArray env;
    for (const EnvVar& v : s.env) {
        QJsonObject e{{QStringLiteral("name"), v.name}, {QStringLiteral("secret"), v.secret}};
        if (withSecrets || !v.secret)
            e.insert(QStringLiteral("value"), v.value);
        e.insert(QStringLiteral("has_value"), !v.secret || v.hasValue);
        env.append(e);
    }
    QJsonArray ports;
    for (const ExposedPort& p : s.ports)
        ports.append(QJsonObject{{QStringLiteral("port"), p.port}, {QStringLiteral("name"), p.name}});
    QJsonValue auth(QJsonValue::Null);
    if (s.registryAuth) {
        QJsonObject a{{QStringLiteral("username"), s.registryAuth->username},
                      {QStringLiteral("has_password"), s.registryAuth->hasPassword}};
        if (withSecrets)
            a.insert(QStringLiteral("password"), s.registryAuth->password);
        auth = a;
    }
    return QJsonObject{
        {QStringLiteral("image"), s.image},
        {QStringLiteral("registry_auth"), auth},
        {QStringLiteral("code_dataset"),
         s.codeDataset.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.codeDataset)},
        {QStringLiteral("data_datasets"), QJsonArray::fromStringList(s.dataDatasets)},
        {QStringLiteral("working_dir"), s.workingDir},
        {QStringLiteral("setup"), s.setup},
        {QStringLiteral("command"), s.command},
        {QStringLiteral("env"), env},
        {QStringLiteral("ports"), ports},
        {QStringLiteral("checkpoint"),
         QJsonObject{{QStringLiteral("dir"), s.checkpointDir},
                     {QStringLiteral("interval_minutes"), s.checkpointIntervalMinutes}}},
        {QStringLiteral("on_node_failure"), onNodeFailureId(s.onNodeFailure)},
    };
}

} // namespace

std::variant<WorkloadSpec, Problem> WorkloadJson::specFrom(const QJsonValue& value) {
    if (!value.isObject())
        return invalid(QStringLiteral("workload"), QStringLiteral("expected an object or null"));
    const QJsonObject o = value.toObject();
    WorkloadSpec s;
    for (const auto& [name, out, nullable] :
         {std::tuple{"image", &s.image, false}, std::tuple{"code_dataset", &s.codeDataset, true},
          std::tuple{"working_dir", &s.workingDir, false}, std::tuple{"setup", &s.setup, false},
          std::tuple{"command", &s.command, false}}) {
        if (!readString(o, name, out, nullable))
            return invalid(u"workload." + QLatin1String(name), QStringLiteral("expected a string"));
    }
    const QJsonValue auth = o.value(QStringLiteral("registry_auth"));
    if (auth.isObject()) {
        RegistryAuth a;
        const QJsonObject ao = auth.toObject();
        if (!readString(ao, "username", &a.username) || !readString(ao, "password", &a.password))
            return invalid(QStringLiteral("workload.registry_auth"),
                           QStringLiteral("expected a username and a password"));
        a.hasPassword = !a.password.isEmpty();
        s.registryAuth = a;
    } else if (!auth.isUndefined() && !auth.isNull()) {
        return invalid(QStringLiteral("workload.registry_auth"),
                       QStringLiteral("expected an object or null"));
    }
    const QJsonValue data = o.value(QStringLiteral("data_datasets"));
    if (!data.isUndefined() && !data.isArray())
        return invalid(QStringLiteral("workload.data_datasets"),
                       QStringLiteral("expected a list of dataset ids"));
    for (const QJsonValue& d : data.toArray()) {
        if (!d.isString())
            return invalid(QStringLiteral("workload.data_datasets"), QStringLiteral("expected dataset ids"));
        s.dataDatasets.append(d.toString());
    }
    const QJsonValue env = o.value(QStringLiteral("env"));
    if (!env.isUndefined() && !env.isArray())
        return invalid(QStringLiteral("workload.env"), QStringLiteral("expected a list of variables"));
    const QJsonArray envs = env.toArray();
    for (qsizetype i = 0; i < envs.size(); ++i) {
        const QString field = QStringLiteral("workload.env[%1]").arg(i);
        const QJsonObject e = envs[i].toObject();
        EnvVar v;
        const QJsonValue secret = e.value(QStringLiteral("secret"));
        if (!envs[i].isObject() || !e.value(QStringLiteral("name")).isString() ||
            !readString(e, "value", &v.value) || !(secret.isUndefined() || secret.isBool()))
            return invalid(field, QStringLiteral("expected {name, value, secret}"));
        v.name = e.value(QStringLiteral("name")).toString();
        v.secret = secret.toBool();
        v.hasValue = e.contains(QStringLiteral("value")) && !(v.secret && v.value.isEmpty());
        s.env.append(v);
    }
    const QJsonValue ports = o.value(QStringLiteral("ports"));
    if (!ports.isUndefined() && !ports.isArray())
        return invalid(QStringLiteral("workload.ports"), QStringLiteral("expected a list of ports"));
    const QJsonArray portList = ports.toArray();
    for (qsizetype i = 0; i < portList.size(); ++i) {
        const QJsonObject p = portList[i].toObject();
        ExposedPort port;
        if (!portList[i].isObject() || !isWhole(p.value(QStringLiteral("port"))) ||
            !readString(p, "name", &port.name))
            return invalid(QStringLiteral("workload.ports[%1].port").arg(i),
                           QStringLiteral("expected a whole number"));
        port.port = p.value(QStringLiteral("port")).toInt();
        s.ports.append(port);
    }
    const QJsonValue checkpoint = o.value(QStringLiteral("checkpoint"));
    if (checkpoint.isObject()) {
        const QJsonObject c = checkpoint.toObject();
        if (!readString(c, "dir", &s.checkpointDir))
            return invalid(QStringLiteral("workload.checkpoint.dir"), QStringLiteral("expected a string"));
        const QJsonValue interval = c.value(QStringLiteral("interval_minutes"));
        if (!interval.isUndefined() && !isWhole(interval))
            return invalid(QStringLiteral("workload.checkpoint.interval_minutes"),
                           QStringLiteral("expected a whole number"));
        s.checkpointIntervalMinutes = interval.toInt(s.checkpointIntervalMinutes);
    } else if (!checkpoint.isUndefined() && !checkpoint.isNull()) {
        return invalid(QStringLiteral("workload.checkpoint"),
                       QStringLiteral("expected {dir, interval_minutes}"));
    }
    const QJsonValue policy = o.value(QStringLiteral("on_node_failure"));
    if (!policy.isUndefined()) {
        const auto p = onNodeFailureFromId(policy.toString());
        if (!policy.isString() || !p)
            return invalid(QStringLiteral("workload.on_node_failure"),
                           QStringLiteral("expected stop or restart_from_checkpoint"));
        s.onNodeFailure = *p;
    }
    return s;
}

QJsonObject WorkloadJson::spec(const WorkloadSpec& s) {
    return specJson(s, false);
}

QJsonObject WorkloadJson::status(const WorkloadStatus& s) {
    return QJsonObject{
        {QStringLiteral("phase"), workloadPhaseId(s.phase)},
        {QStringLiteral("since"), timeOrNull(s.since)},
        {QStringLiteral("step"), double(s.step)},
        {QStringLiteral("total_steps"), double(s.totalSteps)},
        {QStringLiteral("tokens_per_second"), s.tokensPerSecond},
        {QStringLiteral("loss"), s.loss ? QJsonValue(*s.loss) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("exit_code"), s.exitCode ? QJsonValue(*s.exitCode) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("failure"), workloadFailureId(s.failure)},
        {QStringLiteral("detail"), s.detail},
        {QStringLiteral("restarts"), s.restarts},
        {QStringLiteral("last_checkpoint_step"), optionalInt(s.lastCheckpointStep)},
        {QStringLiteral("started_at"), timeOrNull(s.startedAt)},
        {QStringLiteral("ended_at"), timeOrNull(s.endedAt)},
    };
}

QJsonObject WorkloadJson::workload(const Workload& w) {
    QJsonObject o = spec(w.spec);
    o.insert(QStringLiteral("status"), status(w.status));
    return o;
}

QJsonObject WorkloadJson::checkpoint(const Checkpoint& c) {
    return QJsonObject{{QStringLiteral("id"), c.id},
                       {QStringLiteral("step"), double(c.step)},
                       {QStringLiteral("created_at"), rfc3339(c.createdAt)},
                       {QStringLiteral("size_bytes"), double(c.sizeBytes)},
                       {QStringLiteral("node"), c.node},
                       {QStringLiteral("path"), c.path}};
}

QJsonObject WorkloadJson::stored(const Workload& w, const WorkloadRun& run) {
    const WorkloadStatus& s = w.status;
    QJsonArray checkpoints;
    for (const Checkpoint& c : run.checkpoints) {
        QJsonObject o = checkpoint(c);
        o.insert(QStringLiteral("created_at"), storedTime(c.createdAt));
        checkpoints.append(o);
    }
    QJsonObject status = WorkloadJson::status(s);
    for (const auto& [name, time] : {std::pair{"since", s.since}, std::pair{"started_at", s.startedAt},
                                     std::pair{"ended_at", s.endedAt}})
        status.insert(QLatin1String(name), storedTime(time));
    status.insert(QStringLiteral("loss"), QJsonValue(QJsonValue::Null)); // computed when read
    return QJsonObject{
        {QStringLiteral("spec"), specJson(w.spec, true)},
        {QStringLiteral("status"), status},
        {QStringLiteral("next_at"), storedTime(run.nextAt)},
        {QStringLiteral("running_since"), storedTime(run.runningSince)},
        {QStringLiteral("running_from_step"), double(run.runningFromStep)},
        {QStringLiteral("next_checkpoint_at"), storedTime(run.nextCheckpointAt)},
        {QStringLiteral("logged_step"), double(run.loggedStep)},
        {QStringLiteral("resume_on_start"), run.resumeOnStart},
        {QStringLiteral("checkpoint_serial"), run.checkpointSerial},
        {QStringLiteral("model_billions"), run.modelBillions},
        {QStringLiteral("step_seconds"), run.stepSeconds},
        {QStringLiteral("tokens_per_second"), run.tokensPerSecond},
        {QStringLiteral("fits"), run.fits},
        {QStringLiteral("needed_gb_per_gpu"), run.neededGbPerGpu},
        {QStringLiteral("gpu_memory_gb"), run.gpuMemoryGb},
        {QStringLiteral("exit_code"),
         run.exitCode ? QJsonValue(*run.exitCode) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("exit_at_step"), double(run.exitAtStep)},
        {QStringLiteral("checkpoint_bytes"), double(run.checkpointBytes)},
        {QStringLiteral("checkpoint_seconds"), run.checkpointSeconds},
        {QStringLiteral("loss_seed"), QString::number(run.lossSeed)},
        {QStringLiteral("checkpoints"), checkpoints},
    };
}

bool WorkloadJson::storedFrom(const QJsonObject& o, Workload* w, WorkloadRun* run) {
    const auto parsed = specFrom(o.value(QStringLiteral("spec")));
    if (!std::holds_alternative<WorkloadSpec>(parsed))
        return false;
    w->spec = std::get<WorkloadSpec>(parsed);
    // What was stored was accepted: its secrets had values, its password was there.
    for (EnvVar& v : w->spec.env)
        v.hasValue = true;
    if (w->spec.registryAuth)
        w->spec.registryAuth->hasPassword = !w->spec.registryAuth->password.isEmpty();
    const QJsonObject s = o.value(QStringLiteral("status")).toObject();
    WorkloadStatus& st = w->status;
    st.phase =
        workloadPhaseFromId(s.value(QStringLiteral("phase")).toString()).value_or(WorkloadPhase::Pulling);
    st.since = timeFrom(s.value(QStringLiteral("since")));
    st.step = qint64(s.value(QStringLiteral("step")).toDouble());
    st.totalSteps = qint64(s.value(QStringLiteral("total_steps")).toDouble());
    st.tokensPerSecond = s.value(QStringLiteral("tokens_per_second")).toDouble();
    if (s.value(QStringLiteral("exit_code")).isDouble())
        st.exitCode = s.value(QStringLiteral("exit_code")).toInt();
    st.failure =
        workloadFailureFromId(s.value(QStringLiteral("failure")).toString()).value_or(WorkloadFailure::None);
    st.detail = s.value(QStringLiteral("detail")).toString();
    st.restarts = s.value(QStringLiteral("restarts")).toInt();
    if (s.value(QStringLiteral("last_checkpoint_step")).isDouble())
        st.lastCheckpointStep = qint64(s.value(QStringLiteral("last_checkpoint_step")).toDouble());
    st.startedAt = timeFrom(s.value(QStringLiteral("started_at")));
    st.endedAt = timeFrom(s.value(QStringLiteral("ended_at")));
    run->nextAt = timeFrom(o.value(QStringLiteral("next_at")));
    run->runningSince = timeFrom(o.value(QStringLiteral("running_since")));
    run->runningFromStep = qint64(o.value(QStringLiteral("running_from_step")).toDouble());
    run->nextCheckpointAt = timeFrom(o.value(QStringLiteral("next_checkpoint_at")));
    run->loggedStep = qint64(o.value(QStringLiteral("logged_step")).toDouble());
    run->resumeOnStart = o.value(QStringLiteral("resume_on_start")).toBool();
    run->checkpointSerial = o.value(QStringLiteral("checkpoint_serial")).toInt();
    run->modelBillions = o.value(QStringLiteral("model_billions")).toDouble();
    run->stepSeconds = o.value(QStringLiteral("step_seconds")).toDouble();
    run->tokensPerSecond = o.value(QStringLiteral("tokens_per_second")).toDouble();
    run->fits = o.value(QStringLiteral("fits")).toBool(true);
    run->neededGbPerGpu = o.value(QStringLiteral("needed_gb_per_gpu")).toDouble();
    run->gpuMemoryGb = o.value(QStringLiteral("gpu_memory_gb")).toDouble();
    if (o.value(QStringLiteral("exit_code")).isDouble())
        run->exitCode = o.value(QStringLiteral("exit_code")).toInt();
    run->exitAtStep = qint64(o.value(QStringLiteral("exit_at_step")).toDouble());
    run->checkpointBytes = qint64(o.value(QStringLiteral("checkpoint_bytes")).toDouble());
    run->checkpointSeconds = o.value(QStringLiteral("checkpoint_seconds")).toInt();
    run->lossSeed = o.value(QStringLiteral("loss_seed")).toString().toULongLong();
    for (const QJsonValue& v : o.value(QStringLiteral("checkpoints")).toArray()) {
        const QJsonObject c = v.toObject();
        run->checkpoints.append(
            {c.value(QStringLiteral("id")).toString(), qint64(c.value(QStringLiteral("step")).toDouble()),
             timeFrom(c.value(QStringLiteral("created_at"))),
             qint64(c.value(QStringLiteral("size_bytes")).toDouble()),
             c.value(QStringLiteral("node")).toString(), c.value(QStringLiteral("path")).toString()});
    }
    return true;
}

} // namespace cd::sim
