#include "crypto/CryptTool.h"
#include "crypto/KeyFile.h"
#include "crypto/OwnerOnlyFile.h"
#include "crypto/TenantKey.h"
#include "session/TenantKeyFile.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace cd;
using namespace cd::crypto;

// Secrets on disk and in memory: key files owner-only from creation, passphrase files read into
// wiped memory, and the alphabets CLUSTERDESK_KEY accepts (docs/encryption-format.md, section 9).
class TestKeySecrets final : public QObject {
    Q_OBJECT

private slots:
    // With umask 000 a plain open() would make the file 0666, readable by everyone for as long as
    // it takes to restrict it. The file must be 0600 from the moment it exists.
    void exportedKeyFileIsOwnerOnlyFromCreation() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tenant.cdkey"));
        const mode_t old = ::umask(0);
        QList<int> modesAtCreation;
        OwnerOnlyFile::setCreatedHook([&](const QString& temporary) {
            struct stat st {};
            modesAtCreation.append(
                ::stat(QFile::encodeName(temporary).constData(), &st) == 0 ? int(st.st_mode & 0777) : -1);
        });
        const QString error =
            TenantKeyFile::write(path, TenantKey::generate(), QByteArrayLiteral("a long enough passphrase"));
        OwnerOnlyFile::setCreatedHook({});
        ::umask(old);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(modesAtCreation, QList<int>{0600});
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.size(), qint64(KeyFile::size));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("tenant.cdkey")});
    }

    // Replacing an existing key file keeps it owner-only too (the old one's mode is not inherited).
    void replacingAKeyFileStaysOwnerOnly() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tenant.cdkey"));
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                QFileDevice::ReadOther | QFileDevice::ReadGroup));
        QCOMPARE(OwnerOnlyFile::write(path, QByteArrayLiteral("new")), QString());
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);
    }

    void passphraseFileLosesTrailingLineBreaksOnly() {
        QByteArray content = QByteArrayLiteral("  correct horse\r\n\n");
        QBuffer buffer(&content);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        SecretBytes passphrase;
        QString error;
        QVERIFY(CryptTool::readPassphrase(buffer, &passphrase, &error));
        QCOMPARE(QByteArray(reinterpret_cast<const char*>(passphrase.data()), qsizetype(passphrase.size())),
                 QByteArrayLiteral("  correct horse"));
    }

    void passphraseFileOverLimitIsRefused() {
        QByteArray content(64 * 1024 + 1, 'p');
        QBuffer buffer(&content);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        SecretBytes passphrase;
        QString error;
        QVERIFY(!CryptTool::readPassphrase(buffer, &passphrase, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(passphrase.isEmpty());
    }

    // CLUSTERDESK_KEY: the standard alphabet or the URL-safe one, padded or not, white space around
    // it ignored; anything else, or a length other than 32 bytes, refused.
    void keyFromBase64Alphabets_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("accepted");
        // 32 bytes of 0xfb encode with both '+' and '/' in the standard alphabet.
        QTest::newRow("standard") << QByteArrayLiteral("+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/s=")
                                  << true;
        QTest::newRow("standard unpadded")
            << QByteArrayLiteral("+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/s") << true;
        QTest::newRow("url-safe") << QByteArrayLiteral("-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_s=")
                                  << true;
        QTest::newRow("url-safe unpadded")
            << QByteArrayLiteral("-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_s") << true;
        QTest::newRow("white space") << QByteArrayLiteral("\t +/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/s=\n")
                                     << true;
        QTest::newRow("mixed alphabets")
            << QByteArrayLiteral("+_v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/s=") << false;
        QTest::newRow("31 bytes") << QByteArrayLiteral("+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+w==")
                                  << false;
        QTest::newRow("not base64") << QByteArrayLiteral("not base64!") << false;
    }
    void keyFromBase64Alphabets() {
        QFETCH(QByteArray, text);
        QFETCH(bool, accepted);
        const TenantKey key = TenantKey::fromBase64(text);
        QCOMPARE(!key.isNull(), accepted);
        if (accepted)
            QCOMPARE(key.raw().toByteArray(), QByteArray(32, char(0xfb)));
    }
};

QTEST_GUILESS_MAIN(TestKeySecrets)
#include "tst_key_secrets.moc"
