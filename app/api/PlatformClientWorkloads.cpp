// PlatformClient's calls of what a workload runs on and with: datasets, a running workload (restart,
// checkpoints, logs), SSH keys and launch templates. Same class, its own file: classes of their own
// (WorkloadCalls, AccessCalls) would give every session a second object to hold for the same
// transport, credentials and retries, for no gain to its callers; one class over a few files keeps
// each file readable and every caller as it was.
#include "PlatformClient.h"

#include "JsonReader.h"
#include "LogDecoder.h"
#include "SshKeyDecoder.h"
#include "WorkloadJson.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cd {

PagedCall<Dataset>* PlatformClient::datasets(QObject* parent) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("page_size"), QStringLiteral("1000"));
    Request r = get("/v1/datasets", q);
    return submit(new PagedCall<Dataset>(r, &DatasetDecoder::datasetPage, parent), r);
}

TypedCall<Dataset>* PlatformClient::dataset(const QString& id, QObject* parent) {
    Request r = get("/v1/datasets/");
    r.path += QUrl::toPercentEncoding(id);
    return submit(new TypedCall<Dataset>(&DatasetDecoder::dataset, parent), r);
}

TypedCall<bool>* PlatformClient::deleteDataset(const QString& id, QObject* parent) {
    Request r = get("/v1/datasets/");
    r.method = "DELETE";
    r.path += QUrl::toPercentEncoding(id);
    // 204 No Content: nothing to decode.
    return submit(new TypedCall<bool>(&PlatformClient::noContent, parent), r);
}

TypedCall<LogPage>* PlatformClient::logs(const QString& clusterId, const LogQuery& query, QObject* parent) {
    Request r = get("/v1/clusters/", LogDecoder::encode(query));
    r.path += QUrl::toPercentEncoding(clusterId) + "/logs";
    return submit(new TypedCall<LogPage>(&LogDecoder::page, parent), r);
}

TypedCall<Cluster>* PlatformClient::restartWorkload(const QString& id, const QString& etag, QObject* parent) {
    return change("POST", id, "/actions/restart-workload", {}, etag, parent);
}

PagedCall<Checkpoint>* PlatformClient::checkpoints(const QString& clusterId, QObject* parent) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("page_size"), QStringLiteral("1000"));
    Request r = get("/v1/clusters/", q);
    r.path += QUrl::toPercentEncoding(clusterId) + "/checkpoints";
    const auto page = [](const QByteArray& body) {
        return JsonReader::decodePage<Checkpoint>(body, "checkpoints", &WorkloadJson::checkpointFrom);
    };
    return submit(new PagedCall<Checkpoint>(r, page, parent), r);
}

PagedCall<SshKey>* PlatformClient::sshKeys(QObject* parent) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("page_size"), QStringLiteral("1000"));
    Request r = get("/v1/ssh-keys", q);
    return submit(new PagedCall<SshKey>(r, &SshKeyDecoder::keyPage, parent), r);
}

TypedCall<SshKey>* PlatformClient::addSshKey(const QString& name, const QString& publicKey,
                                             const QByteArray& idempotencyKey, QObject* parent) {
    Request r;
    r.method = "POST";
    r.path = "/v1/ssh-keys";
    r.body =
        QJsonDocument(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("public_key"), publicKey}})
            .toJson(QJsonDocument::Compact);
    r.headers.set("Idempotency-Key", idempotencyKey);
    return submit(new TypedCall<SshKey>(&SshKeyDecoder::key, parent), r);
}

TypedCall<bool>* PlatformClient::deleteSshKey(const QString& id, QObject* parent) {
    Request r = get("/v1/ssh-keys/");
    r.method = "DELETE";
    r.path += QUrl::toPercentEncoding(id);
    return submit(new TypedCall<bool>(&PlatformClient::noContent, parent), r);
}

PagedCall<LaunchTemplate>* PlatformClient::templates(QObject* parent) {
    Request r = get("/v1/templates");
    return submit(new PagedCall<LaunchTemplate>(r, &TemplateDecoder::page, parent), r);
}

TypedCall<LaunchTemplate>* PlatformClient::createTemplate(const QString& name, const QString& description,
                                                          const ClusterSpec& spec,
                                                          const QByteArray& idempotencyKey, QObject* parent) {
    Request r = get("/v1/templates");
    r.method = "POST";
    r.headers.set("Content-Type", "application/json");
    r.headers.set("Idempotency-Key", idempotencyKey);
    r.body = TemplateDecoder::body(name, description, spec);
    return submit(new TypedCall<LaunchTemplate>(&TemplateDecoder::launchTemplate, parent), r);
}

TypedCall<LaunchTemplate>* PlatformClient::updateTemplate(const QString& id, const QString& name,
                                                          const QString& description, const ClusterSpec& spec,
                                                          const QString& etag, QObject* parent) {
    Request r = get("/v1/templates/");
    r.method = "PUT";
    r.path += QUrl::toPercentEncoding(id);
    r.headers.set("Content-Type", "application/json");
    r.headers.set("If-Match", etag.toUtf8());
    r.body = TemplateDecoder::body(name, description, spec);
    return submit(new TypedCall<LaunchTemplate>(&TemplateDecoder::launchTemplate, parent), r);
}

TypedCall<bool>* PlatformClient::deleteTemplate(const QString& id, const QString& etag, QObject* parent) {
    Request r = get("/v1/templates/");
    r.method = "DELETE";
    r.path += QUrl::toPercentEncoding(id);
    if (!etag.isEmpty())
        r.headers.set("If-Match", etag.toUtf8());
    return submit(new TypedCall<bool>(&PlatformClient::noContent, parent), r);
}

} // namespace cd
