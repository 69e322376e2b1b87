#pragma once

#include "Page.h"

#include "core/Cluster.h"
#include "core/ClusterEvent.h"
#include "core/Estimate.h"
#include "core/Node.h"
#include "core/Result.h"

namespace cd {

class JsonObject;
class JsonReader;

// Decodes clusters, their nodes and events, and estimates. A field missing or of the wrong type
// is a BadResponse naming it, as for the catalog.
class ClusterDecoder {
public:
    static Result<Cluster> cluster(const QByteArray& body);
    static Result<Page<Cluster>> clusterPage(const QByteArray& body);
    static Result<QList<Node>> nodes(const QByteArray& body);
    static Result<Page<ClusterEvent>> eventPage(const QByteArray& body);
    // The data of one "cluster" server-sent event.
    static Result<ClusterEvent> event(const QByteArray& body);
    static Result<Estimate> estimate(const QByteArray& body);

    static Cluster clusterFrom(JsonObject& o, JsonReader& r);
    static ClusterEvent eventFrom(JsonObject& o, JsonReader& r);
};

} // namespace cd
