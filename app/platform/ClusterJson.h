#pragma once

#include "ClusterRecord.h"

#include "core/ClusterEvent.h"
#include "core/Estimate.h"

#include <QJsonObject>

#include <optional>

namespace cd::sim {

// Wire encodings of clusters, nodes, events and estimates (resources/api/openapi.yaml), and the
// simulator's own encoding of a whole ClusterRecord for its store.
class ClusterJson {
public:
    static QJsonObject cluster(const Cluster& cluster, Currency currency);
    static QJsonObject node(const Node& node);
    static QJsonObject event(const ClusterEvent& event, Currency currency);
    static QJsonObject estimate(const Estimate& estimate, Currency currency);

    static QJsonObject record(const ClusterRecord& record);
    static std::optional<ClusterRecord> recordFrom(const QJsonObject& json);
};

} // namespace cd::sim
