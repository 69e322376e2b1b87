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
    return keyFor(Role::Owner);
}

QByteArray DemoPlatform::keyFor(Role role) const {
    if (role == Role::Support)
        return m_platform->issuedKeys().supportKey.toLatin1();
    const auto& tenants = m_platform->issuedKeys().tenants;
    return tenants.isEmpty() ? QByteArray() : tenants.first().keys.value(role).toLatin1();
}

} // namespace cd
