#include "api/AccountDecoder.h"
#include "api/BillingDecoder.h"
#include "api/CatalogDecoder.h"
#include "api/ClusterDecoder.h"
#include "api/MetricsDecoder.h"
#include "api/NextPageToken.h"
#include "api/ResponseErrors.h"
#include "api/SseParser.h"
#include "platform/CatalogGenerator.h"
#include "platform/Platform.h"
#include "platform/PlatformJson.h"
#include "platform/RangeQuery.h"
#include "platform/Router.h"
#include "platform/http/HeadParser.h"
#include "platform/http/ServerLimits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace cd;

class TestFuzzParsers final : public QObject {
    Q_OBJECT

    int m_iterations = qEnvironmentVariableIntValue("CLUSTERDESK_FUZZ_ITERATIONS") > 0
                           ? qEnvironmentVariableIntValue("CLUSTERDESK_FUZZ_ITERATIONS")
                           : 20000;

    static QByteArray mutate(QByteArray data, QRandomGenerator& rng) {
        static const QByteArray tokens[] = {
            "{",        "}",    "[",  "]",     "\"",          ",",         ":",
            "null",     "true", "-1", "1e999", "\"\\u0000\"", "0.0000001", "99999999999999999999",
            "\xff\xfe", "\\"};
        const int edits = 1 + int(rng.bounded(8));
        for (int e = 0; e < edits && !data.isEmpty(); ++e) {
            const qsizetype at = qsizetype(rng.bounded(quint32(data.size())));
            switch (rng.bounded(6)) {
            case 0: // flip a bit
                data[at] = char(data[at] ^ char(1 << rng.bounded(8)));
                break;
            case 1: // cut the rest
                data.truncate(at);
                break;
            case 2: // delete a span
                data.remove(at, qsizetype(rng.bounded(32)));
                break;
            case 3: // insert a JSON token
                data.insert(at, tokens[rng.bounded(int(std::size(tokens)))]);
                break;
            case 4: // duplicate a span
                data.insert(at, data.mid(at, qsizetype(rng.bounded(64))));
                break;
            default: // random byte
                data[at] = char(rng.bounded(256));
            }
        }
        return data;
    }

private Q_SLOTS:
    void offeringPagesNeverCrashTheDecoder() {
        QJsonArray items;
        for (const Offering& o : sim::CatalogGenerator(1).generate().mid(0, 6))
            items.append(sim::offeringToJson(o));
        const QByteArray valid =
            QJsonDocument(QJsonObject{{QStringLiteral("items"), items},
                                      {QStringLiteral("next_page_token"), QStringLiteral("t")}})
                .toJson(QJsonDocument::Compact);
        QRandomGenerator rng(20261129);
        int accepted = 0;
        for (int i = 0; i < m_iterations; ++i) {
            const auto page = CatalogDecoder::offeringPage(mutate(valid, rng));
            if (page.ok()) {
                ++accepted;
                for (const Offering& o : page.value().items)
                    QVERIFY(o.gpusPerNode >= 1 && o.gpu.memoryGb >= 1);
            } else {
                QCOMPARE(page.error().kind, ErrorKind::BadResponse);
                QVERIFY(!page.error().detail.isEmpty());
            }
        }
        QVERIFY(accepted < m_iterations); // the mutations did reach the error paths
    }

    void identityAndProblemsNeverCrash() {
        const QByteArray me = R"({"user":{"id":"u","name":"n","email":"e"},"tenant":{"id":"t","name":"T"},)"
                              R"("role":"owner","permissions":["a","b"]})";
        const QByteArray problem =
            R"({"type":"x","title":"t","status":429,"detail":"d","code":"rate_limited"})";
        QRandomGenerator rng(7);
        for (int i = 0; i < m_iterations; ++i) {
            const auto id = AccountDecoder::identity(mutate(me, rng));
            QVERIFY(id.ok() || id.error().kind == ErrorKind::BadResponse);
            Response r;
            r.status = 400 + int(rng.bounded(200));
            r.headers.set("Content-Type", "application/problem+json");
            r.headers.set("Retry-After", mutate("120", rng));
            r.body = mutate(problem, rng);
            const Error e = errorFromResponse(r);
            QVERIFY(e.isError());
            QVERIFY(e.retryAfterSeconds >= 0);
            QVERIFY(e.detail.size() <= 1000);
        }
    }

