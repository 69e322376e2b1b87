// PlatformClient's calls of who belongs to a tenant and what they call with: API keys and members
// (api.md "Keys and members"). Same class, its own file, as PlatformClientWorkloads.cpp explains.
#include "PlatformClient.h"

#include "TeamDecoder.h"

namespace cd {

PagedCall<ApiKey>* PlatformClient::apiKeys(QObject* parent) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("page_size"), QStringLiteral("1000"));
    Request r = get("/v1/api-keys", q);
    return submit(new PagedCall<ApiKey>(r, &TeamDecoder::apiKeyPage, parent), r);
}

TypedCall<NewApiKey>* PlatformClient::createApiKey(const ApiKeyRequest& request,
                                                   const QByteArray& idempotencyKey, QObject* parent) {
    Request r = get("/v1/api-keys");
    r.method = "POST";
    r.headers.set("Content-Type", "application/json");
    r.headers.set("Idempotency-Key", idempotencyKey);
    r.body = TeamDecoder::apiKeyBody(request);
    return submit(new TypedCall<NewApiKey>(&TeamDecoder::newApiKey, parent), r);
}

TypedCall<bool>* PlatformClient::revokeApiKey(const QString& id, QObject* parent) {
    Request r = get("/v1/api-keys/");
    r.method = "DELETE";
    r.path += QUrl::toPercentEncoding(id);
    return submit(new TypedCall<bool>(&PlatformClient::noContent, parent), r);
}

} // namespace cd
