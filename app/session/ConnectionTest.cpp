#include "ConnectionTest.h"

#include "ConnectionManager.h"

#include "api/PlatformClient.h"

namespace cd {

ConnectionTest::ConnectionTest(QObject* parent)
    : QObject(parent) {}

ConnectionTest::~ConnectionTest() {
    delete m_call; // before the client it belongs to
}

void ConnectionTest::start(const ConnectionProfile& profile, const QByteArray& apiKey) {
    delete m_call;
    // One try, no retries: the person is waiting for a yes or no.
    m_client = ConnectionManager::clientFor(profile, apiKey);
    RetryPolicy once;
    once.maxAttempts = 1;
    m_client->setRetryPolicy(once);
    auto* call = m_client->me(this);
    m_call = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        Q_EMIT finished(call->error(), call->succeeded() ? call->value() : Identity{});
    });
}

} // namespace cd
