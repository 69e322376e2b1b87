#pragma once

#include "ApiKeyStore.h"
#include "AuditLog.h"
#include "BillingService.h"
#include "Catalog.h"
#include "ClusterLifecycle.h"
#include "ClusterStore.h"
#include "DatasetService.h"
#include "Directory.h"
#include "EventLog.h"
#include "IssuedKeys.h"
#include "LogStore.h"
#include "MemberStore.h"
#include "MeterLedger.h"
#include "PlatformOptions.h"
#include "PlatformStore.h"
#include "PlatformTicker.h"
#include "RateLimiter.h"
#include "SimClock.h"
#include "SshKeyStore.h"
#include "TelemetryModel.h"
#include "TemplateStore.h"
#include "UploadStore.h"
#include "WorkloadLogWriter.h"
#include "sqlite/SqliteDb.h"

#include "core/Region.h"

#include <QList>
#include <QString>

#include <memory>

namespace cd::sim {

// The whole simulated platform: its clock, catalog, tenants and their keys, and its durable store.
// The Router reads and changes it; clusterdesk-sim and the console's offline demo each own one.
class Platform {
public:
    // Opens (or on first start, creates and seeds) the platform. On failure returns null and says why.
    static std::unique_ptr<Platform> open(const PlatformOptions& options, QString* error);

    std::uint64_t seed() const { return m_seed; }
    // True when this open created the platform; only then are the plaintext keys known.
    bool wasCreated() const { return !m_issued.isEmpty(); }
    const IssuedKeys& issuedKeys() const { return m_issued; }

    SimClock& clock() { return m_clock; }
    const Catalog& catalog() const { return m_catalog; }
    QList<Region> regions() const;
    const Directory& directory() const { return m_directory; }
    Directory& directory() { return m_directory; }
    // The tenants' API keys; members (MemberStore) call it too: revokeAllKeysOf, memberChanged.
    ApiKeyStore& apiKeys() { return *m_apiKeys; }
    RateLimiter& rateLimiter() { return m_limiter; }
    ClusterLifecycle& clusters() { return *m_lifecycle; }
    EventLog& events() { return m_events; }
    // What the workloads printed, and the writer that words it (the workload engine calls it).
    LogStore& logs() { return *m_logs; }
    WorkloadLogWriter& logWriter() { return *m_logWriter; }
    DatasetService& datasets() { return *m_datasets; }
    BillingService& billing() { return *m_billing; }
    MeterLedger& ledger() { return *m_ledger; }
    AuditLog& audit() { return *m_audit; }
    SshKeyStore& sshKeys() { return *m_sshKeys; }
    MemberStore& members() { return *m_members; }
    TemplateStore& templates() { return *m_templates; }
    const PlatformOptions& options() const { return m_options; }
    const TelemetryModel& telemetry() const { return m_telemetry; }
    // The telemetry sources of one of the tenant's clusters; nothing when it has no such cluster.
    std::optional<QList<TelemetrySource>> telemetrySources(const QString& tenantId,
                                                           const QString& clusterId) const;
    ~Platform();

private:
    Platform(const PlatformOptions& options, std::uint64_t seed, const QDateTime& origin);
    void dropLogsOfTerminated();

    std::uint64_t m_seed;
    PlatformOptions m_options;
    SimClock m_clock;
    TelemetryModel m_telemetry;
    Catalog m_catalog;
    Directory m_directory;
    std::unique_ptr<PlatformStore> m_store;
    std::unique_ptr<ApiKeyStore> m_apiKeys;
    RateLimiter m_limiter;
    IssuedKeys m_issued;
    EventLog m_events;
    // Its own connection, like uploads: a burst of a thousand lines never holds up a cluster's save.
    SqliteDb m_logDb;
    std::unique_ptr<LogStore> m_logs;
    std::unique_ptr<WorkloadLogWriter> m_logWriter;
    std::unique_ptr<ClusterStore> m_clusterStore;
    std::unique_ptr<MeterLedger> m_ledger;
    std::unique_ptr<AuditLog> m_audit;
    std::unique_ptr<SshKeyStore> m_sshKeys;
    std::unique_ptr<MemberStore> m_members;
    std::unique_ptr<TemplateStore> m_templates;
    std::unique_ptr<ClusterLifecycle> m_lifecycle;
    // Uploads write large transactions; their own connection keeps them from holding up clusters.
    SqliteDb m_storageDb;
    std::unique_ptr<UploadStore> m_uploadStore;
    std::unique_ptr<DatasetService> m_datasets;
    std::unique_ptr<BillingService> m_billing;
    std::unique_ptr<PlatformTicker> m_ticker; // last: it stops before what it drives goes
};

} // namespace cd::sim
