#pragma once

#include "sizing/SizingOption.h"
#include "sizing/SizingRequest.h"

#include "core/GpuSpec.h"
#include "core/Offering.h"

#include <QList>
#include <QString>

#include <optional>

namespace cd {

// GPU memory and compute a request needs. Gigabytes are decimal (1e9 bytes), like datasheets.
struct SizingNeed {
    bool valid = false;
    double bytesPerParameter = 0;   // weights, gradients and optimizer state (weights alone to serve)
    double beforeActivationsGb = 0; // parameters x bytesPerParameter
    double totalGb = 0;             // with the headroom for activations (training) or KV cache
    double trainingFlops = 0;       // 0 for inference: it has no end to reach
};

// "What do I need": the memory and compute for a model (anchors.md "Sizing"), and for each offering
// the fewest nodes that hold it and meet the deadline, with time and cost.
class SizingAdvisor {
public:
    // Activations (training) or KV cache (inference) on top of the model state: a flat 20 %, a
    // rough allowance that assumes activation checkpointing and moderate batch and context sizes.
    static constexpr double headroomFactor = 1.2;
    // Fraction of the parameters that LoRA adapters add at typical ranks (an assumption).
    static constexpr double loraAdapterFraction = 0.01;

    static SizingProblem check(const SizingRequest& request);
    // Empty when the request can be sized; otherwise the first problem in plain English.
    static QString validate(const SizingRequest& request);
    static double bytesPerParameter(TrainingTask task, Precision precision);
    static SizingNeed need(const SizingRequest& request);

    static bool supportsFp8(const GpuSpec& gpu);
    // Dense peak TFLOPS per GPU in this precision, before MFU; 0 when the datasheet gives none.
    static double peakTflops(const GpuSpec& gpu, Precision precision);
    // The share of the summed GPU rate a run keeps over this many nodes of this offering.
    static double scalingEfficiency(const Offering& offering, int nodes);
    static std::optional<double> trainingHours(const SizingRequest& request, const Offering& offering,
                                               int nodes);

    static SizingOption option(const SizingRequest& request, const SizingNeed& need,
                               const Offering& offering);
    // One option per offering, ranked by sortByTime; empty when validate() is not empty.
    static QList<SizingOption> advise(const SizingRequest& request, const QList<Offering>& offerings);
    // Both rank what fits first, then what meets the deadline and budget, then what has the free
    // capacity now; then by time (then cost), or by cost (then time). Inference has no time and
    // ranks by cost per hour.
    static void sortByTime(QList<SizingOption>& options);
    static void sortByCost(QList<SizingOption>& options);
    static QString englishReason(const SizingOption& option);
};

} // namespace cd
