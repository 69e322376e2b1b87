#include "crypto/FileCrypt.h"
#include "crypto/TenantKey.h"
#include "upload/DatasetDownload.h"
#include "upload/UploadJournal.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

namespace {

// A platform that serves one dataset's stored bytes by Range, answering at once.
class StoredBytes final : public Transport {
public:
    explicit StoredBytes(QByteArray content)
        : m_content(std::move(content)) {}
    RequestId start(Request request, Completion done) override {
        const QByteArray range = request.headers.value("Range").mid(6); // "bytes=A-B"
        const qint64 from = range.left(range.indexOf('-')).toLongLong();
        const qint64 to =
            std::min<qint64>(range.mid(range.indexOf('-') + 1).toLongLong(), m_content.size() - 1);
        Response r;
        r.status = from < m_content.size() ? 206 : 416;
        if (r.status == 206)
            r.body = m_content.mid(from, to - from + 1);
        done(std::move(r));
        return ++m_next;
    }
    RequestId startStream(Request, DataSink, Completion) override { return 0; }
    void cancel(RequestId) override {}
    QString describe() const override { return QStringLiteral("stored bytes"); }

private:
    QByteArray m_content;
    RequestId m_next = 0;
};

// A network that breaks every connection, in libcurl's words.
class BrokenNetwork final : public Transport {
public:
    RequestId start(Request, Completion done) override {
        done(Response::fromFailure(Error::make(ErrorKind::Network, QStringLiteral("network"),
                                               QStringLiteral("Recv failure: Connection reset by peer"))));
        return ++m_next;
    }
    RequestId startStream(Request, DataSink, Completion) override { return 0; }
    void cancel(RequestId) override {}
    QString describe() const override { return QStringLiteral("broken network"); }

private:
    RequestId m_next = 0;
};

QByteArray encrypt(const QByteArray& plain, const crypto::TenantKey& key) {
    QByteArray in = plain;
    QBuffer source(&in);
    QByteArray out;
    QBuffer sink(&out);
    source.open(QIODevice::ReadOnly);
    sink.open(QIODevice::WriteOnly);
    crypto::CryptoError error;
    return crypto::FileCrypt::encrypt(source, std::uint64_t(plain.size()), sink, key, &error) ? out
                                                                                              : QByteArray();
}

} // namespace

// A download cannot be downgraded by the platform: the content's magic, and what this computer
// uploaded, decide whether it is decrypted; "verified" only when tags were checked.
class TestDatasetDownload final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    crypto::TenantKey m_key = crypto::TenantKey::generate();

    QString download(const QByteArray& stored, bool platformSaysEncrypted, bool uploadedEncrypted,
                     bool* verified, const QString& name) {
        StoredBytes transport(stored);
        DatasetDownload::Job job;
        job.transport = &transport;
        job.authorize = [](Request r) { return r; };
        job.datasetId = QStringLiteral("ds-00000001");
        job.sizeBytes = stored.size();
        job.encrypted = platformSaysEncrypted;
        job.uploadedEncrypted = uploadedEncrypted;
        job.keys = {m_key};
        job.destination = m_dir.filePath(name);
        return DatasetDownload::run(job, verified);
    }

private slots:
    void encryptedContentIsDecryptedWhateverThePlatformSays() {
        const QByteArray plain = QByteArrayLiteral("weights and biases\n").repeated(1000);
        bool verified = false;
        const QString error = download(encrypt(plain, m_key), false, false, &verified, QStringLiteral("a"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(verified);
        QFile f(m_dir.filePath(QStringLiteral("a")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), plain);
    }

    void plainContentOfADatasetWeUploadedEncryptedIsRefused() {
        bool verified = true;
        const QString error =
            download(QByteArrayLiteral("replaced by someone"), false, true, &verified, QStringLiteral("b"));
        QCOMPARE(error,
                 QStringLiteral("This dataset was uploaded encrypted from this computer, but the platform "
                                "now serves it unencrypted. It was not downloaded: its content may have "
                                "been replaced."));
        QVERIFY(!verified);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("b"))));
    }

    void plainContentIsSavedButNotVerified() {
        bool verified = true;
        const QString error =
            download(QByteArrayLiteral("a plain csv\n"), false, false, &verified, QStringLiteral("c"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!verified);
        QFile f(m_dir.filePath(QStringLiteral("c")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArrayLiteral("a plain csv\n"));
    }

    void plainContentCalledEncryptedIsRefused() {
        bool verified = true;
        const QString error =
            download(QByteArrayLiteral("not ours"), true, false, &verified, QStringLiteral("d"));
        QCOMPARE(error,
                 QStringLiteral("The platform says this dataset is encrypted, but its content is not in "
                                "ClusterDesk's format. It was not downloaded."));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("d"))));
    }

    // The network library's words stay in the log; the person reads a sentence.
    void networkFailureIsASentence() {
        BrokenNetwork transport;
        DatasetDownload::Job job;
        job.transport = &transport;
        job.authorize = [](Request r) { return r; };
        job.datasetId = QStringLiteral("ds-00000001");
        job.sizeBytes = 100;
        job.keys = {m_key};
        job.destination = m_dir.filePath(QStringLiteral("e"));
        QCOMPARE(DatasetDownload::run(job),
                 QStringLiteral("The connection to the platform broke. Check your network; ClusterDesk keeps "
                                "retrying."));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("e"))));
    }

    // The journal remembers per connection and key; another key or connection does not match.
    void journalRemembersEncryptedUploads() {
        UploadJournal journal;
        QString error;
        QVERIFY2(journal.open(m_dir.filePath(QStringLiteral("journal.sqlite")), &error), qPrintable(error));
        QVERIFY(journal.rememberEncrypted(QStringLiteral("lab"), m_key.id(), QStringLiteral("ds-7"), &error));
        QVERIFY(journal.wasUploadedEncrypted(QStringLiteral("lab"), {QByteArray(16, 'x'), m_key.id()},
                                             QStringLiteral("ds-7")));
        QVERIFY(!journal.wasUploadedEncrypted(QStringLiteral("lab"), {QByteArray(16, 'x')},
                                              QStringLiteral("ds-7")));
        QVERIFY(!journal.wasUploadedEncrypted(QStringLiteral("other"), {m_key.id()}, QStringLiteral("ds-7")));
        QVERIFY(!journal.wasUploadedEncrypted(QStringLiteral("lab"), {m_key.id()}, QStringLiteral("ds-8")));
    }
};

QTEST_GUILESS_MAIN(TestDatasetDownload)
#include "tst_dataset_download.moc"
