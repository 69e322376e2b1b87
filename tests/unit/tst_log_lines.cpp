// The Logs tab's line store and model: appends, the cap, search and filters, against literal lines.
#include "models/LogLinesModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace cd;

namespace {

LogLine line(qint64 seq, const char* node, int rank, LogLevel level, const char* text) {
    LogLine l;
    l.seq = seq;
    l.time = QDateTime(QDate(2026, 12, 1), QTime(9, 0, 0), Qt::UTC).addSecs(seq);
    l.node = QString::fromLatin1(node);
    l.rank = rank;
    l.level = level;
    l.text = QString::fromUtf8(text);
    return l;
}

QList<LogLine> sample() {
    return {line(1, "", -1, LogLevel::Info, "Pulling image pytorch-2.4-cuda12.4"),
            line(2, "node-a", 0, LogLevel::Info, "NCCL INFO Bootstrap : Using eth0"),
            line(3, "node-b", 1, LogLevel::Warning, "DataLoader worker is slow"),
            line(4, "node-a", 0, LogLevel::Info, "[step 100/50000] loss=2.3141"),
            line(5, "node-b", 1, LogLevel::Error, "torch.OutOfMemoryError: CUDA out of memory."),
            line(6, "node-a", 0, LogLevel::Debug, "nccl debug: ring 0"),
            line(7, "node-b", -1, LogLevel::Info, "Grüße aus dem Knoten, NCCL bereit")};
}

QStringList texts(const LogLinesModel& m) {
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out.append(m.index(r, LogLinesModel::TextColumn).data().toString());
    return out;
}

} // namespace

class TestLogLines final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void storeKeepsLinesAndInternsNodes();
    void searchIgnoresAsciiCaseAndFindsEachLineOnce();
    void searchSpansManyChunksInOrder();
    void capDropsTheOldestAndKeepsIndices();
    void modelBatchesInsertsAndFilters();
    void modelSearchMatchesAndOnlyMatching();
    void modelMarksDroppedLinesAndFormatsText();
};

void TestLogLines::storeKeepsLinesAndInternsNodes() {
    LogLineStore s;
    s.append(sample());
    QCOMPARE(s.size(), 7);
    QCOMPARE(s.firstIndex(), 0);
    QCOMPARE(s.endIndex(), 7);
    QCOMPARE(s.text(4), QStringLiteral("torch.OutOfMemoryError: CUDA out of memory."));
    QCOMPARE(s.text(6), QStringLiteral("Grüße aus dem Knoten, NCCL bereit"));
    QCOMPARE(s.node(2), QStringLiteral("node-b"));
    QCOMPARE(s.rank(2), 1);
    QCOMPARE(s.rank(0), -1);
    QCOMPARE(s.level(4), LogLevel::Error);
    QCOMPARE(s.seq(5), 6);
    QCOMPARE(s.timeMs(0), QDateTime(QDate(2026, 12, 1), QTime(9, 0, 1), Qt::UTC).toMSecsSinceEpoch());
    QCOMPARE(s.nodes(), (QStringList{QString(), QStringLiteral("node-a"), QStringLiteral("node-b")}));
    QCOMPARE(s.ranks(), (QList<int>{0, 1}));
}

void TestLogLines::searchIgnoresAsciiCaseAndFindsEachLineOnce() {
    LogLineStore s;
    s.append(sample());
    QCOMPARE(s.search(QStringLiteral("nccl")), (std::vector<qint64>{1, 5, 6}));
    QCOMPARE(s.search(QStringLiteral("NCCL"), 2), (std::vector<qint64>{5, 6}));
    QCOMPARE(s.search(QStringLiteral("out of memory")), (std::vector<qint64>{4}));
    QCOMPARE(s.search(QStringLiteral("grüße")), (std::vector<qint64>{6}));
    QCOMPARE(s.search(QStringLiteral("e")).size(), size_t(7));
    QCOMPARE(s.search(QStringLiteral("0\n[step")), std::vector<qint64>{});
    QCOMPARE(s.search(QStringLiteral("absent")), std::vector<qint64>{});
}

void TestLogLines::searchSpansManyChunksInOrder() {
    LogLineStore s;
    QList<LogLine> batch;
    // About 12 MB of text: three chunks, searched on several threads.
    for (int i = 1; i <= 120'000; ++i) {
        batch.append(line(i, "node-a", i % 8, LogLevel::Info,
                          i % 25'000 == 0
                              ? "needle HERE in a long line of padding padding padding padding padding"
                              : "plain text in a long line of padding padding padding padding padding"));
    }
    s.append(batch);
    QCOMPARE(s.search(QStringLiteral("Needle here")), (std::vector<qint64>{24'999, 49'999, 74'999, 99'999}));
}

