// SSH to a cluster's nodes end to end, with a real OpenSSH server: keys added through the API, a
// cluster launched with one of them, the authorized_keys the simulator writes for it read by sshd,
// the ssh command the console builds run for real, and a port forward carrying HTTP.
#include "api/PlatformClient.h"
#include "session/PortForwards.h"
#include "session/SshCommand.h"
#include "support/FixedHttpServer.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"
#include "support/SshServer.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace cd;
using namespace cd::test;

namespace {

QString readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()) : QString();
}

} // namespace

class TestSshE2E final : public QObject {
    Q_OBJECT

    SshServer m_sshd;
    QString m_keysDir;
    int m_sshPort = m_sshd.port();
    std::unique_ptr<SimProcess> m_sim;
    std::unique_ptr<PlatformClient> m_member;
    QString m_clusterId;
    QString m_chosenKeyId;
    SshEndpoint m_endpoint;
    QString m_nodeId;

    QString path(const QString& name) const { return m_sshd.path(name); }
    bool keygen(const QString& type, const QString& name) { return m_sshd.keygen(type, name); }
    QStringList clientOptions(const QString& key) const { return m_sshd.clientOptions(key); }
    static QString currentUser() { return SshServer::currentUser(); }

    std::optional<QList<Node>> nodes(PlatformClient& client) {
        std::unique_ptr<TypedCall<QList<Node>>> call(client.nodes(m_clusterId));
        if (!finish(call.get()) || !call->succeeded())
            return std::nullopt;
        return call->value();
    }

