#include "GpuCatalog.h"

namespace cd::sim {

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}

QStringList cudaImages() {
    return {s("pytorch-2.5-cuda12.4"), s("pytorch-2.4-cuda12.1"), s("tensorflow-2.17-cuda12.3"),
            s("jax-0.4-cuda12.4"),     s("vllm-0.6-cuda12.4"),    s("ubuntu-22.04-cuda12.4")};
}

QStringList olderCudaImages() {
    return {s("pytorch-2.4-cuda12.1"), s("tensorflow-2.17-cuda12.3"), s("triton-24.08-cuda12.1"),
            s("ubuntu-22.04-cuda12.1")};
}
} // namespace

const QList<GpuModelSupply>& gpuSupply() {
    // Specifications from the public datasheets listed in anchors.md. The node shapes, vCPU, RAM
    // and NVMe per GPU follow what the large clouds rent for each card.
    static const QList<GpuModelSupply> supply = [] {
        const QStringList cn = {s("cn-north-1"), s("cn-east-1"), s("cn-south-1")};
        const QStringList all = {s("cn-north-1"), s("cn-east-1"), s("cn-south-1"), s("ap-southeast-1"),
                                 s("eu-central-1")};
        QList<GpuModelSupply> list;
        list.append({{s("H200 SXM"), s("NVIDIA"), 141, s("HBM3e"), 4800, 989, 989, 700},
                     3.5,
                     {8},
                     {s("cn-north-1"), s("ap-southeast-1"), s("eu-central-1")},
                     s("NVLink"),
                     900,
                     s("InfiniBand NDR"),
                     400,
                     24,
                     256,
                     3840,
                     true,
                     cudaImages()});
        list.append({{s("H100 SXM"), s("NVIDIA"), 80, s("HBM3"), 3350, 989, 989, 700},
                     2.5,
                     {8},
                     all,
                     s("NVLink"),
                     900,
                     s("InfiniBand NDR"),
                     400,
                     24,
                     256,
                     3840,
                     true,
                     cudaImages()});
        list.append({{s("A100 SXM 80GB"), s("NVIDIA"), 80, s("HBM2e"), 2000, 312, 312, 400},
                     1.5,
                     {8},
                     all,
                     s("NVLink"),
                     600,
                     s("InfiniBand HDR"),
                     200,
                     16,
                     128,
                     1920,
                     true,
                     cudaImages()});
        list.append({{s("A100 40GB"), s("NVIDIA"), 40, s("HBM2"), 1555, 312, 312, 400},
                     1.2,
                     {4, 8},
                     {s("cn-north-1"), s("cn-east-1"), s("ap-southeast-1")},
                     s("NVLink"),
                     600,
                     s("RoCE v2"),
                     100,
                     12,
                     96,
                     960,
                     false,
                     olderCudaImages()});
        list.append({{s("L40S"), s("NVIDIA"), 48, s("GDDR6"), 864, 362, 362, 350},
                     0.9,
                     {4, 8},
                     all,
                     s("PCIe"),
                     64,
                     s("RoCE v2"),
                     50,
                     16,
                     96,
                     1920,
                     true,
                     cudaImages()});
        list.append({{s("A30"), s("NVIDIA"), 24, s("HBM2"), 933, 165, 165, 165},
                     0.7,
                     {4},
                     {s("cn-east-1"), s("cn-south-1")},
                     s("PCIe"),
                     64,
                     s("Ethernet"),
                     25,
                     8,
                     64,
                     960,
                     false,
                     olderCudaImages()});
        list.append({{s("A10"), s("NVIDIA"), 24, s("GDDR6"), 600, 125, 125, 150},
                     0.6,
                     {1, 4},
                     {s("cn-north-1"), s("cn-south-1"), s("ap-southeast-1")},
                     s("PCIe"),
                     64,
                     s("Ethernet"),
                     25,
                     8,
                     64,
                     480,
                     false,
                     olderCudaImages()});
        list.append({{s("T4"), s("NVIDIA"), 16, s("GDDR6"), 320, 65, 65, 70},
                     0.35,
                     {1, 4},
                     all,
                     s("PCIe"),
                     32,
                     s("Ethernet"),
                     25,
                     8,
                     32,
                     240,
                     false,
                     olderCudaImages()});
        list.append({{s("RTX 4090"), s("NVIDIA"), 24, s("GDDR6X"), 1008, 165, 165, 450},
                     0.4,
                     {1, 8},
                     {s("cn-east-1"), s("cn-south-1"), s("ap-southeast-1")},
                     s("PCIe"),
                     64,
                     s("Ethernet"),
                     25,
                     8,
                     64,
                     960,
                     false,
                     cudaImages()});
        list.append({{s("RTX 3090"), s("NVIDIA"), 24, s("GDDR6X"), 936, 71, 71, 350},
                     0.25,
                     {1, 4},
                     cn,
                     s("PCIe"),
                     64,
                     s("Ethernet"),
                     25,
                     6,
                     48,
                     480,
                     false,
                     olderCudaImages()});
        list.append({{s("MI300X"), s("AMD"), 192, s("HBM3"), 5300, 1307, 1307, 750},
                     2.5,
                     {8},
                     {s("cn-east-1"), s("ap-southeast-1"), s("eu-central-1")},
                     s("Infinity Fabric"),
                     896,
                     s("RoCE v2"),
                     400,
                     24,
                     256,
                     3840,
                     true,
                     {s("pytorch-2.5-rocm6.2"), s("vllm-0.6-rocm6.2"), s("jax-0.4-rocm6.2"),
                      s("ubuntu-22.04-rocm6.2")}});
        list.append({{s("Ascend 910B"), s("Huawei"), 64, s("HBM2e"), 1600, 320, 320, 400},
                     1.5,
                     {8},
                     cn,
                     s("HCCS"),
                     392,
                     s("RoCE v2"),
                     200,
                     24,
                     192,
                     3840,
                     true,
                     {s("mindspore-2.4-cann8.0"), s("pytorch-2.1-cann8.0"), s("mindie-1.0-cann8.0")}});
        return list;
    }();
    return supply;
}

} // namespace cd::sim
