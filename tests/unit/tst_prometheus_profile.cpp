#include "api/SecretRedactor.h"
#include "core/ErrorText.h"
#include "session/ConnectionProfile.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

// A connection profile's Prometheus source with authentication and its own CA bundle: what it
// sends, what it refuses, and where its secret goes (the keychain, here kept in memory as on a
// computer without a keychain service: CTest runs this without D-Bus; tst_prometheus_auth_e2e
// checks a real keyring).
class TestPrometheusProfile final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    ConnectionProfile withPrometheus() const {
        ConnectionProfile p{QStringLiteral("lab"),
                            QUrl(QStringLiteral("https://api.example.com")),
                            {},
                            {},
                            QUrl(QStringLiteral("https://prometheus.example:9090"))};
        return p;
    }

    QString writeFile(const QString& name, const QByteArray& text) const {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(text);
        return path;
    }

    static QByteArray fileText(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
    }

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

private Q_SLOTS:
    void theAuthorizationHeader() {
        ConnectionProfile p = withPrometheus();
        QCOMPARE(p.prometheusAuthorization(), QByteArray());
        p.prometheusAuth = PrometheusAuth::Bearer;
        p.prometheusSecret = "glc_abc";
        QCOMPARE(p.prometheusAuthorization(), QByteArray("Bearer glc_abc"));
        // RFC 7617's own example: Aladdin / open sesame.
        p.prometheusAuth = PrometheusAuth::Basic;
        p.prometheusUser = QStringLiteral("Aladdin");
        p.prometheusSecret = "open sesame";
        QCOMPARE(p.prometheusAuthorization(), QByteArray("Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="));
        // In UTF-8 (RFC 7617's charset): "test" / "123£".
        p.prometheusUser = QStringLiteral("test");
        p.prometheusSecret = QStringLiteral("123\u00a3").toUtf8();
        QCOMPARE(p.prometheusAuthorization(), QByteArray("Basic dGVzdDoxMjPCow=="));
    }

    void whatValidationRefuses() {
        ConnectionProfile p = withPrometheus();
        QCOMPARE(p.validate(), QString());
        p.prometheusAuth = PrometheusAuth::Basic;
        QVERIFY2(p.validate().contains(QStringLiteral("user name for Prometheus")), qPrintable(p.validate()));
        p.prometheusUser = QStringLiteral("grafana");
        QCOMPARE(p.validate(), QString());

        p.prometheusCaBundlePath = m_dir.filePath(QStringLiteral("missing.pem"));
        QVERIFY2(p.validate().contains(QStringLiteral("does not exist")), qPrintable(p.validate()));
        p.prometheusCaBundlePath = writeFile(QStringLiteral("notes.txt"), "not a certificate\n");
        QVERIFY2(p.validate().contains(QStringLiteral("no PEM certificate")), qPrintable(p.validate()));
        p.prometheusCaBundlePath = writeFile(
            QStringLiteral("ca.pem"), "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
        QCOMPARE(p.validate(), QString());

        // Credentials without a Prometheus address to send them to.
        ConnectionProfile none = p;
        none.prometheusUrl = QUrl();
        QVERIFY2(none.validate().contains(QStringLiteral("Metrics from")), qPrintable(none.validate()));
    }

    // The platform key's rule, for Prometheus' secret: not in clear to another computer unasked.
    void plainHttpWithCredentials() {
        ConnectionProfile p = withPrometheus();
        p.prometheusUrl = QUrl(QStringLiteral("http://prometheus.lab:9090"));
        QCOMPARE(p.validate(), QString()); // no credentials: nothing secret crosses
        p.prometheusAuth = PrometheusAuth::Bearer;
        QVERIFY(p.sendsPrometheusSecretInClear());
        QVERIFY2(p.validate().contains(QStringLiteral("Prometheus credentials")), qPrintable(p.validate()));
        QCOMPARE(p.hostsInClear(), QStringList{QStringLiteral("prometheus.lab")});
        p.allowInsecureHttp = true;
        QCOMPARE(p.validate(), QString());
        // Loopback never leaves the computer.
        p.allowInsecureHttp = false;
        p.prometheusUrl = QUrl(QStringLiteral("http://127.0.0.1:9090"));
        QVERIFY(!p.sendsPrometheusSecretInClear());
        QCOMPARE(p.validate(), QString());
    }

    void settingsFromBeforeAuthenticationLoadAsNone() {
        const QString path = m_dir.filePath(QStringLiteral("old.ini"));
        {
            QSettings old(path, QSettings::IniFormat);
            old.beginWriteArray(QStringLiteral("profiles"), 1);
            old.setArrayIndex(0);
            old.setValue(QStringLiteral("name"), QStringLiteral("old"));
            old.setValue(QStringLiteral("url"), QStringLiteral("https://api.example.com"));
            old.setValue(QStringLiteral("prometheus"), QStringLiteral("https://prometheus.example:9090"));
            old.endArray();
        }
        QSettings settings(path, QSettings::IniFormat);
        ProfileStore store(settings);
        const auto p = store.profile(QStringLiteral("old"));
        QVERIFY(p.has_value());
        QCOMPARE(p->prometheusAuth, PrometheusAuth::None);
        QVERIFY(p->prometheusUser.isEmpty());
        QVERIFY(p->prometheusCaBundlePath.isEmpty());
        QCOMPARE(p->prometheusUrl, QUrl(QStringLiteral("https://prometheus.example:9090")));
    }

    // Saved: in the keychain, not the file; saved again without the secret (loaded from the file):
    // kept; saved with no authentication: removed; the profile deleted: removed.
    void theSecretFollowsItsProfile() {
        const QString path = m_dir.filePath(QStringLiteral("saved.ini"));
        QSettings settings(path, QSettings::IniFormat);
        ProfileStore store(settings);
        SecretStore secrets(QStringLiteral("ClusterDeskTest"));
        store.keepSecretsIn(secrets);
        ConnectionProfile p = withPrometheus();
        p.prometheusAuth = PrometheusAuth::Basic;
        p.prometheusUser = QStringLiteral("grafana");
        p.prometheusSecret = "hunter2-prometheus";
        store.save(p);
        const QByteArray file = fileText(path);
        QVERIFY2(!file.contains("hunter2-prometheus"), file.constData());
        QVERIFY2(file.contains("prometheusUser=grafana"), file.constData());
        const QString key = ProfileStore::prometheusSecretName(p.name);
        QCOMPARE(read(secrets, key).secret, QByteArray("hunter2-prometheus"));

        const ConnectionProfile loaded = *store.profile(p.name);
        QVERIFY(loaded.prometheusSecret.isEmpty());
        store.save(loaded);
        QCOMPARE(read(secrets, key).secret, QByteArray("hunter2-prometheus"));

        // Under another name (the dialog carries the secret it filled in): the new name has it.
        ConnectionProfile renamed = p;
        renamed.name = QStringLiteral("lab 2");
        store.save(renamed);
        QCOMPARE(read(secrets, ProfileStore::prometheusSecretName(renamed.name)).secret,
                 QByteArray("hunter2-prometheus"));
        store.remove(renamed.name);
        QVERIFY(!read(secrets, ProfileStore::prometheusSecretName(renamed.name)).ok);

        ConnectionProfile plain = loaded;
        plain.prometheusAuth = PrometheusAuth::None;
        store.save(plain);
        QVERIFY(!read(secrets, key).ok);
        QCOMPARE(store.profile(p.name)->prometheusAuth, PrometheusAuth::None);

        store.save(p);
        QVERIFY(read(secrets, key).ok);
        store.remove(p.name);
        QVERIFY(!read(secrets, key).ok);
    }

    void neverInALog() {
        ConnectionProfile p = withPrometheus();
        p.prometheusAuth = PrometheusAuth::Basic;
        p.prometheusUser = QStringLiteral("grafana");
        p.prometheusSecret = "hunter2-prometheus";
        const QByteArray basic = p.prometheusAuthorization();
        const QByteArray trace = "> GET /api/v1/query_range HTTP/1.1\r\nAuthorization: " + basic +
                                 "\r\nauthorization: Bearer glc_tokenvalue\r\n";
        const QByteArray out = SecretRedactor::redact(trace);
        QVERIFY2(!out.contains(basic.mid(6)), out.constData());
        QVERIFY2(!out.contains("glc_tokenvalue"), out.constData());
        QVERIFY(out.contains("GET /api/v1/query_range"));
    }

    void sentencesThatPointAtPrometheus() {
        Error refused = Error::make(ErrorKind::Auth, QStringLiteral("prometheus_"), {}, 401);
        QVERIFY(
            ErrorText::sentence(refused).startsWith(QStringLiteral("Prometheus refused the credentials")));
        QVERIFY(ErrorText::sentence(refused).contains(QStringLiteral("401")));
        refused.kind = ErrorKind::Forbidden;
        refused.httpStatus = 403;
        QVERIFY(
            ErrorText::sentence(refused).startsWith(QStringLiteral("Prometheus refused the credentials")));
        // The platform's own refusal is still about the API key and the role.
        QVERIFY(ErrorText::sentence(Error::make(ErrorKind::Auth, {}, {}, 401))
                    .contains(QStringLiteral("API key")));
        QVERIFY(ErrorText::sentence(Error::make(ErrorKind::Forbidden, {}, {}, 403))
                    .contains(QStringLiteral("role")));
        const Error untrusted = Error::make(ErrorKind::Tls, QStringLiteral("prometheus_tls_untrusted"), {});
        QVERIFY(ErrorText::sentence(untrusted).contains(QStringLiteral("Prometheus CA bundle")));
    }
};

QTEST_GUILESS_MAIN(TestPrometheusProfile)
#include "tst_prometheus_profile.moc"
