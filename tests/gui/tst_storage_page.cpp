#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "LaunchClusterDialog.h"
#include "PassphraseDialog.h"
#include "StoragePage.h"

#include "api/PlatformClient.h"
#include "crypto/KeyFile.h"
#include "models/DatasetListModel.h"
#include "models/UploadQueueModel.h"
#include "session/StorageSession.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDropEvent>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

using namespace cd;

namespace {

QByteArray randomBytes(qsizetype size, quint32 seed) {
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator(seed).fillRange(reinterpret_cast<quint32*>(data.data()), size / 4);
    return data;
}

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& data) {
    QFile f(dir.filePath(name));
    f.open(QIODevice::WriteOnly);
    f.write(data);
    return f.fileName();
}

// Answers the next message box with `button` once it is up.
void answerNextMessageBox(QMessageBox::StandardButton button) {
    QTimer::singleShot(100, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

// Records the text of every message box that comes up, and closes it, until it goes.
class MessageBoxCatcher final : public QObject {
public:
    QStringList texts;
    MessageBoxCatcher() {
        auto* timer = new QTimer(this);
        connect(timer, &QTimer::timeout, this, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                texts.append(box->text());
                box->close();
            }
        });
        timer->start(20);
    }
};

} // namespace

class TestStoragePage final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;

    StoragePage* page() { return m_console->window.storagePage(); }
    StorageSession& storage() { return m_console->window.storage(); }
    QPushButton* button(const QString& text) {
        for (auto* b : page()->findChildren<QPushButton*>()) {
            if (b->text().remove(u'&') == text)
                return b;
        }
        return nullptr;
    }
    int datasetRows() {
        return page()->findChild<QTableView*>(QStringLiteral("datasets"))->model()->rowCount();
    }
    // Asks the platform for the datasets again and returns how many it listed (-1: no answer).
    int reloadDatasets() {
        QSignalSpy loaded(page()->datasetModel(), &QAbstractItemModel::modelReset);
        page()->refreshDatasets();
        if (!loaded.wait(10000))
            return -1;
        return datasetRows();
    }
    void selectQueueRow(int row) {
        page()->findChild<QTableView*>(QStringLiteral("uploadQueue"))->selectRow(row);
    }

