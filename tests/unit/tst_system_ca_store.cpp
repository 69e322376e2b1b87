// The system's certificate authorities as one PEM bundle, the form a libcurl on OpenSSL reads on
// macOS. Here on Linux the same call reads OpenSSL's store, so the bundle must hold exactly the
// authorities Debian's ca-certificates bundle lists, each one whole and parseable.
#include "api/SystemCaStore.h"

#include <QFile>
#include <QSet>
#include <QSslCertificate>
#include <QTest>

using namespace cd;

class TestSystemCaStore final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bundleHoldsEveryAuthorityTheSystemTrusts() {
        const QString systemFile = QStringLiteral("/etc/ssl/certs/ca-certificates.crt");
        if (!QFile::exists(systemFile))
            QSKIP("no /etc/ssl/certs/ca-certificates.crt (Debian's ca-certificates) to compare with");
        const QList<QSslCertificate> expected = QSslCertificate::fromPath(systemFile, QSsl::Pem);
        QVERIFY(expected.size() > 50);

        const QByteArray pem = SystemCaStore::pemBundle();
        const QList<QSslCertificate> bundled = QSslCertificate::fromData(pem, QSsl::Pem);
        QCOMPARE(pem.count("-----BEGIN CERTIFICATE-----"), bundled.size()); // none cut short
        QSet<QByteArray> want;
        for (const QSslCertificate& c : expected)
            want.insert(c.digest(QCryptographicHash::Sha256));
        QSet<QByteArray> got;
        for (const QSslCertificate& c : bundled) {
            QVERIFY(!c.isNull());
            got.insert(c.digest(QCryptographicHash::Sha256));
        }
        QCOMPARE(got, want);
        // Read once: the same bytes, not a second walk of the store.
        QCOMPARE(SystemCaStore::pemBundle().constData(), pem.constData());
    }
};

QTEST_GUILESS_MAIN(TestSystemCaStore)
#include "tst_system_ca_store.moc"
