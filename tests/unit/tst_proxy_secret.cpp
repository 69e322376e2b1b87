#include "session/ConnectionProfile.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

// A proxy's password is a secret like the API key: the keychain keeps it, the settings file never
// does, and one an older version left in the file moves out. Run twice by CTest, as tst_secretstore:
// without any keychain service, and with gnome-keyring (CLUSTERDESK_EXPECT_KEYCHAIN=1).
class TestProxySecret final : public QObject {
    Q_OBJECT

    const bool m_expectKeychain = qEnvironmentVariableIntValue("CLUSTERDESK_EXPECT_KEYCHAIN") == 1;
    QTemporaryDir m_dir;
    // Unique per run: a real keyring may keep what an earlier run left.
    const QByteArray m_password = "s3cr3t-" + QByteArray::number(QCoreApplication::applicationPid());

    static SecretStore::Outcome read(SecretStore& store, const QString& name) {
        SecretStore::Outcome result;
        bool done = false;
        store.read(name, [&](const SecretStore::Outcome& o) {
            result = o;
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 10000))
            result.message = QStringLiteral("the keychain did not answer within 10 s");
        return result;
    }

    QByteArray fileText(const QString& path) const {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
    }

private Q_SLOTS:
    void thePasswordPartOfAProxy() {
        const QString proxy = QStringLiteral("http://alice:p%40ss%3Aw%2Frd@proxy.example:3128");
        QCOMPARE(ConnectionProfile::proxyPassword(proxy), QByteArray("p@ss:w/rd"));
        const QString without = ConnectionProfile::proxyWithoutPassword(proxy);
        QCOMPARE(without, QStringLiteral("http://alice@proxy.example:3128"));
        // A second ':' needs no escape: the first one ends the user name.
        const QString again = ConnectionProfile::proxyWithPassword(without, "p@ss:w/rd");
        QCOMPARE(again, QStringLiteral("http://alice:p%40ss:w%2Frd@proxy.example:3128"));
        QCOMPARE(ConnectionProfile::proxyPassword(again), QByteArray("p@ss:w/rd"));
        // Nothing to take from a proxy without credentials, or one without a scheme.
        QCOMPARE(ConnectionProfile::proxyWithoutPassword(QStringLiteral("proxy.example:3128")),
                 QStringLiteral("proxy.example:3128"));
        QCOMPARE(ConnectionProfile::proxyPassword(QStringLiteral("http://proxy.example:3128")), QByteArray());
    }

    void aSavedProxyPasswordGoesToTheKeychainOnly() {
        const QString path = m_dir.filePath(QStringLiteral("saved.ini"));
        QSettings settings(path, QSettings::IniFormat);
        ProfileStore store(settings);
        SecretStore secrets(QStringLiteral("ClusterDeskTest"));
        store.keepSecretsIn(secrets);
        const QString name = QStringLiteral("Proxied %1").arg(QCoreApplication::applicationPid());
        store.save({name,
                    QUrl(QStringLiteral("https://api.example.com")),
                    {},
                    QStringLiteral("http://alice:%1@proxy.example:3128").arg(QString::fromLatin1(m_password)),
                    {}});
        settings.sync();
        const QByteArray file = fileText(path);
        QVERIFY2(!file.contains(m_password), file.constData());
        QVERIFY(file.contains("alice@proxy.example:3128"));
        QCOMPARE(store.profile(name)->proxy, QStringLiteral("http://alice@proxy.example:3128"));
        QVERIFY(store.profile(name)->proxyNeedsPassword());

        // The write is asynchronous: wait until it has landed.
        QTRY_VERIFY_WITH_TIMEOUT(read(secrets, ProfileStore::proxySecretName(name)).ok, 10000);
        const auto kept = read(secrets, ProfileStore::proxySecretName(name));
        QCOMPARE(kept.secret, m_password);
        QCOMPARE(kept.memoryOnly, !m_expectKeychain);

        store.remove(name);
        QVERIFY(!read(secrets, ProfileStore::proxySecretName(name)).ok);
    }

    void aPasswordLeftInTheSettingsFileMovesToTheKeychain() {
        const QString path = m_dir.filePath(QStringLiteral("legacy.ini"));
        const QString name = QStringLiteral("Legacy %1").arg(QCoreApplication::applicationPid());
        {
            // As an older console wrote it.
            QSettings old(path, QSettings::IniFormat);
            old.beginWriteArray(QStringLiteral("profiles"), 1);
            old.setArrayIndex(0);
            old.setValue(QStringLiteral("name"), name);
            old.setValue(QStringLiteral("url"), QStringLiteral("https://api.example.com"));
            old.setValue(
                QStringLiteral("proxy"),
                QStringLiteral("http://bob:%1@proxy.example:3128").arg(QString::fromLatin1(m_password)));
            old.endArray();
        }
        QVERIFY(fileText(path).contains(m_password));
        QSettings settings(path, QSettings::IniFormat);
        ProfileStore store(settings);
        SecretStore secrets(QStringLiteral("ClusterDeskTest"));
        store.keepSecretsIn(secrets);
        settings.sync();
        QVERIFY2(!fileText(path).contains(m_password), fileText(path).constData());
        QCOMPARE(store.profile(name)->proxy, QStringLiteral("http://bob@proxy.example:3128"));
        // The write is asynchronous: wait until it has landed.
        QTRY_VERIFY_WITH_TIMEOUT(read(secrets, ProfileStore::proxySecretName(name)).ok, 10000);
        const auto kept = read(secrets, ProfileStore::proxySecretName(name));
        QCOMPARE(kept.secret, m_password);
        store.remove(name);
    }
};

QTEST_GUILESS_MAIN(TestProxySecret)
#include "tst_proxy_secret.moc"
