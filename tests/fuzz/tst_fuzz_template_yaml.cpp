// Mutation fuzzing of the launch template YAML reader: a valid file with bytes flipped, inserted,
// deleted and lines repeated. The reader must neither crash nor hang, every problem must have a
// sentence, and whatever it accepts must write out and read back to the same template. Seeded, so
// a failure reproduces; CLUSTERDESK_FUZZ_ITERATIONS raises the count.
#include "templates/TemplateYamlReader.h"
#include "templates/TemplateYamlWriter.h"

#include <QRandomGenerator>
#include <QTest>

using namespace cd;

class TestFuzzTemplateYaml final : public QObject {
    Q_OBJECT

    static int iterations() {
        const int n = qEnvironmentVariableIntValue("CLUSTERDESK_FUZZ_ITERATIONS");
        return n > 0 ? n : 3000;
    }

    static QByteArray mutate(QByteArray data, QRandomGenerator& rng) {
        static const QByteArray alphabet =
            QByteArrayLiteral(":-[]{}#&*!|>'\"\n \t,?%@`0123456789abc\xff\xc3");
        const int edits = 1 + int(rng.bounded(6));
        for (int i = 0; i < edits && !data.isEmpty(); ++i) {
            const qsizetype at = qsizetype(rng.bounded(quint32(data.size())));
            switch (rng.bounded(4)) {
            case 0:
                data[at] = alphabet[qsizetype(rng.bounded(quint32(alphabet.size())))];
                break;
            case 1:
                data.insert(at, alphabet[qsizetype(rng.bounded(quint32(alphabet.size())))]);
                break;
            case 2:
                data.remove(at, 1 + qsizetype(rng.bounded(8)));
                break;
            default:
                data.insert(at, data.mid(at, 40)); // repeats a piece: nesting, duplicate keys
            }
        }
        return data;
    }

private Q_SLOTS:
    void mutatedFiles() {
        const QByteArray valid = QByteArrayLiteral("name: fuzz\n"
                                                   "resources:\n"
                                                   "  billing_mode: daily\n"
                                                   "  pools:\n"
                                                   "    - {name: main, offering: off-h100, nodes: 8}\n"
                                                   "image: pytorch-2.4-cuda12.4\n"
                                                   "run: |\n"
                                                   "  torchrun train.py\n"
                                                   "envs:\n"
                                                   "  A: b\n"
                                                   "  HF_TOKEN: {secret: true}\n"
                                                   "ports: [8888, {port: 6006, name: tb}]\n"
                                                   "checkpoint: {dir: /ckpt, interval_minutes: 10}\n"
                                                   "datasets: {code: ds-1, data: [ds-2], attach: [ds-3]}\n"
                                                   "ssh_keys: [key-0001]\n");
        QVERIFY(TemplateYamlReader::read(valid).ok());
        QRandomGenerator rng(20261202);
        int accepted = 0;
        for (int i = 0; i < iterations(); ++i) {
            const QByteArray input = mutate(valid, rng);
            const auto r = TemplateYamlReader::read(input);
            for (const TemplateYamlIssue& issue : r.issues) {
                QVERIFY2(!issue.message.isEmpty(), input.constData());
                QVERIFY2(issue.line >= 0 && issue.column >= 0, input.constData());
            }
            if (!r.ok())
                continue;
            ++accepted;
            const auto again = TemplateYamlReader::read(TemplateYamlWriter::write(r.value));
            QVERIFY2(again.ok(), qPrintable(QString::fromUtf8(input) + u"\n=> " +
                                            QString::fromUtf8(TemplateYamlWriter::write(r.value)) +
                                            (again.issues.isEmpty() ? QString() : again.issues[0].text())));
            QVERIFY2(again.value.spec == r.value.spec, input.constData());
        }
        QVERIFY(accepted > 0);
    }
};

QTEST_GUILESS_MAIN(TestFuzzTemplateYaml)
#include "tst_fuzz_template_yaml.moc"
