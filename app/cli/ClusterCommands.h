#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace cd {
class ClustersSession;
}

namespace cd::cli {

class CliRun;
struct Column;

// What the cluster commands share: the table's columns and --wait.
class ClusterCommands {
public:
    static QList<Column> columns();
    // Follows the cluster on the platform's event stream (the session's, as the Clusters page
    // does) until it reaches `target` ("running", "stopped", "terminated"), printing each state it
    // passes through; throws when it fails or ends up elsewhere. Returns the API's JSON of it.
    static QJsonObject waitFor(CliRun& run, ClustersSession& clusters, const QString& clusterId,
                               const QString& target);
};

} // namespace cd::cli
