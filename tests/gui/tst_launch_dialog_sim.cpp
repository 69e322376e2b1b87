// The launch dialog against a real clusterdesk-sim, as the person fills it: the Workload tab's
// widgets typed into, Launch pressed, and what the platform then holds read back over REST. And a
// refusal only the platform can make (a code bundle it does not know) brought back to its field.
#include "ClustersPage.h"
#include "LaunchClusterDialog.h"
#include "LaunchEnvTable.h"
#include "LaunchPortTable.h"
#include "LaunchSshKeyPicker.h"
#include "LaunchWorkloadSection.h"
#include "gui/ConsoleUnderTest.h"

#include "api/CurlTransport.h"
#include "resources/Translations.h"
#include "support/SimProcess.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QUuid>

#include <future>
#include <memory>

using namespace cd;
using namespace cd::test;

namespace {

// Never in an answer once sent.
const QByteArray secretValue = "hf_dialog_secret_8d41c2";
const QByteArray laptopKey =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEJzeB0V7XHcUwMcaIMO07rJ89eSxvwBtIWzuC65PwX/ me@laptop";

} // namespace

class TestLaunchDialogE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim;
    std::unique_ptr<CurlTransport> m_transport;
    std::unique_ptr<ConsoleUnderTest> m_console;

    // The tenant's owner over plain HTTP, the raw JSON: the platform's contract, not our decoders.
    Response call(const QByteArray& method, const QByteArray& path, const QJsonObject& body = {}) {
        Request r;
        r.method = method;
        r.path = path;
        r.headers.set("Authorization", "Bearer " + m_sim.key(QStringLiteral("0/owner")));
        if (!body.isEmpty()) {
            r.headers.set("Content-Type", "application/json");
            r.headers.set("Idempotency-Key", QUuid::createUuid().toByteArray(QUuid::WithoutBraces));
            r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
        }
        auto promise = std::make_shared<std::promise<Response>>();
        auto future = promise->get_future();
        m_transport->start(r, [promise](Response answer) { promise->set_value(std::move(answer)); });
        if (future.wait_for(std::chrono::seconds(20)) != std::future_status::ready)
            return {};
        return future.get();
    }

    ClustersPage* page() const { return m_console->window.clustersPage(); }

    // The launch dialog as Launch… on the Clusters page opens it, with a valid name on the
    // Resources tab and the Workload tab shown.
    LaunchClusterDialog* openDialog(const QString& name) {
        m_console->window.showArea(MainWindow::Clusters);
        LaunchClusterDialog* dialog = nullptr;
        // Launch… opens it once the platform has said who this is and what the role may do.
        (void)QTest::qWaitFor([&] {
            page()->openLaunchDialog();
            for (QWidget* w : QApplication::topLevelWidgets()) {
                if (auto* d = qobject_cast<LaunchClusterDialog*>(w); d && d->isVisible())
                    dialog = d;
            }
            return dialog != nullptr;
        });
        if (!dialog)
            return nullptr;
        dialog->nameEdit()->setText(name);
        dialog->tabs()->setCurrentIndex(1);
        return dialog;
    }

