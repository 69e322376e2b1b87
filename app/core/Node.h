#pragma once

#include "SshKey.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace cd {

enum class GpuHealth { Healthy, Warning, Failed };
enum class NodeState { Provisioning, Ready, Degraded, Failed, Draining };

QString gpuHealthId(GpuHealth health);
std::optional<GpuHealth> gpuHealthFromId(QStringView id);
QString nodeStateId(NodeState state);
std::optional<NodeState> nodeStateFromId(QStringView id);

// One GPU in a node as DCGM would report it: index, UUID, model, health and the last XID error
// (0 when there was none).
struct GpuStatus {
    int index = 0;
    QString uuid;
    QString model;
    GpuHealth health = GpuHealth::Healthy;
    int lastXid = 0;
    bool operator==(const GpuStatus&) const = default;
};

struct Node {
    QString id;
    QString poolId;
    QString hostname;
    NodeState state = NodeState::Provisioning;
    QDateTime since;
    QString replaces; // the failed node whose work this one took over
    QList<GpuStatus> gpus;
    std::optional<SshEndpoint> ssh; // none: not reachable now, or not by this caller
    int healthyGpus() const;
    bool operator==(const Node&) const = default;
};

} // namespace cd
