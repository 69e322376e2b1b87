// libFuzzer harness for the metrics API's parsers: what the console reads from a platform or a
// Prometheus server (query_range answers, stream events) and what the platform reads from any
// client (PromQL text). The first input byte picks the parser; the rest is its input.

#include "FuzzCheck.h"

#include "api/MetricsDecoder.h"
#include "metrics/PromQuery.h"

#include <QByteArray>
#include <QString>

#include <cmath>
#include <cstdint>

using namespace cd;

namespace {
bool finiteOrGap(float v) {
    return std::isnan(v) || std::isfinite(v);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1)
        return 0;
    const QByteArray input(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    switch (data[0] % 4) {
    case 0: {
        const auto m = MetricsDecoder::matrix(input);
        if (m.ok()) {
            for (const MatrixSeries& s : m.value()) {
                FUZZ_CHECK(s.times.size() == s.values.size(), "a series has a value for each time");
                for (float v : s.values)
                    FUZZ_CHECK(finiteOrGap(v), "values are finite or gaps");
            }
        } else {
            FUZZ_CHECK(m.error().isError(), "a refusal is an error");
        }
        break;
    }
    case 1: {
        const auto s = MetricsDecoder::series(input);
        if (s.ok()) {
            for (const SeriesInfo& g : s.value().gpus)
                FUZZ_CHECK(g.key.gpu >= 0 && g.key.gpu <= 1024, "GPU indexes are in range");
        }
        break;
    }
    case 2: {
        const auto s = MetricsDecoder::samples(input);
        if (s.ok()) {
            for (const auto& column : s.value().values)
                for (float v : column)
                    FUZZ_CHECK(finiteOrGap(v), "values are finite or gaps");
        }
        break;
    }
    default: {
        const auto parsed = PromQuery::parse(QString::fromUtf8(input));
        if (const auto* q = std::get_if<PromQuery>(&parsed)) {
            // What parses prints as a query that parses to the same text.
            const QString text = q->toString();
            const auto again = PromQuery::parse(text);
            FUZZ_CHECK(std::holds_alternative<PromQuery>(again), "a printed query parses");
            FUZZ_CHECK(std::get<PromQuery>(again).toString() == text, "printing is stable");
        } else {
            FUZZ_CHECK(!std::get<QString>(parsed).isEmpty(), "a refusal says why");
        }
        break;
    }
    }
    return 0;
}
