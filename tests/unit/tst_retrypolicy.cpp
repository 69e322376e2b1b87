#include "api/RetryPolicy.h"

#include <QTest>

using namespace cd;

class TestRetryPolicy final : public QObject {
    Q_OBJECT

    static Request req(const QByteArray& method) {
        Request r;
        r.method = method;
        r.path = "/v1/x";
        return r;
    }

private Q_SLOTS:
    void retriesOnlyWhatIsSafeToRepeat() {
        RetryPolicy policy;
        const Error timeout = Error::make(ErrorKind::Timeout, QStringLiteral("timeout"), {});
        QVERIFY(policy.delayBeforeRetry(req("GET"), timeout, 1) > 0);
        QCOMPARE(policy.delayBeforeRetry(req("POST"), timeout, 1), -1);
        Request keyed = req("POST");
        keyed.headers.set("Idempotency-Key", "k1");
        QVERIFY(policy.delayBeforeRetry(keyed, timeout, 1) > 0);
    }

    void retriesOnlyTransientFailures() {
        RetryPolicy policy;
        QCOMPARE(policy.delayBeforeRetry(req("GET"), Error::make(ErrorKind::Auth, {}, {}, 401), 1), -1);
        QCOMPARE(policy.delayBeforeRetry(req("GET"), Error::make(ErrorKind::BadResponse, {}, {}), 1), -1);
        QCOMPARE(policy.delayBeforeRetry(req("GET"),
                                         Error::make(ErrorKind::Network, QStringLiteral("dns"), {}), 1),
                 -1);
        QCOMPARE(policy.delayBeforeRetry(req("GET"), Error::make(ErrorKind::Server, {}, {}, 500), 1), -1);
        QVERIFY(policy.delayBeforeRetry(req("GET"), Error::make(ErrorKind::Server, {}, {}, 503), 1) > 0);
    }

    void backsOffExponentiallyWithJitterAndGivesUp() {
        RetryPolicy policy;
        policy.baseDelayMs = 100;
        policy.maxDelayMs = 1000;
        policy.maxAttempts = 5;
        const Error e = Error::make(ErrorKind::Network, QStringLiteral("connection_refused"), {});
        for (int attempt = 1; attempt < 5; ++attempt) {
            const int ceiling = std::min(1000, 100 << (attempt - 1));
            for (int i = 0; i < 50; ++i) {
                const int d = policy.delayBeforeRetry(req("GET"), e, attempt);
                QVERIFY(d >= ceiling / 2 && d <= ceiling);
            }
        }
        QCOMPARE(policy.delayBeforeRetry(req("GET"), e, 5), -1);
    }

    void honoursRetryAfterUpToALimit() {
        RetryPolicy policy;
        Error e = Error::make(ErrorKind::RateLimited, QStringLiteral("rate_limited"), {}, 429);
        e.retryAfterSeconds = 3;
        QVERIFY(policy.delayBeforeRetry(req("GET"), e, 1) >= 3000);
        e.retryAfterSeconds = 3600;
        QCOMPARE(policy.delayBeforeRetry(req("GET"), e, 1), -1);
    }
};

QTEST_APPLESS_MAIN(TestRetryPolicy)
#include "tst_retrypolicy.moc"
