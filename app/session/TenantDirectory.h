#pragma once

#include "core/Error.h"
#include "core/TenantSummary.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class ConnectionManager;

// Support staff's list of the platform's tenants, to choose whom to view. It asks with the
// connection's own client, which needs no tenant chosen (the pages' client has none until then).
class TenantDirectory final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TenantDirectory)

public:
    explicit TenantDirectory(ConnectionManager& connection, QObject* parent = nullptr);
    ~TenantDirectory() override;

    // Asks for every tenant again; a list still loading is dropped. Nothing happens without a client.
    void load();

Q_SIGNALS:
    // Every tenant, sorted by name as the person's language sorts.
    void loaded(const QList<cd::TenantSummary>& tenants);
    void failed(const cd::Error& error);

private:
    ConnectionManager& m_connection;
    QPointer<ApiCall> m_call;
};

} // namespace cd
