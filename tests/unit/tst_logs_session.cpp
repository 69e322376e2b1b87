// LogsSession against a fake platform: the tail first, then the stream from the last seq; after a
// cut the stream resumes with Last-Event-ID, a replayed line is not shown twice, and lines the
// platform no longer holds are reported as dropped.
#include "api/PlatformClient.h"
#include "core/Transport.h"
#include "session/LogsSession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

using namespace cd;

namespace {

QJsonObject lineJson(qint64 seq) {
    return {{QStringLiteral("seq"), seq},
            {QStringLiteral("time"), QStringLiteral("2026-12-01T09:00:00Z")},
            {QStringLiteral("node"), QStringLiteral("node-a")},
            {QStringLiteral("rank"), 0},
            {QStringLiteral("level"), QStringLiteral("info")},
            {QStringLiteral("text"), QStringLiteral("line %1").arg(seq)}};
}

QByteArray event(qint64 seq) {
    return "event: log\nid: " + QByteArray::number(seq) +
           "\ndata: " + QJsonDocument(lineJson(seq)).toJson(QJsonDocument::Compact) + "\n\n";
}

// Holds lines [first, last]; answers the tail and opens streams that replay from Last-Event-ID
// (or, when `replayOneOld`, from one line earlier, as a careless server might).
class FakeLogPlatform final : public Transport {
public:
    qint64 first = 1;
    qint64 last = 0;
    bool replayOneOld = false;
    QList<QByteArray> streamLastIds;
    QList<QUrlQuery> tailQueries;
    DataSink sink;
    Completion end;

    RequestId start(Request request, Completion done) override {
        const QUrlQuery q = request.query;
        tailQueries.append(q);
        const qint64 after = q.queryItemValue(QStringLiteral("after")).toLongLong();
        const qint64 pageSize = q.queryItemValue(QStringLiteral("page_size")).toLongLong();
        QJsonArray items;
        qint64 s = std::max(first, after + 1);
        for (; s <= last && items.size() < pageSize; ++s)
            items.append(lineJson(s));
        const QJsonValue next =
            s <= last ? QJsonValue(QStringLiteral("s:%1").arg(s - 1)) : QJsonValue(QJsonValue::Null);
        Response r;
        r.status = 200;
        r.body = QJsonDocument(QJsonObject{{QStringLiteral("items"), items},
                                           {QStringLiteral("next_page_token"), next},
                                           {QStringLiteral("first_seq"), first},
                                           {QStringLiteral("last_seq"), last}})
                     .toJson(QJsonDocument::Compact);
        QTimer::singleShot(0, [done, r] { done(r); });
        return ++m_ids;
    }
    RequestId startStream(Request request, DataSink data, Completion done) override {
        const QByteArray id = request.headers.value("Last-Event-ID");
        streamLastIds.append(id);
        sink = data;
        end = done;
        qint64 from = id.toLongLong() + 1 - (replayOneOld ? 1 : 0);
        QByteArray body;
        if (from < first) {
            body += "id: " + QByteArray::number(first - 1) + "\nevent: reset\ndata: {}\n\n";
            from = first;
        }
        for (qint64 s = std::max<qint64>(from, 1); s <= last; ++s)
            body += event(s);
        QTimer::singleShot(0, [data, body] { data(body.isEmpty() ? QByteArray(": hi\n\n") : body); });
        return ++m_ids;
    }
    void cancel(RequestId) override {}
    QString describe() const override { return QStringLiteral("fake"); }
    void emitLine() {
        ++last;
        sink(event(last));
    }
    void cut() {
        Response r = Response::fromFailure(Error::make(ErrorKind::Network, QStringLiteral("cut"), {}));
        end(r);
    }

private:
    RequestId m_ids = 0;
};

QList<qint64> seqs(const QSignalSpy& spy) {
    QList<qint64> out;
    for (const QList<QVariant>& args : spy) {
        for (const LogLine& l : args.at(0).value<QList<LogLine>>())
            out.append(l.seq);
    }
    return out;
}

} // namespace

class TestLogsSession final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void guardDropsRepeatsAndReportsGaps();
    void tailThenStreamResumesWithoutGapOrRepeat();
    void linesThePlatformDroppedAreReported();
    void noWorkloadIsAnEmptyStateNotAnError();
};

