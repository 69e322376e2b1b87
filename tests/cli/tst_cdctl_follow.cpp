// cdctl's long-running commands against a real clusterdesk-sim, read while they run: `logs -f`
// (lines as the workload writes them, across a restart of the platform, and how it ends),
// `port-forward` through a real OpenSSH sshd (the simulator writes its authorized_keys), and
// `--wait` following the event stream rather than polling (counted in the simulator's access log).
#include "CdctlRunner.h"

#include "api/PlatformClient.h"
#include "support/FixedHttpServer.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"
#include "support/SshServer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <csignal>

using namespace cd;
using namespace cd::test;

namespace {

bool acceptsConnections(int port) {
    QTcpSocket probe;
    probe.connectToHost(QHostAddress::LocalHost, quint16(port));
    return probe.waitForConnected(500);
}

// A cdctl left running, its standard output collected as it comes.
class RunningCdctl {
public:
    RunningCdctl(const CdctlRunner& runner, const QStringList& args) {
        m_process.setProcessEnvironment(runner.environment());
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process,
                         [this] { m_out += m_process.readAllStandardOutput(); });
        m_process.start(QStringLiteral(CDCTL_PATH), args);
    }
    ~RunningCdctl() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    QProcess& process() { return m_process; }
    const QByteArray& out() const { return m_out; }
    // The JSON Lines printed so far (the last line only once it is whole).
    QList<QJsonObject> jsonLines() const {
        QList<QJsonObject> lines;
        for (const QByteArray& l : m_out.split('\n'))
            if (const QJsonDocument d = QJsonDocument::fromJson(l); d.isObject())
                lines.append(d.object());
        return lines;
    }
    // Sends `signal` and waits for the end; the exit code, or -1 when killed by a signal.
    int endWith(int signal) {
        ::kill(pid_t(m_process.processId()), signal);
        if (!m_process.waitForFinished(10000))
            return -2;
        m_out += m_process.readAllStandardOutput();
        return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
    }

private:
    QProcess m_process;
    QByteArray m_out;
};

} // namespace

class TestCdctlFollow : public QObject {
    Q_OBJECT

    SshServer m_sshd;
    QString m_keysDir;
    std::unique_ptr<SimProcess> m_sim;
    std::unique_ptr<CdctlRunner> m_cdctl;
    QString m_clusterId; // running, reachable over SSH with the key "chosen"

