// offerings (the console's filters and sort, answered by the platform) and advise (the size
// advisor of the launch dialog, over the same offerings).
#include "CliRun.h"
#include "CliText.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include "api/PlatformClient.h"
#include "core/OfferingFilter.h"
#include "core/OfferingOrder.h"
#include "sizing/SizingAdvisor.h"

#include <QCoreApplication>

namespace cd::cli {

namespace {

const QList<CliOption> filterOptions = {
    {"--gpu", "MODEL", QT_TRANSLATE_NOOP("cdctl", "GPU model, or part of it (H100, MI300X)")},
    {"--vendor", "VENDOR", QT_TRANSLATE_NOOP("cdctl", "GPU vendor (NVIDIA, AMD, Huawei)")},
    {"--region", "REGION", QT_TRANSLATE_NOOP("cdctl", "region id (cn-north-1)")},
    {"--min-gpu-memory", "GB", QT_TRANSLATE_NOOP("cdctl", "least memory per GPU, in GB")},
    {"--gpus-per-node", "N", QT_TRANSLATE_NOOP("cdctl", "GPUs in each node")},
    {"--interconnect", "KIND", QT_TRANSLATE_NOOP("cdctl", "link between GPUs or nodes (NVLink, InfiniBand)")},
    {"--max-price", "PRICE", QT_TRANSLATE_NOOP("cdctl", "highest price per GPU-hour")},
    {"--available", nullptr, QT_TRANSLATE_NOOP("cdctl", "only offerings with a node free now")},
    {"--billing-mode", "MODE",
     QT_TRANSLATE_NOOP("cdctl", "hourly (default), daily, monthly, yearly or tflops_hour")},
    {"--currency", "CODE", QT_TRANSLATE_NOOP("cdctl", "USD (default) or CNY")},
};

OfferingFilter filterFrom(const CliArgs& args) {
    OfferingFilter f;
    f.gpuModel = args.value(QStringLiteral("--gpu"));
    f.vendor = args.value(QStringLiteral("--vendor"));
    f.region = args.value(QStringLiteral("--region"));
    f.interconnect = args.value(QStringLiteral("--interconnect"));
    f.minGpuMemoryGb = args.intValue(QStringLiteral("--min-gpu-memory"), 0, 0, 4096);
    f.gpusPerNode = args.intValue(QStringLiteral("--gpus-per-node"), 0, 1, 64);
    f.availableOnly = args.has(QStringLiteral("--available"));
    const auto mode =
        billingModeFromId(args.value(QStringLiteral("--billing-mode"), QStringLiteral("hourly")));
    if (!mode)
        CliRun::fail(Usage,
                     CliText::tr("--billing-mode takes hourly, daily, monthly, yearly or tflops_hour."));
    f.billingMode = *mode;
    const auto currency =
        currencyFromCode(args.value(QStringLiteral("--currency"), QStringLiteral("USD")).toUpper());
    if (!currency)
        CliRun::fail(Usage, CliText::tr("--currency takes USD or CNY."));
    f.currency = *currency;
    if (args.has(QStringLiteral("--max-price"))) {
        f.maxGpuHourPrice = Money::fromDecimal(args.value(QStringLiteral("--max-price")), f.currency);
        if (!f.maxGpuHourPrice)
            CliRun::fail(Usage, CliText::tr("--max-price needs an amount such as 2.50."));
    }
    return f;
}

// The price per GPU-hour in the mode and currency asked for.
QString gpuHourPrice(const QJsonObject& offering, const OfferingFilter& f) {
    for (const QJsonValue& p : offering.value(QStringLiteral("prices")).toArray()) {
        const QJsonObject price = p.toObject();
        if (price.value(QStringLiteral("billing_mode")).toString() == billingModeId(f.billingMode) &&
            price.value(QStringLiteral("currency")).toString() == currencyCode(f.currency))
            return price.value(QStringLiteral("gpu_hour_price")).toString() + u' ' + currencyCode(f.currency);
    }
    return {};
}

int offerings(CliRun& run) {
    const OfferingFilter filter = filterFrom(run.args());
    QUrlQuery query = PlatformClient::encodeFilter(filter);
    const QString sort = run.args().value(QStringLiteral("--sort"), QStringLiteral("price"));
    if (!OfferingOrder::keyFromId(sort.startsWith(u'-') ? QStringView(sort).mid(1) : QStringView(sort)))
        CliRun::fail(
            Usage, CliText::tr(
                       "--sort takes gpu_model, gpu_memory_gb, gpus_per_node, region, price, available_nodes "
                       "or bf16_tflops, with a leading - for descending."));
    query.addQueryItem(QStringLiteral("sort"), sort);
    const QJsonArray items = run.getItems("/v1/offerings", query);
    run.out().list(items, {{QT_TRANSLATE_NOOP("cdctl", "Id"), QStringLiteral("id")},
                           {QT_TRANSLATE_NOOP("cdctl", "GPU"), QStringLiteral("gpu.model")},
                           {QT_TRANSLATE_NOOP("cdctl", "GPUs"), QStringLiteral("gpus_per_node")},
                           {QT_TRANSLATE_NOOP("cdctl", "GB/GPU"), QStringLiteral("gpu.memory_gb")},
                           {QT_TRANSLATE_NOOP("cdctl", "Region"), QStringLiteral("region")},
                           {QT_TRANSLATE_NOOP("cdctl", "Price/GPU-h"),
                            {},
                            [filter](const QJsonObject& o) -> QString { return gpuHourPrice(o, filter); }},
                           {QT_TRANSLATE_NOOP("cdctl", "Free"), {}, [](const QJsonObject& o) -> QString {
                                return Output::fieldText(o, QStringLiteral("available_nodes")) + u'/' +
                                       Output::fieldText(o, QStringLiteral("total_nodes"));
                            }}});
    return Success;
}

int advise(CliRun& run) {
    const CliArgs& args = run.args();
    SizingRequest request;
    request.parametersBillions = args.doubleValue(QStringLiteral("--params"), 0);
    const auto task =
        trainingTaskFromId(args.value(QStringLiteral("--task"), QStringLiteral("full_fine_tune")));
    if (!task)
        CliRun::fail(Usage,
                     CliText::tr("--task takes pretraining, full_fine_tune, lora_fine_tune or inference."));
    request.task = *task;
    const auto precision = precisionFromId(args.value(QStringLiteral("--precision"), QStringLiteral("bf16")));
    if (!precision)
        CliRun::fail(Usage, CliText::tr("--precision takes fp32, bf16 or fp8."));
    request.precision = *precision;
    request.tokensBillions = args.doubleValue(QStringLiteral("--tokens"), 0);
    if (args.has(QStringLiteral("--deadline-hours")))
        request.deadlineHours = args.doubleValue(QStringLiteral("--deadline-hours"), 0);
    request.maxNodes = args.intValue(QStringLiteral("--max-nodes"), request.maxNodes, 1, 256);
    const OfferingFilter filter = filterFrom(args);
    request.mode = filter.billingMode;
    request.currency = filter.currency;
    if (args.has(QStringLiteral("--budget"))) {
        request.budget = Money::fromDecimal(args.value(QStringLiteral("--budget")), filter.currency);
        if (!request.budget)
            CliRun::fail(Usage, CliText::tr("--budget needs an amount such as 5000."));
    }
    if (const QString problem = SizingAdvisor::validate(request); !problem.isEmpty())
        CliRun::fail(Usage, problem);
    std::unique_ptr<PagedCall<Offering>> call(run.client().offerings(filter));
    run.await(call.get());
    QList<SizingOption> options = SizingAdvisor::advise(request, call->items());
    const int limit = args.intValue(QStringLiteral("--limit"), 10, 1, 1000);
    QJsonArray items;
    for (const SizingOption& o : options) {
        if (items.size() >= limit)
            break;
        items.append(QJsonObject{
            {QStringLiteral("offering_id"), o.offering.id},
            {QStringLiteral("node_count"), o.nodeCount},
            {QStringLiteral("total_gpus"), o.totalGpus},
            {QStringLiteral("need_gb"), qRound(o.needGb * 10) / 10.0},
            {QStringLiteral("fits"), o.fits},
            {QStringLiteral("hours"), o.hours ? QJsonValue(qRound(*o.hours * 10) / 10.0) : QJsonValue()},
            {QStringLiteral("hourly_cost"),
             o.hourlyCost ? QJsonValue(o.hourlyCost->toDecimal()) : QJsonValue()},
            {QStringLiteral("total_cost"), o.totalCost ? QJsonValue(o.totalCost->toDecimal()) : QJsonValue()},
            {QStringLiteral("currency"), currencyCode(filter.currency)},
            {QStringLiteral("meets_deadline"), o.meetsDeadline},
            {QStringLiteral("within_budget"), o.withinBudget},
            {QStringLiteral("enough_capacity"), o.enoughCapacity},
            {QStringLiteral("reason"), o.reason},
        });
    }
    run.out().list(items, {{QT_TRANSLATE_NOOP("cdctl", "Offering"), QStringLiteral("offering_id")},
                           {QT_TRANSLATE_NOOP("cdctl", "Nodes"), QStringLiteral("node_count")},
                           {QT_TRANSLATE_NOOP("cdctl", "GPUs"), QStringLiteral("total_gpus")},
                           {QT_TRANSLATE_NOOP("cdctl", "Hours"), QStringLiteral("hours")},
                           {QT_TRANSLATE_NOOP("cdctl", "Per hour"), QStringLiteral("hourly_cost")},
                           {QT_TRANSLATE_NOOP("cdctl", "Total"), QStringLiteral("total_cost")},
                           {QT_TRANSLATE_NOOP("cdctl", "Fits"), QStringLiteral("fits")}});
    return Success;
}

} // namespace

void registerOfferingCommands(CommandTable& table) {
    QList<CliOption> offeringOptions = filterOptions;
    offeringOptions.append(
        {"--sort", "KEY",
         QT_TRANSLATE_NOOP("cdctl", "price (default), gpu_model, gpu_memory_gb, gpus_per_node, region, "
                                    "available_nodes or bf16_tflops; -KEY descending")});
    table.add({.path = {QStringLiteral("offerings")},
               .summary = QT_TRANSLATE_NOOP(
                   "cdctl", "List the GPU offerings, filtered and sorted like the console's Offerings page"),
               .usage = "offerings [options]",
               .options = offeringOptions,
               .examples = QT_TRANSLATE_NOOP(
                   "cdctl", "  cdctl offerings --gpu H100 --available --sort -available_nodes\n"
                            "  cdctl offerings --region cn-north-1 --currency CNY -o json"),
               .run = offerings});
    QList<CliOption> adviseOptions = {
        {"--params", "BILLIONS", QT_TRANSLATE_NOOP("cdctl", "the model's parameters, in billions")},
        {"--task", "TASK",
         QT_TRANSLATE_NOOP("cdctl", "pretraining, full_fine_tune (default), lora_fine_tune or inference")},
        {"--precision", "P", QT_TRANSLATE_NOOP("cdctl", "fp32, bf16 (default) or fp8")},
        {"--tokens", "BILLIONS", QT_TRANSLATE_NOOP("cdctl", "tokens to train on, in billions")},
        {"--deadline-hours", "H", QT_TRANSLATE_NOOP("cdctl", "finish within this many hours")},
        {"--budget", "AMOUNT", QT_TRANSLATE_NOOP("cdctl", "spend at most this much on the run")},
        {"--max-nodes", "N", QT_TRANSLATE_NOOP("cdctl", "use at most this many nodes (default 64)")},
        {"--limit", "N", QT_TRANSLATE_NOOP("cdctl", "show the best N options (default 10)")},
    };
    adviseOptions.append(filterOptions);
    table.add(
        {.path = {QStringLiteral("advise")},
         .summary =
             QT_TRANSLATE_NOOP("cdctl", "Recommend offerings and node counts for a model (the size advisor)"),
         .usage = "advise --params BILLIONS [--task TASK] [--tokens BILLIONS] [options]",
         .options = adviseOptions,
         .examples = QT_TRANSLATE_NOOP(
             "cdctl", "  cdctl advise --params 70 --task lora_fine_tune --tokens 2 --deadline-hours 24"),
         .run = advise});
}

} // namespace cd::cli
