#include "metrics/PromQuery.h"

#include <QTest>

using namespace cd;

// The PromQL subset (docs/metrics.md) as the console writes it and the platform reads it: what
// parses and how it reads back, and what does not, with a reason in Prometheus's words.
class TestPromQuery final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void queriesParse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normalized");
        QTest::newRow("name") << "DCGM_FI_DEV_GPU_UTIL"
                              << "DCGM_FI_DEV_GPU_UTIL";
        QTest::newRow("matchers")
            << "DCGM_FI_DEV_GPU_UTIL{ node = \"n1\", gpu!=\"3\",Hostname=~\"a.*\", pool!~'p' ,}"
            << "DCGM_FI_DEV_GPU_UTIL{node=\"n1\",gpu!=\"3\",Hostname=~\"a.*\",pool!~\"p\"}";
        QTest::newRow("__name__") << "{__name__=\"DCGM_FI_DEV_GPU_TEMP\", gpu=\"0\"}"
                                  << "DCGM_FI_DEV_GPU_TEMP{gpu=\"0\"}";
        QTest::newRow("avg by before") << "avg by (node) (DCGM_FI_DEV_GPU_UTIL)"
                                       << "avg by (node)(DCGM_FI_DEV_GPU_UTIL)";
        QTest::newRow("max by after") << "max(DCGM_FI_DEV_GPU_TEMP{pool=\"train\"}) by (node, pool)"
                                      << "max by (node, pool)(DCGM_FI_DEV_GPU_TEMP{pool=\"train\"})";
        QTest::newRow("sum") << "sum(DCGM_FI_DEV_POWER_USAGE)"
                             << "sum(DCGM_FI_DEV_POWER_USAGE)";
        QTest::newRow("escaped") << "x{a=\"q\\\"uote\"}"
                                 << "x{a=\"q\\\"uote\"}";
        QTest::newRow("metric named sum") << "sum"
                                          << "sum";
    }
    void queriesParse() {
        QFETCH(QString, text);
        QFETCH(QString, normalized);
        const auto parsed = PromQuery::parse(text);
        QVERIFY2(std::holds_alternative<PromQuery>(parsed),
                 qPrintable(std::get_if<QString>(&parsed) ? *std::get_if<QString>(&parsed) : QString()));
        QCOMPARE(std::get<PromQuery>(parsed).toString(), normalized);
        // What the console writes, the platform reads back the same.
        QCOMPARE(std::get<PromQuery>(PromQuery::parse(normalized)).toString(), normalized);
    }

    void badQueriesSayWhy_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << "  "
                               << "empty";
        QTest::newRow("open brace") << "DCGM_FI_DEV_GPU_UTIL{"
                                    << "char 22";
        QTest::newRow("no operator") << "x{a}"
                                     << "after label a";
        QTest::newRow("unquoted") << "x{a=b}"
                                  << "quoted";
        QTest::newRow("unterminated") << "x{a=\"b}"
                                      << "unterminated";
        QTest::newRow("rate") << "rate(x[5m])"
                              << "rate is not in the supported subset";
        QTest::newRow("without") << "sum without (gpu) (x)"
                                 << "without";
        QTest::newRow("trailing") << "x y"
                                  << "unexpected \"y\"";
        QTest::newRow("bad regex") << "x{a=~\"(\"}"
                                   << "invalid regular expression";
        QTest::newRow("no name") << "{gpu=\"1\"}"
                                 << "metric name";
        QTest::newRow("unclosed agg") << "avg(x"
                                      << "expected \")\"";
    }
    void badQueriesSayWhy() {
        QFETCH(QString, text);
        QFETCH(QString, says);
        const auto parsed = PromQuery::parse(text);
        QVERIFY(std::holds_alternative<QString>(parsed));
        QVERIFY2(std::get<QString>(parsed).contains(says), qPrintable(std::get<QString>(parsed)));
    }
};

QTEST_GUILESS_MAIN(TestPromQuery)
#include "tst_prom_query.moc"
