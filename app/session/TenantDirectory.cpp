#include "TenantDirectory.h"

#include "ConnectionManager.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"

#include <algorithm>

namespace cd {

TenantDirectory::TenantDirectory(ConnectionManager& connection, QObject* parent)
    : QObject(parent)
    , m_connection(connection) {}

TenantDirectory::~TenantDirectory() = default;

void TenantDirectory::load() {
    PlatformClient* client = m_connection.client();
    if (!client)
        return;
    delete m_call;
    auto* call = client->tenants(this);
    m_call = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (!call->succeeded()) {
            Q_EMIT failed(call->error());
            return;
        }
        QList<TenantSummary> tenants = call->items();
        std::sort(tenants.begin(), tenants.end(), [](const TenantSummary& a, const TenantSummary& b) {
            return QString::localeAwareCompare(a.name, b.name) < 0;
        });
        Q_EMIT loaded(tenants);
    });
}

} // namespace cd
