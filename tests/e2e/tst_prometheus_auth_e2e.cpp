// Metrics from a Prometheus server behind authentication, as Grafana Cloud, Mimir or a proxy in
// front of Amazon Managed Prometheus would serve them: a real Prometheus (Debian's package) with
// --web.config.file asking for a user and password (bcrypt, Debian's python3-bcrypt) and serving
// TLS with a certificate of a test CA, scraping a real clusterdesk-sim; and, in front of it,
// tests/support/bearer_gateway.py standing in for a hosted service's bearer-token gateway.
// The console's Monitoring session reads the cluster through the profile's credentials and its
// own CA bundle; a wrong password, a wrong token or a missing CA each give their own sentence.
// The secret lives in the keychain (gnome-keyring on a private D-Bus session when CTest runs the
// _keychain variant), never in the settings file.
#include "api/PlatformClient.h"
#include "core/ErrorText.h"
#include "session/ConnectionManager.h"
#include "session/MonitoringSession.h"
#include "session/ProfileSecrets.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"
#include "support/TestCertificates.h"

#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace cd::test;

namespace {

int freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// What a Monitoring session made of a profile's Prometheus: its store, or its error.
struct Reading {
    qsizetype gpuSeries = 0;
    Error error;
    QString sentence;
};

void stopProcess(QProcess& p) {
    if (p.state() == QProcess::NotRunning)
        return;
    p.terminate();
    if (!p.waitForFinished(10000))
        p.kill();
}

} // namespace

class TestPrometheusAuthE2E final : public QObject {
    Q_OBJECT

    const bool m_expectKeychain = qEnvironmentVariableIntValue("CLUSTERDESK_EXPECT_KEYCHAIN") == 1;
    SimProcess m_sim;
    TestCertificates m_certs;
    QTemporaryDir m_dir;
    QProcess m_prometheus;
    QProcess m_gateway;
    QUrl m_prometheusUrl;
    QUrl m_gatewayUrl;
    Cluster m_training;
    qsizetype m_wanted = 0;
    const QString m_user = QStringLiteral("console");
    // Unique per run: a real keyring may keep what an earlier run left.
    const QByteArray m_password = "pr0m-pw-" + QByteArray::number(QCoreApplication::applicationPid());
    const QByteArray m_token = "glc_tok" + QByteArray::number(QCoreApplication::applicationPid());

    ConnectionProfile basicProfile() const {
        ConnectionProfile p{QStringLiteral("metrics-auth-%1").arg(QCoreApplication::applicationPid()),
                            m_sim.baseUrl(),
                            {},
                            {},
                            m_prometheusUrl};
        p.prometheusAuth = PrometheusAuth::Basic;
        p.prometheusUser = m_user;
        p.prometheusSecret = m_password;
        p.prometheusCaBundlePath = m_certs.caCert();
        return p;
    }

    ConnectionProfile bearerProfile() const {
        ConnectionProfile p = basicProfile();
        p.prometheusUrl = m_gatewayUrl;
        p.prometheusAuth = PrometheusAuth::Bearer;
        p.prometheusUser.clear();
        p.prometheusSecret = m_token;
        return p;
    }

    // The console's way: connect with the profile, then let a Monitoring session read the cluster.
    Reading read(const ConnectionProfile& profile) {
        Reading r;
        ConnectionManager connection;
        TransportSettings quick;
        quick.connectTimeoutMs = 3000;
        quick.totalTimeoutMs = 15000;
        connection.setTransportTemplate(quick);
        connection.connectTo(profile, m_sim.key(QStringLiteral("0/owner")));
        if (!connection.metricsFromPrometheus()) {
            r.sentence = QStringLiteral("(no Prometheus client)");
            return r;
        }
        MonitoringSession session;
        session.setClients(connection.client(), connection.metricsClient(), true);
        session.setCluster(m_training);
        const bool settled = QTest::qWaitFor(
            [&] {
                return !session.isLoading() &&
                       (session.error().isError() || session.store().block(Metric::GpuUtil) != nullptr);
            },
            20000);
        r.error = session.error();
        if (!settled)
            r.error.detail = QStringLiteral("(no answer within 20 s) ") + r.error.detail;
        r.sentence = ErrorText::sentence(r.error);
        if (!r.error.isError())
            r.gpuSeries = session.store().series(MetricScope::Gpu).size();
        return r;
    }