    // What the metrics API reads from outside: query_range answers (from the platform or any
    // Prometheus server) and stream events, mutated; PromQL text and range parameters, mutated,
    // through the same parser the platform uses. Decoded values are finite or gaps.
    void metricsAnswersAndQueriesNeverCrash() {
        const QByteArray matrix =
            R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{"__name__":"DCGM_FI_DEV_GPU_UTIL",)"
            R"("node":"n1","gpu":"0","uuid":"GPU-1"},"values":[[1795986800,"93.5"],[1795986801,"NaN"],)"
            R"([1795986802,"+Inf"],[1795986803,"1e39"]]}]},"warnings":["w"]})";
        const QByteArray series =
            R"({"cluster":"cl-1","gpus":[{"node":"n1","gpu":0,"hostname":"h","model_name":"m","uuid":"u","pool":"p"}],)"
            R"("nodes":[{"node":"n1","hostname":"h","pool":"p"}]})";
        const QByteArray samples =
            R"({"time":1795986801,"values":{"DCGM_FI_DEV_GPU_UTIL":[93,null,1e300],"unknown_metric":[1]}})";
        const QByteArray query = R"(avg by (node) (DCGM_FI_DEV_GPU_UTIL{pool=~"tr.*",gpu!="3"}))";
        const auto clean = MetricsDecoder::matrix(matrix);
        QVERIFY(clean.ok());
        for (float v : clean.value().first().values)
            QVERIFY(std::isnan(v) || std::isfinite(v));
        QVERIFY(MetricsDecoder::series(series).ok());
        QVERIFY(MetricsDecoder::samples(samples).ok());
        QVERIFY(std::holds_alternative<PromQuery>(PromQuery::parse(QString::fromUtf8(query))));
        QRandomGenerator rng(31);
        for (int i = 0; i < m_iterations; ++i) {
            const auto m = MetricsDecoder::matrix(mutate(matrix, rng));
            if (m.ok()) {
                for (const MatrixSeries& s : m.value()) {
                    QCOMPARE(s.times.size(), s.values.size());
                    for (float v : s.values)
                        QVERIFY(std::isnan(v) || std::isfinite(v));
                }
            }
            (void)MetricsDecoder::series(mutate(series, rng));
            const auto sm = MetricsDecoder::samples(mutate(samples, rng));
            if (sm.ok()) {
                for (const auto& column : sm.value().values)
                    for (float v : column)
                        QVERIFY(std::isnan(v) || std::isfinite(v));
            }
            const QString text = QString::fromUtf8(mutate(query, rng));
            const auto parsed = PromQuery::parse(text);
            if (const auto* q = std::get_if<PromQuery>(&parsed)) // what parses prints and parses again
                QVERIFY(std::holds_alternative<PromQuery>(PromQuery::parse(q->toString())));
            else
                QVERIFY(!std::get<QString>(parsed).isEmpty());
            QUrlQuery params;
            params.addQueryItem(QStringLiteral("query"), text);
            params.addQueryItem(QStringLiteral("start"), QString::fromUtf8(mutate("1795986800", rng)));
            params.addQueryItem(QStringLiteral("end"), QString::fromUtf8(mutate("1795990400.5", rng)));
            params.addQueryItem(QStringLiteral("step"), QString::fromUtf8(mutate("15s", rng)));
            const auto range = sim::RangeQuery::parse(params);
            if (const auto* r = std::get_if<sim::RangeQuery>(&range)) {
                QVERIFY(r->step >= 1);
                QVERIFY(r->end < r->start ||
                        (r->end - r->start) / r->step + 1 <= sim::RangeQuery::maxPointsPerSeries);
            }
        }
    }

    void clusterEventsAndStreamsNeverCrash() {
        // A real event from the simulator, mutated; and the stream it arrives in, cut anywhere.
        QString error;
        sim::PlatformOptions options;
        options.clockSpeed = 0;
        auto platform = sim::Platform::open(options, &error);
        QVERIFY(platform);
        const QString tenant = platform->issuedKeys().tenants[0].tenantId;
        const auto stored = platform->events().history(tenant, {});
        QVERIFY(!stored.isEmpty());
        const QByteArray event = stored.last().body;
        QVERIFY(ClusterDecoder::event(event).ok());
        QByteArray stream;
        for (const sim::StoredEvent& e : stored)
            stream += "id: " + QByteArray::number(e.id) + "\nevent: cluster\ndata: " + e.body + "\n\n";
        QRandomGenerator rng(29);
        int decoded = 0;
        for (int i = 0; i < m_iterations; ++i) {
            if (ClusterDecoder::event(mutate(event, rng)).ok())
                ++decoded;
            SseParser parser;
            const QByteArray bytes = i % 2 ? mutate(stream, rng) : stream;
            int at = 0;
            qsizetype events = 0;
            while (at < bytes.size()) {
                const int piece = int(rng.bounded(1, 64));
                events += parser.feed(bytes.mid(at, piece)).size();
                at += piece;
            }
            if (i % 2 == 0)
                QCOMPARE(events, stored.size()); // any cutting of a valid stream gives every event
        }
        QVERIFY(decoded < m_iterations);
    }