    QStringList withProfile(const QStringList& args) const {
        return QStringList{QStringLiteral("--profile"), QStringLiteral("lab")} + args;
    }

private Q_SLOTS:
    void initTestCase() {
        m_keysDir = m_sshd.path(QStringLiteral("authorized"));
        QVERIFY(QDir().mkpath(m_keysDir));
        // Slow enough that a launch takes seconds (so polling would show in the access log).
        m_sim = std::make_unique<SimProcess>(QStringList{
            QStringLiteral("--clock-speed"), QStringLiteral("40"), QStringLiteral("--node-failure-rate"),
            QStringLiteral("0"), QStringLiteral("--access-log"), QStringLiteral("--ssh-endpoint"),
            QStringLiteral("127.0.0.1:%1").arg(m_sshd.port()), QStringLiteral("--ssh-user"),
            SshServer::currentUser(), QStringLiteral("--ssh-authorized-keys-dir"), m_keysDir});
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        m_cdctl = std::make_unique<CdctlRunner>();
        const QString keyFile = m_cdctl->home() + QStringLiteral("/owner.key");
        QFile key(keyFile);
        QVERIFY(key.open(QIODevice::WriteOnly));
        key.write(m_sim->key(QStringLiteral("0/owner")));
        key.close();
        QVERIFY(QFile::setPermissions(keyFile, QFile::ReadOwner | QFile::WriteOwner));
        QCOMPARE(m_cdctl
                     ->run({QStringLiteral("login"), QStringLiteral("--profile"), QStringLiteral("lab"),
                            QStringLiteral("--url"), m_sim->baseUrl().toString(),
                            QStringLiteral("--key-file"), keyFile})
                     .exitCode,
                 0);

        // The shared cluster: launched with an SSH key of the owner's, so that sshd lets it in.
        auto owner = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/owner")));
        ClusterSpec spec;
        spec.name = QStringLiteral("follow-me");
        spec.pools = {{QStringLiteral("main"), QStringLiteral("h100-sxm-8x.cn-north-1"), 1}};
        spec.stage = WorkloadStage::Finetune;
        // A workload, so that the cluster writes log lines (a step line every few seconds).
        spec.image = QStringLiteral("pytorch-2.5-cuda12.4");
        WorkloadSpec workload;
        workload.image = spec.image;
        workload.command = QStringLiteral("python train.py");
        spec.workload = workload;
        if (SshServer::isInstalled()) {
            QVERIFY(m_sshd.keygen(QStringLiteral("ed25519"), QStringLiteral("chosen")));
            std::unique_ptr<TypedCall<SshKey>> add(owner->addSshKey(
                QStringLiteral("chosen"), m_sshd.publicKey(QStringLiteral("chosen")), "follow-add-key"));
            QVERIFY(finish(add.get()));
            QVERIFY2(add->succeeded(), qPrintable(add->error().detail));
            spec.sshKeyIds = {add->value().id};
        }
        std::unique_ptr<TypedCall<Cluster>> launch(owner->launchCluster(spec, "follow-launch"));
        QVERIFY(finish(launch.get()));
        QVERIFY2(launch->succeeded(), qPrintable(launch->error().detail));
        m_clusterId = launch->value().id;
        if (SshServer::isInstalled())
            QVERIFY2(m_sshd.start(QDir(m_keysDir).filePath(m_clusterId + QStringLiteral(".authorized_keys")),
                                  &error),
                     qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                std::unique_ptr<TypedCall<QList<Node>>> nodes(owner->nodes(m_clusterId));
                return finish(nodes.get()) && nodes->succeeded() && !nodes->value().isEmpty() &&
                       (!SshServer::isInstalled() || nodes->value().first().ssh);
            }(),
            60000);
    }

    void logsFollowLinesAsTheWorkloadWritesThem() {
        RunningCdctl logs(*m_cdctl, withProfile({QStringLiteral("logs"), m_clusterId, QStringLiteral("-f"),
                                                 QStringLiteral("--tail"), QStringLiteral("1"),
                                                 QStringLiteral("-o"), QStringLiteral("json")}));
        QVERIFY(logs.process().waitForStarted(10000));
        // The tail's one line, then more as they are written, while cdctl still runs.
        QTRY_VERIFY_WITH_TIMEOUT(logs.jsonLines().size() >= 4, 30000);
        QCOMPARE(logs.process().state(), QProcess::Running);

        // The platform goes away and comes back: the stream resumes after the last line it printed.
        const qsizetype before = logs.jsonLines().size();
        m_sim->stop();
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(logs.jsonLines().size() >= before + 4, 30000);

        QCOMPARE(logs.endWith(SIGTERM), 130);
        const QList<QJsonObject> lines = logs.jsonLines();
        // No line twice, none missing: the seqs follow one another.
        for (qsizetype i = 1; i < lines.size(); ++i)
            QVERIFY2(lines[i].value(QStringLiteral("seq")).toInteger() ==
                         lines[i - 1].value(QStringLiteral("seq")).toInteger() + 1,
                     qPrintable(QStringLiteral("line %1 has seq %2 after %3")
                                    .arg(i)
                                    .arg(lines[i].value(QStringLiteral("seq")).toInteger())
                                    .arg(lines[i - 1].value(QStringLiteral("seq")).toInteger())));
        QJsonArray all;
        for (const QJsonObject& l : lines)
            all.append(l);
        QCOMPARE(CdctlRunner::contractFindings(QJsonDocument(all).toJson(), QStringLiteral("LogLine"), true),
                 QString());
    }

    void logsFollowEndsWith130OnCtrlC() {
        RunningCdctl logs(*m_cdctl, withProfile({QStringLiteral("logs"), m_clusterId, QStringLiteral("-f"),
                                                 QStringLiteral("--tail"), QStringLiteral("1")}));
        QVERIFY(logs.process().waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(logs.out().count('\n') >= 2, 30000);
        QCOMPARE(logs.endWith(SIGINT), 130);
    }

    void portForwardCarriesHttpUntilStopped() {
        if (!SshServer::isInstalled())
            QSKIP("OpenSSH server is not installed (/usr/sbin/sshd; Debian: openssh-server)");
        // cdctl runs this in place of ssh: the real one with the test's key and known-hosts file.
        const QString wrapper = m_sshd.path(QStringLiteral("ssh-for-test"));
        QFile script(wrapper);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nexec ssh " +
                     m_sshd.clientOptions(QStringLiteral("chosen")).join(u' ').toLocal8Bit() + " \"$@\"\n");
        script.close();
        QVERIFY(QFile::setPermissions(wrapper, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        m_cdctl->setEnv(QStringLiteral("CDCTL_SSH"), wrapper);

        FixedHttpServer http;
        const int local = SshServer::freePort();
        RunningCdctl forward(*m_cdctl,
                             withProfile({QStringLiteral("port-forward"), m_clusterId,
                                          QStringLiteral("%1:%2").arg(local).arg(http.serverPort())}));
        QVERIFY(forward.process().waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(forward.out().contains("Ctrl+C stops.\n"), 30000);
        QVERIFY2(forward.out().startsWith(QStringLiteral("Forwarding 127.0.0.1:%1 to port %2 of ")
                                              .arg(local)
                                              .arg(http.serverPort())
                                              .toUtf8()),
                 forward.out().constData());
        const QByteArray answer = httpGet(local);
        QVERIFY2(answer.endsWith("\r\n\r\nhello through the forward"), answer.constData());

        // Ctrl+C ends cdctl at once; its ssh goes with it and the port closes.
        QCOMPARE(forward.endWith(SIGINT), 130);
        QTRY_VERIFY_WITH_TIMEOUT(!acceptsConnections(local), 5000);

        // A local port already taken is said at once, with the forward's exit code.
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost));
        const auto r = m_cdctl->run(
            withProfile({QStringLiteral("port-forward"), m_clusterId,
                         QStringLiteral("%1:%2").arg(taken.serverPort()).arg(http.serverPort())}),
            {}, 20000);
        m_cdctl->unsetEnv(QStringLiteral("CDCTL_SSH"));
        QCOMPARE(r.exitCode, 6);
        QCOMPARE(
            QString::fromUtf8(r.err),
            QStringLiteral("cdctl: Port %1 on this computer is already in use. Choose another local port.\n")
                .arg(taken.serverPort()));
        QCOMPARE(r.out, QByteArray());
    }

    // Last: it stops the simulator to read its access log.
    void waitFollowsTheEventStream() {
        QElapsedTimer took;
        took.start();
        const auto r = m_cdctl->run(
            withProfile({QStringLiteral("clusters"), QStringLiteral("launch"), QStringLiteral("--name"),
                         QStringLiteral("follow-wait"), QStringLiteral("--offering"),
                         QStringLiteral("h100-sxm-8x.cn-north-1"), QStringLiteral("--wait"),
                         QStringLiteral("-o"), QStringLiteral("json")}));
        const qint64 ms = took.elapsed();
        QCOMPARE(r.exitCode, 0);
        const QJsonObject cluster = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(cluster.value(QStringLiteral("state")).toString(), QStringLiteral("running"));
        const QString id = cluster.value(QStringLiteral("id")).toString();
        QVERIFY2(r.err.contains(QStringLiteral("%1: provisioning\n").arg(id).toUtf8()), r.err.constData());
        QVERIFY2(r.err.endsWith(QStringLiteral("%1: running\n").arg(id).toUtf8()), r.err.constData());

        m_sim->stop();
        const QString log = m_sim->stderrText();
        const qsizetype reads = log.count(QStringLiteral("GET /v1/clusters/%1 ->").arg(id));
        // Polled once a second, a wait of several seconds reads the cluster several times; followed,
        // it reads it when the stream opens and once more at the end.
        QVERIFY2(ms >= 3000, qPrintable(QStringLiteral("the launch took only %1 ms").arg(ms)));
        QVERIFY2(reads <= 2,
                 qPrintable(QStringLiteral("%1 reads of the cluster in %2 ms").arg(reads).arg(ms)));
        QVERIFY(log.contains(QStringLiteral("GET /v1/events/stream")));
    }
};

QTEST_GUILESS_MAIN(TestCdctlFollow)
#include "tst_cdctl_follow.moc"