private slots:
    void initTestCase() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        // Uploads queued, progressing and gone, datasets loaded and deleted: checked as they change.
        new QAbstractItemModelTester(page()->queueModel(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        new QAbstractItemModelTester(page()->datasetModel(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        m_console->window.startDemo();
        m_console->window.showArea(MainWindow::Storage);
        // The demo's key is made in memory once the demo says which tenant this is.
        QTRY_VERIFY_WITH_TIMEOUT(storage().hasKey(), 10000);
        const QString fingerprint = storage().engine().key().fingerprint();
        QTRY_VERIFY(
            page()->findChild<QLabel*>(QStringLiteral("keyFingerprint"))->text().contains(fingerprint));
        QVERIFY(button(QStringLiteral("Upload files…"))->isEnabled());
    }

    // Files dropped on the page are encrypted, uploaded and listed as a dataset with the key's
    // fingerprint; the dataset downloads and decrypts to the same bytes.
    void dropUploadAndCheck() {
        const QByteArray data = randomBytes(3 * 1024 * 1024 + 77, 1);
        const QString path = write(m_dir, QStringLiteral("weights.bin"), data);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(page(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(page(), &drop);
        QCOMPARE(page()->queueModel()->rowCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(storage().engine().jobs().first().state, UploadState::Done, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(datasetRows(), 1, 10000);
        const Dataset dataset = page()->datasetModel()->datasets().first();
        QCOMPARE(dataset.name, QStringLiteral("weights.bin"));
        QVERIFY(dataset.isEncrypted());
        QCOMPARE(dataset.keyId, QString::fromLatin1(storage().engine().key().id().toHex()));
        const QModelIndex enc = page()->datasetModel()->index(0, DatasetListModel::EncryptionColumn);
        QVERIFY(enc.data().toString().contains(storage().engine().key().fingerprint().left(9)));

        const QString target = m_dir.filePath(QStringLiteral("checked.bin"));
        bool done = false;
        bool ok = false;
        QString message;
        storage().download(
            dataset, target, [](qint64, qint64) {},
            [&](bool success, const QString& m) {
                done = true;
                ok = success;
                message = m;
            });
        QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
        QVERIFY2(ok, qPrintable(message));
        QFile checked(target);
        QVERIFY(checked.open(QIODevice::ReadOnly));
        QVERIFY(checked.readAll() == data);
    }

    // With a bandwidth limit the upload can be paused and resumed from the queue's buttons, and
    // cancelling asks first.
    void pauseResumeCancel() {
        auto* limit = page()->findChild<QSpinBox*>(QStringLiteral("bandwidthLimit"));
        limit->setValue(1); // 1 MB/s
        QCOMPARE(storage().engine().bandwidthLimit(), qint64(1000000));
        page()->upload({write(m_dir, QStringLiteral("slow.bin"), randomBytes(4 * 1024 * 1024, 2))});
        const int row = page()->queueModel()->rowCount() - 1;
        const qint64 id = page()->queueModel()->jobAt(row);
        QTRY_VERIFY_WITH_TIMEOUT(storage().engine().job(id).confirmedOffset > 0, 10000);
        selectQueueRow(row);
        QVERIFY(button(QStringLiteral("Pause"))->isEnabled());
        button(QStringLiteral("Pause"))->click();
        QCOMPARE(storage().engine().job(id).state, UploadState::Paused);
        const qint64 at = storage().engine().job(id).confirmedOffset;
        // Deliberately let time pass (a second and a half at 1 MB/s) to show nothing moves while paused.
        QTest::qWait(1500);
        QCOMPARE(storage().engine().job(id).confirmedOffset, at);
        QVERIFY(button(QStringLiteral("Resume"))->isEnabled());
        button(QStringLiteral("Resume"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(storage().engine().job(id).confirmedOffset > at, 10000);
        // Cancel: "No" keeps it going, "Yes" ends it.
        answerNextMessageBox(QMessageBox::No);
        button(QStringLiteral("Cancel upload…"))->click();
        QVERIFY(!isFinal(storage().engine().job(id).state));
        answerNextMessageBox(QMessageBox::Yes);
        button(QStringLiteral("Cancel upload…"))->click();
        QCOMPARE(storage().engine().job(id).state, UploadState::Cancelled);
        // Nothing of it stays on the platform: no dataset appears, however late the cancel came.
        // (Deliberately let time pass for a late upload to land, then ask the platform again.)
        QTest::qWait(500);
        QCOMPARE(reloadDatasets(), 1);
        limit->setValue(0);
        QVERIFY(button(QStringLiteral("Clear finished"))->isEnabled());
        button(QStringLiteral("Clear finished"))->click();
        QCOMPARE(page()->queueModel()->rowCount(), 0);
    }

    void passphraseRules() {
        PassphraseDialog dialog(PassphraseDialog::Export, QStringLiteral("test"));
        auto* first = dialog.findChild<QLineEdit*>(QStringLiteral("passphrase"));
        auto* second = dialog.findChild<QLineEdit*>(QStringLiteral("passphraseAgain"));
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        first->setText(QStringLiteral("short"));
        second->setText(QStringLiteral("short"));
        QVERIFY(!ok->isEnabled());
        first->setText(QStringLiteral("correct horse battery"));
        QVERIFY(!ok->isEnabled()); // the two differ
        second->setText(QStringLiteral("correct horse battery"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.passphrase(), QByteArray("correct horse battery"));
    }

    // A key exported elsewhere is imported: new uploads use it, and the dataset made with the
    // earlier key still downloads and checks.
    void importKeepsOldKeysReadable() {
        const crypto::TenantKey before = storage().engine().key();
        const crypto::TenantKey other = crypto::TenantKey::generate();
        const QString keyFile = write(m_dir, QStringLiteral("other.cdkey"),
                                      crypto::KeyFile::write(other, "another long passphrase", {12, 8, 1}));
        QString error;
        QCOMPARE(StorageSession::keyFileFingerprint(keyFile, &error), other.fingerprint());
        bool done = false;
        bool ok = false;
        storage().importKey(keyFile, "wrong passphrase here", [&](bool success, const QString&) {
            done = true;
            ok = success;
        });
        QTRY_VERIFY(done);
        QVERIFY(!ok);
        QCOMPARE(storage().engine().key().id(), before.id());
        done = false;
        storage().importKey(keyFile, "another long passphrase", [&](bool success, const QString&) {
            done = true;
            ok = success;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
        QVERIFY(ok);
        QCOMPARE(storage().engine().key().id(), other.id());
        const Dataset old = page()->datasetModel()->datasets().first();
        QCOMPARE(old.keyId, QString::fromLatin1(before.id().toHex()));
        done = false;
        QString message;
        storage().download(
            old, m_dir.filePath(QStringLiteral("old.bin")), [](qint64, qint64) {},
            [&](bool success, const QString& m) {
                done = true;
                ok = success;
                message = m;
            });
        QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
        QVERIFY2(ok, qPrintable(message));
    }

    // The launch dialog lists datasets to attach and puts the ticked ones in the cluster's spec.
    void attachAtLaunch() {
        LaunchClusterDialog dialog(m_console->window.clustersPage()->session(), {});
        auto* list = dialog.findChild<QListWidget*>(QStringLiteral("launchDatasets"));
        QTRY_VERIFY_WITH_TIMEOUT(list->isEnabled(), 10000);
        QVERIFY(list->count() >= 1);
        QListWidgetItem* item = list->item(0);
        QVERIFY(item->flags() & Qt::ItemIsUserCheckable);
        QVERIFY(dialog.spec().datasets.isEmpty());
        item->setCheckState(Qt::Checked);
        QCOMPARE(dialog.spec().datasets, QStringList{item->data(Qt::UserRole).toString()});
    }

    // Deleting asks first; "Cancel" keeps the dataset, "Yes" removes it.
    void deleteAsksFirst() {
        const int before = datasetRows();
        auto* view = page()->findChild<QTableView*>(QStringLiteral("datasets"));
        view->selectRow(0);
        QVERIFY(button(QStringLiteral("Delete…"))->isEnabled());
        answerNextMessageBox(QMessageBox::Cancel);
        button(QStringLiteral("Delete…"))->click();
        QCOMPARE(reloadDatasets(), before); // the platform still has it
        answerNextMessageBox(QMessageBox::Yes);
        button(QStringLiteral("Delete…"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(datasetRows(), before - 1, 10000);
    }

    // "Download and check" says why it failed: a key this computer does not have is named by its
    // fingerprint, a platform's refusal is given; no file is written. Cancel ends it quietly.
    void downloadFailuresAreShown() {
        const crypto::TenantKey own = storage().engine().key();
        const crypto::TenantKey lost = crypto::TenantKey::generate();
        page()->upload({write(m_dir, QStringLiteral("readable.bin"), randomBytes(20 * 1024 * 1024, 4))});
        const qint64 first = page()->queueModel()->jobAt(page()->queueModel()->rowCount() - 1);
        QTRY_COMPARE_WITH_TIMEOUT(storage().engine().job(first).state, UploadState::Done, 30000);
        // A dataset encrypted with a key the keyring never had (as after a restart without a keychain).
        storage().engine().setKey(lost);
        page()->upload({write(m_dir, QStringLiteral("lost-key.bin"), randomBytes(256 * 1024, 3))});
        const qint64 job = page()->queueModel()->jobAt(page()->queueModel()->rowCount() - 1);
        QTRY_COMPARE_WITH_TIMEOUT(storage().engine().job(job).state, UploadState::Done, 30000);
        storage().engine().setKey(own);
        QTRY_VERIFY_WITH_TIMEOUT(datasetRows() >= 1 && reloadDatasets() >= 1, 10000);
        Dataset lostKey;
        Dataset readable;
        for (const Dataset& d : page()->datasetModel()->datasets()) {
            if (d.name == QStringLiteral("lost-key.bin"))
                lostKey = d;
            else if (d.name == QStringLiteral("readable.bin"))
                readable = d;
        }
        QVERIFY(!lostKey.id.isEmpty());
        QVERIFY(!readable.id.isEmpty());

        MessageBoxCatcher boxes;
        const QString noKeyTarget = m_dir.filePath(QStringLiteral("no-key.bin"));
        page()->downloadDataset(lostKey, noKeyTarget);
        QTRY_COMPARE_WITH_TIMEOUT(boxes.texts.size(), 1, 10000);
        QVERIFY2(
            boxes.texts.at(0).contains(QStringLiteral("lost-key.bin could not be downloaded and checked; "
                                                      "no file was written. This dataset was encrypted "
                                                      "with key ") +
                                       lost.fingerprint()),
            qPrintable(boxes.texts.at(0)));
        QVERIFY(!QFile::exists(noKeyTarget));

        Dataset gone = readable;
        gone.id = QStringLiteral("ds-does-not-exist");
        const QString goneTarget = m_dir.filePath(QStringLiteral("gone.bin"));
        page()->downloadDataset(gone, goneTarget);
        QTRY_COMPARE_WITH_TIMEOUT(boxes.texts.size(), 2, 10000);
        QVERIFY2(boxes.texts.at(1).contains(QStringLiteral("The platform answered HTTP 404")),
                 qPrintable(boxes.texts.at(1)));
        QVERIFY(!QFile::exists(goneTarget));

        // The person's Cancel, then Esc: no message, no file. (20 MB is three ranges: the cancel,
        // pressed at once, lands before the last.)
        for (const bool escape : {false, true}) {
            const QString target =
                m_dir.filePath(escape ? QStringLiteral("esc.bin") : QStringLiteral("cancel.bin"));
            page()->downloadDataset(readable, target);
            auto* progress = page()->findChild<QProgressDialog*>(QStringLiteral("downloadProgress"));
            QVERIFY(progress);
            QPointer<QProgressDialog> watch(progress);
            if (escape)
                QTest::keyClick(progress, Qt::Key_Escape);
            else
                progress->findChild<QPushButton*>()->click();
            QTRY_VERIFY_WITH_TIMEOUT(watch.isNull(), 10000);
            QVERIFY(!QFile::exists(target));
        }
        // Deliberately give a late message box the time to come up before saying none did.
        QTest::qWait(300);
        QCOMPARE(boxes.texts.size(), 2);
    }

    // Alt and a letter presses the page's button with that letter: each button on the page, the
    // limit's label and the window's menus (whose Alt keys share the window) have a letter of their
    // own. A letter taken twice only moves the focus between its owners, pressing nothing.
    void mnemonicsPressTheirButton() {
        QStringList texts;
        for (const QAbstractButton* b : page()->findChildren<QAbstractButton*>())
            texts.append(b->text());
        for (const QLabel* label : page()->findChildren<QLabel*>()) {
            if (label->buddy())
                texts.append(label->text());
        }
        for (const QAction* menu : m_console->window.menuBar()->actions())
            texts.append(menu->text());
        QHash<QString, QString> owners;
        for (const QString& text : std::as_const(texts)) {
            const QString key = QKeySequence::mnemonic(text).toString();
            if (key.isEmpty())
                continue;
            QVERIFY2(!owners.contains(key),
                     qPrintable(QStringLiteral("%1 is both %2 and %3").arg(key, owners.value(key), text)));
            owners.insert(key, text);
        }
        // The menus hold Alt+P, V, D and H; the strip's hidden buttons count too.
        QCOMPARE(owners.value(QStringLiteral("Alt+W")), QStringLiteral("Do&wnload and check…"));
        QCOMPARE(owners.value(QStringLiteral("Alt+E")), QStringLiteral("N&ew key…"));
        QVERIFY(owners.size() >= 16);

        m_console->window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&m_console->window));
        QTRY_VERIFY_WITH_TIMEOUT(datasetRows() >= 1, 10000);
        page()->findChild<QTableView*>(QStringLiteral("datasets"))->selectRow(0);
        QVERIFY(button(QStringLiteral("Download and check…"))->isEnabled());
        // Download and check asks where to save first: the file dialog coming up is the press.
        // (Qt's own dialog, which the test can find and close, not the desktop's.)
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QString asked;
        QTimer close;
        connect(&close, &QTimer::timeout, this, [&asked] {
            if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                asked = dialog->windowTitle();
                dialog->reject();
            }
        });
        close.start(20);
        QTest::keyClick(page(), Qt::Key_W, Qt::AltModifier);
        QTRY_COMPARE_WITH_TIMEOUT(asked, QStringLiteral("Save the decrypted dataset"), 5000);
        close.stop();
        m_console->window.activateWindow(); // the dialog gone, the window takes the keys again
        QVERIFY(QTest::qWaitForWindowActive(&m_console->window));

        // Refresh lists the datasets again and keeps the focus, for the next key.
        QSignalSpy loading(&storage(), &StorageSession::datasetsLoading);
        QTest::keyClick(page(), Qt::Key_F, Qt::AltModifier);
        QTRY_COMPARE(loading.count(), 1);
        QCOMPARE(QApplication::focusWidget(), button(QStringLiteral("Refresh")));
    }

    void cleanupTestCase() { m_console.reset(); }
};

QTEST_MAIN(TestStoragePage)
#include "tst_storage_page.moc"
