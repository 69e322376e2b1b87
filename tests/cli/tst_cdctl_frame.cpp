// cdctl's frame against a real clusterdesk-sim: the command line's refusals and their exit codes,
// profiles shared with the console, where the key comes from, and the offline demo.
#include "CdctlRunner.h"

#include "session/ConnectionProfile.h"
#include "session/ProfileStore.h"
#include "support/SimProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTest>

using namespace cd;
using namespace cd::test;

class TestCdctlFrame : public QObject {
    Q_OBJECT

private:
    SimProcess m_sim;
    QString m_url;

    QString keyFile(const CdctlRunner& cdctl, const QByteArray& key, QFile::Permissions perms) {
        const QString path = cdctl.home() + QStringLiteral("/owner.key");
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(key + '\n');
        f.close();
        f.setPermissions(perms);
        return path;
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_url = m_sim.baseUrl().toString();
    }

    void refusesWhatItCannotPlace_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("err");
        QTest::newRow("unknown command")
            << QStringList{QStringLiteral("frobnicate")} << 2
            << QStringLiteral("cdctl: Unknown command \"frobnicate\"; see cdctl --help.\n");
        QTest::newRow("unknown subcommand")
            << QStringList{QStringLiteral("clusters"), QStringLiteral("frob")} << 2
            << QStringLiteral("cdctl: Unknown command \"clusters frob\"; see cdctl clusters --help.\n");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("offerings"), QStringLiteral("--frob")} << 2
            << QStringLiteral("cdctl: Unknown option --frob; see cdctl offerings --help.\n");
        QTest::newRow("missing argument")
            << QStringList{QStringLiteral("clusters"), QStringLiteral("get")} << 2
            << QStringLiteral(
                   "cdctl: Missing argument: the usage is \"cdctl clusters get CLUSTER\"; see cdctl "
                   "clusters get --help.\n");
        QTest::newRow("option without its value")
            << QStringList{QStringLiteral("offerings"), QStringLiteral("--gpu")} << 2
            << QStringLiteral("cdctl: --gpu needs a value (MODEL); see cdctl offerings --help.\n");
        QTest::newRow("unknown output format")
            << QStringList{QStringLiteral("-o"), QStringLiteral("xml"), QStringLiteral("profiles")} << 2
            << QStringLiteral("cdctl: -o takes table, json, yaml or csv, not \"xml\".\n");
        // A global option after the command is still a global option.
        QTest::newRow("unknown profile")
            << QStringList{QStringLiteral("clusters"), QStringLiteral("list"), QStringLiteral("--profile"),
                           QStringLiteral("nope")}
            << 4
            << QStringLiteral(
                   "cdctl: There is no profile \"nope\", and none yet: create one with \"cdctl login\".\n");
    }

    void refusesWhatItCannotPlace() {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, err);
        CdctlRunner cdctl;
        const auto r = cdctl.run(args);
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(QString::fromUtf8(r.err), err);
        QVERIFY(r.out.isEmpty());
    }

    void helpAndVersion() {
        CdctlRunner cdctl;
        auto r = cdctl.run({QStringLiteral("clusters"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Usage:\n  cdctl clusters COMMAND [options]\n"), r.out.constData());
        QVERIFY(
            r.out.contains("\n  terminate     Terminate a cluster: its nodes and local disks are deleted\n"));
        r = cdctl.run({QStringLiteral("offerings"), QStringLiteral("--help")});
        QVERIFY(r.out.contains("  --gpu MODEL"));
        r = cdctl.run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("cdctl "));
    }

    void loginWithKeyFileAndItsPermissions() {
        CdctlRunner cdctl;
        const QString key =
            keyFile(cdctl, m_sim.key(QStringLiteral("0/owner")), QFile::ReadOwner | QFile::WriteOwner);
        auto r = cdctl.run({QStringLiteral("login"), QStringLiteral("--profile"), QStringLiteral("lab"),
                            QStringLiteral("--url"), m_url, QStringLiteral("--key-file"), key});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(
            QString::fromUtf8(r.out),
            QStringLiteral("Signed in to %1 as mei.lin@aurora-ai.example (owner); profile \"lab\" saved.\n")
                .arg(m_url));

        r = cdctl.run({QStringLiteral("profiles"), QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray profiles = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(profiles.size(), 1);
        QCOMPARE(profiles[0][QStringLiteral("name")].toString(), QStringLiteral("lab"));
        QCOMPARE(profiles[0][QStringLiteral("default")].toBool(), true);
        QCOMPARE(profiles[0][QStringLiteral("key_file")].toString(), key);

        // The console reads the same profile from the same settings.
        QSettings settings(cdctl.settingsPath(), QSettings::IniFormat);
        QCOMPARE(ProfileStore(settings).lastUsed(), QStringLiteral("lab"));

        r = cdctl.run({QStringLiteral("clusters"), QStringLiteral("list"), QStringLiteral("-o"),
                       QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(r.out).array().size() > 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("Cluster"), true), QString());

        QFile::setPermissions(key,
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        r = cdctl.run({QStringLiteral("clusters"), QStringLiteral("list")});
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(
            QString::fromUtf8(r.err),
            QStringLiteral(
                "cdctl: The key file %1 can be read by other users; make it private with \"chmod 600 %1\".\n")
                .arg(key));
        QVERIFY(r.out.isEmpty());
    }

    void loginKeepsNothingItCannotKeep() {
        CdctlRunner cdctl;
        // A wrong key: refused by the platform, so no profile is saved.
        auto r = cdctl.run({QStringLiteral("login"), QStringLiteral("--url"), m_url}, "cdk_wrong\n");
        QCOMPARE(r.exitCode, 3);
        // The right key but no keychain to keep it in: said, and nothing saved either.
        r = cdctl.run({QStringLiteral("login"), QStringLiteral("--url"), m_url},
                      m_sim.key(QStringLiteral("0/owner")) + '\n');
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral(
                     "cdctl: No keychain answered, so the key cannot be kept: save it in a file only you can "
                     "read and log in with --key-file FILE, or set CLUSTERDESK_API_KEY.\n"));
        r = cdctl.run({QStringLiteral("profiles"), QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.out.trimmed(), QByteArray("[\n]"));
    }

    void keyFromTheEnvironmentOrNowhere() {
        CdctlRunner cdctl;
        {
            QSettings settings(cdctl.settingsPath(), QSettings::IniFormat);
            ConnectionProfile p;
            p.name = QStringLiteral("nokey");
            p.url = m_sim.baseUrl();
            ProfileStore(settings).save(p);
        }
        auto r = cdctl.run({QStringLiteral("--profile"), QStringLiteral("nokey"), QStringLiteral("clusters"),
                            QStringLiteral("list")});
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral(
                     "cdctl: No keychain answered and no key was given: set CLUSTERDESK_API_KEY or give "
                     "--key-file FILE.\n"));

        cdctl.setEnv(QStringLiteral("CLUSTERDESK_API_KEY"),
                     QStringLiteral("cdk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"));
        r = cdctl.run({QStringLiteral("--profile"), QStringLiteral("nokey"), QStringLiteral("clusters"),
                       QStringLiteral("list")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.startsWith("cdctl: ") && r.err.count('\n') == 1, r.err.constData());

        cdctl.setEnv(QStringLiteral("CLUSTERDESK_API_KEY"),
                     QString::fromLatin1(m_sim.key(QStringLiteral("0/viewer"))));
        r = cdctl.run({QStringLiteral("--profile"), QStringLiteral("nokey"), QStringLiteral("clusters"),
                       QStringLiteral("get"), QStringLiteral("no-such-cluster")});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(
            QString::fromUtf8(r.err),
            QStringLiteral(
                "cdctl: There is no cluster \"no-such-cluster\"; \"cdctl clusters list\" shows them.\n"));
        // A viewer may not stop a cluster: 403 is exit 3.
        r = cdctl.run({QStringLiteral("--profile"), QStringLiteral("nokey"), QStringLiteral("clusters"),
                       QStringLiteral("stop"), QStringLiteral("llama-pretrain")});
        QCOMPARE(r.exitCode, 3);
    }

    void demoWorksOfflineAndRemembers() {
        CdctlRunner cdctl; // no key, no profile
        auto r = cdctl.run({QStringLiteral("--demo"), QStringLiteral("clusters"), QStringLiteral("list"),
                            QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(r.out).array().size() > 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("Cluster"), true), QString());
        const QString db = cdctl.home() + QStringLiteral("/cache/ClusterDesk/cdctl-demo.sqlite");
        QVERIFY(QFile::exists(db));

        r = cdctl.run({QStringLiteral("--demo"), QStringLiteral("clusters"), QStringLiteral("launch"),
                       QStringLiteral("--name"), QStringLiteral("cli-demo"), QStringLiteral("--offering"),
                       QStringLiteral("h100-sxm-8x.cn-north-1"), QStringLiteral("-o"),
                       QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        r = cdctl.run({QStringLiteral("--demo"), QStringLiteral("clusters"), QStringLiteral("get"),
                       QStringLiteral("cli-demo"), QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("name")).toString(),
                 QStringLiteral("cli-demo"));

        r = cdctl.run({QStringLiteral("--demo"), QStringLiteral("demo"), QStringLiteral("reset")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!QFile::exists(db));
        r = cdctl.run({QStringLiteral("--demo"), QStringLiteral("clusters"), QStringLiteral("get"),
                       QStringLiteral("cli-demo")});
        QCOMPARE(r.exitCode, 4);
    }
};

QTEST_GUILESS_MAIN(TestCdctlFrame)
#include "tst_cdctl_frame.moc"
