#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "crypto/StreamDecryptor.h"
#include "crypto/TenantKey.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"
#include "upload/BlockingCall.h"
#include "upload/TusProtocol.h"
#include "upload/UploadEngine.h"
#include "upload/UploadJournal.h"

#include <QBitArray>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <functional>
#include <mutex>

using namespace cd;
using namespace cd::test;

namespace {

constexpr qint64 segment = 1 << 20;
constexpr qint64 headerSize = 132;

QByteArray payload(qsizetype size, quint32 seed) {
    QByteArray data(size, '\0'); // the tail past the last whole word stays zero, the same every time
    QRandomGenerator rng(seed);
    rng.fillRange(reinterpret_cast<quint32*>(data.data()), size / 4);
    return data;
}

bool writeAll(const QString& path, const QByteArray& data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// A streamed body as libcurl reads it, each piece handed to `record` with its offset: the bytes
// that really left, rewinds included.
class RecordingBody final : public StreamedBody {
public:
    RecordingBody(std::shared_ptr<StreamedBody> inner, std::function<void(qint64, const QByteArray&)> record)
        : m_inner(std::move(inner))
        , m_record(std::move(record)) {}
    qint64 size() const override { return m_inner->size(); }
    qint64 read(qint64 offset, char* into, qint64 max) override {
        const qint64 n = m_inner->read(offset, into, max);
        if (n > 0)
            m_record(offset, QByteArray(into, qsizetype(n)));
        return n;
    }

private:
    std::shared_ptr<StreamedBody> m_inner;
    std::function<void(qint64, const QByteArray&)> m_record;
};

// Between the console and a real clusterdesk-sim: records every PATCH body and, for the PATCHes
// named in the plan, answers 460 or 503 itself (the data never reaching the platform), after
// letting the test rewrite the source file; `Observe` lets the test rewrite it and the PATCH through.
// Runs on the upload thread.
class FaultyTransport final : public Transport {
public:
    enum class Fault { None, Checksum460, Unavailable503, Observe };
    struct Patch {
        QByteArray path;
        qint64 offset = 0;
        QByteArray body;
        bool delivered = false;
    };

    FaultyTransport(std::unique_ptr<Transport> inner, QHash<int, Fault> plan,
                    std::function<void(int)> onFault)
        : m_inner(std::move(inner))
        , m_plan(std::move(plan))
        , m_onFault(std::move(onFault)) {}
    // The transport first: its thread may still be reading a streamed body into m_patches.
    ~FaultyTransport() override { m_inner.reset(); }

    RequestId start(Request request, Completion done) override {
        if (request.method != "PATCH")
            return m_inner->start(std::move(request), std::move(done));
        int n = 0;
        Fault fault = Fault::None;
        {
            std::lock_guard lock(m_mutex);
            n = ++m_count;
            fault = m_plan.value(n, Fault::None);
            m_patches.append({request.path, request.headers.value("Upload-Offset").toLongLong(), request.body,
                              fault == Fault::None || fault == Fault::Observe});
            if (request.streamedBody) {
                const qsizetype index = m_patches.size() - 1;
                request.streamedBody = std::make_shared<RecordingBody>(
                    request.streamedBody, [this, index](qint64 offset, const QByteArray& piece) {
                        std::lock_guard inner(m_mutex);
                        QByteArray& body = m_patches[index].body;
                        if (body.size() < offset + piece.size())
                            body.resize(qsizetype(offset + piece.size()));
                        body.replace(qsizetype(offset), piece.size(), piece);
                    });
            }
        }
        if (fault == Fault::None)
            return m_inner->start(std::move(request), std::move(done));
        m_onFault(n);
        if (fault == Fault::Observe)
            return m_inner->start(std::move(request), std::move(done));
        Response r;
        r.status = fault == Fault::Checksum460 ? 460 : 503;
        r.headers.set("Tus-Resumable", "1.0.0");
        done(std::move(r));
        return (RequestId(1) << 62) + RequestId(n);
    }
    RequestId startStream(Request request, DataSink data, Completion done) override {
        return m_inner->startStream(std::move(request), std::move(data), std::move(done));
    }
    void cancel(RequestId id) override {
        if (id < (RequestId(1) << 62))
            m_inner->cancel(id);
    }
    QString describe() const override { return m_inner->describe(); }

    QList<Patch> patches() {
        std::lock_guard lock(m_mutex);
        return m_patches;
    }

private:
    std::unique_ptr<Transport> m_inner;
    QHash<int, Fault> m_plan;
    std::function<void(int)> m_onFault;
    std::mutex m_mutex;
    int m_count = 0;
    QList<Patch> m_patches;
};

// Segment i's nonce is nonce_prefix || be32(i) || final (section 5.5); the prefix comes from the
// header's salt (5.4). Within one upload (one header) a byte position therefore always has the same
// nonce and keystream: two PATCHes that put different bytes at the same position encrypted two
// plaintexts under one nonce. Returns the segments where that happened, and checks every upload's
// salt is its own.
QStringList nonceReuse(const QList<FaultyTransport::Patch>& patches) {
    QStringList found;
    QHash<QByteArray, QByteArray> image;
    QHash<QByteArray, QBitArray> seen;
    QHash<QByteArray, QByteArray> saltOf;
    for (const auto& p : patches) {
        QByteArray& bytes = image[p.path];
        QBitArray& written = seen[p.path];
        const qint64 end = p.offset + p.body.size();
        if (bytes.size() < end) {
            bytes.resize(end);
            written.resize(int(end));
        }
        for (qint64 i = 0; i < p.body.size(); ++i) {
            const qint64 at = p.offset + i;
            if (written.testBit(int(at)) && bytes[at] != p.body[i]) {
                const qint64 seg = at < headerSize ? -1 : (at - headerSize) / (segment + 16);
                found.append(QStringLiteral("%1 segment %2").arg(QString::fromLatin1(p.path)).arg(seg));
                break;
            }
            bytes[at] = p.body[i];
            written.setBit(int(at));
        }
        if (p.offset == 0 && p.body.size() >= headerSize)
            saltOf[p.path] = p.body.mid(40, 32);
    }
    const QList<QByteArray> salts = saltOf.values();
    if (QSet<QByteArray>(salts.begin(), salts.end()).size() != salts.size())
        found.append(QStringLiteral("two uploads share a salt"));
    return found;
}

std::optional<QByteArray> fetchAndDecrypt(PlatformClient& client, const QString& datasetId,
                                          const crypto::TenantKey& key) {
    QByteArray plain;
    crypto::StreamDecryptor decryptor(key, [&plain](const unsigned char* d, std::size_t n) {
        plain.append(reinterpret_cast<const char*>(d), qsizetype(n));
        return true;
    });
    for (qint64 at = 0;; at += 4 << 20) {
        Request r;
        r.path = "/v1/datasets/" + datasetId.toUtf8() + "/content";
        r.headers.set("Range",
                      "bytes=" + QByteArray::number(at) + '-' + QByteArray::number(at + (4 << 20) - 1));
        const Response response = BlockingCall::send(client.transport(), client.authorized(r), nullptr);
        if (response.status == 416)
            break;
        if (response.status != 206 ||
            !decryptor.feed(response.body.constData(), std::size_t(response.body.size())))
            return std::nullopt;
        if (response.body.size() < (4 << 20))
            break;
    }
    if (!decryptor.finish())
        return std::nullopt;
    return plain;
}

} // namespace

class TestUploadNonceE2e final : public QObject {
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    QTemporaryDir m_work;
    crypto::TenantKey m_key = crypto::TenantKey::generate();

