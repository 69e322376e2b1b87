#pragma once

#include <QString>

namespace cd {

// One GPU model's public datasheet figures (dense, no sparsity), as in anchors.md.
struct GpuSpec {
    QString model;  // "H100 SXM"
    QString vendor; // "NVIDIA", "AMD", "Huawei"
    int memoryGb = 0;
    QString memoryType;
    int memoryBandwidthGBs = 0; // GB/s
    double bf16Tflops = 0;
    double fp16Tflops = 0;
    int tdpWatts = 0;

    bool operator==(const GpuSpec&) const = default;
};

} // namespace cd