    void moneyParsingIsTotal() {
        QRandomGenerator rng(3);
        for (int i = 0; i < m_iterations * 4; ++i) {
            const QByteArray text = mutate("-1234.567890", rng);
            const auto m = Money::fromDecimal(QString::fromLatin1(text), Currency::USD);
            if (m) // whatever it accepted, it writes back to the same value
                QCOMPARE(Money::fromDecimal(m->toDecimal(2), Currency::USD)->micros(), m->micros());
        }
    }

    // What the billing API sends the console: a real page of line items, the summary, budgets and
    // invoices from the simulator, mutated. What decodes is self-consistent: one currency per
    // line, utilization a percentage or unknown, GPU counts in range, dates valid.
    void billingAnswersNeverCrashTheDecoder() {
        sim::PlatformOptions options;
        options.rateLimit.ratePerSecond = 0;
        QString error;
        auto platform = sim::Platform::open(options, &error);
        QVERIFY2(platform, qPrintable(error));
        sim::Router router(*platform);
        const QByteArray key = platform->issuedKeys().tenants[0].keys.value(Role::Owner).toLatin1();
        auto get = [&](const QByteArray& path, const QString& query) {
            Request r;
            r.method = "GET";
            r.path = path;
            r.query.setQuery(query);
            r.headers.set("Authorization", "Bearer " + key);
            return router.handle(r).body;
        };
        const QByteArray page = get("/v1/billing/line-items", QStringLiteral("start=2026-01-01&page_size=4"));
        const QByteArray summary = get("/v1/billing/summary", {});
        const QByteArray budgets = get("/v1/billing/budgets", {});
        const QByteArray invoices = get("/v1/billing/invoices", {});
        QVERIFY(BillingDecoder::lineItemPage(page).ok());
        QCOMPARE(BillingDecoder::lineItemPage(page).value().items.size(), 4);
        QVERIFY(BillingDecoder::summary(summary).ok());
        QVERIFY(BillingDecoder::budgetPage(budgets).ok());
        QVERIFY(BillingDecoder::invoicePage(invoices).ok());
        QVERIFY(peekNextPageToken(page).has_value());
        QCOMPARE(*peekNextPageToken(page), BillingDecoder::lineItemPage(page).value().nextPageToken);
        QRandomGenerator rng(47);
        for (int i = 0; i < m_iterations; ++i) {
            const QByteArray body = mutate(page, rng);
            const auto lines = BillingDecoder::lineItemPage(body);
            // The list call asks for the next page on the glance: whenever the decoder accepts the
            // page, the glance agrees with it (a page naming the key twice aside).
            const std::optional<QString> glance = peekNextPageToken(body);
            if (lines.ok() && glance && body.count("\"next_page_token\"") == 1)
                QCOMPARE(*glance, lines.value().nextPageToken);
            if (lines.ok()) {
                for (const LineItem& l : lines.value().items) {
                    QCOMPARE(l.listCost.currency(), l.billedCost.currency());
                    QVERIFY(!l.hasUtilization() || (l.gpuUtilization >= 0 && l.gpuUtilization <= 100));
                    QVERIFY(l.gpuCount >= 0 && l.gpuCount <= 1024);
                    QVERIFY(l.chargePeriodStart.isValid() && l.billingPeriodEnd.isValid());
                }
            } else {
                QVERIFY(lines.error().isError());
                QVERIFY(!lines.error().detail.isEmpty());
            }
            (void)BillingDecoder::summary(mutate(summary, rng));
            (void)BillingDecoder::budgetPage(mutate(budgets, rng));
            (void)BillingDecoder::invoicePage(mutate(invoices, rng));
        }
    }

