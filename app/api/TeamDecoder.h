#pragma once

#include "Page.h"

#include "core/ApiKey.h"
#include "core/Result.h"

#include <QByteArray>

namespace cd {

// Decodes who belongs to a tenant and the keys they call with (resources/api/openapi.yaml: ApiKey,
// NewApiKey; Member), and encodes what creating a key sends.
class TeamDecoder {
public:
    static Result<ApiKey> apiKey(const QByteArray& body);
    static Result<Page<ApiKey>> apiKeyPage(const QByteArray& body);
    // The 201 of POST /v1/api-keys: the key and, this once, its secret.
    static Result<NewApiKey> newApiKey(const QByteArray& body);
    static QByteArray apiKeyBody(const ApiKeyRequest& request);
};

} // namespace cd
