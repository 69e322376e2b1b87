#pragma once

#include <QString>

namespace cd {

class ConnectionManager;
class LogFile;

// Help > Copy diagnostics: what a support ticket needs in one text: ClusterDesk's version, the
// system, the components' versions, the connection (profile, host, demo or not, state, role and
// tenant), the log file's path and its last lines, with every secret removed. In English whatever
// the console's language: the people who read it are the platform's support staff.
class DiagnosticsReport {
public:
    static constexpr int defaultLogLines = 200;
    // `log` may be null: no log file is being written.
    static QString build(const ConnectionManager& connection, const LogFile* log,
                         int logLines = defaultLogLines);
};

} // namespace cd
