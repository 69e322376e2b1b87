// Decoding a 1,000-item page of offerings in the client, against QJsonDocument's parse of the same
// bytes alone (the baseline, same run): what our typed decoding adds on top of parsing.
#include "BenchStats.h"
#include "SyntheticCatalog.h"

#include "api/CatalogDecoder.h"
#include "platform/PlatformJson.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

using namespace cd;
using namespace cd::bench;

int main() {
    QJsonArray items;
    for (const Offering& o : syntheticCatalog(1000))
        items.append(sim::offeringToJson(o));
    const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("items"), items},
                                                      {QStringLiteral("next_page_token"), QJsonValue::Null}})
                                .toJson(QJsonDocument::Compact);
    int decoded = 0;
    const Timing decode =
        timeIt(50, [&](int) { decoded += int(CatalogDecoder::offeringPage(body).value().items.size()); });
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
