#pragma once

#include "platform/Platform.h"
#include "platform/Router.h"

#include "billing/Budget.h"

#include <QByteArray>

#include <memory>
#include <optional>
#include <variant>

namespace cd {

class Transport;

// The offline demo: a simulated platform in this process, in memory, and a transport that talks to
// it. Nothing touches the network, the keychain or the disk.
class DemoPlatform {
public:
    static constexpr std::uint64_t defaultSeed = 42;
    static constexpr double demoClockSpeed = 10.0;
    // Uploads in the demo travel at a customer site's uplink (32 Mbit/s), not at memory speed, so
    // one can be watched, paused and resumed.
    static constexpr qint64 uplinkBytesPerSecond = 4'000'000;

    // `clockStart` invalid: the story is set at the wall clock's present. The same seed, start and
    // speed tell the same story; speed 0 is a clock that moves only when advanced.
    static std::unique_ptr<DemoPlatform> create(std::uint64_t seed, QString* error,
                                                const QDateTime& clockStart = {},
                                                double clockSpeed = demoClockSpeed);

    std::unique_ptr<Transport> makeTransport();
    // The demo tenant's owner key, made fresh for this run.
    QByteArray ownerKey() const;
    // The key of the demo tenant's person with `role`; for Support, the platform's support staff.
    QByteArray keyFor(Role role) const;
    sim::Platform& platform() { return *m_platform; }
    // The demo tenant (the mid-size AI lab the story is about).
    QString tenantId() const;

    // The presenter's controls: things that happen on the platform, as they would in the world,
    // for the console to notice the way it notices anything else (events, reloads).
    double clockSpeed() const;
    void setClockSpeed(double speed);
    QDateTime now() const;
    std::optional<sim::ClusterLifecycle::FailedNode> failNode();
    struct ScaledUp {
        QString clusterName;
        QString poolName;
        int fromNodes = 0;
        int toNodes = 0;
    };
    // Two more nodes in the first pool of the tenant's inference cluster (or its smallest running
    // one); the platform's reason when it refuses.
    std::variant<ScaledUp, QString> scaleUp();
    // A budget for this month's biggest spender, set just under what it has spent, so its alerts
    // are due at once; the platform's reason when there is nothing to set it on.
    std::variant<Budget, QString> raiseBudgetAlert();

private:
    std::unique_ptr<sim::Platform> m_platform;
    std::unique_ptr<sim::Router> m_router;
};

} // namespace cd
