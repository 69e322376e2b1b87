#include "DemoPlatform.h"

#include "DemoSamples.h"

#include "platform/LocalTransport.h"

#include <QCoreApplication>

#include <cmath>

namespace cd {

std::unique_ptr<DemoPlatform> DemoPlatform::create(std::uint64_t seed, QString* error,
                                                   const QDateTime& clockStart, double clockSpeed) {
    sim::PlatformOptions options;
    options.seed = seed;
    options.databasePath = QStringLiteral(":memory:");
    options.rateLimit.ratePerSecond = 0; // one person clicking; nothing to protect
    // A sales demo has minutes, not hours: clusters come up in seconds. Nodes fail at the
    // platform's believable rate (PlatformOptions), rarely within a demo: the presenter's "Fail a
    // node" shows a failure and its work moving when the audience is watching.
    options.clockSpeed = clockSpeed;
    options.clockStart = clockStart;
    auto platform = sim::Platform::open(options, error);
    if (!platform)
        return nullptr;
    auto demo = std::unique_ptr<DemoPlatform>(new DemoPlatform);
    demo->m_router = std::make_unique<sim::Router>(*platform);
    demo->m_platform = std::move(platform);
    demo->translateSeededBudgets();
    return demo;
}

void DemoPlatform::translateSeededBudgets() {
    // The simulator seeds the lab's budgets in English, as a platform would; the demo is a story
    // told in the console's language, so the names a person reads on the Billing page are too.
    // The ids stay, so the budgets and their alerts are the same ones.
    static const char* const seededNames[] = {
        QT_TRANSLATE_NOOP("cd::DemoPlatform", "Monthly total"),
        QT_TRANSLATE_NOOP("cd::DemoPlatform", "Inference"),
        QT_TRANSLATE_NOOP("cd::DemoPlatform", "Pretraining"),
    };
    const QString tenant = tenantId();
    QList<Budget> budgets = m_platform->billing().budgets(tenant);
    bool changed = false;
    for (Budget& b : budgets) {
        for (const char* name : seededNames) {
            if (b.name != QLatin1String(name))
                continue;
            const QString translated = QCoreApplication::translate("cd::DemoPlatform", name);
            changed = changed || translated != b.name;
            b.name = translated;
        }
    }
    if (changed)
        (void)m_platform->billing().setBudgets(tenant, budgets); // English names stay if this fails
}

OfflineDemo::Factory DemoPlatform::factory() {
    return
        [](std::uint64_t seed, QString* error, const QDateTime& clockStart) -> std::unique_ptr<OfflineDemo> {
            // Screenshot comparisons (tests/support/page-shots.sh) hold the story still with 0.
            bool speedSet = false;
            const double speed = qEnvironmentVariable("CLUSTERDESK_DEMO_CLOCK_SPEED").toDouble(&speedSet);
            return create(seed, error, clockStart, speedSet && speed >= 0 ? speed : demoClockSpeed);
        };
}

DemoPlatform* DemoPlatform::of(OfflineDemo* demo) {
    return dynamic_cast<DemoPlatform*>(demo);
}

std::unique_ptr<Transport> DemoPlatform::makeTransport() {
    return std::make_unique<sim::LocalTransport>(*m_router, uplinkBytesPerSecond);
}

QByteArray DemoPlatform::ownerKey() const {
    return keyFor(Role::Owner);
}

QByteArray DemoPlatform::keyFor(Role role) const {
    if (role == Role::Support)
        return m_platform->issuedKeys().supportKey.toLatin1();
    const auto& tenants = m_platform->issuedKeys().tenants;
    return tenants.isEmpty() ? QByteArray() : tenants.first().keys.value(role).toLatin1();
}

OfflineDemo::SampleWriter DemoPlatform::sampleWriter() const {
    // The seed, not the platform: the writer runs off the GUI thread and may outlive this demo.
    const std::uint64_t seed = m_platform->seed();
    return [seed](const QString& folder, QString* error, const std::atomic<bool>* cancelled) {
        return DemoSamples::write(folder, seed, error, cancelled);
    };
}

QString DemoPlatform::tenantId() const {
    const auto& tenants = m_platform->issuedKeys().tenants;
    return tenants.isEmpty() ? QString() : tenants.first().tenantId;
}

double DemoPlatform::clockSpeed() const {
    return m_platform->clock().speed();
}

void DemoPlatform::setClockSpeed(double speed) {
    // The ticker looks at the speed again within its longest sleep (200 ms).
    m_platform->clock().setSpeed(speed);
}

QDateTime DemoPlatform::now() const {
    return m_platform->clock().now();
}

std::optional<OfflineDemo::FailedNode> DemoPlatform::failNode() {
    const auto failed = m_platform->clusters().failNode(tenantId());
    if (!failed)
        return std::nullopt;
    return FailedNode{failed->clusterId, failed->clusterName, failed->nodeId};
}

std::variant<DemoPlatform::ScaledUp, QString> DemoPlatform::scaleUp() {
    const QString tenant = tenantId();
    std::optional<Cluster> chosen;
    for (const Cluster& c : m_platform->clusters().clusters(tenant)) {
        // Inference is what grows with demand: its cluster is the one, even while it is not
        // running yet (the platform then says why it cannot grow). Without one, the smallest
        // running cluster grows cheapest.
        const bool inference = c.stage == WorkloadStage::Inference && holdsCapacity(c.state);
        if (c.pools.isEmpty() || (!inference && c.state != ClusterState::Running))
            continue;
        const auto rank = [](const Cluster& x) {
            return std::pair(x.stage != WorkloadStage::Inference, x.gpuCount());
        };
        if (!chosen || rank(c) < rank(*chosen))
            chosen = c;
    }
    if (!chosen)
        return QCoreApplication::translate("cd::DemoPlatform", "No cluster is running right now.");
    const NodePool& pool = chosen->pools.first();
    const auto outcome = m_platform->clusters().resize(tenant, chosen->id, {{pool.id, pool.nodeCount + 2}},
                                                       QStringLiteral("*"));
    if (const auto* problem = std::get_if<sim::Problem>(&outcome))
        return problem->detail;
    return ScaledUp{chosen->name, pool.name, pool.nodeCount, pool.nodeCount + 2};
}

std::variant<Budget, QString> DemoPlatform::raiseBudgetAlert() {
    const QString tenant = tenantId();
    const BillingSummary summary = m_platform->billing().summary(tenant, Currency::USD);
    if (summary.topSpenders.isEmpty() || summary.topSpenders.first().cost.micros() < 1'000'000)
        return QCoreApplication::translate("cd::DemoPlatform", "Nothing has been spent this month yet.");
    const Spender& top = summary.topSpenders.first();
    Budget alert;
    alert.name = QCoreApplication::translate("cd::DemoPlatform", "%1 monthly cap").arg(top.clusterName);
    alert.scope = Budget::Scope::Cluster;
    alert.target = top.clusterId;
    // Nine tenths of what it has spent, in whole dollars: both thresholds are crossed already.
    alert.amount =
        Money(std::max<std::int64_t>(1, std::int64_t(std::floor(top.cost.toDouble() * 0.9))) * 1'000'000,
              Currency::USD);
    alert.thresholds = {{80, Budget::Basis::Actual}, {100, Budget::Basis::Actual}};
    QList<Budget> budgets = m_platform->billing().budgets(tenant);
    // Pressed again: the old cap goes, and a new one (a new id, so alerts again) comes.
    budgets.removeIf([&](const Budget& b) { return b.name == alert.name; });
    budgets.append(alert);
    const auto stored = m_platform->billing().setBudgets(tenant, budgets);
    if (const auto* problem = std::get_if<sim::Problem>(&stored))
        return problem->detail;
    const QList<Budget>& saved = std::get<QList<Budget>>(stored);
    const auto it =
        std::find_if(saved.cbegin(), saved.cend(), [&](const Budget& b) { return b.name == alert.name; });
    return it == saved.cend() ? alert : *it;
}

} // namespace cd