    bool startSshd(QString* error) {
        return m_sshd.start(QDir(m_keysDir).filePath(m_clusterId + QStringLiteral(".authorized_keys")),
                            error);
    }

private Q_SLOTS:
    void initTestCase() {
        if (!SshServer::isInstalled())
            QSKIP("OpenSSH server is not installed (/usr/sbin/sshd; Debian: openssh-server)");
        QVERIFY(keygen(QStringLiteral("ed25519"), QStringLiteral("chosen")));
        QVERIFY(keygen(QStringLiteral("ecdsa"), QStringLiteral("other")));
        m_keysDir = path(QStringLiteral("authorized"));
        QVERIFY(QDir().mkpath(m_keysDir));
        m_sim = std::make_unique<SimProcess>(QStringList{
            QStringLiteral("--clock-speed"), QStringLiteral("600"), QStringLiteral("--node-failure-rate"),
            QStringLiteral("0"), QStringLiteral("--ssh-endpoint"),
            QStringLiteral("127.0.0.1:%1").arg(m_sshPort), QStringLiteral("--ssh-user"), currentUser(),
            QStringLiteral("--ssh-authorized-keys-dir"), m_keysDir});
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        m_member = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));

        // Both keys uploaded; only one chosen at launch.
        QString ids[2];
        const QString names[2] = {QStringLiteral("chosen"), QStringLiteral("other")};
        for (int i = 0; i < 2; ++i) {
            std::unique_ptr<TypedCall<SshKey>> add(m_member->addSshKey(
                names[i], readAll(path(names[i] + QStringLiteral(".pub"))), "add-" + names[i].toLatin1()));
            QVERIFY(finish(add.get()));
            QVERIFY2(add->succeeded(), qPrintable(add->error().detail));
            ids[i] = add->value().id;
        }
        m_chosenKeyId = ids[0];

        std::unique_ptr<PagedCall<Offering>> offerings(m_member->offerings({}));
        QVERIFY(finish(offerings.get()) && offerings->succeeded());
        std::optional<Offering> offering;
        for (const Offering& o : offerings->items()) {
            if (o.availableNodes >= 1 && o.gpusPerNode <= 8 && o.price(BillingMode::Hourly, Currency::USD)) {
                offering = o;
                break;
            }
        }
        QVERIFY(offering);
        ClusterSpec spec;
        spec.name = QStringLiteral("ssh-e2e");
        spec.pools = {{QStringLiteral("main"), offering->id, 1}};
        spec.stage = WorkloadStage::Finetune;

        // A key that is not the caller's is refused, naming the member.
        spec.sshKeyIds = {QStringLiteral("key-9999")};
        std::unique_ptr<TypedCall<Cluster>> refused(m_member->launchCluster(spec, "ssh-e2e-unknown"));
        QVERIFY(finish(refused.get()));
        QCOMPARE(refused->error().httpStatus, 422);
        QCOMPARE(refused->error().code, QStringLiteral("unknown_ssh_key"));
        QCOMPARE(refused->error().field, QStringLiteral("ssh_key_ids[0]"));

        spec.sshKeyIds = {m_chosenKeyId};
        std::unique_ptr<TypedCall<Cluster>> launch(m_member->launchCluster(spec, "ssh-e2e-launch"));
        QVERIFY(finish(launch.get()));
        QVERIFY2(launch->succeeded(), qPrintable(launch->error().detail));
        m_clusterId = launch->value().id;

        // The platform wrote the chosen key, and only it, for sshd to read.
        const QString authorized = QDir(m_keysDir).filePath(m_clusterId + QStringLiteral(".authorized_keys"));
        QCOMPARE(readAll(authorized).trimmed(), readAll(path(QStringLiteral("chosen.pub"))).trimmed());
        QCOMPARE(QFile::permissions(authorized) &
                     (QFile::ReadOther | QFile::WriteOther | QFile::ReadGroup | QFile::WriteGroup),
                 QFile::Permissions());

        QVERIFY2(startSshd(&error), qPrintable(error));

        // Once the node is ready it reports the real sshd as its endpoint.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto list = nodes(*m_member);
                if (!list || list->isEmpty() || !list->first().ssh)
                    return false;
                m_endpoint = *list->first().ssh;
                m_nodeId = list->first().id;
                return true;
            }(),
            60000);
        QCOMPARE(m_endpoint.host, QStringLiteral("127.0.0.1"));
        QCOMPARE(m_endpoint.port, m_sshPort);
        QCOMPARE(m_endpoint.user, currentUser());
        QCOMPARE(m_endpoint.jumpHost, QString());
    }

    void cleanupTestCase() { m_sshd.stop(); }

    void theConsolesCommandRunsOnTheNode() {
        QProcess ssh;
        ssh.start(QStringLiteral("ssh"),
                  SshCommand::arguments(m_endpoint, clientOptions(QStringLiteral("chosen")),
                                        {QStringLiteral("echo"), QStringLiteral("hello")}));
        QVERIFY(ssh.waitForFinished(30000));
        QCOMPARE(QString::fromLocal8Bit(ssh.readAllStandardOutput()), QStringLiteral("hello\n"));
        QCOMPARE(ssh.exitCode(), 0);
    }

    void aKeyNotChosenAtLaunchIsRefused() {
        QProcess ssh;
        ssh.start(QStringLiteral("ssh"),
                  SshCommand::arguments(m_endpoint, clientOptions(QStringLiteral("other")),
                                        {QStringLiteral("echo"), QStringLiteral("hello")}));
        QVERIFY(ssh.waitForFinished(30000));
        QCOMPARE(ssh.exitCode(), 255);
        QVERIFY(
            QString::fromLocal8Bit(ssh.readAllStandardError()).contains(QStringLiteral("Permission denied")));
        QCOMPARE(ssh.readAllStandardOutput(), QByteArray());
    }

    void portForwardCarriesHttpAndStops() {
        FixedHttpServer http;
        PortForwards forwards;
        forwards.setExtraOptions(clientOptions(QStringLiteral("chosen")));
        const int local = SshServer::freePort();
        QSignalSpy up(&forwards, &PortForwards::forwardUp);
        QSignalSpy failed(&forwards, &PortForwards::forwardFailed);
        const int id = forwards.start(m_endpoint, m_nodeId, QStringLiteral("node"), http.serverPort(), local);
        QVERIFY2(up.wait(20000), qPrintable(failed.isEmpty() ? QString() : failed.first().at(1).toString()));
        QCOMPARE(forwards.forward(id)->state, PortForward::State::Up);
        QCOMPARE(forwards.forward(id)->localUrl().toString(),
                 QStringLiteral("http://127.0.0.1:%1/").arg(local));
        const QByteArray answer = httpGet(local);
        QVERIFY2(answer.endsWith("\r\n\r\nhello through the forward"), answer.constData());

        forwards.stop(id);
        QVERIFY(!forwards.forward(id));
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, quint16(local));
        QVERIFY(!probe.waitForConnected(1000));
        QVERIFY(PortForwards::isLocalPortFree(local));
    }

    void aTakenLocalPortIsSaidSo() {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost));
        PortForwards forwards;
        forwards.setExtraOptions(clientOptions(QStringLiteral("chosen")));
        QSignalSpy failed(&forwards, &PortForwards::forwardFailed);
        const int id = forwards.start(m_endpoint, m_nodeId, QStringLiteral("node"), 8888, taken.serverPort());
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().at(1).toString(),
                 QStringLiteral("Port %1 on this computer is already in use. Choose another local port.")
                     .arg(taken.serverPort()));
        QCOMPARE(forwards.forward(id)->state, PortForward::State::Failed);
    }

    void rolesWithoutNodeAccessGetNoEndpoint() {
        auto viewer = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/viewer")));
        auto list = nodes(*viewer);
        QVERIFY(list && !list->isEmpty());
        QVERIFY(!list->first().ssh);

        auto support = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("support")));
        support->setActingTenant(m_sim->tenantId(0));
        list = nodes(*support);
        QVERIFY(list && !list->isEmpty());
        QVERIFY(!list->first().ssh);

        std::unique_ptr<TypedCall<SshKey>> add(
            viewer->addSshKey(QStringLiteral("v"), readAll(path(QStringLiteral("other.pub"))), "viewer-add"));
        QVERIFY(finish(add.get()));
        QCOMPARE(add->error().httpStatus, 403);
    }

    void keysAreTheUsersOwn() {
        auto admin = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/admin")));
        std::unique_ptr<PagedCall<SshKey>> list(admin->sshKeys());
        QVERIFY(finish(list.get()) && list->succeeded());
        // The admin has a key of their own (the platform's seeded "laptop"), never the member's.
        QStringList fingerprints;
        for (const SshKey& k : list->items()) {
            QVERIFY(k.id != m_chosenKeyId);
            fingerprints.append(k.fingerprint);
        }
        QCOMPARE(fingerprints,
                 QStringList{QStringLiteral("SHA256:6R6DP9/MMCNxubQ7MZNeiitH5X6OAPyfe+nHnVsXcPc")});
        std::unique_ptr<TypedCall<bool>> remove(admin->deleteSshKey(m_chosenKeyId));
        QVERIFY(finish(remove.get()));
        QCOMPARE(remove->error().httpStatus, 404);
        // The same key again for the member is a duplicate.
        std::unique_ptr<TypedCall<SshKey>> again(m_member->addSshKey(
            QStringLiteral("again"), readAll(path(QStringLiteral("chosen.pub"))), "add-again"));
        QVERIFY(finish(again.get()));
        QCOMPARE(again->error().httpStatus, 409);
        QCOMPARE(again->error().code, QStringLiteral("duplicate_ssh_key"));
    }

    void terminatingRemovesTheKeys() {
        std::unique_ptr<TypedCall<Cluster>> get(m_member->cluster(m_clusterId));
        QVERIFY(finish(get.get()) && get->succeeded());
        std::unique_ptr<TypedCall<Cluster>> end(m_member->terminateCluster(m_clusterId, get->value().etag));
        QVERIFY(finish(end.get()));
        QVERIFY2(end->succeeded(), qPrintable(end->error().detail));
        QVERIFY(!QFile::exists(QDir(m_keysDir).filePath(m_clusterId + QStringLiteral(".authorized_keys"))));
    }
};

QTEST_GUILESS_MAIN(TestSshE2E)
#include "tst_ssh_e2e.moc"
