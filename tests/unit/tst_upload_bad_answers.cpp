// An upload against a platform whose answers arrive damaged (a byte flipped or cut on the way): the
// request behind the answer is asked again, and when the answer stays unreadable the person reads
// a sentence, never the decoder's "The server's dataset is malformed: created_at: missing".
#include "api/PlatformClient.h"
#include "core/Transport.h"
#include "crypto/Digest.h"
#include "crypto/TenantKey.h"
#include "upload/UploadEngine.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>

using namespace cd;

namespace {

// A tus platform in memory: it keeps what it is sent and answers at once. The first answers to a
// dataset look-up, and to PATCHes, can be set to arrive damaged.
struct Platform {
    std::mutex mutex;
    qint64 length = -1;
    QByteArray stored;
    int damagedDatasetAnswers = 0; // this many dataset look-ups answer without "created_at"
    int damagedPatchAnswers = 0;   // this many PATCH answers carry a damaged Upload-Offset
    int datasetLookups = 0;
};

class InMemoryTus final : public Transport {
public:
    explicit InMemoryTus(std::shared_ptr<Platform> platform)
        : m_platform(std::move(platform)) {}
    RequestId start(Request request, Completion done) override {
        Response r = answer(request);
        done(std::move(r));
        return ++m_next;
    }
    RequestId startStream(Request request, DataSink, Completion done) override {
        return start(std::move(request), std::move(done));
    }
    void cancel(RequestId) override {}
    QString describe() const override { return QStringLiteral("in-memory tus"); }

private:
    Response answer(const Request& request) {
        std::lock_guard lock(m_platform->mutex);
        Platform& p = *m_platform;
        Response r;
        r.headers.set("Tus-Resumable", "1.0.0");
        if (request.method == "OPTIONS") {
            r.status = 204;
            r.headers.set("Tus-Version", "1.0.0");
        } else if (request.method == "POST") {
            p.length = request.headers.value("Upload-Length").toLongLong();
            r.status = 201;
            r.headers.set("Location", "/v1/uploads/up-00000001");
        } else if (request.method == "HEAD") {
            r.status = 200;
            r.headers.set("Upload-Offset", QByteArray::number(p.stored.size()));
            r.headers.set("Upload-Length", QByteArray::number(p.length));
        } else if (request.method == "PATCH") {
            if (request.headers.value("Upload-Offset").toLongLong() != p.stored.size()) {
                r.status = 409;
                return r;
            }
            p.stored += request.body;
            r.status = 204;
            r.headers.set("Upload-Offset", p.damagedPatchAnswers-- > 0
                                               ? QByteArray("1k") // a digit flipped on the way
                                               : QByteArray::number(p.stored.size()));
        } else if (request.method == "GET" && request.path == "/v1/datasets/ds-00000001") {
            r.status = 200;
            r.headers.set("Content-Type", "application/json");
            r.body = datasetJson(p, ++p.datasetLookups > p.damagedDatasetAnswers);
        } else {
            r.status = 404;
        }
        return r;
    }
    static QByteArray datasetJson(const Platform& p, bool intact) {
        const QByteArray sha = crypto::Digest::of(crypto::Digest::Algorithm::Sha256, p.stored).toHex();
        const QByteArray size = QByteArray::number(p.stored.size());
        return QByteArray("{\"attached_clusters\":[],") +
               (intact ? "\"created_at\":\"2026-01-01T00:00:00Z\","
                       : "\"created_ak\":\"2026-01-01T00:00:00Z\",") +
               "\"encryption\":{\"format\":\"CDENC1\",\"key_id\":\"00\"},"
               "\"files\":[{\"name\":\"data.bin\",\"sha256\":\"" +
               sha + "\",\"size_bytes\":" + size +
               "}],\"id\":\"ds-00000001\",\"name\":\"data\",\"region\":\"eu-west\",\"size_bytes\":" + size +
               "}";
    }

    std::shared_ptr<Platform> m_platform;
    RequestId m_next = 0;
};

} // namespace

class TestUploadBadAnswers final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_run = 0;

    // Uploads 1000 bytes against `platform`; the job as it ended.
    UploadJob upload(const std::shared_ptr<Platform>& platform) {
        const QString file = m_dir.filePath(QStringLiteral("data-%1.bin").arg(++m_run));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly) || f.write(QByteArray(1000, 'x')) != 1000)
            return {};
        f.close();
        PlatformClient client(std::make_unique<InMemoryTus>(platform));
        client.setApiKey("cdk_test_key");
        UploadEngine engine;
        QString error;
        if (!engine.openJournal(m_dir.filePath(QStringLiteral("uploads-%1.sqlite").arg(m_run)), &error))
            return {};
        engine.setConnection(&client, QStringLiteral("P"), "http://127.0.0.1:9");
        engine.setKey(crypto::TenantKey::generate());
        const qint64 id = engine.add(file, QStringLiteral("data"), &error);
        if (id == 0)
            return {};
        // The back-off waits 1 s, then 2 s, before each question asked again.
        if (!QTest::qWaitFor([&] { return isFinal(engine.job(id).state); }, 15000))
            qWarning("the upload did not end within 15 s");
        return engine.job(id);
    }

private Q_SLOTS:
    void damagedDatasetAnswerIsAskedAgain() {
        auto platform = std::make_shared<Platform>();
        platform->damagedDatasetAnswers = 1;
        const UploadJob job = upload(platform);
        QCOMPARE(job.error, QString());
        QCOMPARE(job.state, UploadState::Done);
        QCOMPARE(platform->datasetLookups, 2);
    }

    void unreadableDatasetAnswerIsASentence() {
        auto platform = std::make_shared<Platform>();
        platform->damagedDatasetAnswers = 1000;
        const UploadJob job = upload(platform);
        QCOMPARE(job.state, UploadState::Failed);
        QCOMPARE(job.error,
                 QStringLiteral("The platform sent an answer ClusterDesk cannot read. Try again; if "
                                "it persists, contact the platform's support."));
        QCOMPARE(platform->datasetLookups, 3);
    }

    void damagedOffsetAnswerIsCheckedAgain() {
        auto platform = std::make_shared<Platform>();
        platform->damagedPatchAnswers = 1;
        const UploadJob job = upload(platform);
        QCOMPARE(job.error, QString());
        QCOMPARE(job.state, UploadState::Done);
    }
};

QTEST_GUILESS_MAIN(TestUploadBadAnswers)
#include "tst_upload_bad_answers.moc"
