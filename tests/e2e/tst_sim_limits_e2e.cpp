#include "api/CurlTransport.h"
#include "support/SimProcess.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <memory>
#include <optional>

using namespace cd;
using namespace cd::test;

// What a real clusterdesk-sim refuses before it stores anything: upload data beyond its budgets
// (by requests and by bytes, per key) and names that are not plain text.
class TestSimLimitsE2E final : public QObject {
    Q_OBJECT

    std::unique_ptr<SimProcess> m_namesSim;

    Response send(const SimProcess& sim, Request r, const QByteArray& key) {
        TransportSettings s;
        s.baseUrl = sim.baseUrl();
        CurlTransport transport(s);
        r.headers.set("Authorization", "Bearer " + key);
        r.headers.set("Tus-Resumable", "1.0.0");
        std::optional<Response> got;
        transport.start(std::move(r), [&](Response resp) {
            QMetaObject::invokeMethod(
                this, [&got, resp] { got = resp; }, Qt::QueuedConnection);
        });
        if (!QTest::qWaitFor([&] { return got.has_value(); }, 15000))
            return Response::fromFailure(Error::make(ErrorKind::Timeout, {}, {}));
        return *got;
    }

    static QByteArray metadata(const QString& dataset, const QString& fileName) {
        return "dataset " + dataset.toUtf8().toBase64() + ",filename " + fileName.toUtf8().toBase64() +
               ",encryption " + QByteArray("none").toBase64();
    }

    // POST /v1/uploads; the upload's path, or the refusal.
    Response create(const SimProcess& sim, const QString& dataset, const QString& fileName, qint64 length) {
        Request r;
        r.method = "POST";
        r.path = "/v1/uploads";
        r.headers.set("Upload-Length", QByteArray::number(length));
        r.headers.set("Upload-Metadata", metadata(dataset, fileName));
        return send(sim, r, sim.key(QStringLiteral("0/owner")));
    }

    Response head(const SimProcess& sim, const QByteArray& path) {
        Request r;
        r.method = "HEAD";
        r.path = path;
        return send(sim, r, sim.key(QStringLiteral("0/owner")));
    }

    Response patch(const SimProcess& sim, const QByteArray& path, qint64 offset, const QByteArray& bytes) {
        Request r;
        r.method = "PATCH";
        r.path = path;
        r.headers.set("Content-Type", "application/offset+octet-stream");
        r.headers.set("Upload-Offset", QByteArray::number(offset));
        r.body = bytes;
        return send(sim, r, sim.key(QStringLiteral("0/owner")));
    }

    static QByteArray pathOf(const Response& created) {
        const QByteArray location = created.headers.value("Location");
        const qsizetype at = location.indexOf("/v1/");
        return at < 0 ? QByteArray() : location.mid(at);
    }

private Q_SLOTS:
    void uploadRequestsHaveARate() {
        SimProcess sim({QStringLiteral("--upload-rate-limit"), QStringLiteral("1")}); // 2 at once
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        const Response created = create(sim, QStringLiteral("rated"), QStringLiteral("a.bin"), 10);
        QCOMPARE(created.status, 201);
        const QByteArray path = pathOf(created);
        QCOMPARE(head(sim, path).status, 200);
        QCOMPARE(head(sim, path).status, 200);
        const Response third = head(sim, path);
        QCOMPARE(third.status, 429);
        QCOMPARE(third.headers.value("Retry-After"), QByteArray("1"));
        QCOMPARE(patch(sim, path, 0, "0123456789").status, 429);
        // Other routes keep their own budget.
        Request me;
        me.path = "/v1/me";
        QCOMPARE(send(sim, me, sim.key(QStringLiteral("0/owner"))).status, 200);
    }

    void uploadBytesHaveARateAndARefusedPatchWritesNothing() {
        // 1 MB/s, 2 MB at once.
        SimProcess sim({QStringLiteral("--upload-byte-rate"), QStringLiteral("1000000")});
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        const Response created = create(sim, QStringLiteral("metered"), QStringLiteral("b.bin"), 3'000'000);
        QCOMPARE(created.status, 201);
        const QByteArray path = pathOf(created);
        const QByteArray half(1'500'000, 'x');
        QCOMPARE(patch(sim, path, 0, half).status, 204);
        const Response refused = patch(sim, path, 1'500'000, half);
        QCOMPARE(refused.status, 429);
        QVERIFY(refused.headers.value("Retry-After").toInt() >= 1);
        const Response after = head(sim, path);
        QCOMPARE(after.status, 200);
        QCOMPARE(after.headers.value("Upload-Offset"), QByteArray("1500000"));
    }

    void namesThatAreNotPlainTextAreRefused_data() {
        QTest::addColumn<QString>("dataset");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("detail");
        const QString ok = QStringLiteral("train");
        const QString okFile = QStringLiteral("shard.bin");
        const QString plain =
            QStringLiteral(": names are shown and saved as they are, so they must be plain text.");
        QTest::newRow("dataset .") << QStringLiteral(".") << okFile
                                   << QStringLiteral("'dataset' cannot be '.' or '..'") + plain;
        QTest::newRow("file ..") << ok << QStringLiteral("..")
                                 << QStringLiteral("'filename' cannot be '.' or '..'") + plain;
        QTest::newRow("file with a newline")
            << ok << QStringLiteral("a\nb.bin")
            << QStringLiteral("'filename' cannot contain control or bidirectional characters (U+000A)") +
                   plain;
        QTest::newRow("file with an escape")
            << ok << QStringLiteral("a\u001b[31mb.bin")
            << QStringLiteral("'filename' cannot contain control or bidirectional characters (U+001B)") +
                   plain;
        QTest::newRow("file with RLO")
            << ok << QStringLiteral("invoice\u202Egnp.exe")
            << QStringLiteral("'filename' cannot contain control or bidirectional characters (U+202E)") +
                   plain;
        QTest::newRow("dataset with an isolate")
            << QStringLiteral("data\u2066set") << okFile
            << QStringLiteral("'dataset' cannot contain control or bidirectional characters (U+2066)") +
                   plain;
        QTest::newRow("dataset with ALM")
            << QStringLiteral("data\u061Cset") << okFile
            << QStringLiteral("'dataset' cannot contain control or bidirectional characters (U+061C)") +
                   plain;
    }
    void namesThatAreNotPlainTextAreRefused() {
        QFETCH(QString, dataset);
        QFETCH(QString, fileName);
        QFETCH(QString, detail);
        if (!m_namesSim) { // one simulator for all rows
            m_namesSim = std::make_unique<SimProcess>();
            QString error;
            QVERIFY2(m_namesSim->start(&error), qPrintable(error));
        }
        const SimProcess* sim = m_namesSim.get();
        const Response refused = create(*sim, dataset, fileName, 10);
        QCOMPARE(refused.status, 422);
        const QJsonObject problem = QJsonDocument::fromJson(refused.body).object();
        QCOMPARE(problem.value(QStringLiteral("code")).toString(), QStringLiteral("invalid_field"));
        QCOMPARE(problem.value(QStringLiteral("detail")).toString(), detail);
        // Plain names with dots and other scripts are fine.
        QCOMPARE(create(*sim, QStringLiteral("训练 v1.2"), QStringLiteral(".hidden.tar.zst"), 10).status,
                 201);
    }

    void cleanupTestCase() { m_namesSim.reset(); }
};

QTEST_GUILESS_MAIN(TestSimLimitsE2E)
#include "tst_sim_limits_e2e.moc"
