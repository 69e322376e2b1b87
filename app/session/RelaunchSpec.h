#pragma once

#include "core/Cluster.h"
#include "core/ClusterSpec.h"

#include <QString>
#include <QStringList>

namespace cd {

// The launch form filled from an existing cluster, for Run again and Clone…: everything it was
// launched with, its workload's secret values excepted (the platform never gives them back).
class RelaunchSpec {
public:
    static ClusterSpec from(const Cluster& cluster, Currency currency);
    // "train" -> "train-2", "train-2" -> "train-3": the first name not in `taken`, within the
    // length a cluster name may have.
    static QString nextFreeName(const QString& name, const QStringList& taken);
};

} // namespace cd
