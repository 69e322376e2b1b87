#include "SizingRequest.h"

namespace cd {

QString trainingTaskId(TrainingTask task) {
    switch (task) {
    case TrainingTask::Pretraining:
        return QStringLiteral("pretraining");
    case TrainingTask::FullFineTune:
        return QStringLiteral("full_fine_tune");
    case TrainingTask::LoraFineTune:
        return QStringLiteral("lora_fine_tune");
    case TrainingTask::Inference:
        return QStringLiteral("inference");
    }
    return {};
}

std::optional<TrainingTask> trainingTaskFromId(QStringView id) {
    for (TrainingTask task : allTrainingTasks()) {
        if (id == trainingTaskId(task))
            return task;
    }
    return std::nullopt;
}

const QList<TrainingTask>& allTrainingTasks() {
    static const QList<TrainingTask> tasks{TrainingTask::Pretraining, TrainingTask::FullFineTune,
                                           TrainingTask::LoraFineTune, TrainingTask::Inference};
    return tasks;
}

QString precisionId(Precision precision) {
    switch (precision) {
    case Precision::Fp32:
        return QStringLiteral("fp32");
    case Precision::Bf16:
        return QStringLiteral("bf16");
    case Precision::Fp8:
        return QStringLiteral("fp8");
    }
    return {};
}

std::optional<Precision> precisionFromId(QStringView id) {
    for (Precision precision : allPrecisions()) {
        if (id == precisionId(precision))
            return precision;
    }
    return std::nullopt;
}

const QList<Precision>& allPrecisions() {
    static const QList<Precision> precisions{Precision::Fp32, Precision::Bf16, Precision::Fp8};
    return precisions;
}

bool isTraining(TrainingTask task) {
    return task != TrainingTask::Inference;
}

} // namespace cd
