#pragma once

#include "platform/Platform.h"
#include "platform/Router.h"

#include <QByteArray>

#include <memory>

namespace cd {

class Transport;

// The offline demo: a simulated platform in this process, in memory, and a transport that talks to
// it. Nothing touches the network, the keychain or the disk.
class DemoPlatform {
public:
    static constexpr std::uint64_t defaultSeed = 42;
    static constexpr double demoClockSpeed = 10.0;

    static std::unique_ptr<DemoPlatform> create(std::uint64_t seed, QString* error);

    std::unique_ptr<Transport> makeTransport();
    // The demo tenant's owner key, made fresh for this run.
    QByteArray ownerKey() const;
    // The key of the demo tenant's person with `role`; for Support, the platform's support staff.
    QByteArray keyFor(Role role) const;
    sim::Platform& platform() { return *m_platform; }

private:
    std::unique_ptr<sim::Platform> m_platform;
    std::unique_ptr<sim::Router> m_router;
};

} // namespace cd
