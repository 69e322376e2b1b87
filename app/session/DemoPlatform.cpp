#include "DemoPlatform.h"

#include "platform/LocalTransport.h"

namespace cd {

std::unique_ptr<DemoPlatform> DemoPlatform::create(std::uint64_t seed, QString* error) {
    sim::PlatformOptions options;
    options.seed = seed;
    options.databasePath = QStringLiteral(":memory:");
    options.rateLimit.ratePerSecond = 0; // one person clicking; nothing to protect
    // A sales demo has minutes, not hours: clusters come up in seconds and, now and then, a node
    // fails and its work moves, so the audience sees it happen.
    options.clockSpeed = demoClockSpeed;
    options.nodeFailuresPerNodeHour = 0.02;
    auto platform = sim::Platform::open(options, error);
    if (!platform)
        return nullptr;
    auto demo = std::unique_ptr<DemoPlatform>(new DemoPlatform);
    demo->m_router = std::make_unique<sim::Router>(*platform);
    demo->m_platform = std::move(platform);
    return demo;
}

std::unique_ptr<Transport> DemoPlatform::makeTransport() {
    return std::make_unique<sim::LocalTransport>(*m_router);
}

QByteArray DemoPlatform::ownerKey() const {
    const auto& tenants = m_platform->issuedKeys().tenants;
    return tenants.isEmpty() ? QByteArray() : tenants.first().keys.value(Role::Owner).toLatin1();
}

} // namespace cd
