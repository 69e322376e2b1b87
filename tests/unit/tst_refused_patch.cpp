// What a sender does after each kind of PATCH answer the server did not confirm (RefusedPatch),
// the rules SequentialTransfer and PartedTransfer share.
#include "upload/RefusedPatch.h"
#include "upload/UploadPacer.h"

#include <QTest>

#include <atomic>

using namespace cd;
using Next = RefusedPatch::Next;
using Outcome = TusProtocol::Outcome;

class TestRefusedPatch final : public QObject {
    Q_OBJECT

    std::atomic<bool> m_stop{false};
    UploadJob m_job;

    static Response answer(int status, const QByteArray& body = {}) {
        Response r;
        r.status = status;
        r.body = body;
        if (!body.isEmpty())
            r.headers.set("Content-Type", "application/problem+json");
        return r;
    }

private Q_SLOTS:
    void init() { m_stop = false; }

    void aDamagedRequestGoesAgainFiveTimesInARow() {
        UploadPacer pacer(&m_stop, [](const UploadJob&, const QString&) {});
        RefusedPatch refused(pacer, [this] { return m_stop.load(); });
        for (int i = 0; i < RefusedPatch::checksumRetries; ++i)
            QCOMPARE(refused.after(Outcome::ChecksumMismatch, answer(460), m_job), Next::SendAgain);
        // A confirmed request in between starts the count again.
        refused.confirmed();
        for (int i = 0; i < RefusedPatch::checksumRetries; ++i)
            QCOMPARE(refused.after(Outcome::ChecksumMismatch, answer(460), m_job), Next::SendAgain);
        QCOMPARE(refused.after(Outcome::ChecksumMismatch, answer(460), m_job), Next::End);
        QCOMPARE(refused.ending(), TransferEnding::Failed);
        QVERIFY(refused.message().contains(u"damaged"));
    }

    void aConflictAsksTheOffsetAndAGoneUploadStartsOver() {
        UploadPacer pacer(&m_stop, [](const UploadJob&, const QString&) {});
        RefusedPatch refused(pacer, [this] { return m_stop.load(); });
        QCOMPARE(refused.after(Outcome::OffsetConflict, answer(409), m_job), Next::AskOffset);
        QCOMPARE(refused.after(Outcome::Gone, answer(404), m_job), Next::End);
        QCOMPARE(refused.ending(), TransferEnding::Restart);
    }

    void aRefusalQuotesThePlatform() {
        UploadPacer pacer(&m_stop, [](const UploadJob&, const QString&) {});
        RefusedPatch refused(pacer, [this] { return m_stop.load(); });
        const Response r =
            answer(403, R"({"type":"about:blank","title":"Forbidden","status":403,"code":"forbidden",)"
                        R"("detail":"Viewers cannot upload datasets."})");
        QCOMPARE(refused.after(Outcome::Fatal, r, m_job), Next::End);
        QCOMPARE(refused.ending(), TransferEnding::Failed);
        QVERIFY2(refused.message().contains(u"Viewers cannot upload datasets."),
                 qPrintable(refused.message()));
    }

    void aCancelledRequestOrAStopDuringTheBackOffStops() {
        UploadPacer pacer(&m_stop, [](const UploadJob&, const QString&) {});
        RefusedPatch refused(pacer, [this] { return m_stop.load(); });
        Response cancelled;
        cancelled.failure = Error::make(ErrorKind::Cancelled, QStringLiteral("cancelled"), {});
        QCOMPARE(refused.after(Outcome::Fatal, cancelled, m_job), Next::End);
        QCOMPARE(refused.ending(), TransferEnding::Stopped);
        m_stop = true;
        QCOMPARE(refused.after(Outcome::Retry, answer(503), m_job), Next::End);
        QCOMPARE(refused.ending(), TransferEnding::Stopped);
    }

    // A transient failure waits out the back-off (a second, the first time), then asks the offset.
    void aTransientFailureWaitsThenAsks() {
        QStringList reported;
        UploadPacer pacer(&m_stop, [&](const UploadJob&, const QString& status) { reported << status; });
        RefusedPatch refused(pacer, [this] { return m_stop.load(); });
        QCOMPARE(refused.after(Outcome::Retry, answer(503), m_job), Next::AskOffset);
        QVERIFY(!reported.isEmpty() && reported.first().startsWith(u"retry 1 "));
    }
};

QTEST_GUILESS_MAIN(TestRefusedPatch)
#include "tst_refused_patch.moc"
