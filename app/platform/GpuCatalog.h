#pragma once

#include "core/GpuSpec.h"

#include <QList>
#include <QStringList>

namespace cd::sim {

// How the platform rents one GPU model: its datasheet, the node shapes it comes in, where, and
// the on-demand list price it starts from (anchors.md, USD per GPU-hour, 2025 market).
struct GpuModelSupply {
    GpuSpec spec;
    double listUsdPerGpuHour = 0;
    QList<int> gpusPerNode;    // node shapes offered
    QStringList regions;       // where it is racked
    QString intraKind;         // NVLink, PCIe, Infinity Fabric, HCCS
    int intraBandwidthGBs = 0; // per GPU, GB/s
    QString interKind;         // between nodes
    int interGbitPerGpu = 0;   // per GPU, Gb/s; a node gets gpus x this
    int vcpusPerGpu = 0;
    int ramGbPerGpu = 0;
    int nvmeGbPerGpu = 0;
    bool dedicated = false; // physically isolated nodes can be reserved
    QStringList images;
};

const QList<GpuModelSupply>& gpuSupply();

} // namespace cd::sim
