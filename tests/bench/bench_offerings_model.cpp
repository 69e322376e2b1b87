// OfferingsModel with 10,000 offerings: how long a filter change and a sort take, against Qt's
// own QSortFilterProxyModel doing the same through QVariants (the baseline, same run).
#include "BenchStats.h"
#include "SyntheticCatalog.h"

#include "models/OfferingFilterProxy.h"
#include "models/OfferingsModel.h"

#include <QCoreApplication>
#include <QSortFilterProxyModel>

#include <cstdio>

using namespace cd;
using namespace cd::bench;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 10000;
    OfferingsModel model;
    model.setOfferings(syntheticCatalog(count));

    OfferingFilterProxy proxy;
    proxy.setOfferingsModel(&model);
    QSortFilterProxyModel baseline;
    baseline.setSourceModel(&model);
    baseline.setSortRole(OfferingsModel::SortRole);
    baseline.setFilterKeyColumn(OfferingsModel::NameColumn);
    baseline.setFilterCaseSensitivity(Qt::CaseInsensitive);

    // What a person types and picks, one change at a time.
    const QStringList typed = {
        QStringLiteral("H"), QStringLiteral("H1"), QStringLiteral("H10"), QStringLiteral("H100"),
        QStringLiteral("A"), QStringLiteral("A1"), QStringLiteral("A10"), QString()};
    const Timing filter = timeIt(64, [&](int i) {
        OfferingFilter f;
        f.gpuModel = typed[i % typed.size()];
        f.minGpuMemoryGb = (i % 3) * 24;
        f.availableOnly = i % 2;
        proxy.setFilter(f);
        (void)proxy.rowCount();
    });
    const Timing filterBaseline = timeIt(64, [&](int i) {
        baseline.setFilterFixedString(typed[i % typed.size()]);
        (void)baseline.rowCount();
    });
    proxy.setFilter({});
    const Timing sort = timeIt(24, [&](int i) {
        proxy.sort(i % 2 ? OfferingsModel::GpuHourPriceColumn : OfferingsModel::NameColumn,
                   i % 4 < 2 ? Qt::AscendingOrder : Qt::DescendingOrder);
    });
    const Timing sortBaseline = timeIt(24, [&](int i) {
        baseline.sort(i % 2 ? OfferingsModel::GpuHourPriceColumn : OfferingsModel::NameColumn,
                      i % 4 < 2 ? Qt::AscendingOrder : Qt::DescendingOrder);
    });

    std::printf("| figure | median | p95 | runs | target |\n|---|---|---|---|---|\n");
    std::printf("%s\n", qPrintable(row(QStringLiteral("filter change, %1 offerings").arg(count), filter,
                                       QStringLiteral("<= 20 ms"))));
    std::printf("%s\n", qPrintable(row(QStringLiteral("baseline: QSortFilterProxyModel fixed-string filter"),
                                       filterBaseline, QStringLiteral("-"))));
    std::printf("%s\n", qPrintable(row(QStringLiteral("sort, %1 offerings").arg(count), sort,
                                       QStringLiteral("<= 30 ms"))));
    std::printf("%s\n", qPrintable(row(QStringLiteral("baseline: QSortFilterProxyModel sort by SortRole"),
                                       sortBaseline, QStringLiteral("-"))));
    std::printf("\nratios (ours / baseline): filter %.2f, sort %.2f\n",
                filter.medianMs / filterBaseline.medianMs, sort.medianMs / sortBaseline.medianMs);
    return 0;
}
