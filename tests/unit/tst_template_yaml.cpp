// Launch templates as YAML (docs/templates.md): what a valid file becomes, every kind of error with
// its literal line and column, secrets never written, and export then import giving the same spec.
#include "templates/TemplateYamlReader.h"
#include "templates/TemplateYamlWriter.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cd;

class TstTemplateYaml final : public QObject {
    Q_OBJECT

    static QStringList texts(const TemplateYamlReader::Result& r) {
        QStringList out;
        for (const TemplateYamlIssue& issue : r.issues)
            out.append(issue.text());
        return out;
    }

    static LaunchTemplate full() {
        LaunchTemplate t;
        t.name = QStringLiteral("llama-70b-pretrain");
        t.description = QStringLiteral("70B pretraining\non two pools");
        t.spec.pools = {{QStringLiteral("main"), QStringLiteral("off-h100-sxm-us-east"), 8},
                        {QStringLiteral("spare"), QStringLiteral("off-a100-us-east"), 2}};
        t.spec.billingMode = BillingMode::Daily;
        t.spec.dedicated = true;
        t.spec.offPeakOnly = true;
        t.spec.autoStopIdleMinutes = 45;
        t.spec.stage = WorkloadStage::Finetune;
        t.spec.image = QStringLiteral("pytorch-2.4-cuda12.4");
        t.spec.datasets = {QStringLiteral("ds-00009")};
        t.spec.sshKeyIds = {QStringLiteral("key-0001"), QStringLiteral("key-0002")};
        WorkloadSpec w;
        w.image = QStringLiteral("nvcr.io/nvidia/pytorch:24.05-py3");
        w.registryAuth = RegistryAuth{QStringLiteral("robot"), {}, false};
        w.codeDataset = QStringLiteral("ds-00012");
        w.dataDatasets = {QStringLiteral("ds-00003"), QStringLiteral("ds-00004")};
        w.workingDir = QStringLiteral("/workspace/code/src");
        w.setup = QStringLiteral("pip install -r requirements.txt\necho ready\n");
        w.command = QStringLiteral("torchrun --nproc-per-node 8 train.py --config cfg.yaml");
        w.env = {{QStringLiteral("WANDB_PROJECT"), QStringLiteral("llama: 70b"), false, true},
                 {QStringLiteral("HF_TOKEN"), {}, true, false},
                 {QStringLiteral("DEBUG"), QStringLiteral("true"), false, true}};
        w.ports = {{8888, QStringLiteral("jupyter")}, {6006, {}}};
        w.checkpointDir = QStringLiteral("/workspace/ckpt");
        w.checkpointIntervalMinutes = 20;
        w.onNodeFailure = OnNodeFailure::RestartFromCheckpoint;
        t.spec.workload = w;
        return t;
    }

private Q_SLOTS:
    void readsAValidFile() {
        const auto r = TemplateYamlReader::read(QByteArrayLiteral("name: small\n"
                                                                  "resources:\n"
                                                                  "  pools:\n"
                                                                  "    - offering: off-t4-eu\n"
                                                                  "      nodes: 2\n"
                                                                  "image: pytorch-2.4-cuda12.4\n"
                                                                  "run: python train.py\n"
                                                                  "envs:\n"
                                                                  "  STEPS: 100\n"
                                                                  "ports: [8888, {port: 6006, name: tb}]\n"));
        QVERIFY2(r.ok(), qPrintable(texts(r).join(u'\n')));
        QCOMPARE(r.value.name, QStringLiteral("small"));
        QCOMPARE(r.value.spec.pools.size(), 1);
        QCOMPARE(r.value.spec.pools[0].name, QStringLiteral("pool-1"));
        QCOMPARE(r.value.spec.pools[0].offeringId, QStringLiteral("off-t4-eu"));
        QCOMPARE(r.value.spec.pools[0].nodeCount, 2);
        QVERIFY(r.value.spec.workload);
        QCOMPARE(r.value.spec.workload->command, QStringLiteral("python train.py"));
        QCOMPARE(r.value.spec.workload->workingDir, QStringLiteral("/workspace/code"));
        QCOMPARE(r.value.spec.workload->env.size(), 1);
        QCOMPARE(r.value.spec.workload->env[0].value, QStringLiteral("100"));
        QCOMPARE(r.value.spec.workload->ports.size(), 2);
        QCOMPARE(r.value.spec.workload->ports[1].name, QStringLiteral("tb"));
    }

