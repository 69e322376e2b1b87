#pragma once

#include "ServerLimits.h"

#include "platform/PlatformOptions.h"

#include <QString>

#include <optional>

namespace cd::sim {

// clusterdesk-sim's command line, parsed and checked before anything starts.
struct SimServerConfig {
    PlatformOptions platform;
    QString host = QStringLiteral("127.0.0.1");
    int port = 8080; // 0: any free port (see portFile)
    QString tlsCert;
    QString tlsKey;
    QString keysOut;  // where to write the first start's API keys as JSON
    QString portFile; // where to write the bound port once listening
    bool accessLog = false;
    // --dev-faults: answer DevFaultRoutes (fail a node now), for tests; never in the contract.
    bool devFaults = false;
    ServerLimits limits;

    bool usesTls() const { return !tlsCert.isEmpty(); }

    // Returns the config, or sets `error` (and `helpText` for --help) and returns nothing.
    static std::optional<SimServerConfig> parse(const QStringList& arguments, QString* error,
                                                QString* helpText);
};

} // namespace cd::sim
