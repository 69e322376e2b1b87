#pragma once

#include <QByteArray>
#include <QString>

#include <memory>

namespace cd {
class Transport;
namespace sim {
class Platform;
class Router;
} // namespace sim
} // namespace cd

namespace cd::cli {

// `cdctl --demo`: the simulated platform in this process, as the console's offline demo, but kept
// in $XDG_CACHE_HOME/ClusterDesk/cdctl-demo.sqlite so that one command builds on another (a cluster
// launched by one is listed by the next). The owner's key, known only when the platform is
// created, is kept beside it in a file only its owner can read.
class CliDemo {
public:
    ~CliDemo();
    CliDemo(const CliDemo&) = delete;
    CliDemo& operator=(const CliDemo&) = delete;

    // Null (and why) when it could not open.
    static std::unique_ptr<CliDemo> open(QString* error);
    // Deletes the demo's files: the next command starts the story over.
    static bool reset(QString* error);
    static QString databasePath();

    std::unique_ptr<Transport> makeTransport();
    QByteArray ownerKey() const { return m_ownerKey; }

private:
    CliDemo() = default;
    static QString keyPath();
    std::unique_ptr<sim::Platform> m_platform;
    std::unique_ptr<sim::Router> m_router;
    QByteArray m_ownerKey;
};

} // namespace cd::cli