private Q_SLOTS:
    void initTestCase() {
        Translations::install(*qApp, QStringLiteral("en"));
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        TransportSettings settings;
        settings.baseUrl = m_sim.baseUrl();
        m_transport = std::make_unique<CurlTransport>(settings);
        m_console = std::make_unique<ConsoleUnderTest>(m_sim.dir() + QStringLiteral("/console.ini"));
        QVERIFY(m_console->exposed);
        m_console->connection.connectTo({QStringLiteral("Sim"), m_sim.baseUrl(), {}, {}, {}},
                                        m_sim.key(QStringLiteral("0/owner")));
        QTRY_VERIFY_WITH_TIMEOUT(m_console->connection.state() == ConnectionState::Connected, 15000);
    }

    void cleanupTestCase() { m_console.reset(); }

    void aWorkloadFilledInTheDialogIsWhatThePlatformRuns() {
        const Response added = call("POST", "/v1/ssh-keys",
                                    {{QStringLiteral("name"), QStringLiteral("laptop")},
                                     {QStringLiteral("public_key"), QString::fromLatin1(laptopKey)}});
        QCOMPARE(added.status, 201);
        const QString keyId = QJsonDocument::fromJson(added.body).object().value(u"id").toString();

        LaunchClusterDialog* dialog = openDialog(QStringLiteral("dialog-e2e"));
        QVERIFY(dialog);
        LaunchWorkloadSection* w = dialog->workloadSection();
        w->runBox()->setChecked(true);
        w->imageBox()->setEditText(QStringLiteral("nvcr.io/nvidia/pytorch:24.05-py3"));
        w->commandEdit()->setPlainText(
            QStringLiteral("torchrun --nproc-per-node 8 train.py --config cfg.yaml"));
        w->envTable()->addButton()->click();
        w->envTable()->nameEdit(0)->setText(QStringLiteral("WANDB_PROJECT"));
        w->envTable()->valueEdit(0)->setText(QStringLiteral("dialog"));
        w->envTable()->addButton()->click();
        w->envTable()->nameEdit(1)->setText(QStringLiteral("HF_TOKEN"));
        w->envTable()->valueEdit(1)->setText(QString::fromLatin1(secretValue));
        w->envTable()->secretBox(1)->setChecked(true);
        w->portTable()->addPort();
        w->portTable()->portBox(0)->setValue(8888);
        w->portTable()->nameEdit(0)->setText(QStringLiteral("jupyter"));
        // The key just added, beside those the tenant's owner already has.
        QListWidget* keys = dialog->sshKeyPicker()->list();
        QListWidgetItem* laptop = nullptr;
        QTRY_VERIFY([&] {
            for (int i = 0; i < keys->count(); ++i) {
                if (keys->item(i)->data(Qt::UserRole).toString() == keyId)
                    laptop = keys->item(i);
            }
            return laptop != nullptr;
        }());
        laptop->setCheckState(Qt::Checked);

        QSignalSpy launched(dialog, &LaunchClusterDialog::launched);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->launchButton()->isEnabled(), 10000);
        dialog->launchButton()->click();
        QVERIFY2(launched.wait(15000), qPrintable(dialog->messageLabel()->text()));
        const QString id = launched.first().first().value<Cluster>().id;

        const Response answer = call("GET", "/v1/clusters/" + id.toUtf8());
        QCOMPARE(answer.status, 200);
        QVERIFY2(!answer.body.contains(secretValue), "the secret's value came back");
        const QJsonObject cluster = QJsonDocument::fromJson(answer.body).object();
        QCOMPARE(cluster.value(u"ssh_key_ids").toArray(), QJsonArray({keyId}));
        const QJsonObject workload = cluster.value(u"workload").toObject();
        QCOMPARE(workload.value(u"image").toString(), QStringLiteral("nvcr.io/nvidia/pytorch:24.05-py3"));
        QCOMPARE(workload.value(u"command").toString(),
                 QStringLiteral("torchrun --nproc-per-node 8 train.py --config cfg.yaml"));
        const QJsonArray env = workload.value(u"env").toArray();
        QCOMPARE(env.size(), 2);
        QCOMPARE(env[0].toObject(), QJsonObject({{QStringLiteral("name"), QStringLiteral("WANDB_PROJECT")},
                                                 {QStringLiteral("value"), QStringLiteral("dialog")},
                                                 {QStringLiteral("secret"), false},
                                                 {QStringLiteral("has_value"), true}}));
        QCOMPARE(env[1].toObject(), QJsonObject({{QStringLiteral("name"), QStringLiteral("HF_TOKEN")},
                                                 {QStringLiteral("secret"), true},
                                                 {QStringLiteral("has_value"), true}}));
        const QJsonArray ports = workload.value(u"ports").toArray();
        QCOMPARE(ports.size(), 1);
        QCOMPARE(ports[0].toObject().value(u"port").toInt(), 8888);
        QCOMPARE(ports[0].toObject().value(u"name").toString(), QStringLiteral("jupyter"));
    }

    // Run again of a cluster whose code bundle has since been deleted: only the platform knows.
    // The dialog stays open with everything in it, on the field the platform names, in its words.
    void aRefusalOfTheServerComesBackToItsField() {
        LaunchClusterDialog* dialog = openDialog(QStringLiteral("dialog-e2e-gone"));
        QVERIFY(dialog);
        LaunchWorkloadSection* w = dialog->workloadSection();
        w->runBox()->setChecked(true);
        w->imageBox()->setEditText(QStringLiteral("nvcr.io/nvidia/pytorch:24.05-py3"));
        w->commandEdit()->setPlainText(QStringLiteral("python3 train.py"));
        ClusterSpec spec = dialog->spec();
        spec.workload->codeDataset = QStringLiteral("ds-09999");
        dialog->setSpec(spec);
        dialog->tabs()->setCurrentIndex(0); // the person is elsewhere when the answer comes

        QSignalSpy launched(dialog, &LaunchClusterDialog::launched);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->launchButton()->isEnabled(), 10000);
        dialog->launchButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->messageLabel()->text(),
                                  QStringLiteral("The platform refused the request as it stands.\n\n"
                                                 "Details: There is no dataset 'ds-09999'."),
                                  15000);
        QVERIFY(dialog->isVisible());
        QCOMPARE(launched.count(), 0);
        QCOMPARE(dialog->tabs()->currentIndex(), 1);
        QCOMPARE(dialog->focusWidget(), static_cast<QWidget*>(w->codeBundleBox()));
        QCOMPARE(w->commandEdit()->toPlainText(), QStringLiteral("python3 train.py"));
        dialog->reject();
    }
};

QTEST_MAIN(TestLaunchDialogE2E)
#include "tst_launch_dialog_sim.moc"