    std::unique_ptr<PlatformClient> faultyClient(QHash<int, FaultyTransport::Fault> plan,
                                                 std::function<void(int)> onFault, FaultyTransport** out) {
        TransportSettings s;
        s.baseUrl = m_sim->baseUrl();
        auto faulty = std::make_unique<FaultyTransport>(std::make_unique<CurlTransport>(s), std::move(plan),
                                                        std::move(onFault));
        *out = faulty.get();
        auto client = std::make_unique<PlatformClient>(std::move(faulty));
        client->setApiKey(m_sim->key(QStringLiteral("0/member")));
        return client;
    }
    std::unique_ptr<UploadEngine> engine(PlatformClient& client, const QString& journal) {
        auto e = std::make_unique<UploadEngine>();
        QString error;
        if (!e->openJournal(m_work.filePath(journal), &error))
            return nullptr;
        e->setConnection(&client, QStringLiteral("e2e"), m_sim->baseUrl().toEncoded());
        e->setKey(m_key);
        return e;
    }

private slots:
    void initTestCase() {
        m_sim = std::make_unique<SimProcess>();
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
    }

    // The platform refuses one chunk with 460 and loses the next with 503 while the file is being
    // rewritten each time: the chunk goes again as the same ciphertext, and the upload, finding the
    // file changed, starts over under a new header. The dataset holds the file as it is at the end.
    // In parts with streamed requests, the bytes recorded are those libcurl read as it sent them.
    void resentChunksKeepTheirCiphertext_data() {
        QTest::addColumn<qint64>("size");
        QTest::addColumn<bool>("streamed");
        QTest::newRow("one upload") << qint64(4 * segment + 777) << false;
        QTest::newRow("in parts, streamed") << qint64(12 * segment + 777) << true;
    }
    void resentChunksKeepTheirCiphertext() {
        QFETCH(qint64, size);
        QFETCH(bool, streamed);
        const QString path = m_work.filePath(QStringLiteral("rewritten-%1.bin").arg(streamed));
        QVERIFY(writeAll(path, payload(size, 1)));
        std::atomic<int> version = 1;
        FaultyTransport* faulty = nullptr;
        auto client = faultyClient(
            {{2, FaultyTransport::Fault::Checksum460}, {4, FaultyTransport::Fault::Unavailable503}},
            [&](int) { writeAll(path, payload(size, quint32(++version))); }, &faulty);
        auto e = engine(*client, QStringLiteral("rewritten-%1.sqlite").arg(streamed));
        QVERIFY(e);
        if (streamed) {
            e->setConnectionsPerUpload(2);
            e->setRequestMemory(0);
        }
        QString error;
        const qint64 id = e->add(path, QStringLiteral("rewritten"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return isFinal(e->job(id).state); }, 60000));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        QCOMPARE(version.load(), 3);
        const QStringList reused = nonceReuse(faulty->patches());
        QVERIFY2(reused.isEmpty(), qPrintable(reused.join(u", ")));
        const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key);
        QVERIFY(plain);
        const QByteArray expected = payload(size, 3);
        if (streamed) {
            QVERIFY(!job.parts.isEmpty());
            qint64 recorded = 0;
            for (const auto& p : faulty->patches())
                recorded += p.body.size();
            QVERIFY(recorded >= job.uploadLength); // the bytes that left were seen
        }
        qsizetype differs = 0;
        while (differs < std::min(plain->size(), expected.size()) &&
               plain->at(differs) == expected.at(differs))
            ++differs;
        QVERIFY2(*plain == expected,
                 qPrintable(QStringLiteral("%1 bytes, %2 expected, first difference at %3")
                                .arg(plain->size())
                                .arg(expected.size())
                                .arg(differs)));
    }

    // The console closes while a chunk is unconfirmed and the file changes in that chunk only, its
    // size and modification time kept, on a file system whose identity does not show it (a change
    // within its timestamp granularity: the journal's identity is brought up to date to stand for
    // that). The journal remembers the chunk's tag: the resumed upload sees the rebuilt chunk
    // differs and starts over, instead of sending it under the same nonce.
    void pendingChunkSurvivesRestart() {
        const QString path = m_work.filePath(QStringLiteral("pending.bin"));
        const QByteArray first = payload(3 * segment + 99, 40);
        QVERIFY(writeAll(path, first));
        const QDateTime mtime = QFileInfo(path).lastModified();
        QByteArray second = first;
        second.replace(segment + 500, 8, "changed!"); // inside segment 1
        std::atomic<bool> faulted = false;
        FaultyTransport* faulty = nullptr;
        auto client = faultyClient(
            {{2, FaultyTransport::Fault::Unavailable503}}, [&](int) { faulted = true; }, &faulty);
        qint64 id = 0;
        {
            auto e = engine(*client, QStringLiteral("pending.sqlite"));
            QVERIFY(e);
            QString error;
            id = e->add(path, QStringLiteral("pending"), &error);
            QVERIFY2(id > 0, qPrintable(error));
            QVERIFY(QTest::qWaitFor([&] { return faulted.load(); }, 30000));
        } // closed while backing off after the lost chunk
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.write(second);
        QVERIFY(f.setFileTime(mtime, QFileDevice::FileModificationTime));
        f.close();
        {
            UploadJournal journal;
            QString error;
            QVERIFY2(journal.open(m_work.filePath(QStringLiteral("pending.sqlite")), &error),
                     qPrintable(error));
            std::optional<UploadJob> saved = journal.job(id);
            QVERIFY(saved);
            QCOMPARE(saved->pendingSegment, 1);
            const auto identity = SourceIdentity::of(path);
            QVERIFY(identity);
            saved->sourceIdentity = *identity;
            QVERIFY2(journal.save(*saved, &error), qPrintable(error));
        }
        auto e = engine(*client, QStringLiteral("pending.sqlite"));
        QVERIFY(QTest::qWaitFor([&] { return isFinal(e->job(id).state); }, 60000));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        const QStringList reused = nonceReuse(faulty->patches());
        QVERIFY2(reused.isEmpty(), qPrintable(reused.join(u", ")));
        const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key);
        QVERIFY(plain);
        QCOMPARE(*plain, second);
    }

    // The file is rewritten, same size and a later modification time, while its second chunk goes
    // out: the upload starts over (a second upload, the first one terminated) and the dataset
    // decrypts to the new content, not to a mix of both.
    void fileModifiedDuringUploadStartsOver() {
        const QString path = m_work.filePath(QStringLiteral("modified.bin"));
        const QByteArray first = payload(3 * segment + 5, 50);
        const QByteArray second = payload(3 * segment + 5, 51);
        QVERIFY(writeAll(path, first));
        FaultyTransport* faulty = nullptr;
        auto client = faultyClient(
            {{2, FaultyTransport::Fault::Observe}},
            [&](int) {
                QFile f(path);
                if (f.open(QIODevice::ReadWrite) && f.write(second) == second.size())
                    f.setFileTime(QDateTime::currentDateTimeUtc().addSecs(10),
                                  QFileDevice::FileModificationTime);
            },
            &faulty);
        auto e = engine(*client, QStringLiteral("modified.sqlite"));
        QVERIFY(e);
        QString error;
        const qint64 id = e->add(path, QStringLiteral("modified"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return isFinal(e->job(id).state); }, 60000));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        QList<QByteArray> uploads;
        for (const auto& p : faulty->patches())
            if (!uploads.contains(p.path))
                uploads.append(p.path);
        QCOMPARE(uploads.size(), 2);
        QCOMPARE(uploads.last(), job.uploadPath);
        // The first upload was given up on the platform too.
        const Response gone = BlockingCall::send(
            client->transport(), client->authorized(TusProtocol::head(uploads.first())), nullptr);
        QVERIFY2(gone.status == 404 || gone.status == 410, qPrintable(QString::number(gone.status)));
        const QStringList reused = nonceReuse(faulty->patches());
        QVERIFY2(reused.isEmpty(), qPrintable(reused.join(u", ")));
        const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key);
        QVERIFY(plain);
        QVERIFY(*plain == second);
    }

    // A file rewritten during every attempt: after 3 restarts the upload fails, saying the file kept
    // changing rather than blaming the platform.
    void fileThatKeepsChangingFailsWithItsOwnSentence() {
        const QString path = m_work.filePath(QStringLiteral("growing.log"));
        QVERIFY(writeAll(path, payload(2 * segment + 3, 60)));
        QHash<int, FaultyTransport::Fault> plan;
        for (int n = 1; n <= 20; ++n)
            plan.insert(n, FaultyTransport::Fault::Observe);
        FaultyTransport* faulty = nullptr;
        std::atomic<int> rewrites = 0;
        auto client = faultyClient(
            plan,
            [&](int) {
                QFile f(path);
                const int n = ++rewrites;
                if (f.open(QIODevice::ReadWrite) && f.write(payload(2 * segment + 3, quint32(60 + n))) > 0)
                    f.setFileTime(QDateTime::currentDateTimeUtc().addSecs(n),
                                  QFileDevice::FileModificationTime);
            },
            &faulty);
        auto e = engine(*client, QStringLiteral("growing.sqlite"));
        QVERIFY(e);
        QString error;
        const qint64 id = e->add(path, QStringLiteral("growing"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return isFinal(e->job(id).state); }, 60000));
        const UploadJob job = e->job(id);
        QCOMPARE(job.state, UploadState::Failed);
        QCOMPARE(job.error,
                 path + QStringLiteral(" kept changing while it was being uploaded; upload it again "
                                       "when it is no longer being written."));
        QCOMPARE(rewrites.load(), 4); // one chunk per attempt: the first and 3 restarts
        const QStringList reused = nonceReuse(faulty->patches());
        QVERIFY2(reused.isEmpty(), qPrintable(reused.join(u", ")));
    }

    void cleanupTestCase() { m_sim.reset(); }
};

QTEST_GUILESS_MAIN(TestUploadNonceE2e)
#include "tst_upload_nonce_e2e.moc"
