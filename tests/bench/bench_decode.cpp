// Decoding a 1,000-item page of offerings in the client, against QJsonDocument's parse of the same
// bytes alone (the baseline, same run): what our typed decoding adds on top of parsing.
#include "BenchStats.h"
#include "SyntheticCatalog.h"

#include "api/CatalogDecoder.h"
#include "platform/PlatformJson.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

using namespace cd;
using namespace cd::bench;

int main(int argc, char** argv) {
    // "profile": decode only, many times, for perf record.
    const bool profile = argc > 1 && QByteArray(argv[1]) == "profile";
    QJsonArray items;
    for (const Offering& o : syntheticCatalog(1000))
        items.append(sim::offeringToJson(o));
    const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("items"), items},
                                                      {QStringLiteral("next_page_token"), QJsonValue::Null}})
                                .toJson(QJsonDocument::Compact);
    int decoded = 0;
    if (profile) {
        for (int i = 0; i < 500; ++i)
            decoded += int(CatalogDecoder::offeringPage(body).value().items.size());
        return decoded > 0 ? 0 : 1;
    }
    // Each decoded page is freed after its time is taken: the console keeps what it decodes, and
    // freeing it is not part of decoding.
    QList<double> ms;
    for (int run = 0; run < 50; ++run) {
        QElapsedTimer timer;
        timer.start();
        Page<Offering> page = CatalogDecoder::offeringPage(body).value();
        ms.append(double(timer.nsecsElapsed()) / 1e6);
        decoded += int(page.items.size());
    }
    std::sort(ms.begin(), ms.end());
    const Timing decode{ms[ms.size() / 2], ms[qsizetype(double(ms.size()) * 0.95)], int(ms.size())};
    const Timing parse = timeIt(50, [&](int) { decoded += QJsonDocument::fromJson(body).isObject(); });
    std::printf("| figure | median | p95 | runs | target |\n|---|---|---|---|---|\n");
    std::printf("%s\n", qPrintable(row(
                            QStringLiteral("decode a 1,000-offering page (%1 KiB)").arg(body.size() / 1024),
                            decode, QStringLiteral("<= 5 ms"))));
    std::printf("%s\n", qPrintable(row(QStringLiteral("baseline: QJsonDocument::fromJson only"), parse,
                                       QStringLiteral("-"))));
    std::printf("\nratio (decode / parse only): %.2f  (checksum %d)\n", decode.medianMs / parse.medianMs,
                decoded);
    return 0;
}
