#include "Platform.h"

#include "AccessSeeder.h"
#include "AuditHistorySeeder.h"
#include "BillingHistorySeeder.h"
#include "CatalogGenerator.h"
#include "ClusterSeeder.h"
#include "RegionCatalog.h"

namespace cd::sim {

namespace {
QDateTime startOf(const PlatformOptions& options) {
    return options.clockStart.isValid() ? options.clockStart.toUTC() : QDateTime::currentDateTimeUtc();
}
} // namespace

Platform::Platform(const PlatformOptions& options, std::uint64_t seed, const QDateTime& origin)
    : m_seed(seed)
    , m_options(options)
    // Stopped while the platform is made (see open()).
    , m_clock(origin, 0)
    , m_telemetry(seed)
    , m_catalog(CatalogGenerator(seed).generate())
    , m_limiter(options.rateLimit) {}

std::unique_ptr<Platform> Platform::open(const PlatformOptions& options, QString* error) {
    // The store decides the seed: a database made with another seed keeps telling its own story.
    auto store = std::make_unique<PlatformStore>();
    if (!store->open(options.databasePath, error))
        return nullptr;
    QString seedError;
    const auto stored = store->storedSeed(&seedError);
    if (!seedError.isEmpty()) {
        *error = seedError;
        return nullptr;
    }
    const std::uint64_t seed = stored.value_or(options.seed);

    // The simulated time never runs backwards over a restart: a fast clock may be far ahead of
    // the wall clock, and the stored history with it.
    auto clusterStore = std::make_unique<ClusterStore>(store->db());
    if (!clusterStore->createSchema(error))
        return nullptr;
    QDateTime origin = startOf(options);
    if (const auto saved = clusterStore->storedClock(error); saved && saved->isValid() && *saved > origin)
        origin = *saved;

    std::unique_ptr<Platform> platform(new Platform(options, seed, origin));
    platform->m_clusterStore = std::move(clusterStore);
    // An in-memory database exists per connection, so the one just opened is the one to keep.
    platform->m_store = std::move(store);
    if (!stored) {
        auto issued = platform->m_store->initialize(seed, platform->m_clock.now(), error);
        if (!issued)
            return nullptr;
        platform->m_issued = *issued;
    }
    platform->m_directory.setClock(&platform->m_clock);
    if (!platform->m_store->loadDirectory(platform->m_directory, error))
        return nullptr;
    platform->m_apiKeys =
        std::make_unique<ApiKeyStore>(platform->m_store->db(), platform->m_clock, platform->m_directory);
    platform->m_ledger = std::make_unique<MeterLedger>(platform->m_store->db());
    if (!platform->m_ledger->createSchema(error) || !platform->m_ledger->load(error))
        return nullptr;
    platform->m_audit = std::make_unique<AuditLog>(platform->m_store->db(), platform->m_clock);
    if (!platform->m_audit->createSchema(error))
        return nullptr;
    platform->m_sshKeys = std::make_unique<SshKeyStore>(platform->m_store->db(), platform->m_clock);
    if (!platform->m_sshKeys->createSchema(error))
        return nullptr;
    platform->m_members =
        std::make_unique<MemberStore>(platform->m_store->db(), platform->m_clock, *platform->m_apiKeys);
    if (!platform->m_members->createSchema(error))
        return nullptr;
    platform->m_templates = std::make_unique<TemplateStore>(platform->m_store->db(), platform->m_clock);
    if (!platform->m_templates->createSchema(error))
        return nullptr;
    // Before the lifecycle: the seeder's history already runs workloads that print.
    if (!platform->m_logDb.open(options.databasePath, error) ||
        !platform->m_logDb.exec(QStringLiteral("PRAGMA synchronous=NORMAL"), error))
        return nullptr;
    platform->m_logs = std::make_unique<LogStore>(platform->m_logDb);
    if (!platform->m_logs->open(error))
        return nullptr;
    platform->m_logWriter = std::make_unique<WorkloadLogWriter>(*platform->m_logs);
    platform->m_lifecycle = std::make_unique<ClusterLifecycle>(
        platform->m_catalog, platform->m_clock, *platform->m_clusterStore, platform->m_events,
        *platform->m_ledger, seed, ClusterLifecycle::Settings{options.nodeFailuresPerNodeHour});
    platform->m_lifecycle->setLogWriter(platform->m_logWriter.get());
    if (!platform->m_lifecycle->load(error))
        return nullptr;
    if (!stored) {
        QStringList tenants;
        for (const TenantRecord& t : platform->m_directory.tenants())
            tenants.append(t.id);
        if (!ClusterSeeder(*platform->m_lifecycle, options.largeTrainingRun).seed(tenants, error))
            return nullptr;
    }
    // Offsets need not wait for the disk on every commit: in WAL mode, NORMAL survives the
    // simulator being killed, and after a power loss a client asks HEAD and re-sends what the
    // server no longer has, as tus intends. The bytes themselves are synced before their offset
    // is committed (UploadStore::commit), so an offset never names bytes the disk lacks.
    if (!platform->m_storageDb.open(options.databasePath, error) ||
        !platform->m_storageDb.exec(QStringLiteral("PRAGMA synchronous=NORMAL"), error))
        return nullptr;
    // Upload bytes live in files beside the database (an in-memory one gets a temporary folder).
    const bool inMemory = options.databasePath.isEmpty() || options.databasePath.startsWith(u':');
    platform->m_uploadStore = std::make_unique<UploadStore>(
        platform->m_storageDb, inMemory ? QString() : options.databasePath + QStringLiteral(".uploads"),
        options.uploadSync);
    if (!platform->m_uploadStore->createSchema(error))
        return nullptr;
    ClusterLifecycle* lifecycle = platform->m_lifecycle.get();
    platform->m_datasets = std::make_unique<DatasetService>(
        *platform->m_uploadStore, platform->m_clock,
        [lifecycle](const QString& tenantId, const QString& datasetId) {
            QStringList names;
            for (const Cluster& c : lifecycle->clusters(tenantId)) {
                if (c.state != ClusterState::Terminated && c.datasets.contains(datasetId))
                    names.append(c.id);
            }
            return names;
        });
    platform->m_billing = std::make_unique<BillingService>(BillingService::Parts{
        platform->m_catalog, platform->m_clock, *platform->m_ledger, *platform->m_lifecycle,
        *platform->m_datasets, platform->m_telemetry, platform->m_directory, platform->m_store->db()});
    if (!platform->m_billing->createSchema(error) || !platform->m_billing->load(error))
        return nullptr;
    if (!stored) {
        const QList<TenantRecord> tenants = platform->m_directory.tenants();
        if (!tenants.isEmpty() &&
            !BillingHistorySeeder(platform->m_catalog, *platform->m_ledger, *platform->m_billing, seed)
                 .seed(tenants.first().id, platform->m_clock.now(), error))
            return nullptr;
        if (!tenants.isEmpty() &&
            !AuditHistorySeeder(*platform->m_audit).seed(tenants.first(), platform->m_clock.now(), error))
            return nullptr;
        if (!tenants.isEmpty() &&
            !AccessSeeder(platform->m_catalog, *platform->m_sshKeys, *platform->m_templates)
                 .seed(tenants.first(), error))
            return nullptr;
    }
    DatasetService* datasets = platform->m_datasets.get();
    lifecycle->setDatasetCheck([datasets](const QString& tenantId, const QStringList& ids) {
        return datasets->missing(tenantId, ids);
    });
    lifecycle->setBundleCheck([datasets](const QString& tenantId, const QStringList& ids) {
        return datasets->notBundles(tenantId, ids);
    });
    // The clock starts only now. Had it run while the history was seeded, a fast clock (a week a
    // second) would leave the first request days of node failures to play and store, and that
    // catching up would itself take long enough to owe the next request more.
    platform->m_clock.setSpeed(options.clockSpeed);
    Platform* raw = platform.get();
    platform->m_ticker = std::make_unique<PlatformTicker>(*platform->m_lifecycle, platform->m_clock, [raw] {
        QString ignored;
        raw->m_clusterStore->saveClock(raw->m_clock.now(), &ignored);
        raw->dropLogsOfTerminated();
    });
    platform->dropLogsOfTerminated();
    platform->m_lifecycle->setScheduledCallback([raw] { raw->m_ticker->wake(); });
    return platform;
}

void Platform::dropLogsOfTerminated() {
    // Cluster records stay after termination (for billing and the audit); their lines need not, so
    // the store holds the lines of live clusters only.
    for (const auto& [tenantId, clusterId] : m_logs->held()) {
        const auto cluster = m_lifecycle->cluster(tenantId, clusterId);
        if (!cluster || cluster->state == ClusterState::Terminated)
            m_logs->remove(tenantId, clusterId);
    }
}

Platform::~Platform() {
    // The ticker first: it drives the lifecycle, which uses the stores below.
    m_ticker.reset();
}

QList<Region> Platform::regions() const {
    QList<Region> list;
    for (const auto& r : regionCatalog())
        list.append(r.region);
    return list;
}

std::optional<QList<TelemetrySource>> Platform::telemetrySources(const QString& tenantId,
                                                                 const QString& clusterId) const {
    const auto cluster = m_lifecycle->cluster(tenantId, clusterId);
    if (!cluster)
        return std::nullopt;
    const auto nodes = m_lifecycle->nodes(tenantId, clusterId);
    return m_telemetry.sources(*cluster, nodes.value_or(QList<Node>{}),
                               m_lifecycle->hasRunningWorkload(tenantId, clusterId));
}

} // namespace cd::sim
