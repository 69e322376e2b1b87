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

    // The log file's lines: a credential wherever in a line it stands, and nothing else touched.
    void removesCredentialsAnywhereInALine() {
        const QByteArray out = SecretRedactor::redact(
            "curl: Authorization: Bearer tok.en-1\n"
            "token refused: bearer eyJhbGciOi.abc.def for /v1/me\n"
            "proxy http://ana:pa55@proxy.lab:3128 and https://host/path:1@x kept\n"
            "key file: passphrase=hunter2 \"password\": \"pw-9\", client_secret: zz-top&next=1\n"
            "x-api-key: cdk_abc\n"
            "the secrets are 3; passwords rotate; GET /v1/clusters?page=2\n");
        QVERIFY(!out.contains("tok.en-1"));
        QVERIFY(!out.contains("eyJhbGciOi"));
        QVERIFY(out.contains("token refused: bearer [redacted] for /v1/me"));
        QVERIFY(out.contains("proxy http://ana:[redacted]@proxy.lab:3128 and https://host/path:1@x kept"));
        QVERIFY(out.contains("passphrase=[redacted]"));
        QVERIFY(out.contains("\"password\": \"[redacted]\""));
        QVERIFY(out.contains("client_secret: [redacted]&next=1"));
        QVERIFY(!out.contains("hunter2") && !out.contains("pw-9") && !out.contains("zz-top"));
        QVERIFY(out.contains("x-api-key: [redacted]"));
        QVERIFY(out.contains("the secrets are 3; passwords rotate; GET /v1/clusters?page=2\n"));
        // Text with nothing to remove comes back byte for byte, even when it is not UTF-8.
        const QByteArray binary("caf\xe9 \xff\xfe ok");
        QCOMPARE(SecretRedactor::redact(binary), binary);
    }
};

QTEST_APPLESS_MAIN(TestSecretRedactor)
#include "tst_secretredactor.moc"
