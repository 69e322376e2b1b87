// The console's upload engine against the tus project's own server (@tus/server from npm, which
// has no concatenation extension): the console falls back to one request at a time, says so in its
// log, and the file @tus/server stored decrypts to the original (issue 22).
#include "api/PlatformClient.h"
#include "crypto/StreamDecryptor.h"
#include "crypto/TenantKey.h"
#include "support/CapturedLog.h"
#include "support/HttpClient.h"
#include "upload/UploadEngine.h"

#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cd;
using namespace cd::test;

class TestUploadTusServer final : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;
    QProcess m_server;
    QUrl m_url;
    crypto::TenantKey m_key = crypto::TenantKey::generate();
    std::unique_ptr<CapturedLog> m_log;

private slots:
    void initTestCase() {
        QVERIFY(m_work.isValid());
        QDir(m_work.path()).mkdir(QStringLiteral("store"));
        m_server.setProcessChannelMode(QProcess::SeparateChannels);
        m_server.start(QStringLiteral(NODE_EXECUTABLE),
                       {QStringLiteral(TUS_DIR "/tus-server.mjs"), QStringLiteral("--dir"),
                        m_work.filePath(QStringLiteral("store"))});
        QVERIFY2(m_server.waitForStarted(10000), qPrintable(m_server.errorString()));
        QVERIFY(QTest::qWaitFor(
            [&] { return m_server.canReadLine() || m_server.state() != QProcess::Running; }, 20000));
        const QString line = QString::fromLatin1(m_server.readLine()).trimmed();
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("^listening (\\d+)$")).match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line + QString::fromLocal8Bit(m_server.readAllStandardError())));
        m_url = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m.captured(1)));
        QLoggingCategory::setFilterRules(QStringLiteral("clusterdesk.upload.info=true"));
        m_log = std::make_unique<CapturedLog>();
    }

    // Four connections asked for; the server offers no concatenation, so the upload goes as one
    // tus upload, request after request, and the log says why.
    void fallsBackToOneRequestAtATime() {
        auto client = httpClient(m_url, "unused-by-tus-server");
        UploadEngine engine;
        QString error;
        QVERIFY2(engine.openJournal(m_work.filePath(QStringLiteral("journal.sqlite")), &error),
                 qPrintable(error));
        engine.setConnection(client.get(), QStringLiteral("tus-server"), m_url.toEncoded());
        engine.setKey(m_key);
        engine.setConnectionsPerUpload(4);
        QByteArray data(12 * (1 << 20) + 4321, Qt::Uninitialized);
        QRandomGenerator(23).fillRange(reinterpret_cast<quint32*>(data.data()), data.size() / 4);
        const QString path = m_work.filePath(QStringLiteral("payload.bin"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(data), data.size());
        f.close();
        const qint64 id = engine.add(path, QStringLiteral("fallback"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return isFinal(engine.job(id).state); }, 120000));
        const UploadJob job = engine.job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        QVERIFY(job.parts.isEmpty());
        QVERIFY(m_log->contains(
            QStringLiteral("goes one request at a time: the server does not offer tus concatenation")));
        QVERIFY(!m_log->contains(QStringLiteral("parts at once")));

        // What @tus/server stored is the ciphertext, and it decrypts to the original.
        const QString stored =
            m_work.filePath(QStringLiteral("store/") +
                            QString::fromLatin1(job.uploadPath.mid(job.uploadPath.lastIndexOf('/') + 1)));
        QFile s(stored);
        QVERIFY2(s.open(QIODevice::ReadOnly), qPrintable(stored));
        const QByteArray cipher = s.readAll();
        QVERIFY(cipher.size() > data.size());
        QByteArray plain;
        crypto::StreamDecryptor decryptor(m_key, [&plain](const unsigned char* d, std::size_t n) {
            plain.append(reinterpret_cast<const char*>(d), qsizetype(n));
            return true;
        });
        QVERIFY(decryptor.feed(cipher.constData(), std::size_t(cipher.size())));
        QVERIFY2(decryptor.finish(), qPrintable(decryptor.error().message));
        QVERIFY(plain == data);
    }

    void cleanupTestCase() {
        m_log.reset();
        m_server.terminate();
        m_server.waitForFinished(5000);
    }
};

QTEST_GUILESS_MAIN(TestUploadTusServer)
#include "tst_upload_tus_server_e2e.moc"