    void noRunMeansNoWorkload() {
        const auto r = TemplateYamlReader::read(
            QByteArrayLiteral("resources:\n  pools:\n  - {offering: off-a, nodes: 1}\n"));
        QVERIFY2(r.ok(), qPrintable(texts(r).join(u'\n')));
        QVERIFY(!r.value.spec.workload);
    }

    void everyErrorWithLineAndColumn() {
        const auto r = TemplateYamlReader::read(QByteArrayLiteral("name: bad\n"                  // 1
                                                                  "resources:\n"                 // 2
                                                                  "  pools:\n"                   // 3
                                                                  "    - offering: off-t4-eu\n"  // 4
                                                                  "      nodez: 2\n"             // 5
                                                                  "  billing_mode: weekly\n"     // 6
                                                                  "  dedicated: maybe\n"         // 7
                                                                  "image: not an image\n"        // 8
                                                                  "run: python train.py\n"       // 9
                                                                  "envs:\n"                      // 10
                                                                  "  1BAD: x\n"                  // 11
                                                                  "  WORLD_SIZE: 4\n"            // 12
                                                                  "ports: [8888, 8888, 70000]\n" // 13
                                                                  "on_node_failure: retry\n"     // 14
                                                                  "color: blue\n"));             // 15
        QCOMPARE(
            texts(r),
            QStringList({
                QStringLiteral("line 5, column 7: unknown key 'nodez' in a pool; expected one of: name, "
                               "offering, nodes."),
                QStringLiteral("line 6, column 17: 'billing_mode' must be hourly, daily, monthly, yearly "
                               "or tflops_hours."),
                QStringLiteral("line 7, column 14: 'dedicated' must be true or false."),
                QStringLiteral("line 8, column 8: 'not an image' is not an image reference: use "
                               "registry/repository:tag or repository@sha256:<digest>."),
                QStringLiteral("line 11, column 3: '1BAD' is not a variable name: use letters, digits "
                               "and '_', not starting with a digit."),
                QStringLiteral("line 12, column 3: 'WORLD_SIZE' is set by the platform on every node."),
                QStringLiteral("line 13, column 15: port 8888 appears twice."),
                QStringLiteral("line 13, column 21: 'ports' must be between 1 and 65535."),
                QStringLiteral("line 14, column 18: 'on_node_failure' must be stop or "
                               "restart_from_checkpoint."),
                QStringLiteral("line 15, column 1: unknown key 'color' in the template; expected one of: "
                               "name, description, resources, image, registry_auth, workdir, setup, run, "
                               "envs, ports, checkpoint, on_node_failure, datasets, stage, ssh_keys."),
            }));
    }

    void wrongTypes() {
        const auto r = TemplateYamlReader::read(QByteArrayLiteral("resources:\n"
                                                                  "  pools: {offering: x}\n"
                                                                  "name: [a, b]\n"
                                                                  "ssh_keys: key-1\n"));
        QCOMPARE(texts(r),
                 QStringList({
                     QStringLiteral("line 2, column 10: 'pools' must be a list of 1 to 8 node pools."),
                     QStringLiteral("line 3, column 7: 'name' must be text."),
                     QStringLiteral("line 4, column 11: 'ssh_keys' must be a list."),
                 }));
    }

    void workloadKeysNeedRun() {
        const auto r = TemplateYamlReader::read(
            QByteArrayLiteral("resources:\n  pools: [{offering: x}]\nsetup: pip install x\n"));
        QCOMPARE(texts(r), QStringList({QStringLiteral(
                               "line 3, column 1: 'setup' belongs to a workload: add a 'run' command, or "
                               "remove it.")}));
        const auto empty = TemplateYamlReader::read(
            QByteArrayLiteral("resources:\n  pools: [{offering: x}]\nimage: pytorch-2.4\nrun: \"  \"\n"));
        QCOMPARE(texts(empty), QStringList({QStringLiteral(
                                   "line 4, column 6: 'run' is empty: write the command to start on every "
                                   "node.")}));
    }