void TestLogsSession::guardDropsRepeatsAndReportsGaps() {
    LogsSession s;
    QSignalSpy lines(&s, &LogsSession::linesReceived);
    QSignalSpy dropped(&s, &LogsSession::linesDropped);
    for (qint64 seq : {1, 2, 2, 1, 3, 7, 6, 8}) {
        LogLine l;
        l.seq = seq;
        s.accept(l);
    }
    QTRY_COMPARE(seqs(lines).size(), 5);
    QCOMPARE(seqs(lines), (QList<qint64>{1, 2, 3, 7, 8}));
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.at(0).at(0).toLongLong(), 3);
    QCOMPARE(s.lastSeq(), 8);
}

void TestLogsSession::tailThenStreamResumesWithoutGapOrRepeat() {
    auto transport = std::make_shared<FakeLogPlatform>();
    transport->last = 12'000;
    transport->first = 1;
    PlatformClient client(transport);
    LogsSession s;
    s.setStreamTimings(10, 60'000);
    QSignalSpy lines(&s, &LogsSession::linesReceived);
    QSignalSpy dropped(&s, &LogsSession::linesDropped);
    s.open(&client, QStringLiteral("cl-1"), true);
    QCOMPARE(s.state(), LogsSession::State::Loading);
    QTRY_COMPARE(s.state(), LogsSession::State::Following);
    // Where the log stands, then the last 10,000 lines in pages of 5,000.
    QCOMPARE(transport->tailQueries.size(), 3);
    QCOMPARE(transport->tailQueries[0].toString(), QStringLiteral("page_size=1"));
    QCOMPARE(transport->tailQueries[1].toString(), QStringLiteral("after=2000&page_size=5000"));
    QCOMPARE(transport->tailQueries[2].toString(), QStringLiteral("after=7000&page_size=5000"));
    QCOMPARE(transport->streamLastIds, (QList<QByteArray>{"12000"}));
    transport->emitLine();
    transport->emitLine();
    QTRY_COMPARE(s.lastSeq(), 12'002);
    // The connection drops; meanwhile two more lines; the server replays one line too many.
    transport->replayOneOld = true;
    transport->last += 2;
    QSignalSpy states(&s, &LogsSession::stateChanged);
    transport->cut();
    QTRY_VERIFY(states.contains(QVariantList{QVariant::fromValue(LogsSession::State::Reconnecting)}));
    QTRY_COMPARE(s.state(), LogsSession::State::Following);
    QCOMPARE(transport->streamLastIds, (QList<QByteArray>{"12000", "12002"}));
    QTRY_COMPARE(seqs(lines).size(), 10'004);
    const QList<qint64> got = seqs(lines);
    QCOMPARE(s.lastSeq(), 12'004);
    QCOMPARE(got.first(), 2001);
    for (qsizetype i = 1; i < got.size(); ++i)
        QCOMPARE(got[i], got[i - 1] + 1);
    QCOMPARE(dropped.count(), 0);
    s.close();
    QCOMPARE(s.state(), LogsSession::State::Stopped);
}

void TestLogsSession::linesThePlatformDroppedAreReported() {
    auto transport = std::make_shared<FakeLogPlatform>();
    transport->last = 5;
    PlatformClient client(transport);
    LogsSession s;
    s.setStreamTimings(10, 60'000);
    QSignalSpy dropped(&s, &LogsSession::linesDropped);
    s.open(&client, QStringLiteral("cl-1"), true);
    QTRY_COMPARE(s.state(), LogsSession::State::Following);
    QTRY_COMPARE(s.lastSeq(), 5);
    // While away, the platform's bounded store let lines 6..40 go.
    transport->last = 50;
    transport->first = 41;
    transport->cut();
    QTRY_COMPARE(s.lastSeq(), 50);
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.at(0).at(0).toLongLong(), 35);
}

void TestLogsSession::noWorkloadIsAnEmptyStateNotAnError() {
    auto transport = std::make_shared<FakeLogPlatform>();
    PlatformClient client(transport);
    LogsSession s;
    s.open(&client, QStringLiteral("cl-1"), false);
    QCOMPARE(s.state(), LogsSession::State::Idle);
    QVERIFY(s.errorText().isEmpty());
    QVERIFY(transport->tailQueries.isEmpty());
}

QTEST_GUILESS_MAIN(TestLogsSession)
#include "tst_logs_session.moc"
