// The Billing page's figures (issue 6), on the offline demo's simulator in this process with a
// ledger grown to 100,000 line items over 90 days:
//   - fetched (every page, through the client and the in-process transport) and modelled;
//   - regrouped (cluster > pool > node, then by stage);
//   - a search keystroke (filter and regroup under a three-level grouping);
//   - FOCUS CSV export, and the PDF report (A4) with its charts.
// The baseline, measured in the same run: the same pages decoded with QJsonDocument instead of
// the simdjson decoder.
// Usage: bench_billing [runs]
#include "BenchStats.h"

#include "BillingReportPdf.h"

#include "api/BillingDecoder.h"
#include "api/PlatformClient.h"
#include "billing/BillingBreakdown.h"
#include "billing/BillingText.h"
#include "billing/FocusCsv.h"
#include "billing/LineItemBuilder.h"
#include "core/MoneyFormat.h"
#include "demo/DemoPlatform.h"
#include "models/LineItemTreeModel.h"
#include "platform/BillingJson.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <cstdio>

using namespace cd;
using namespace cd::bench;

namespace {

void print(const QString& line) {
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

// Node-days of a large past run: each a workload row, an idle row and an off-peak discount row.
QList<MeterSegment> syntheticLedger(const sim::Platform& platform, const QString& tenant, int nodes,
                                    int days) {
    const Offering* offering = nullptr;
    for (const Offering& o : platform.catalog().offerings()) {
        if (o.gpusPerNode == 8 && o.offPeak.discountPercent > 0 &&
            o.price(BillingMode::Hourly, Currency::USD)) {
            offering = &o;
            break;
        }
    }
    QList<MeterSegment> out;
    if (!offering)
        return out;
    const QDateTime today = LineItemBuilder::dayStart(QDateTime::currentDateTimeUtc());
    for (int n = 0; n < nodes; ++n) {
        for (int d = days; d > 0; --d) {
            MeterSegment s;
            s.tenantId = tenant;
            s.kind = MeterKind::NodeTime;
            s.clusterId = QStringLiteral("cl-bench%1").arg(n % 12);
            s.clusterName = QStringLiteral("bench-run-%1").arg(n % 12);
            s.poolName = n % 3 == 0 ? QStringLiteral("prep") : QStringLiteral("train");
            s.resourceId = QStringLiteral("bench-n%1").arg(n);
            s.resourceName = QStringLiteral("bench-%1-%2").arg(s.poolName).arg(n);
            s.offeringId = offering->id;
            s.region = offering->region;
            s.stage = WorkloadStage(n % 5);
            s.gpus = 8;
            s.start = today.addDays(-d);
            s.end = s.start.addDays(1);
            s.utilization = 40 + (n * 7 + d * 3) % 55;
            out.append(s);
        }
    }
    return out;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    QString error;
    auto demo = DemoPlatform::create(DemoPlatform::defaultSeed, &error);
    if (!demo) {
        std::fprintf(stderr, "bench_billing: %s\n", qPrintable(error));
        return 2;
    }
    sim::Platform& platform = demo->platform();
    const QString tenant = platform.directory().tenants().first().id;
    const QDateTime now = platform.clock().now();
    const QDateTime from = LineItemBuilder::dayStart(now).addDays(-90);
    const QDateTime to = LineItemBuilder::dayStart(now).addDays(1);
    // Grow the ledger until the 90 days hold about 100,000 lines.
    const qsizetype before = platform.billing().lines(tenant, from, to, false).size();
    const int nodes = int((100'000 - before) / (3 * 90)) + 1;
    if (!platform.ledger().append(syntheticLedger(platform, tenant, nodes, 90), &error)) {
        std::fprintf(stderr, "bench_billing: %s\n", qPrintable(error));
        return 2;
    }
    PlatformClient client(demo->makeTransport());
    client.setApiKey(demo->ownerKey());

    QList<LineItem> lines;
    LineItemTreeModel model;
    model.setGrouping({FocusColumn::ClusterName, FocusColumn::PoolName, FocusColumn::ResourceName});
    QList<QByteArray> pages;
    const Timing fetch = timeIt(runs, [&](int) {
        auto* call = client.lineItems(from, to);
        QElapsedTimer pageClock;
        pageClock.start();
        if (qEnvironmentVariableIsSet("BENCH_PAGES"))
            QObject::connect(call, &ApiCall::progressed, [&](int n) {
                std::fprintf(stderr, "page to %d at %lld ms\n", n, pageClock.elapsed());
            });
        QSignalSpy done(call, &ApiCall::finished);
        if (!call->isFinished() && !done.wait(120000)) {
            std::fprintf(stderr, "bench_billing: the lines did not arrive\n");
            std::exit(2);
        }
        lines = call->items();
        model.setLines(lines);
        delete call;
    });
    print(QStringLiteral("lines in 90 days: %1").arg(lines.size()));
    print(row(QStringLiteral("100,000 lines fetched (paged) and modelled"), fetch,
              QStringLiteral("<= 1000 ms")));

    // The same pages, decoded again: ours against QJsonDocument.
    for (qsizetype i = 0; i < lines.size(); i += 5000) {
        std::string body = "{\"items\":[";
        for (qsizetype k = i; k < std::min(lines.size(), i + 5000); ++k) {
            if (k > i)
                body += ',';
            sim::BillingJson::appendLine(body, lines[k]);
        }
        body += "],\"next_page_token\":null}";
        pages.append(QByteArray::fromStdString(body));
    }
    const Timing server = timeIt(runs, [&](int) { platform.billing().lines(tenant, from, to, true); });
    print(row(QStringLiteral("  of which the simulator prices the ledger"), server, {}));
    const Timing encode = timeIt(runs, [&](int) {
        std::string body;
        for (const LineItem& l : lines)
            sim::BillingJson::appendLine(body, l);
    });
    print(row(QStringLiteral("  of which the simulator writes the JSON"), encode, {}));
    const Timing modelling = timeIt(runs, [&](int) { model.setLines(lines); });
    print(row(QStringLiteral("  of which the console models the lines (3-level grouping)"), modelling, {}));
    const Timing ours = timeIt(runs, [&](int) {
        qsizetype n = 0;
        for (const QByteArray& page : pages)
            n += BillingDecoder::lineItemPage(page).value().items.size();
        if (n != lines.size())
            std::exit(3);
    });
    const Timing qt = timeIt(runs, [&](int) {
        qsizetype n = 0;
        for (const QByteArray& page : pages)
            n += QJsonDocument::fromJson(page).object().value(QStringLiteral("items")).toArray().size();
        if (n != lines.size())
            std::exit(3);
    });
    print(row(QStringLiteral("decoding the pages (simdjson)"), ours, {}));
    print(row(QStringLiteral("the same pages parsed by QJsonDocument (baseline, parse only)"), qt,
              QStringLiteral("ratio %1").arg(qt.medianMs / std::max(0.001, ours.medianMs), 0, 'f', 1)));

    const Timing regroup = timeIt(runs, [&](int run) {
        if (run % 2 == 0)
            model.setGrouping({FocusColumn::Stage});
        else
            model.setGrouping({FocusColumn::ClusterName, FocusColumn::PoolName, FocusColumn::ResourceName});
    });
    print(row(QStringLiteral("regrouped (stage / cluster > pool > node)"), regroup,
              QStringLiteral("<= 150 ms")));

    model.setGrouping({FocusColumn::ClusterName, FocusColumn::PoolName, FocusColumn::ResourceName});
    const QString typed = QStringLiteral("bench-train-1");
    const Timing keystroke = timeIt(int(typed.size()) * runs,
                                    [&](int run) { model.setSearch(typed.left(run % typed.size() + 1)); });
    model.setSearch({});
    print(row(QStringLiteral("a search keystroke (filter + regroup, 3 levels)"), keystroke,
              QStringLiteral("<= 50 ms")));

    QTemporaryDir dir;
    const Timing csv = timeIt(runs, [&](int) {
        QFile f(dir.filePath(QStringLiteral("focus.csv")));
        if (!f.open(QIODevice::WriteOnly) || !FocusCsv::write(lines, f))
            std::exit(4);
    });
    print(row(QStringLiteral("FOCUS CSV export, every column (%1 MB)")
                  .arg(QFileInfo(dir.filePath(QStringLiteral("focus.csv"))).size() / 1e6, 0, 'f', 0),
              csv, QStringLiteral("<= 1000 ms")));

    auto* summaryCall = client.billingSummary(Currency::USD);
    QSignalSpy summaryDone(summaryCall, &ApiCall::finished);
    if (!summaryCall->isFinished())
        summaryDone.wait(60000);
    const Timing pdf = timeIt(runs, [&](int) {
        BillingReportPdf::Content c;
        c.tenant = QStringLiteral("Aurora AI Lab");
        c.from = from;
        c.to = to;
        c.lineCount = int(lines.size());
        c.summary = summaryCall->value();
        c.daily = BillingBreakdown::daily(lines, FocusColumn::ClusterName, from.date(), to.date());
        c.dailyLabels = c.daily.series;
        c.dailyTitle = QStringLiteral("Daily cost by cluster");
        for (const BillingBreakdown::Share& s : BillingBreakdown::shares(lines, FocusColumn::Stage))
            c.stages.append(
                {BillingText::stage(s.key), MoneyFormat::format(Money(s.micros, Currency::USD)), s.fraction});
        c.gpus = BillingBreakdown::gpuCosts(lines);
        QString why;
        if (!BillingReportPdf::write(dir.filePath(QStringLiteral("report.pdf")), c, QPageSize::A4, &why))
            std::exit(5);
    });
    print(row(QStringLiteral("PDF report, A4, with its charts (from 100,000 lines)"), pdf,
              QStringLiteral("<= 3000 ms")));
    return 0;
}