    void routerAnswersEveryRequestWithAStatus() {
        sim::PlatformOptions options;
        options.rateLimit.ratePerSecond = 0;
        QString error;
        auto platform = sim::Platform::open(options, &error);
        sim::Router router(*platform);
        const QByteArray key = platform->issuedKeys().tenants[0].keys.value(Role::Owner).toLatin1();
        const QByteArray targets[] = {
            "/v1/offerings?sort=-price&page_size=3&gpu_model=H1&max_price=2.5",
            "/v1/offerings/h100-sxm-8x.cn-north-1",
            "/v1/me",
            "/v1/regions",
            "/v1/clusters/x/actions/stop",
            "/v1/tenants",
            "/v1/billing/line-items?start=2026-01-01&end=2026-02-01&group_by=x_Stage&page_size=7",
            "/v1/billing/summary?currency=USD",
            "/v1/billing/budgets",
            "/v1/clusters/cl-00002/"
            "logs?after=3&since=2026-12-01T09:00:00Z&node=cl-00002-n1&rank=0&level=warning"
            "&page_size=50",
            "/v1/clusters/cl-00002/logs?tail=20&page_token=czoxMg&rank=7",
            "/v1/clusters/cl-00002/logs/stream?level=error&node=cl-00002-n1",
            "/v1/api-keys?page_size=2",
            "/v1/api-keys/ak-0001"};
        // Bodies: a shape no operation takes, and an API key's, whose fields are judged one by one.
        const QByteArray bodies[] = {
            "{\"a\":1}",
            R"({"name":"ci","role":"viewer","expires_at":"2027-01-01T00:00:00Z","member_id":"tn-aurora-viewer"})"};
        const QByteArray methods[] = {"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "BREW"};
        QRandomGenerator rng(11);
        for (int i = 0; i < m_iterations; ++i) {
            const QByteArray target = mutate(targets[rng.bounded(int(std::size(targets)))], rng);
            Request r;
            r.method = methods[rng.bounded(int(std::size(methods)))];
            const qsizetype q = target.indexOf('?');
            r.path = q < 0 ? target : target.left(q);
            if (q >= 0)
                r.query.setQuery(QString::fromUtf8(target.mid(q + 1)));
            r.headers.set("Authorization",
                          rng.bounded(4) == 0 ? mutate("Bearer " + key, rng) : "Bearer " + key);
            if (rng.bounded(4) == 0)
                r.headers.set("X-Tenant-Id", mutate("tn-aurora", rng));
            r.body = mutate(bodies[rng.bounded(int(std::size(bodies)))], rng);
            if (rng.bounded(2) == 0)
                r.headers.set("Idempotency-Key", QByteArray::number(rng.bounded(8)));
            const Response resp = router.handle(r);
            QVERIFY(resp.status >= 200 && resp.status < 600);
            if (resp.status >= 400) {
                QCOMPARE(resp.headers.value("Content-Type"), QByteArray("application/problem+json"));
                QVERIFY(QJsonDocument::fromJson(resp.body).isObject());
            }
        }
    }

    // clusterdesk-sim's head parser, fed mutated heads in random pieces: it ends in a verdict it
    // can give (never a head over its limits), and leaves the bytes after a head alone.
    void headParserStaysWithinItsLimits() {
        const QByteArray heads[] = {
            "GET /v1/offerings?sort=-price HTTP/1.1\r\nHost: sim\r\nAccept: */*\r\n\r\n",
            "PATCH /v1/uploads/up-1 HTTP/1.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\nhello",
            "\r\nPOST /v1/clusters HTTP/1.0\nTransfer-Encoding: chunked\n\n5\r\nhello\r\n0\r\n\r\n"};
        QRandomGenerator rng(12);
        for (int i = 0; i < m_iterations; ++i) {
            QByteArray input = mutate(heads[rng.bounded(int(std::size(heads)))], rng);
            if (rng.bounded(16) == 0)
                input = input.repeated(1 + int(rng.bounded(2000)));
            sim::HeadParser parser;
            QByteArray buffer;
            qsizetype fed = 0;
            while (fed < input.size() && parser.state() == sim::HeadParser::State::NeedMore) {
                const qsizetype piece =
                    1 + qsizetype(rng.bounded(quint32(std::min<qsizetype>(input.size() - fed, 9000))));
                buffer += input.mid(fed, piece);
                fed += piece;
                parser.feed(buffer);
                QVERIFY(fed - buffer.size() <= sim::ServerLimits::maxHead + sim::ServerLimits::maxHeaderLine);
            }
            if (parser.state() == sim::HeadParser::State::Complete) {
                QVERIFY(!parser.head().method.isEmpty());
                QVERIFY(parser.head().target.startsWith('/'));
                QVERIFY(parser.head().headers.fields().size() <= sim::ServerLimits::maxHeaderFields);
                QVERIFY(input.endsWith(QByteArray(buffer + input.mid(fed))));
            } else if (parser.state() == sim::HeadParser::State::Failed) {
                QVERIFY(QList<int>({400, 414, 431, 505}).contains(parser.errorStatus()));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestFuzzParsers)
#include "tst_fuzz_parsers.moc"
