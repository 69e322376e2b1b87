#pragma once

#include "api/CurlTransport.h"
#include "api/PlatformClient.h"

#include <QSignalSpy>

#include <memory>

namespace cd::test {

// The console's own client over real HTTP(S), as the end-to-end tests talk to clusterdesk-sim (or
// to a Prometheus server): short timeouts, and quick retries so a test does not sit out the
// console's patient backoff.
struct ClientOptions {
    int connectTimeoutMs = 3000;
    int totalTimeoutMs = 30000;
    int maxAttempts = 4; // 1: no retries, so a refusal shows at once
    bool verbose = false;
};

inline std::unique_ptr<PlatformClient> httpClient(const QUrl& url, const QByteArray& key,
                                                  const ClientOptions& options = {}) {
    TransportSettings s;
    s.baseUrl = url;
    s.connectTimeoutMs = options.connectTimeoutMs;
    s.totalTimeoutMs = options.totalTimeoutMs;
    s.verbose = options.verbose;
    auto client = std::make_unique<PlatformClient>(std::make_unique<CurlTransport>(s));
    client->setApiKey(key);
    RetryPolicy fast;
    fast.baseDelayMs = 50;
    fast.maxDelayMs = 300;
    fast.maxAttempts = options.maxAttempts;
    client->setRetryPolicy(fast);
    return client;
}

// Waits for a call to finish; false when it did not within `ms`.
template <typename Call>
bool finish(Call* call, int ms = 20000) {
    if (call->isFinished())
        return true;
    QSignalSpy done(call, &ApiCall::finished);
    return done.wait(ms);
}

} // namespace cd::test