    static SecretStore::Outcome readSecret(SecretStore& store, const QString& name) {
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

private Q_SLOTS:
    void initTestCase() {
        const QString binary = QStandardPaths::findExecutable(QStringLiteral("prometheus"));
        if (binary.isEmpty())
            QSKIP("prometheus (Debian package prometheus) is not installed");
        // The password's bcrypt hash, as Prometheus' basic_auth_users wants it (cost 4: a test).
        QProcess hasher;
        hasher.start(
            QStringLiteral("/usr/bin/python3"),
            {QStringLiteral("-c"),
             QStringLiteral("import bcrypt,sys; "
                            "print(bcrypt.hashpw(sys.argv[1].encode(), bcrypt.gensalt(4)).decode())"),
             QString::fromLatin1(m_password)});
        if (!hasher.waitForFinished(10000) || hasher.exitCode() != 0)
            QSKIP("python3-bcrypt (Debian package) is not installed");
        const QByteArray hash = hasher.readAllStandardOutput().trimmed();

        QString error;
        QVERIFY2(m_certs.generate(&error), qPrintable(error));
        QVERIFY2(m_sim.start(&error), qPrintable(error));

        QFile web(m_dir.filePath(QStringLiteral("web.yml")));
        QVERIFY(web.open(QIODevice::WriteOnly));
        web.write("tls_server_config:\n  cert_file: " + m_certs.serverCert().toUtf8() +
                  "\n  key_file: " + m_certs.serverKey().toUtf8() + "\nbasic_auth_users:\n  " +
                  m_user.toUtf8() + ": '" + hash + "'\n");
        web.close();
        QFile config(m_dir.filePath(QStringLiteral("prometheus.yml")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n"
                     "scrape_configs:\n  - job_name: clusterdesk-sim\n    metrics_path: /v1/metrics\n"
                     "    honor_labels: true\n    authorization:\n      type: Bearer\n      credentials: " +
                     m_sim.key(QStringLiteral("0/viewer")) +
                     "\n    static_configs:\n      - targets: ['127.0.0.1:" +
                     QByteArray::number(m_sim.port()) + "']\n");
        config.close();
        const int port = freePort();
        m_prometheusUrl = QUrl(QStringLiteral("https://127.0.0.1:%1").arg(port));
        m_prometheus.setProcessChannelMode(QProcess::MergedChannels);
        m_prometheus.start(binary,
                           {QStringLiteral("--config.file=") + config.fileName(),
                            QStringLiteral("--web.config.file=") + web.fileName(),
                            QStringLiteral("--storage.tsdb.path=") + m_dir.filePath(QStringLiteral("data")),
                            QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(port),
                            QStringLiteral("--log.level=warn")});
        QVERIFY(m_prometheus.waitForStarted(10000));

        m_gateway.setProcessChannelMode(QProcess::SeparateChannels);
        m_gateway.start(QStringLiteral("/usr/bin/python3"),
                        {QStringLiteral("-B"), QStringLiteral(CLUSTERDESK_BEARER_GATEWAY_PATH),
                         QStringLiteral("--upstream"), m_prometheusUrl.toString(),
                         QStringLiteral("--upstream-ca"), m_certs.caCert(), QStringLiteral("--upstream-user"),
                         m_user, QStringLiteral("--upstream-password"), QString::fromLatin1(m_password),
                         QStringLiteral("--require-bearer"), QString::fromLatin1(m_token),
                         QStringLiteral("--cert"), m_certs.serverCert(), QStringLiteral("--key"),
                         m_certs.serverKey()});
        QVERIFY(m_gateway.waitForStarted(10000));
        QVERIFY2(QTest::qWaitFor([&] { return m_gateway.canReadLine(); }, 10000),
                 m_gateway.readAllStandardError().constData());
        const int gatewayPort = m_gateway.readLine().trimmed().toInt();
        QVERIFY(gatewayPort > 0);
        m_gatewayUrl = QUrl(QStringLiteral("https://127.0.0.1:%1").arg(gatewayPort));

        auto platform = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/owner")));
        std::unique_ptr<PagedCall<Cluster>> list(platform->clusters());
        QVERIFY(finish(list.get()));
        for (const Cluster& c : list->items()) {
            if (c.name == u"llama-pretrain")
                m_training = c;
        }
        QVERIFY(!m_training.id.isEmpty());
        m_wanted = m_training.gpuCount();

        // Prometheus scrapes once a second: wait until it holds every GPU of the cluster, asked
        // with the right credentials and CA (the client the console would make).
        auto prometheus = ConnectionManager::prometheusClientFor(basicProfile());
        qsizetype seen = 0;
        QString last;
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         const qint64 now = QDateTime::currentSecsSinceEpoch();
                         std::unique_ptr<TypedCall<MetricMatrix>> call(prometheus->queryRange(
                             "/api/v1/query_range",
                             QStringLiteral("DCGM_FI_DEV_GPU_UTIL{cluster=\"%1\"}").arg(m_training.id),
                             now - 30, now, 1));
                         finish(call.get(), 5000);
                         seen = call->succeeded() ? call->value().size() : 0;
                         last = call->error().detail;
                         return seen == m_wanted;
                     },
                     20000),
                 qPrintable(QStringLiteral("Prometheus has %1 of %2 GPU series (%3); its log: %4")
                                .arg(seen)
                                .arg(m_wanted)
                                .arg(last, QString::fromUtf8(m_prometheus.readAll()))));
    }

    void cleanupTestCase() {
        stopProcess(m_gateway);
        stopProcess(m_prometheus);
    }

    // User and password, the server's own CA: every GPU of the cluster, as with plain Prometheus;
    // the platform's key never goes there.
    void basicAuthWithItsOwnCaReadsTheCluster() {
        const ConnectionProfile profile = basicProfile();
        QVERIFY2(profile.validate().isEmpty(), qPrintable(profile.validate()));
        auto client = ConnectionManager::prometheusClientFor(profile);
        const QByteArray authorization = client->authorized({}).headers.value("Authorization");
        QCOMPARE(authorization,
                 QByteArray("Basic " + QByteArray(m_user.toUtf8() + ':' + m_password).toBase64()));
        QVERIFY(!authorization.contains(m_sim.key(QStringLiteral("0/owner"))));
        const Reading r = read(profile);
        QVERIFY2(!r.error.isError(), qPrintable(r.error.detail));
        QCOMPARE(r.gpuSeries, m_wanted);
    }

    void aWrongPasswordIsRefusedInPlainWords() {
        ConnectionProfile profile = basicProfile();
        profile.prometheusSecret = "not-the-password";
        const Reading r = read(profile);
        QCOMPARE(r.error.kind, ErrorKind::Auth);
        QCOMPARE(r.error.httpStatus, 401);
        QVERIFY2(r.sentence.startsWith(QStringLiteral("Prometheus refused the credentials")),
                 qPrintable(r.sentence));
    }

    // TLS verification is always on: without the CA bundle (the system store) or with another CA,
    // nothing is sent and the sentence points at the Prometheus CA bundle.
    void withoutItsCaBundleTlsFails() {
        for (const QString& ca : {QString(), m_certs.otherCaCert()}) {
            ConnectionProfile profile = basicProfile();
            profile.prometheusCaBundlePath = ca;
            const Reading r = read(profile);
            QCOMPARE(r.error.kind, ErrorKind::Tls);
            QVERIFY2(r.sentence.contains(QStringLiteral("Prometheus CA bundle")), qPrintable(r.sentence));
            QVERIFY2(r.sentence.contains(QStringLiteral("not trusted")), qPrintable(r.sentence));
        }
    }

    // A bearer token, through the gateway that checks it (Prometheus has no bearer check of its own).
    void aBearerTokenPassesTheGateway() {
        const Reading r = read(bearerProfile());
        QVERIFY2(!r.error.isError(), qPrintable(r.error.detail));
        QCOMPARE(r.gpuSeries, m_wanted);

        ConnectionProfile wrong = bearerProfile();
        wrong.prometheusSecret = "glc_someone-else";
        const Reading refused = read(wrong);
        QCOMPARE(refused.error.kind, ErrorKind::Auth);
        QVERIFY2(refused.sentence.startsWith(QStringLiteral("Prometheus refused the credentials")),
                 qPrintable(refused.sentence));
    }

    // Saved, the password is in the keychain and nowhere in the settings file; loaded and made
    // whole from the keychain, the profile reads the cluster; deleted, the secret goes too.
    void theSavedSecretLivesInTheKeychainOnly() {
        const QString path = m_dir.filePath(QStringLiteral("settings.ini"));
        QSettings settings(path, QSettings::IniFormat);
        ProfileStore store(settings);
        SecretStore secrets(QStringLiteral("ClusterDeskTest"));
        store.keepSecretsIn(secrets);
        const ConnectionProfile given = basicProfile();
        store.save(given);
        settings.sync();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(!text.contains(m_password), text.constData());
        QVERIFY2(!text.contains(m_password.toBase64()), text.constData());
        QVERIFY2(text.contains("prometheusAuth=basic"), text.constData());
        QVERIFY2(text.contains(QByteArray("prometheusUser=" + m_user.toUtf8())), text.constData());

        const auto loaded = store.profile(given.name);
        QVERIFY(loaded.has_value());
        QVERIFY(loaded->prometheusSecret.isEmpty());
        QCOMPARE(loaded->prometheusCaBundlePath, m_certs.caCert());
        QTRY_VERIFY_WITH_TIMEOUT(readSecret(secrets, ProfileStore::prometheusSecretName(given.name)).ok,
                                 10000);
        const auto kept = readSecret(secrets, ProfileStore::prometheusSecretName(given.name));
        QCOMPARE(kept.secret, m_password);
        QCOMPARE(kept.memoryOnly, !m_expectKeychain);
        if (m_expectKeychain) {
            // Asked of the Secret Service itself, not through our store: QtKeychain's libsecret
            // attributes name the service ("server") and the key ("user").
            QProcess lookup;
            lookup.start(QStringLiteral("secret-tool"),
                         {QStringLiteral("lookup"), QStringLiteral("server"),
                          QStringLiteral("ClusterDeskTest"), QStringLiteral("user"),
                          ProfileStore::prometheusSecretName(given.name)});
            QVERIFY(lookup.waitForFinished(10000));
            const QByteArray found = lookup.readAllStandardOutput().trimmed();
            QVERIFY2(found == m_password || QByteArray::fromBase64(found) == m_password,
                     qPrintable(QStringLiteral("secret-tool found \"%1\" (%2)")
                                    .arg(QString::fromUtf8(found),
                                         QString::fromUtf8(lookup.readAllStandardError()))));
        }

        ConnectionProfile whole;
        bool filled = false;
        ProfileSecrets::fill(secrets, *loaded, this, [&](ConnectionProfile p) {
            whole = std::move(p);
            filled = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(filled, 10000);
        QCOMPARE(whole.prometheusSecret, m_password);
        const Reading r = read(whole);
        QVERIFY2(!r.error.isError(), qPrintable(r.error.detail));
        QCOMPARE(r.gpuSeries, m_wanted);

        store.remove(given.name);
        QTRY_VERIFY_WITH_TIMEOUT(!readSecret(secrets, ProfileStore::prometheusSecretName(given.name)).ok,
                                 10000);
    }
};

QTEST_GUILESS_MAIN(TestPrometheusAuthE2E)
#include "tst_prometheus_auth_e2e.moc"