void TestLogLines::capDropsTheOldestAndKeepsIndices() {
    LogLineStore s(100);
    QList<LogLine> batch;
    for (int i = 1; i <= 105; ++i)
        batch.append(line(i, "node-a", 0, LogLevel::Info, i == 103 ? "the one" : "filler"));
    s.append(batch);
    // Past the cap, a tenth more than needed goes: 105 - 100 + 10 = 15.
    QCOMPARE(s.droppedByCap(), 15);
    QCOMPARE(s.firstIndex(), 15);
    QCOMPARE(s.endIndex(), 105);
    QCOMPARE(s.seq(15), 16);
    QCOMPARE(s.text(102), QStringLiteral("the one"));
    QCOMPARE(s.search(QStringLiteral("the one")), (std::vector<qint64>{102}));
}

void TestLogLines::modelBatchesInsertsAndFilters() {
    LogLinesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserts(&m, &QAbstractItemModel::rowsInserted);
    const QList<LogLine> all = sample();
    m.appendLines(all.mid(0, 3));
    m.appendLines(all.mid(3));
    QCOMPARE(m.rowCount(), 0); // not before the flush
    QTRY_COMPARE(m.rowCount(), 7);
    QCOMPARE(inserts.count(), 1);

    LogFilter f;
    f.minLevel = LogLevel::Error;
    m.setFilter(f);
    QCOMPARE(texts(m), QStringList{QStringLiteral("torch.OutOfMemoryError: CUDA out of memory.")});
    f.minLevel = LogLevel::Warning;
    m.setFilter(f);
    QCOMPARE(m.rowCount(), 2);
    LogFilter byNode;
    byNode.node = QStringLiteral("node-a");
    byNode.minLevel = LogLevel::Info;
    m.setFilter(byNode);
    QCOMPARE(texts(m), (QStringList{QStringLiteral("NCCL INFO Bootstrap : Using eth0"),
                                    QStringLiteral("[step 100/50000] loss=2.3141")}));
    LogFilter byRank;
    byRank.rank = 1;
    m.setFilter(byRank);
    QCOMPARE(m.rowCount(), 2);
    QCOMPARE(m.firstErrorRow(), 1);
    // New lines pass through the same filter.
    m.appendLines(
        {line(8, "node-c", 1, LogLevel::Info, "rank one again"), line(9, "node-c", 2, LogLevel::Info, "x")});
    m.flush();
    QCOMPARE(texts(m).last(), QStringLiteral("rank one again"));
    QCOMPARE(m.rowCount(), 3);
    m.setFilter({});
    QCOMPARE(m.rowCount(), 9);
    QCOMPARE(m.firstErrorRow(), 4);
}

void TestLogLines::modelSearchMatchesAndOnlyMatching() {
    LogLinesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.appendLines(sample());
    m.flush();
    m.setSearch(QStringLiteral("nccl"));
    QCOMPARE(m.matchCount(), 3);
    QCOMPARE(m.nextMatchRow(-1, false), 1);
    QCOMPARE(m.nextMatchRow(1, false), 5);
    QCOMPARE(m.nextMatchRow(6, false), 1); // wraps
    QCOMPARE(m.nextMatchRow(1, true), 6);
    QCOMPARE(m.index(5, 0).data(LogLinesModel::MatchRole).toBool(), true);
    QCOMPARE(m.index(4, 0).data(LogLinesModel::MatchRole).toBool(), false);
    LogFilter f;
    f.onlyMatching = true;
    m.setFilter(f);
    QCOMPARE(texts(m), (QStringList{QStringLiteral("NCCL INFO Bootstrap : Using eth0"),
                                    QStringLiteral("nccl debug: ring 0"),
                                    QStringLiteral("Grüße aus dem Knoten, NCCL bereit")}));
    m.appendLines(
        {line(8, "node-a", 0, LogLevel::Info, "NCCL WARN late"), line(9, "node-a", 0, LogLevel::Info, "no")});
    m.flush();
    QCOMPARE(m.rowCount(), 4);
    QCOMPARE(m.matchCount(), 4);
    f.minLevel = LogLevel::Info;
    m.setFilter(f);
    QCOMPARE(m.matchCount(), 3);
}

void TestLogLines::modelMarksDroppedLinesAndFormatsText() {
    LogLinesModel m;
    m.appendLines(sample().mid(0, 2));
    m.appendDropped(40);
    m.appendLines({line(43, "node-b", 3, LogLevel::Error, "ValueError: bad config")});
    m.flush();
    QCOMPARE(m.rowCount(), 4);
    QCOMPARE(m.index(2, 0).data(LogLinesModel::MarkerRole).toBool(), true);
    QCOMPARE(m.lineText(2), QStringLiteral("--- 40 line(s) were dropped ---"));
    QCOMPARE(m.lineText(0),
             QStringLiteral("2026-12-01T09:00:01.000Z - INFO Pulling image pytorch-2.4-cuda12.4"));
    QCOMPARE(m.lineText(3),
             QStringLiteral("2026-12-01T09:00:43.000Z node-b rank=3 ERROR ValueError: bad config"));
    LogFilter f;
    f.minLevel = LogLevel::Error;
    m.setFilter(f);
    QCOMPARE(m.rowCount(), 2); // the marker stays in every view
}

QTEST_GUILESS_MAIN(TestLogLines)
#include "tst_log_lines.moc"
