#include "platform/LogStore.h"
#include "platform/LogStream.h"
#include "platform/WorkloadLogWriter.h"
#include "sqlite/SqliteDb.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <thread>

using namespace cd;
using namespace cd::sim;

namespace {

const QString tenant = QStringLiteral("tn-a");
const QString cluster = QStringLiteral("cl-00001");
const QDateTime t0(QDate(2026, 12, 1), QTime(9, 0), QTimeZone::utc());

LogLine line(const QString& text, const QString& node = QStringLiteral("n1"), int rank = -1,
             LogLevel level = LogLevel::Info, int second = 0) {
    return {0, t0.addSecs(second), node, rank, level, text};
}

QList<LogLine> lines(int count, int from = 0) {
    QList<LogLine> list;
    for (int i = 0; i < count; ++i)
        list.append(line(QStringLiteral("line %1").arg(from + i)));
    return list;
}

QList<qint64> seqs(const QList<LogLine>& list) {
    QList<qint64> out;
    for (const LogLine& l : list)
        out.append(l.seq);
    return out;
}

QStringList texts(const QList<LogLine>& list) {
    QStringList out;
    for (const LogLine& l : list)
        out.append(l.text);
    return out;
}

// One node of two H100s (or MI300Xs), with a workload that has a secret.
ClusterRecord smallCluster(const QString& gpuModel = QStringLiteral("H100 SXM")) {
    ClusterRecord r;
    r.tenantId = tenant;
    r.cluster.id = cluster;
    r.cluster.pools = {
        {QStringLiteral("pool-1"), QStringLiteral("train"), QStringLiteral("o"), gpuModel, 2, 1, 1}};
    NodeRecord n;
    n.node.id = QStringLiteral("cl-00001-n1");
    n.node.poolId = QStringLiteral("pool-1");
    n.node.hostname = QStringLiteral("llama-train-1");
    n.node.state = NodeState::Ready;
    n.node.gpus = {GpuStatus{0, {}, gpuModel}, GpuStatus{1, {}, gpuModel}};
    r.nodes = {n};
    Workload w;
    w.spec.image = QStringLiteral("pytorch-2.4-cuda12.1");
    w.spec.setup = QStringLiteral("pip install -r requirements.txt");
    // The secret also appears in the command, as people do: it is masked there too.
    w.spec.command = QStringLiteral("torchrun --nproc-per-node 2 train.py --token hf_s3cr3tVALUE");
    w.spec.env = {{QStringLiteral("WANDB_PROJECT"), QStringLiteral("llama"), false, true},
                  {QStringLiteral("HF_TOKEN"), QStringLiteral("hf_s3cr3tVALUE"), true, true}};
    w.status.totalSteps = 50000;
    w.status.step = 1200;
    w.status.loss = 2.3141;
    r.cluster.workload = w;
    return r;
}

} // namespace

class TestLogStore final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path() const { return m_dir.filePath(QStringLiteral("logs.db")); }

