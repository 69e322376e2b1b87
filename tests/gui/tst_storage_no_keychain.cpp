// The Storage page connected to a real clusterdesk-sim on a computer with no keychain service: the
// key strip says that no key was made and why, a key made on request is flagged as kept nowhere,
// and the first upload asks first.
#include "ConsoleUnderTest.h"
#include "PassphraseDialog.h"
#include "StoragePage.h"

#include "models/UploadQueueModel.h"
#include "support/SimProcess.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

using namespace cd;
using namespace cd::test;

class TestStorageNoKeychain final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void noKeyIsMadeSilentlyAndTheFirstUploadAsks() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        ConsoleUnderTest console(sim.dir() + QStringLiteral("/console.ini"));
        QVERIFY(console.exposed);
        StorageSession& storage = console.window.storage();
        console.connection.connectTo({QStringLiteral("Sim"), sim.baseUrl(), {}, {}, {}},
                                     sim.key(QStringLiteral("0/owner")));
        console.window.showArea(MainWindow::Storage);
        StoragePage* page = console.window.storagePage();
        auto* label = page->findChild<QLabel*>(QStringLiteral("keyFingerprint"));
        QTRY_VERIFY_WITH_TIMEOUT(storage.needsKeyDecision(), 15000);
        QVERIFY2(
            label->text().contains(QStringLiteral("No keychain service is running and this computer holds "
                                                  "no key of this tenant")),
            qPrintable(label->text()));
        QVERIFY(page->findChild<QPushButton*>(QStringLiteral("newKey"))->isVisible());
        QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("uploadFiles"))->isEnabled());

        bool made = false;
        storage.makeNewKey([&](bool ok, const QString&) { made = ok; });
        QTRY_VERIFY_WITH_TIMEOUT(made, 10000);
        QTRY_VERIFY(label->text().contains(QStringLiteral("Not saved: no keychain service is running")));
        auto* keep = page->findChild<QPushButton*>(QStringLiteral("keepKeyInFile"));
        QVERIFY(keep->isVisible());

        // The strip's buttons are in the page's Tab order as they read: Keep, Export, Import, then
        // the uploads.
        console.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&console.window));
        keep->setFocus(Qt::TabFocusReason);
        QStringList tabbed;
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            tabbed.append(QApplication::focusWidget()->objectName());
        }
        QCOMPARE(tabbed, QStringList({QStringLiteral("exportKey"), QStringLiteral("importKey"),
                                      QStringLiteral("uploadFiles")}));

        // Its passphrase dialog's button says what it does.
        QString accept;
        QTimer::singleShot(100, [&accept] {
            if (auto* dialog = qobject_cast<PassphraseDialog*>(QApplication::activeModalWidget())) {
                accept = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->text();
                dialog->reject();
            }
        });
        keep->click();
        QCOMPARE(accept, QStringLiteral("&Keep"));

        // The first upload asks; Cancel queues nothing.
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("a.bin")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("some bytes");
        file.close();
        QString asked;
        QTimer::singleShot(100, [&asked] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                asked = box->objectName();
                box->button(QMessageBox::Cancel)->click();
            }
        });
        const int before = page->queueModel()->rowCount();
        page->upload({file.fileName()});
        QCOMPARE(asked, QStringLiteral("keyAtRiskQuestion"));
        QCOMPARE(page->queueModel()->rowCount(), before);
    }
};

QTEST_MAIN(TestStorageNoKeychain)
#include "tst_storage_no_keychain.moc"
