// cdctl's commands against a real clusterdesk-sim (its clock fast, so clusters come up in about a
// second): offerings, advise, a cluster's whole life, logs, ssh and templates, with the JSON checked
// against the contract's schemas.
#include "CdctlRunner.h"

#include "support/SimProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cd;
using namespace cd::test;

class TestCdctlCommands : public QObject {
    Q_OBJECT

private:
    SimProcess m_sim{{QStringLiteral("--clock-speed"), QStringLiteral("600")}};
    std::unique_ptr<CdctlRunner> m_cdctl;

    CdctlRunner::Result run(QStringList args) {
        return m_cdctl->run(QStringList{QStringLiteral("--profile"), QStringLiteral("lab")} + args);
    }
    QString writeFile(const QString& name, const QByteArray& text) {
        const QString path = m_cdctl->home() + u'/' + name;
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(text);
        return path;
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_cdctl = std::make_unique<CdctlRunner>();
        // A profile whose key is in a file only its owner can read.
        const QString key = writeFile(QStringLiteral("owner.key"), m_sim.key(QStringLiteral("0/owner")));
        QVERIFY(QFile::setPermissions(key, QFile::ReadOwner | QFile::WriteOwner));
        const auto r = m_cdctl->run({QStringLiteral("login"), QStringLiteral("--profile"),
                                     QStringLiteral("lab"), QStringLiteral("--url"),
                                     m_sim.baseUrl().toString(), QStringLiteral("--key-file"), key});
        QCOMPARE(r.exitCode, 0);
    }

