#include "session/SecretStore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace cd;

// The API key's home. Run twice by CTest: once with no keychain service at all, once inside a
// private D-Bus session with gnome-keyring's Secret Service (CLUSTERDESK_EXPECT_KEYCHAIN=1).
class TestSecretStore final : public QObject {
    Q_OBJECT

    const bool m_expectKeychain = qEnvironmentVariableIntValue("CLUSTERDESK_EXPECT_KEYCHAIN") == 1;

    // Runs one asynchronous keychain call to its end (at most 10 s).
    static SecretStore::Outcome wait(const std::function<void(SecretStore::Callback)>& call) {
        SecretStore::Outcome result;
        bool done = false;
        call([&](const SecretStore::Outcome& o) {
            result = o;
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 10000))
            result.message = QStringLiteral("the keychain did not answer within 10 s");
        return result;
    }

    // Nothing under the config and data homes may contain the secret: the fallback is memory.
    static bool appearsOnDisk(const QByteArray& secret) {
        for (const QString& root :
             {qEnvironmentVariable("XDG_CONFIG_HOME"), qEnvironmentVariable("XDG_DATA_HOME")}) {
            if (root.isEmpty())
                continue;
            QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                if (f.open(QIODevice::ReadOnly) && f.readAll().contains(secret))
                    return true;
            }
        }
        return false;
    }

private Q_SLOTS:
    void storesReadsAndRemovesAKey() {
        SecretStore store(QStringLiteral("ClusterDeskTest"));
        const QString name =
            QStringLiteral("profile/test-%1/api-key").arg(QCoreApplication::applicationPid());
        const QByteArray secret =
            "cdk_" + QByteArray::number(QDateTime::currentMSecsSinceEpoch()) + "-secret";

        const auto written = wait([&](auto done) { store.write(name, secret, done); });
        QVERIFY2(written.ok, qPrintable(written.message));
        QCOMPARE(written.memoryOnly, !m_expectKeychain);
        if (!m_expectKeychain)
            QVERIFY(written.message.contains(QStringLiteral("memory only")));

        const auto read = wait([&](auto done) { store.read(name, done); });
        QVERIFY(read.ok);
        QCOMPARE(read.secret, secret);
        QVERIFY(!appearsOnDisk(secret));

        if (m_expectKeychain) {
            // A second store (as after a restart) finds the key in the keychain itself.
            SecretStore again(QStringLiteral("ClusterDeskTest"));
            const auto reread = wait([&](auto done) { again.read(name, done); });
            QVERIFY(reread.ok);
            QCOMPARE(reread.secret, secret);
            QVERIFY(!reread.memoryOnly);
        }

        const auto removed = wait([&](auto done) { store.remove(name, done); });
        QVERIFY(removed.ok);
        SecretStore fresh(QStringLiteral("ClusterDeskTest"));
        const auto gone = wait([&](auto done) { fresh.read(name, done); });
        QVERIFY(!gone.ok);
        QVERIFY(gone.secret.isEmpty());
    }

    // A connection made right after its key was accepted reads the key while the keychain is
    // still writing it: the read gets that key, with a keychain or without one.
    void aReadDuringItsWriteGetsTheKeyBeingWritten() {
        SecretStore store(QStringLiteral("ClusterDeskTest"));
        const QString name =
            QStringLiteral("profile/racing-%1/api-key").arg(QCoreApplication::applicationPid());
        bool written = false;
        store.write(name, "cdk_racing", [&written](const SecretStore::Outcome&) { written = true; });
        const auto read = wait([&](auto done) { store.read(name, done); });
        QVERIFY2(read.ok, qPrintable(read.message));
        QCOMPARE(read.secret, QByteArray("cdk_racing"));
        QTRY_VERIFY(written);
        wait([&](auto done) { store.remove(name, done); });
    }

    // A store may go (a console torn down, as every GUI test does) while the keychain still works
    // on its calls. QtKeychain hands libsecret a raw pointer to the job and cannot cancel it
    // (frankosterfeld/qtkeychain#261), so the job must live until the answer comes, and the gone
    // store's callbacks must not run. Freed memory is filled (MALLOC_PERTURB_, set by CTest), so
    // an answer reaching a deleted job crashes this test instead of passing by luck.
    void aStoreMayGoWhileTheKeychainWorks() {
        const QString name =
            QStringLiteral("profile/gone-%1/api-key").arg(QCoreApplication::applicationPid());
        int late = 0;
        {
            SecretStore gone(QStringLiteral("ClusterDeskTest"));
            gone.write(name, "cdk_gone", [&late](const SecretStore::Outcome&) { ++late; });
            // Another key: a read of the key being written is answered without the keychain.
            gone.read(name + u"-other", [&late](const SecretStore::Outcome&) { ++late; });
            // The write's job starts (QtKeychain starts jobs from the event loop) and is then
            // waiting for libsecret's answer when the store goes.
            QCoreApplication::processEvents();
        }
        // QtKeychain runs one job at a time, so this read is answered after the write's answer
        // has arrived: to the write's job, alive, not to freed memory.
        SecretStore store(QStringLiteral("ClusterDeskTest"));
        const auto read = wait([&](auto done) { store.read(name, done); });
        QVERIFY2(read.message != QStringLiteral("the keychain did not answer within 10 s"),
                 qPrintable(read.message));
        QCOMPARE(late, 0);
        wait([&](auto done) { store.remove(name, done); });
    }
};

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
