#pragma once

#include <QByteArray>
#include <QString>

namespace cd::cli {

// Where cdctl finds an API key when no keychain answers (a server, CI): CLUSTERDESK_API_KEY, or a
// key file that only its owner can read. Both throw CliFailure (exit 3) with the reason.
class KeySource {
public:
    static constexpr const char* environmentVariable = "CLUSTERDESK_API_KEY";

    // The key in CLUSTERDESK_API_KEY, or empty.
    static QByteArray fromEnvironment();
    // The key in `path` (its first line, trimmed). A file that group or others may read is refused:
    // a key there could be copied by anyone on the machine.
    static QByteArray fromFile(const QString& path);
};

} // namespace cd::cli