    void offeringsFilteredSortedAndInEveryFormat() {
        auto r = run({QStringLiteral("offerings"), QStringLiteral("--gpu"), QStringLiteral("H100"),
                      QStringLiteral("--sort"), QStringLiteral("-price"), QStringLiteral("-o"),
                      QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray items = QJsonDocument::fromJson(r.out).array();
        QVERIFY(items.size() > 1);
        for (const QJsonValue& v : items)
            QVERIFY(v[QStringLiteral("gpu")][QStringLiteral("model")].toString().contains(
                QStringLiteral("H100")));
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("Offering"), true), QString());

        r = run({QStringLiteral("offerings"), QStringLiteral("--gpu"), QStringLiteral("H100"),
                 QStringLiteral("-o"), QStringLiteral("csv")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(
                     "available_nodes,dedicated_available,dedicated_surcharge_percent,gpu,gpus_per_node,id,"),
                 r.out.left(200).constData());

        r = run({QStringLiteral("offerings"), QStringLiteral("--gpu"), QStringLiteral("H100"),
                 QStringLiteral("--region"), QStringLiteral("cn-north-1")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("ID "));
        QVERIFY2(r.out.contains("\nh100-sxm-8x.cn-north-1  H100 SXM  8     80      cn-north-1  2.50 USD"),
                 r.out.constData());

        r = run({QStringLiteral("offerings"), QStringLiteral("--sort"), QStringLiteral("cheapest")});
        QCOMPARE(r.exitCode, 2);
    }

    void adviseRanksWhatFits() {
        const auto r = run({QStringLiteral("advise"), QStringLiteral("--params"), QStringLiteral("7"),
                            QStringLiteral("--task"), QStringLiteral("lora_fine_tune"),
                            QStringLiteral("--tokens"), QStringLiteral("1"), QStringLiteral("--limit"),
                            QStringLiteral("3"), QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray options = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(options.size(), 3);
        QCOMPARE(options[0][QStringLiteral("fits")].toBool(), true);
        QCOMPARE(options[0][QStringLiteral("node_count")].toInt(), 1);
        QCOMPARE(run({QStringLiteral("advise")}).exitCode, 2); // no model size
    }

    void aClustersWholeLife() {
        auto r = run({QStringLiteral("clusters"), QStringLiteral("launch"), QStringLiteral("--name"),
                      QStringLiteral("cli-run"), QStringLiteral("--offering"),
                      QStringLiteral("h100-sxm-8x.cn-north-1"), QStringLiteral("--wait"),
                      QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject cluster = QJsonDocument::fromJson(r.out).object();
        const QString id = cluster.value(QStringLiteral("id")).toString();
        QCOMPARE(cluster.value(QStringLiteral("state")).toString(), QStringLiteral("running"));
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("Cluster"), false), QString());
        QVERIFY2(r.err.endsWith(QStringLiteral("%1: running\n").arg(id).toUtf8()),
                 r.err.constData()); // progress on stderr

        r = run({QStringLiteral("clusters"), QStringLiteral("get"), QStringLiteral("cli-run"),
                 QStringLiteral("-o"), QStringLiteral("yaml")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("\nname: \"cli-run\"\n"));
        QVERIFY(r.out.contains("\nstate: \"running\"\n"));

        r = run({QStringLiteral("clusters"), QStringLiteral("resize"), QStringLiteral("cli-run"),
                 QStringLiteral("--nodes"), QStringLiteral("2"), QStringLiteral("--wait"),
                 QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("gpu_count")).toInt(), 16);

        r = run({QStringLiteral("clusters"), QStringLiteral("stop"), id, QStringLiteral("--wait")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("State:       stopped\n"), r.out.constData());
        r = run({QStringLiteral("clusters"), QStringLiteral("start"), id, QStringLiteral("--wait"),
                 QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("state")).toString(),
                 QStringLiteral("running"));

        r = run({QStringLiteral("logs"), id, QStringLiteral("--tail"), QStringLiteral("5"),
                 QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("LogLine"), true), QString());

        // ssh runs OpenSSH with the console's arguments (here a stand-in that prints them).
        m_cdctl->setEnv(QStringLiteral("CDCTL_SSH"), QStringLiteral("/bin/echo"));
        r = run({QStringLiteral("ssh"), QStringLiteral("cli-run"), QStringLiteral("--"),
                 QStringLiteral("nvidia-smi")});
        m_cdctl->unsetEnv(QStringLiteral("CDCTL_SSH"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("-p ") && r.out.endsWith(" -- nvidia-smi\n"), r.out.constData());
        QVERIFY2(r.out.contains("@cli-run-"), r.out.constData()); // the node's host name

        // Without a terminal to ask on, terminate needs --yes; nothing changes meanwhile.
        r = run({QStringLiteral("clusters"), QStringLiteral("terminate"), QStringLiteral("cli-run")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("cdctl: This cannot be undone, and there is no "
                                                          "terminal to ask on: add --yes to go ahead.\n"));
        r = run({QStringLiteral("clusters"), QStringLiteral("terminate"), QStringLiteral("cli-run"),
                 QStringLiteral("--yes"), QStringLiteral("--wait"), QStringLiteral("-o"),
                 QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("state")).toString(),
                 QStringLiteral("terminated"));
        QCOMPARE(run({QStringLiteral("clusters"), QStringLiteral("get"), QStringLiteral("cli-run")}).exitCode,
                 4);
    }

    void templates() {
        const QString bad =
            writeFile(QStringLiteral("bad.yaml"),
                      "resources:\n  pools:\n    - {name: main, offering: h100-sxm-8x.cn-north-1, nodez: 1}\n"
                      "stage: finetune\n");
        auto r = run({QStringLiteral("clusters"), QStringLiteral("launch"), QStringLiteral("-f"), bad,
                      QStringLiteral("--name"), QStringLiteral("from-file")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(
            QString::fromUtf8(r.err),
            QStringLiteral(
                "cdctl: The template has errors:\n%1:3:54: unknown key 'nodez' in a pool; expected one of: "
                "name, offering, nodes.\n")
                .arg(bad));
        QCOMPARE(
            run({QStringLiteral("clusters"), QStringLiteral("get"), QStringLiteral("from-file")}).exitCode,
            4);

        const QString good =
            writeFile(QStringLiteral("good.yaml"),
                      "resources:\n  pools:\n    - {name: main, offering: h100-sxm-8x.cn-north-1, nodes: 1}\n"
                      "stage: finetune\nimage: pytorch-2.4-cuda12.4\nrun: python train.py\n");
        r = run({QStringLiteral("clusters"), QStringLiteral("launch"), QStringLiteral("-f"), good,
                 QStringLiteral("--name"), QStringLiteral("from-file"), QStringLiteral("-o"),
                 QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject cluster = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(cluster.value(QStringLiteral("stage")).toString(), QStringLiteral("finetune"));
        QCOMPARE(cluster[QStringLiteral("workload")][QStringLiteral("command")].toString(),
                 QStringLiteral("python train.py"));
    }
};

QTEST_GUILESS_MAIN(TestCdctlCommands)
#include "tst_cdctl_commands.moc"
