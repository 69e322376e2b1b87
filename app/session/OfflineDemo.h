#pragma once

#include "billing/Budget.h"
#include "core/Role.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <variant>

namespace cd {

class Transport;

// What the console needs of a running offline demo, in plain values. The demo itself (a simulated
// platform in this process: demo/DemoPlatform, library cd_demo) reaches ConnectionManager as a
// Factory from the console's wiring, so the session library, and every test that links it, does
// not link the simulator; a console built without the demo (CLUSTERDESK_DEMO=OFF) gives none.
class OfflineDemo {
public:
    static constexpr std::uint64_t defaultSeed = 42;
    static constexpr double demoClockSpeed = 10.0;

    // `clockStart` invalid: the story is set at the present. Null (and why) if it could not start.
    using Factory = std::function<std::unique_ptr<OfflineDemo>(std::uint64_t seed, QString* error,
                                                               const QDateTime& clockStart)>;

    struct SampleFile {
        QString path;        // file or folder in the folder written to
        QString datasetName; // as the lab named it
    };
    // Writes the demo lab's sample files under `folder`; empty (and why) when the disk refused or
    // `cancelled` was set meanwhile. Runs on any thread and outlives the demo that made it.
    using SampleWriter = std::function<QList<SampleFile>(const QString& folder, QString* error,
                                                         const std::atomic<bool>* cancelled)>;

    struct FailedNode {
        QString clusterId;
        QString clusterName;
        QString nodeId;
    };
    struct ScaledUp {
        QString clusterName;
        QString poolName;
        int fromNodes = 0;
        int toNodes = 0;
    };

    OfflineDemo() = default;
    virtual ~OfflineDemo() = default;
    OfflineDemo(const OfflineDemo&) = delete;
    OfflineDemo& operator=(const OfflineDemo&) = delete;

    virtual std::unique_ptr<Transport> makeTransport() = 0;
    // The key of the demo tenant's person with `role`; for Support, the platform's support staff.
    virtual QByteArray keyFor(Role role) const = 0;
    virtual SampleWriter sampleWriter() const = 0;

    // The presenter's controls: things that happen on the platform, as they would in the world,
    // for the console to notice the way it notices anything else (events, reloads).
    virtual double clockSpeed() const = 0;
    virtual void setClockSpeed(double speed) = 0;
    virtual QDateTime now() const = 0;
    virtual std::optional<FailedNode> failNode() = 0;
    // Two more nodes in the first pool of the tenant's inference cluster (or its smallest running
    // one); the platform's reason when it refuses.
    virtual std::variant<ScaledUp, QString> scaleUp() = 0;
    // A budget for this month's biggest spender, set just under what it has spent, so its alerts
    // are due at once; the platform's reason when there is nothing to set it on.
    virtual std::variant<Budget, QString> raiseBudgetAlert() = 0;
};

} // namespace cd