private Q_SLOTS:
    void init() {
        QFile::remove(path());
        QFile::remove(path() + QStringLiteral("-wal"));
        QFile::remove(path() + QStringLiteral("-shm"));
    }

    void keepsTheNewestLinesNumberedWithoutGaps() {
        SqliteDb db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        LogStore store(db, 10);
        QVERIFY2(store.open(&error), qPrintable(error));
        store.append(tenant, cluster, lines(7));
        store.append(tenant, cluster, lines(18, 7));
        const LogStore::Page page = store.after(tenant, cluster, {}, 0, 100);
        QCOMPARE(page.firstSeq, 16);
        QCOMPARE(page.lastSeq, 25);
        QCOMPARE(seqs(page.lines), (QList<qint64>{16, 17, 18, 19, 20, 21, 22, 23, 24, 25}));
        QCOMPARE(page.lines.first().text, QStringLiteral("line 15"));
        QVERIFY(!page.more);
        // Another cluster's numbering is its own.
        store.append(tenant, QStringLiteral("cl-00002"), lines(1));
        QCOMPARE(store.after(tenant, QStringLiteral("cl-00002"), {}, 0, 10).lines.first().seq, 1);
        QVERIFY(store.after(QStringLiteral("tn-b"), cluster, {}, 0, 10).lines.isEmpty());
    }

    void numberingContinuesAfterAReopenAndARemove() {
        QString error;
        {
            SqliteDb db;
            QVERIFY(db.open(path(), &error));
            LogStore store(db);
            QVERIFY2(store.open(&error), qPrintable(error));
            store.append(tenant, cluster, lines(5));
        }
        {
            SqliteDb db;
            QVERIFY(db.open(path(), &error));
            LogStore store(db);
            QVERIFY2(store.open(&error), qPrintable(error));
            QCOMPARE(store.range(tenant, cluster).firstSeq, 1);
            QCOMPARE(store.range(tenant, cluster).lastSeq, 5);
            store.append(tenant, cluster, lines(1));
            QCOMPARE(store.tail(tenant, cluster, {}, 1).lines.first().seq, 6);
            store.remove(tenant, cluster);
            QCOMPARE(store.range(tenant, cluster).lastSeq, 0);
            QVERIFY(store.held().isEmpty());
        }
        SqliteDb db;
        QVERIFY(db.open(path(), &error));
        LogStore store(db);
        QVERIFY2(store.open(&error), qPrintable(error));
        QVERIFY(store.after(tenant, cluster, {}, 0, 10).lines.isEmpty());
        store.append(tenant, cluster, lines(1));
        QCOMPARE(store.after(tenant, cluster, {}, 0, 10).lines.first().seq, 7); // never 1 again
    }

    void filtersPagesAndTails() {
        SqliteDb db;
        QString error;
        QVERIFY(db.open(QStringLiteral(":memory:"), &error));
        LogStore store(db);
        QVERIFY2(store.open(&error), qPrintable(error));
        store.append(tenant, cluster,
                     {line(QStringLiteral("pull"), QString(), -1, LogLevel::Info, 0),
                      line(QStringLiteral("a0"), QStringLiteral("n1"), 0, LogLevel::Debug, 1),
                      line(QStringLiteral("a1"), QStringLiteral("n1"), 1, LogLevel::Warning, 2),
                      line(QStringLiteral("b2"), QStringLiteral("n2"), 2, LogLevel::Info, 3),
                      line(QStringLiteral("b3"), QStringLiteral("n2"), 3, LogLevel::Error, 4),
                      line(QStringLiteral("a0 again"), QStringLiteral("n1"), 0, LogLevel::Info, 5)});
        QCOMPARE(
            texts(store.after(tenant, cluster, {QStringLiteral("n1"), {}, LogLevel::Debug, {}}, 0, 10).lines),
            (QStringList{QStringLiteral("a0"), QStringLiteral("a1"), QStringLiteral("a0 again")}));
        QCOMPARE(texts(store.after(tenant, cluster, {{}, 0, LogLevel::Debug, {}}, 0, 10).lines),
                 (QStringList{QStringLiteral("a0"), QStringLiteral("a0 again")}));
        QCOMPARE(texts(store.after(tenant, cluster, {{}, {}, LogLevel::Warning, {}}, 0, 10).lines),
                 (QStringList{QStringLiteral("a1"), QStringLiteral("b3")}));
        QCOMPARE(texts(store.after(tenant, cluster, {{}, {}, LogLevel::Debug, t0.addSecs(4)}, 0, 10).lines),
                 (QStringList{QStringLiteral("b3"), QStringLiteral("a0 again")}));
        // Pages: after a seq, at most `limit`, and whether there is more.
        const LogStore::Page first = store.after(tenant, cluster, {}, 0, 4);
        QCOMPARE(seqs(first.lines), (QList<qint64>{1, 2, 3, 4}));
        QVERIFY(first.more);
        const LogStore::Page second = store.after(tenant, cluster, {}, 4, 4);
        QCOMPARE(seqs(second.lines), (QList<qint64>{5, 6}));
        QVERIFY(!second.more);
        // A tail: the last n matching lines, oldest first.
        QCOMPARE(texts(store.tail(tenant, cluster, {{}, {}, LogLevel::Info, {}}, 3).lines),
                 (QStringList{QStringLiteral("b2"), QStringLiteral("b3"), QStringLiteral("a0 again")}));
        const LogLine back = store.tail(tenant, cluster, {}, 1).lines.first();
        QCOMPARE(back.time, t0.addSecs(5));
        QCOMPARE(back.node, QStringLiteral("n1"));
        QCOMPARE(back.rank, 0);
        QCOMPARE(store.tail(tenant, cluster, {}, 6).lines.first().rank, -1);
    }

    void followWakesOnANewLineAndOnClose() {
        SqliteDb db;
        QString error;
        QVERIFY(db.open(QStringLiteral(":memory:"), &error));
        LogStore store(db);
        QVERIFY2(store.open(&error), qPrintable(error));
        store.append(tenant, cluster, lines(2));
        std::atomic<bool> closed{false};
        // Lines already there come at once.
        QCOMPARE(seqs(store.follow(tenant, cluster, {}, 0, std::chrono::milliseconds(0), closed).lines),
                 (QList<qint64>{1, 2}));
        std::thread writer([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            store.append(tenant, cluster, lines(1, 2));
        });
        QElapsedTimer timer;
        timer.start();
        const LogStore::Batch batch = store.follow(tenant, cluster, {}, 2, std::chrono::seconds(20), closed);
        writer.join();
        QCOMPARE(seqs(batch.lines), (QList<qint64>{3}));
        QVERIFY(!batch.missed);
        QCOMPARE(batch.through, 3);
        QVERIFY(timer.elapsed() < 10'000);

        // A line of another cluster, or one the filter hides, is looked past, not handed out.
        std::thread closer([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            store.append(tenant, cluster,
                         {line(QStringLiteral("debug"), QStringLiteral("n1"), 0, LogLevel::Debug)});
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            closed.store(true);
            store.wakeAll();
        });
        timer.restart();
        const LogStore::Batch quiet = store.follow(tenant, cluster, {{}, {}, LogLevel::Warning, {}}, 3,
                                                   std::chrono::seconds(20), closed);
        closer.join();
        QVERIFY(quiet.lines.isEmpty());
        QCOMPARE(quiet.through, 4);
        QVERIFY(timer.elapsed() < 10'000);
    }

    void aReaderBehindTheWindowIsToldAndStartsAtTheOldest() {
        SqliteDb db;
        QString error;
        QVERIFY(db.open(QStringLiteral(":memory:"), &error));
        LogStore store(db, 5);
        QVERIFY2(store.open(&error), qPrintable(error));
        store.append(tenant, cluster, lines(20));
        std::atomic<bool> closed{false};
        const LogStore::Batch behind =
            store.follow(tenant, cluster, {}, 3, std::chrono::milliseconds(0), closed);
        QVERIFY(behind.missed);
        QCOMPARE(seqs(behind.lines), (QList<qint64>{16, 17, 18, 19, 20}));
        // Right at the edge nothing was dropped; ahead of the log is a reader to start over.
        QVERIFY(!store.follow(tenant, cluster, {}, 15, std::chrono::milliseconds(0), closed).missed);
        QVERIFY(store.follow(tenant, cluster, {}, 99, std::chrono::milliseconds(0), closed).missed);
    }

    void theStreamResetsThenResumesAtTheOldestLine() {
        SqliteDb db;
        QString error;
        QVERIFY(db.open(QStringLiteral(":memory:"), &error));
        LogStore store(db, 2);
        QVERIFY2(store.open(&error), qPrintable(error));
        store.append(tenant, cluster,
                     {line(QStringLiteral("a")), line(QStringLiteral("b"), QString(), -1),
                      line(QStringLiteral("c\"d"), QStringLiteral("n2"), 5, LogLevel::Error)});
        LogStream stream(store, tenant, cluster, {}, 0);
        QCOMPARE(stream.next(std::chrono::milliseconds(0)), QByteArray("retry: 1000\n\n"));
        QCOMPARE(
            stream.next(std::chrono::milliseconds(0)),
            QByteArray(
                "id: 1\nevent: reset\ndata: {}\n\n"
                "id: 2\nevent: log\ndata: {\"seq\":2,\"time\":\"2026-12-01T09:00:00.000Z\",\"node\":\"\","
                "\"rank\":null,\"level\":\"info\",\"text\":\"b\"}\n\n"
                "id: 3\nevent: log\ndata: {\"seq\":3,\"time\":\"2026-12-01T09:00:00.000Z\",\"node\":\"n2\","
                "\"rank\":5,\"level\":\"error\",\"text\":\"c\\\"d\"}\n\n"));
        // Resumed right after what it saw: nothing again, then only the new line.
        LogStream resumed(store, tenant, cluster, {}, 3);
        QCOMPARE(resumed.next(std::chrono::milliseconds(0)), QByteArray("retry: 1000\n\n"));
        QCOMPARE(resumed.next(std::chrono::milliseconds(0)), QByteArray());
        store.append(tenant, cluster, {line(QStringLiteral("e"))});
        QVERIFY(resumed.next(std::chrono::milliseconds(0))->startsWith("id: 4\nevent: log\n"));
        resumed.close();
        QCOMPARE(resumed.next(std::chrono::milliseconds(0)), std::nullopt);
    }

    void theWriterPrintsTheRunAndNeverASecret() {
        SqliteDb db;
        QString error;
        QVERIFY(db.open(QStringLiteral(":memory:"), &error));
        LogStore store(db);
        QVERIFY2(store.open(&error), qPrintable(error));
        WorkloadLogWriter writer(store);
        const ClusterRecord r = smallCluster();
        writer.imagePull(r, t0);
        writer.started(r, t0.addSecs(60));
        writer.steps(r, {{1200, t0.addSecs(600), 2.3141, 812345, 1.92}});
        writer.checkpoint(r,
                          {QStringLiteral("ckpt-000012"), 12000, t0.addSecs(700), 38'200'000'000LL,
                           QStringLiteral("cl-00001-n1"),
                           QStringLiteral("/workspace/checkpoints/step-12000")},
                          t0.addSecs(700));
        writer.restarted(r, 12000, t0.addSecs(800));
        writer.failed(r, WorkloadFailure::OutOfMemory, 1, QString(), 1, t0.addSecs(900));
        writer.failed(r, WorkloadFailure::NcclTimeout, 134, QStringLiteral("cl-00001-n1"), 1,
                      t0.addSecs(901));
        writer.failed(r, WorkloadFailure::ExitCode, 3, QString(), 0, t0.addSecs(902));
        writer.succeeded(r, t0.addSecs(903));
        writer.stopped(r, t0.addSecs(904));
        const QList<LogLine> all = store.after(tenant, cluster, {}, 0, 5000).lines;
        const QStringList text = texts(all);
        for (const QString& t : text)
            QVERIFY2(!t.contains(u"s3cr3t"), qPrintable(t));

        QCOMPARE(all.first().text, QStringLiteral("Pulling image \"pytorch-2.4-cuda12.1\" on 1 nodes"));
        QCOMPARE(all.first().node, QString());
        for (const char* expected :
             {"+ cd /workspace/code",
              "+ pip install -r requirements.txt",
              "MASTER_ADDR=llama-train-1",
              "MASTER_PORT=29500",
              "WORLD_SIZE=2",
              "NODE_RANK=0",
              "LOCAL_WORLD_SIZE=2",
              "WANDB_PROJECT=llama",
              "HF_TOKEN=***",
              "+ torchrun --nproc-per-node 2 train.py --token ***",
              "PyTorch 2.4.0+cu121 (CUDA 12.1, cuDNN 9.1.0, NCCL 2.20.5), Python 3.10.12",
              "[step 1200/50000] loss=2.3141 lr=1.8e-04 tokens/s=812,345 step_time=1.92s",
              "saving checkpoint to /workspace/checkpoints/step-12000 (38.2 GB)",
              "restarting the workload from the checkpoint at step 12000 (restart 0)",
              "loading checkpoint from /workspace/checkpoints/step-12000",
              "[rank1]: Traceback (most recent call last):",
              "[Rank 1] To avoid data inconsistency, we are taking the entire process down.",
              "[rank0]: ValueError: unknown optimizer 'adamw_8bit'",
              "exited with code 134",
              "exited with code 0",
              "training finished at step 1200, final loss=2.3141"})
            QVERIFY2(text.contains(QString::fromLatin1(expected)), expected);
        // One NCCL line per rank, each on its rank.
        int initLines = 0;
        for (const LogLine& l : all) {
            if (l.text.endsWith(u"- Init COMPLETE")) {
                ++initLines;
                QVERIFY(l.text.contains(QStringLiteral(" rank %1 nranks 2 cudaDev %1 ").arg(l.rank)));
            }
        }
        QCOMPARE(initLines, 4); // started, and started again by the restart
        auto find = [&](QStringView prefix) {
            return *std::find_if(all.cbegin(), all.cend(),
                                 [&](const LogLine& l) { return l.text.startsWith(prefix); });
        };
        const LogLine oom = find(u"[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate ");
        QCOMPARE(oom.level, LogLevel::Error);
        QCOMPARE(oom.rank, 1);
        QCOMPARE(oom.node, QStringLiteral("cl-00001-n1"));
        QVERIFY(find(u"[Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=3617, "
                     u"OpType=ALLREDUCE")
                    .text.endsWith(u"ran for 600000 milliseconds before timing out."));
        const LogLine step = find(u"[step 1200/50000]");
        QCOMPARE(step.rank, 0);
        QCOMPARE(step.time, t0.addSecs(600));
    }

    void theWriterIsDeterministicAndSaysRcclOnRocm() {
        auto run = [](const ClusterRecord& r) {
            SqliteDb db;
            QString error;
            db.open(QStringLiteral(":memory:"), &error);
            LogStore store(db);
            store.open(&error);
            WorkloadLogWriter writer(store);
            writer.started(r, t0);
            writer.failed(r, WorkloadFailure::OutOfMemory, 1, QString(), 1, t0.addSecs(5));
            return store.after(tenant, cluster, {}, 0, 5000).lines;
        };
        QCOMPARE(run(smallCluster()), run(smallCluster()));
        const QStringList rocm = texts(run(smallCluster(QStringLiteral("MI300X"))));
        QVERIFY(rocm.contains(
            QStringLiteral("PyTorch 2.4.0+rocm6.1 (ROCm 6.1, MIOpen 3.1.0, RCCL 2.18.6), Python 3.10.12")));
        QVERIFY(std::any_of(rocm.cbegin(), rocm.cend(), [](const QString& t) {
            return t.startsWith(u"[rank1]: torch.OutOfMemoryError: HIP out of memory.");
        }));
        for (const QString& t : rocm)
            QVERIFY2(!t.contains(u"NCCL INFO") && !t.contains(u"CUDA"), qPrintable(t));
    }
};

QTEST_GUILESS_MAIN(TestLogStore)
#include "tst_log_store.moc"
