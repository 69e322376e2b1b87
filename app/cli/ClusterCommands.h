#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace cd::cli {

class CliRun;
struct Column;

// What the cluster commands share: the table's columns and --wait.
class ClusterCommands {
public:
    static QList<Column> columns();
    // Follows the cluster until it reaches `target` ("running", "stopped", "terminated"), printing
    // each state it passes through; throws when it fails or ends up elsewhere.
    static QJsonObject waitFor(CliRun& run, const QString& clusterId, const QString& target);
};

} // namespace cd::cli
