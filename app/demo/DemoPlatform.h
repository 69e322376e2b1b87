#pragma once

#include "platform/Platform.h"
#include "platform/Router.h"

#include "billing/Budget.h"
#include "session/OfflineDemo.h"

#include <QByteArray>

#include <memory>
#include <optional>
#include <variant>

namespace cd {

class Transport;

// The offline demo: a simulated platform in this process, in memory, and a transport that talks to
// it. Nothing touches the network, the keychain or the disk.
class DemoPlatform final : public OfflineDemo {
public:
    // Uploads in the demo travel at a customer site's uplink (32 Mbit/s), not at memory speed, so
    // one can be watched, paused and resumed.
    static constexpr qint64 uplinkBytesPerSecond = 4'000'000;

    // `clockStart` invalid: the story is set at the wall clock's present. The same seed, start and
    // speed tell the same story; speed 0 is a clock that moves only when advanced.
    static std::unique_ptr<DemoPlatform> create(std::uint64_t seed, QString* error,
                                                const QDateTime& clockStart = {},
                                                double clockSpeed = demoClockSpeed);
    // create() at the demo's own speed, as the console's wiring hands it to ConnectionManager.
    static OfflineDemo::Factory factory();
    // The demo behind ConnectionManager::demo(), for tests that reach into the platform; null
    // when none runs.
    static DemoPlatform* of(OfflineDemo* demo);

    std::unique_ptr<Transport> makeTransport() override;
    // The demo tenant's owner key, made fresh for this run.
    QByteArray ownerKey() const;
    QByteArray keyFor(Role role) const override;
    SampleWriter sampleWriter() const override;
    sim::Platform& platform() { return *m_platform; }
    // The demo tenant (the mid-size AI lab the story is about).
    QString tenantId() const;

    double clockSpeed() const override;
    void setClockSpeed(double speed) override;
    QDateTime now() const override;
    std::optional<FailedNode> failNode() override;
    std::variant<ScaledUp, QString> scaleUp() override;
    std::variant<Budget, QString> raiseBudgetAlert() override;

private:
    DemoPlatform() = default;
    void translateSeededBudgets();

    std::unique_ptr<sim::Platform> m_platform;
    std::unique_ptr<sim::Router> m_router;
};

} // namespace cd