    void secretValueIsRefused() {
        const auto r =
            TemplateYamlReader::read(QByteArrayLiteral("resources:\n"
                                                       "  pools: [{offering: x}]\n"
                                                       "image: pytorch-2.4\n"
                                                       "run: go\n"
                                                       "envs:\n"
                                                       "  HF_TOKEN: {secret: true, value: hf_x}\n"));
        QCOMPARE(texts(r), QStringList({QStringLiteral("line 6, column 28: unknown key 'value' in HF_TOKEN; "
                                                       "expected one of: secret.")}));
    }

    void syntaxError() {
        const auto r = TemplateYamlReader::read(QByteArrayLiteral("name: x\nresources:\n  pools: [a, b\n"));
        QCOMPARE(r.issues.size(), 1);
        QCOMPARE(r.issues[0].line, 4);
        QCOMPARE(r.issues[0].column, 1);
        QVERIFY(r.issues[0].message.startsWith(QStringLiteral("this is not valid YAML (")));
    }

    void notUtf8AndTooLarge() {
        const auto bad = TemplateYamlReader::read(QByteArrayLiteral("name: x\ndescription: caf\xe9\n"));
        QCOMPARE(texts(bad), QStringList({QStringLiteral("line 2, column 1: the file is not UTF-8 text.")}));
        const auto big = TemplateYamlReader::read(QByteArray(TemplateYamlReader::maxBytes + 1, ' '));
        QCOMPARE(
            texts(big),
            QStringList({QStringLiteral("The file is larger than 1 MiB: a template is a few kilobytes.")}));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(TemplateYamlReader::maxBytes + 1));
        f.close();
        QCOMPARE(TemplateYamlReader::readFile(path).issues.size(), 1);
    }

    void secretsAreNeverWritten() {
        LaunchTemplate t = full();
        t.spec.workload->env[1].value = QStringLiteral("hf_SECRET_VALUE");
        t.spec.workload->env[1].hasValue = true;
        t.spec.workload->registryAuth->password = QStringLiteral("REGISTRY_PASSWORD");
        const QByteArray yaml = TemplateYamlWriter::write(t);
        QVERIFY(!yaml.contains("hf_SECRET_VALUE"));
        QVERIFY(!yaml.contains("REGISTRY_PASSWORD"));
        QVERIFY2(yaml.contains("HF_TOKEN: {secret: true}"), yaml.constData());
    }

    void roundTripIsExact() {
        const LaunchTemplate t = full();
        const QByteArray yaml = TemplateYamlWriter::write(t);
        const auto r = TemplateYamlReader::read(yaml);
        QVERIFY2(r.ok(), qPrintable(texts(r).join(u'\n') + u'\n' + QString::fromUtf8(yaml)));
        QCOMPARE(r.value.name, t.name);
        QCOMPARE(r.value.description, t.description);
        QCOMPARE(r.value.spec, t.spec);
        // And without a workload.
        LaunchTemplate bare = t;
        bare.spec.workload.reset();
        const auto b = TemplateYamlReader::read(TemplateYamlWriter::write(bare));
        QVERIFY(b.ok());
        QCOMPARE(b.value.spec, bare.spec);
    }

    void writesFiles() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.yaml"));
        QString error;
        QVERIFY(TemplateYamlWriter::writeFile(path, full(), &error));
        QCOMPARE(TemplateYamlReader::readFile(path).value.spec, full().spec);
        QVERIFY(!TemplateYamlWriter::writeFile(dir.filePath(QStringLiteral("no/such/dir/t.yaml")), full(),
                                               &error));
        QVERIFY(error.startsWith(QStringLiteral("t.yaml cannot be written: ")));
    }
};

QTEST_GUILESS_MAIN(TstTemplateYaml)
#include "tst_template_yaml.moc"
