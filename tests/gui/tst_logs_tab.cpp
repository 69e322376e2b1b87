// The Logs tab offscreen: the level filter, search with Enter, Save to file, Jump to first error,
// pausing with new lines counted, and the empty state of a cluster without a workload.
#include "models/LogLinesModel.h"
#include "session/ClustersSession.h"
#include "ui/ClusterLogsView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
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
    l.text = QString::fromLatin1(text);
    return l;
}

Cluster withWorkload() {
    Cluster c;
    c.id = QStringLiteral("cl-000001");
    c.name = QStringLiteral("llama");
    c.workload = Workload{};
    return c;
}

QString selectedText(const ClusterLogsView& v) {
    const QModelIndex i = v.table()->currentIndex();
    return v.model()->index(i.row(), LogLinesModel::TextColumn).data().toString();
}

} // namespace

class TestLogsTab final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void levelFilterShowsOnlyErrors();
    void searchFindsALiteralLineWithEnter();
    void saveWritesTheLinesOfTheView();
    void jumpToFirstErrorSelectsIt();
    void pausedViewCountsNewLines();
    void clusterWithoutWorkloadShowsEmptyState();

private:
    std::unique_ptr<ClustersSession> m_clusters;
    std::unique_ptr<ClusterLogsView> m_view;
};

void TestLogsTab::init() {
    m_clusters = std::make_unique<ClustersSession>();
    m_view = std::make_unique<ClusterLogsView>(*m_clusters);
    m_view->resize(1000, 500);
    m_view->show();
    m_view->setCluster(withWorkload());
    const QList<LogLine> lines = {
        line(1, "", -1, LogLevel::Info, "Pulling image pytorch-2.4-cuda12.4"),
        line(2, "node-a", 0, LogLevel::Info, "NCCL INFO Bootstrap : Using eth0"),
        line(3, "node-b", 1, LogLevel::Warning, "DataLoader worker 3 is slow"),
        line(4, "node-a", 0, LogLevel::Info, "[step 100/50000] loss=2.3141"),
        line(5, "node-b", 1, LogLevel::Error, "torch.OutOfMemoryError: CUDA out of memory."),
        line(6, "node-b", 1, LogLevel::Error, "exited with code 1"),
    };
    for (const LogLine& l : lines)
        m_view->session().accept(l);
    QTRY_COMPARE(m_view->model()->rowCount(), 6);
}

void TestLogsTab::cleanup() {
    m_view.reset();
    m_clusters.reset();
}

void TestLogsTab::levelFilterShowsOnlyErrors() {
    QCOMPARE(m_view->levelBox()->itemText(3), QStringLiteral("Errors"));
    m_view->levelBox()->setCurrentIndex(3);
    QCOMPARE(m_view->model()->rowCount(), 2);
    QCOMPARE(m_view->model()->index(0, LogLinesModel::TextColumn).data().toString(),
             QStringLiteral("torch.OutOfMemoryError: CUDA out of memory."));
    QCOMPARE(m_view->model()->index(1, LogLinesModel::TextColumn).data().toString(),
             QStringLiteral("exited with code 1"));
    // A node as the source narrows further.
    m_view->levelBox()->setCurrentIndex(0);
    const int nodeA = m_view->sourceBox()->findText(QStringLiteral("Node node-a"));
    QVERIFY(nodeA > 0);
    m_view->sourceBox()->setCurrentIndex(nodeA);
    QCOMPARE(m_view->model()->rowCount(), 2);
}

void TestLogsTab::searchFindsALiteralLineWithEnter() {
    m_view->searchField()->setFocus();
    QTest::keyClicks(m_view->searchField(), QStringLiteral("out of MEMORY"));
    QTest::keyClick(m_view->searchField(), Qt::Key_Return);
    QCOMPARE(selectedText(*m_view), QStringLiteral("torch.OutOfMemoryError: CUDA out of memory."));
    QCOMPARE(m_view->matchLabel()->text(), QStringLiteral("1 match(es)"));
    m_view->searchField()->clear();
    QTest::keyClicks(m_view->searchField(), QStringLiteral("i"));
    // Back from the OOM line: the one before it with an "i".
    QTest::keyClick(m_view->searchField(), Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(selectedText(*m_view), QStringLiteral("DataLoader worker 3 is slow"));
    QCOMPARE(m_view->matchLabel()->text(), QStringLiteral("4 match(es)"));
    m_view->onlyMatchingBox()->setChecked(true);
    QTest::keyClicks(m_view->searchField(), QStringLiteral("nccl"));
    QTest::keyClick(m_view->searchField(), Qt::Key_Return);
    QCOMPARE(m_view->model()->rowCount(), 0); // "inccl" is nowhere
}

void TestLogsTab::saveWritesTheLinesOfTheView() {
    m_view->levelBox()->setCurrentIndex(2);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cluster.log"));
    QVERIFY(m_view->saveTo(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()),
             QStringLiteral(
                 "2026-12-01T09:00:03.000Z node-b rank=1 WARNING DataLoader worker 3 is slow\n"
                 "2026-12-01T09:00:05.000Z node-b rank=1 ERROR torch.OutOfMemoryError: CUDA out of memory.\n"
                 "2026-12-01T09:00:06.000Z node-b rank=1 ERROR exited with code 1\n"));
    QVERIFY(m_view->statusLabel()->text().contains(QStringLiteral("Saved 3 line(s)")));
}

void TestLogsTab::jumpToFirstErrorSelectsIt() {
    QTest::mouseClick(m_view->findChild<QPushButton*>(QStringLiteral("logFirstError")), Qt::LeftButton);
    QCOMPARE(m_view->table()->currentIndex().row(), 4);
    QCOMPARE(selectedText(*m_view), QStringLiteral("torch.OutOfMemoryError: CUDA out of memory."));
    QVERIFY(m_view->pauseButton()->isChecked());
}

void TestLogsTab::pausedViewCountsNewLines() {
    m_view->pauseButton()->click();
    QVERIFY(m_view->pauseButton()->isChecked());
    m_view->session().accept(line(7, "node-a", 0, LogLevel::Info, "[step 200/50000] loss=2.2001"));
    m_view->session().accept(line(8, "node-a", 0, LogLevel::Info, "[step 300/50000] loss=2.1007"));
    QTRY_VERIFY(m_view->resumeButton()->isVisible());
    QCOMPARE(m_view->resumeButton()->text(), QStringLiteral("2 new line(s) — &Resume"));
    m_view->resumeButton()->click();
    QVERIFY(!m_view->pauseButton()->isChecked());
    QVERIFY(!m_view->resumeButton()->isVisible());
}

void TestLogsTab::clusterWithoutWorkloadShowsEmptyState() {
    QVERIFY(!m_view->showsEmptyState());
    Cluster c = withWorkload();
    c.workload.reset();
    m_view->setCluster(c);
    QVERIFY(m_view->showsEmptyState());
    QCOMPARE(m_view->session().state(), LogsSession::State::Idle);
}

QTEST_MAIN(TestLogsTab)
#include "tst_logs_tab.moc"
