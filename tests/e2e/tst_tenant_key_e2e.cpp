// The tenant key on a computer without a keychain service, against a real clusterdesk-sim: no key
// is ever made without the person's say, uploads wait until the key is kept somewhere, and a key
// kept in the passphrase-protected key file comes back after a restart (a new session, a new
// SecretStore, the same data folder) instead of a new one.
#include "session/ConnectionManager.h"
#include "session/SecretStore.h"
#include "session/StorageSession.h"
#include "support/SimProcess.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cd;
using namespace cd::test;

namespace {

// The console's storage side as it starts: its own keychain access and connection.
struct Console {
    SecretStore secrets{QStringLiteral("ClusterDeskTest")};
    ConnectionManager connection;
    StorageSession storage{connection, &secrets};
};

struct Answer {
    bool done = false;
    bool ok = false;
    QString message;
    StorageSession::Done callback() {
        return [this](bool success, const QString& text) {
            done = true;
            ok = success;
            message = text;
        };
    }
};

} // namespace

class TestTenantKeyE2E final : public QObject {
    Q_OBJECT

    SimProcess m_sim;
    QTemporaryDir m_dir;

    // Connects as the first tenant's owner and waits until the key is loaded or asked for.
    std::unique_ptr<Console> start() {
        auto console = std::make_unique<Console>();
        console->connection.connectTo({QStringLiteral("Sim"), m_sim.baseUrl(), {}, {}, {}},
                                      m_sim.key(QStringLiteral("0/owner")));
        const bool settled = QTest::qWaitFor(
            [&] { return console->storage.hasKey() || console->storage.needsKeyDecision(); }, 15000);
        return settled ? std::move(console) : nullptr;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS").contains(QStringLiteral("nonexistent")));
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        // A clean data folder: no key file from an earlier run.
        QDir(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                 .filePath(QStringLiteral("keys")))
            .removeRecursively();
    }

    void keyKeptInAFileSurvivesARestart() {
        const QString payload = m_dir.filePath(QStringLiteral("data.bin"));
        QFile f(payload);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();

        QString fingerprint;
        {
            std::unique_ptr<Console> first = start();
            QVERIFY(first);
            // No keychain: nothing made silently, the person is asked.
            QVERIFY(first->storage.needsKeyDecision());
            QVERIFY(!first->storage.hasKey());
            QVERIFY(!first->storage.keyFileExists());

            Answer made;
            first->storage.makeNewKey(made.callback());
            QTRY_VERIFY_WITH_TIMEOUT(made.done, 10000);
            QVERIFY2(made.ok, qPrintable(made.message));
            QVERIFY(first->storage.hasKey());
            QCOMPARE(first->storage.keyCustody(), StorageSession::KeyCustody::MemoryOnly);
            QVERIFY(first->storage.keyStatus().startsWith(
                QStringLiteral("Not saved: no keychain service is running")));

            // Uploads wait until the person has chosen what happens to the key.
            QVERIFY(first->storage.keyAtRisk());
            const qsizetype queued = first->storage.engine().jobs().size(); // the journal persists
            QString refused;
            QCOMPARE(first->storage.queueUpload(payload, QStringLiteral("data.bin"), &refused), qint64(0));
            QCOMPARE(refused,
                     QStringLiteral("data.bin was not uploaded: the encryption key is not saved anywhere "
                                    "yet. Keep it in a key file or export it first."));
            QCOMPARE(first->storage.engine().jobs().size(), queued);

            Answer kept;
            first->storage.keepKeyInFile("correct horse battery", kept.callback());
            QTRY_VERIFY_WITH_TIMEOUT(kept.done, 20000);
            QVERIFY2(kept.ok, qPrintable(kept.message));
            QCOMPARE(first->storage.keyCustody(), StorageSession::KeyCustody::KeyFile);
            QVERIFY(!first->storage.keyAtRisk());
            const QFile::Permissions perms = QFile::permissions(first->storage.keyFilePath());
            QVERIFY(perms & QFile::ReadOwner);
            QVERIFY(!(perms & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther)));
            QString error;
            QVERIFY(first->storage.queueUpload(payload, QStringLiteral("data.bin"), &error) != 0);
            fingerprint = first->storage.engine().key().fingerprint();
        }

        // The restart: a new SecretStore (nothing in memory), the same data folder.
        std::unique_ptr<Console> again = start();
        QVERIFY(again);
        QVERIFY(!again->storage.hasKey()); // not a new key made behind the person's back
        QVERIFY(again->storage.needsKeyDecision());
        QVERIFY(again->storage.keyFileExists());
        QVERIFY(again->storage.keyStatus().contains(QStringLiteral("unlock it with its passphrase")));

        Answer wrong;
        again->storage.unlockKeyFile("not the passphrase", wrong.callback());
        QTRY_VERIFY_WITH_TIMEOUT(wrong.done, 20000);
        QVERIFY(!wrong.ok);
        QVERIFY(!again->storage.hasKey());

        Answer unlocked;
        again->storage.unlockKeyFile("correct horse battery", unlocked.callback());
        QTRY_VERIFY_WITH_TIMEOUT(unlocked.done, 20000);
        QVERIFY2(unlocked.ok, qPrintable(unlocked.message));
        QCOMPARE(again->storage.engine().key().fingerprint(), fingerprint);
        QCOMPARE(again->storage.keyCustody(), StorageSession::KeyCustody::KeyFile);
        QVERIFY(!again->storage.keyAtRisk());
    }
};

QTEST_GUILESS_MAIN(TestTenantKeyE2E)
#include "tst_tenant_key_e2e.moc"
