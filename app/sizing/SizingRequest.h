#pragma once

#include "core/BillingMode.h"
#include "core/Currency.h"
#include "core/Money.h"

#include <QList>
#include <QString>

#include <optional>

namespace cd {

enum class TrainingTask { Pretraining, FullFineTune, LoraFineTune, Inference };
// The number format the model is trained or served in; training formats are mixed precision
// with fp32 optimizer state, except Fp32 which is fp32 throughout.
enum class Precision { Fp32, Bf16, Fp8 };

// What the person wants to run: the model, the task, how much data and the goals it must meet.
struct SizingRequest {
    double parametersBillions = 0;
    TrainingTask task = TrainingTask::FullFineTune;
    Precision precision = Precision::Bf16;
    double tokensBillions = 0; // tokens to train on; ignored for inference
    std::optional<double> deadlineHours;
    std::optional<Money> budget; // for the whole run; ignored for inference, which has no end
    BillingMode mode = BillingMode::Hourly;
    Currency currency = Currency::USD;
    double mfu = 0.40; // model FLOPs utilisation: 35-55 % for well-tuned large runs (anchors.md)
    int maxNodes = 64;
};

// What is wrong with a request, first problem only; the UI words each one itself.
enum class SizingProblem {
    None,
    NoParameters,
    NoTokens,
    BadMfu,
    BadMaxNodes,
    BadDeadline,
    BadBudget,
    BudgetCurrency,
};

QString trainingTaskId(TrainingTask task);
std::optional<TrainingTask> trainingTaskFromId(QStringView id);
const QList<TrainingTask>& allTrainingTasks();
QString precisionId(Precision precision);
std::optional<Precision> precisionFromId(QStringView id);
const QList<Precision>& allPrecisions();
bool isTraining(TrainingTask task);

} // namespace cd
