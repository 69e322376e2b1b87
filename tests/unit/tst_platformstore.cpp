#include "platform/Platform.h"
#include "platform/Router.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace cd::sim;

class TestPlatformStore final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keepsTenantsKeysAndSeedAcrossReopen() {
        QTemporaryDir dir;
        PlatformOptions options;
        options.databasePath = dir.filePath(QStringLiteral("p.db"));
        options.seed = 99;
        QString error;
        QByteArray key;
        {
            auto platform = Platform::open(options, &error);
            QVERIFY2(platform, qPrintable(error));
            QVERIFY(platform->wasCreated());
            key = platform->issuedKeys().tenants[1].keys.value(Role::Member).toLatin1();
            QVERIFY(key.startsWith("cdk_"));
        }
        QVERIFY(QFile::exists(options.databasePath));
        // The database holds hashes only: the plaintext key is nowhere in it.
        QFile db(options.databasePath);
        QVERIFY(db.open(QIODevice::ReadOnly));
        QVERIFY(!db.readAll().contains(key));

        options.seed = 5; // ignored: the database keeps its own seed
        auto again = Platform::open(options, &error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY(!again->wasCreated());
        QCOMPARE(again->seed(), quint64(99));
        const auto who = again->directory().authenticate(key);
        QVERIFY(who.has_value());
        QCOMPARE(who->tenantId, QStringLiteral("tn-beacon"));
        QCOMPARE(who->role, Role::Member);
        QCOMPARE(again->directory().tenants().size(), 3);
    }

    void reportsADatabaseItCannotOpen() {
        PlatformOptions options;
        options.databasePath = QStringLiteral("/nonexistent-dir/x/p.db");
        QString error;
        QVERIFY(!Platform::open(options, &error));
        QVERIFY(error.contains(QStringLiteral("cannot open")));
    }

    void refusesAFileThatIsNotADatabase() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("junk.db"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        PlatformOptions options;
        options.databasePath = path;
        QString error;
        QVERIFY(!Platform::open(options, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlatformStore)
#include "tst_platformstore.moc"
