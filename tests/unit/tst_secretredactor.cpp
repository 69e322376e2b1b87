#include "api/SecretRedactor.h"

#include <QTest>

using namespace cd;

class TestSecretRedactor final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void removesCredentialsFromTraces() {
        const QByteArray key = "cdk_AbC-123_xyz";
        const QByteArray trace = "GET /v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key +
                                 "\r\nproxy-authorization: Basic dXNlcjpwYXNz\r\nAccept: */*\r\n";
        const QByteArray out = SecretRedactor::redact(trace);
        QVERIFY(!out.contains(key));
        QVERIFY(!out.contains("dXNlcjpwYXNz"));
        QVERIFY(out.contains("Accept: */*"));
        QVERIFY(out.contains("Authorization: [redacted]"));
        const QByteArray inBody = SecretRedactor::redact("{\"key\":\"" + key + "\"}");
        QVERIFY(!inBody.contains("AbC-123"));
    }
};

QTEST_APPLESS_MAIN(TestSecretRedactor)
#include "tst_secretredactor.moc"
