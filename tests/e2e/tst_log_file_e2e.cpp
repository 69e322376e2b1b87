#include "api/ApiLog.h"
#include "api/PlatformClient.h"
#include "crypto/TenantKey.h"
#include "diagnostics/MessageLog.h"
#include "session/ConnectionManager.h"
#include "session/TenantKeyFile.h"
#include "support/SimProcess.h"

#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cd;
using namespace cd::test;

// The console's log file after real work against a real clusterdesk-sim, with every clusterdesk.*
// category at debug level and libcurl's trace on: what happened is there, no key, no token and no
// passphrase is.
class TestLogFileE2E final : public QObject {
    Q_OBJECT

    static bool waitForState(ConnectionManager& m, ConnectionState state) {
        return QTest::qWaitFor([&] { return m.state() == state; }, 15000);
    }

    // Every file of the log, rotated ones included.
    static QByteArray wholeLog(const QString& dir) {
        QByteArray all;
        for (const QString& name : QDir(dir).entryList({QStringLiteral("clusterdesk.log*")}, QDir::Files)) {
            QFile file(QDir(dir).filePath(name));
            if (file.open(QIODevice::ReadOnly))
                all += file.readAll();
        }
        return all;
    }

private Q_SLOTS:
    void logHoldsTheWorkButNoSecret() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        QTemporaryDir logDir;
        QLoggingCategory::setFilterRules(QStringLiteral("clusterdesk.*.debug=true"));
        const auto rules = qScopeGuard([] { QLoggingCategory::setFilterRules(QString()); });

        const QByteArray key = sim.key(QStringLiteral("0/owner"));
        QVERIFY(key.startsWith("cdk_") && key.size() > 20);
        const QByteArray wrongKey = "cdk_0wrongWRONGwrong0wrongWRONGwrong0wrongWRO";
        const QByteArray passphrase = "tangerine-orbit-41";
        {
            MessageLog log(logDir.path());
            ConnectionManager manager;
            TransportSettings trace;
            trace.verbose = true; // libcurl's trace, request headers and all
            manager.setTransportTemplate(trace);
            ConnectionProfile profile;
            profile.name = QStringLiteral("Local sim");
            profile.url = sim.baseUrl();
            manager.connectTo(profile, key);
            QVERIFY(waitForState(manager, ConnectionState::Connected));

            std::unique_ptr<TypedCall<QList<Region>>> regions(manager.client()->regions());
            QTRY_VERIFY_WITH_TIMEOUT(regions->isFinished(), 10000);
            QVERIFY(regions->succeeded());
            // An error: a cluster that is not there.
            std::unique_ptr<TypedCall<Cluster>> missing(
                manager.client()->cluster(QStringLiteral("c-nosuch")));
            QTRY_VERIFY_WITH_TIMEOUT(missing->isFinished(), 10000);
            QCOMPARE(missing->error().kind, ErrorKind::NotFound);

            // A key the platform refuses.
            manager.connectTo(profile, wrongKey);
            QVERIFY(waitForState(manager, ConnectionState::Offline));
            QCOMPARE(manager.lastError().kind, ErrorKind::Auth);

            // The tenant key kept in a passphrase-protected file, then opened with the wrong one.
            const QString keyPath = logDir.filePath(QStringLiteral("tenant.cdkey"));
            QCOMPARE(TenantKeyFile::write(keyPath, crypto::TenantKey::generate(), passphrase), QString());
            QString readError;
            QVERIFY(TenantKeyFile::read(keyPath, "not-" + passphrase, &readError).isNull());
            QVERIFY(!readError.isEmpty());
            // And a careless line that names the passphrase: the handler removes it.
            qCWarning(lcApi).noquote() << "could not open the key file with passphrase:" << passphrase;
        }

        const QByteArray text = wholeLog(logDir.path());
        // No secret, whole or in part.
        QVERIFY(!text.contains(key));
        QVERIFY(!text.contains(key.mid(4)));
        QVERIFY(!text.contains(key.mid(4, 12)));
        QVERIFY(!text.contains(wrongKey.mid(4, 12)));
        QVERIFY(!text.contains(passphrase));
        // What happened is there, with its level and category.
        QVERIFY2(text.contains("info clusterdesk.diagnostics: ClusterDesk "), text.left(2000).constData());
        QVERIFY(text.contains("debug clusterdesk.api: GET /v1/me attempt"));
        QVERIFY(text.contains("debug clusterdesk.api: GET /v1/regions"));
        QVERIFY(text.contains("debug clusterdesk.api: curl:"));
        QVERIFY(text.contains("Authorization: [redacted]"));
        QVERIFY(text.contains("info clusterdesk.api: GET /v1/clusters/c-nosuch failed: not_found"));
        QVERIFY(text.contains("info clusterdesk.api: GET /v1/me failed: auth"));
        QVERIFY(text.contains(
            "warning clusterdesk.api: could not open the key file with passphrase: [redacted]"));
    }
};

QTEST_GUILESS_MAIN(TestLogFileE2E)
#include "tst_log_file_e2e.moc"
