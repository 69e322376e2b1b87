#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "crypto/StreamDecryptor.h"
#include "crypto/TenantKey.h"
#include "support/CapturedLog.h"
#include "support/FaultProxy.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"
#include "upload/BlockingCall.h"
#include "upload/DatasetDownload.h"
#include "upload/UploadEngine.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <archive.h>
#include <archive_entry.h>

using namespace cd;
using namespace cd::test;

namespace {

const QByteArray canary = QByteArrayLiteral("CANARY-plaintext-9b1d4e7a-never-on-the-server");

// Random bytes with the canary planted every 256 KiB, so any plaintext leak contains it.
QByteArray payload(qsizetype size, quint32 seed) {
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator rng(seed);
    rng.fillRange(reinterpret_cast<quint32*>(data.data()), size / 4);
    for (qsizetype at = 0; at + canary.size() < size; at += 256 * 1024)
        data.replace(at, canary.size(), canary);
    return data;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& data) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        return {};
    return path;
}

// The dataset's stored bytes, fetched by range as the console does, then decrypted.
std::optional<QByteArray> fetchAndDecrypt(PlatformClient& client, const QString& datasetId,
                                          const crypto::TenantKey& key, QByteArray* stored = nullptr) {
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
        if (response.status != 206) {
            qWarning("dataset %s at %lld: HTTP %d %s", qPrintable(datasetId), at, response.status,
                     response.body.left(200).constData());
            return std::nullopt;
        }
        if (stored)
            *stored += response.body;
        if (!decryptor.feed(response.body.constData(), std::size_t(response.body.size()))) {
            qWarning("decrypting %s: %s", qPrintable(datasetId), qPrintable(decryptor.error().message));
            return std::nullopt;
        }
        if (response.body.size() < (4 << 20))
            break;
    }
    if (!decryptor.finish()) {
        qWarning("decrypting %s: %s", qPrintable(datasetId), qPrintable(decryptor.error().message));
        return std::nullopt;
    }
    return plain;
}

bool waitFinal(UploadEngine& engine, qint64 id, int ms = 60000) {
    return QTest::qWaitFor([&] { return isFinal(engine.job(id).state); }, ms);
}

bool waitOffset(UploadEngine& engine, qint64 id, qint64 atLeast, int ms = 60000) {
    // Also stops waiting when the job ends, short of the offset (a failure): no use waiting on.
    return QTest::qWaitFor(
               [&] { return engine.job(id).confirmedOffset >= atLeast || isFinal(engine.job(id).state); },
               ms) &&
           engine.job(id).confirmedOffset >= atLeast;
}

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

constexpr qint64 segment = 1 << 20;

} // namespace

class TestUploadE2e final : public QObject {
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    QTemporaryDir m_work;
    crypto::TenantKey m_key = crypto::TenantKey::generate();

    std::unique_ptr<UploadEngine> engine(PlatformClient& client, const QString& journal = {}) {
        auto e = std::make_unique<UploadEngine>();
        QString error;
        if (!e->openJournal(journal.isEmpty() ? m_work.filePath(QStringLiteral("journal.sqlite")) : journal,
                            &error))
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

    // Sizes at the segment edges; the dataset decrypts to the original, the server's copy has the
    // checksum the client computed, and the canary never reaches the simulator's storage.
    void roundTrip_data() {
        QTest::addColumn<qsizetype>("size");
        QTest::newRow("0") << qsizetype(0);
        QTest::newRow("1") << qsizetype(1);
        QTest::newRow("segment-1") << qsizetype(segment - 1);
        QTest::newRow("segment") << qsizetype(segment);
        QTest::newRow("segment+1") << qsizetype(segment + 1);
        QTest::newRow("3.5 segments") << qsizetype(3 * segment + segment / 2);
    }
    void roundTrip() {
        QFETCH(qsizetype, size);
        auto client = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        auto e = engine(*client);
        QVERIFY(e);
        const QByteArray data = payload(size, quint32(size));
        const QString path = writeFile(m_work, QStringLiteral("data-%1.bin").arg(size), data);
        QSignalSpy finished(e.get(), &UploadEngine::jobFinished);
        QString error;
        const qint64 id = e->add(path, QStringLiteral("roundtrip"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(finished.wait(30000));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        QVERIFY(job.datasetId.startsWith(u"ds-"));
        QByteArray stored;
        const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key, &stored);
        QVERIFY(plain);
        QCOMPARE(*plain, data);
        QVERIFY(!stored.contains(canary.left(20)));
        // The simulator's SQLite files (database and write-ahead log) never hold the canary.
        for (const QString& file :
             QStringList{m_sim->databasePath(), m_sim->databasePath() + QStringLiteral("-wal")})
            QVERIFY2(!fileBytes(file).contains(canary.left(20)), qPrintable(file));
        QVERIFY(!fileBytes(m_work.filePath(QStringLiteral("journal.sqlite"))).contains(canary.left(20)));
        QCOMPARE(e->resentBytes(), qint64(0));
    }

    // The console closes in the middle (its engine is destroyed) and starts again: the journal
    // brings the upload back, it resumes from the server's offset and re-sends at most one segment.
    void resumesAfterRestart() {
        auto client = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        const QString journal = m_work.filePath(QStringLiteral("restart.sqlite"));
        const QByteArray data = payload(8 * segment + 12345, 7);
        const QString path = writeFile(m_work, QStringLiteral("restart.bin"), data);
        qint64 id = 0;
        QByteArray header;
        {
            auto e = engine(*client, journal);
            e->setBandwidthLimit(4 * segment);
            QString error;
            id = e->add(path, QStringLiteral("restart"), &error);
            QVERIFY(waitOffset(*e, id, 3 * segment));
            header = e->job(id).header;
        }
        auto e = engine(*client, journal);
        QCOMPARE(e->jobs().size(), 1);
        QVERIFY(waitFinal(*e, id));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        QCOMPARE(job.header, header); // same file, same header: resumed, not restarted
        QVERIFY2(e->resentBytes() <= segment + 16 + 132, qPrintable(QString::number(e->resentBytes())));
        const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key);
        QVERIFY(plain);
        QCOMPARE(*plain, data);
    }

    // Partial uploads four at once, joined by a final one (tus concatenation): the dataset decrypts
    // to the original, the journal kept each part, and the platform's partial uploads were joined.
    // Streamed: each request built chunk by chunk as libcurl sends it (PartBody), as on a long
    // link where requests too large to hold whole go; here with no memory allowed for requests.
    void partsRoundTrip_data() {
        QTest::addColumn<qsizetype>("size");
        QTest::addColumn<int>("parts");
        QTest::addColumn<bool>("streamed");
        // Twice as many parts as connections where there is room, and at least four segments a
        // part: eight segments make two parts, twenty-two make five (four connections take them).
        QTest::newRow("8 segments") << qsizetype(8 * segment) << 2 << false;
        QTest::newRow("21 segments and a bit") << qsizetype(21 * segment + 777) << 5 << false;
        QTest::newRow("21 segments and a bit, streamed") << qsizetype(21 * segment + 777) << 5 << true;
        QTest::newRow("41 segments and a bit, streamed") << qsizetype(41 * segment + 5) << 8 << true;
    }
    void partsRoundTrip() {
        QFETCH(qsizetype, size);
        QFETCH(int, parts);
        QFETCH(bool, streamed);
        auto client = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        auto e =
            engine(*client, m_work.filePath(QStringLiteral("parts-%1-%2.sqlite").arg(size).arg(streamed)));
        e->setConnectionsPerUpload(4);
        if (streamed)
            e->setRequestMemory(0);
        const QByteArray data = payload(size, quint32(size) + 5);
        QString error;
        CapturedLog log;
        const qint64 id =
            e->add(writeFile(m_work, QStringLiteral("parts-%1-%2.bin").arg(size).arg(streamed), data),
                   QStringLiteral("parts"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(waitFinal(*e, id));
        QVERIFY(log.contains(streamed ? QStringLiteral("chunks a request, streamed")
                                      : QStringLiteral("chunks a request, held whole")));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        QCOMPARE(job.parts.size(), parts);
        // Connected, the engine asked what the server offers (concatenation among it) by itself.
        QVERIFY(e->serverKnown());
        for (const UploadPart& part : job.parts) {
            QVERIFY(part.uploadPath.startsWith("/v1/uploads/"));
            QCOMPARE(part.pendingFirst, qint64(-1));
        }
        // The final upload names its parts in order, as the platform reports it.
        Request head;
        head.method = "HEAD";
        head.path = job.uploadPath;
        head.headers.set("Tus-Resumable", "1.0.0");
        const Response r = BlockingCall::send(client->transport(), client->authorized(head), nullptr);
        QByteArray expected = "final;";
        for (qsizetype i = 0; i < job.parts.size(); ++i)
            expected += (i ? " " : "") + job.parts[i].uploadPath;
        QCOMPARE(r.headers.value("Upload-Concat"), expected);
        const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key);
        QVERIFY(plain);
        QCOMPARE(*plain, data);
        QCOMPARE(e->resentBytes(), qint64(0));
    }

    // Closed in the middle of a parted upload and started again: every part resumes from its own
    // server's offset under the same header, each re-sending at most its request in flight.
    // Streamed, the engine goes while libcurl is still reading its requests' bodies.
    void partsResumeAfterRestart_data() {
        QTest::addColumn<bool>("streamed");
        QTest::newRow("held whole") << false;
        QTest::newRow("streamed") << true;
    }
    void partsResumeAfterRestart() {
        QFETCH(bool, streamed);
        auto client = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        const QString journal = m_work.filePath(QStringLiteral("parts-restart-%1.sqlite").arg(streamed));
        const QByteArray data = payload(24 * segment + 99, 17);
        const QString path = writeFile(m_work, QStringLiteral("parts-restart-%1.bin").arg(streamed), data);
        qint64 id = 0;
        QByteArray header;
        QList<UploadPart> partsBefore;
        {
            auto e = engine(*client, journal);
            e->setConnectionsPerUpload(4);
            e->setBandwidthLimit(6 * segment);
            if (streamed)
                e->setRequestMemory(0);
            QString error;
            id = e->add(path, QStringLiteral("parts-restart"), &error);
            QVERIFY(waitOffset(*e, id, 8 * segment));
            header = e->job(id).header;
            partsBefore = e->job(id).parts;
        }
        QCOMPARE(partsBefore.size(), 6); // 25 chunks: eight parts would be under four chunks each
        auto e = engine(*client, journal);
        e->setConnectionsPerUpload(2); // the parts stay as planned; two connections now take them
        if (streamed)
            e->setRequestMemory(0);
        QVERIFY(waitFinal(*e, id));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        QCOMPARE(job.header, header);
        QCOMPARE(job.parts.size(), partsBefore.size());
        // Each part created before the restart resumed, not created again (the rest were created
        // when a connection took them).
        int createdBefore = 0;
        for (qsizetype i = 0; i < partsBefore.size(); ++i) {
            QVERIFY(job.parts[i].uploadPath.startsWith("/v1/uploads/"));
            if (!partsBefore[i].uploadPath.isEmpty()) {
                ++createdBefore;
                QCOMPARE(job.parts[i].uploadPath, partsBefore[i].uploadPath);
            }
        }
        QVERIFY(createdBefore >= 4); // one for each connection at least
        const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key);
        QVERIFY(plain);
        QCOMPARE(*plain, data);
    }

    // "Download and check" asks for several ranges at once (one connection each, through a proxy
    // that counts them), decrypts them in order and writes the file only when all verified; one at
    // a time it keeps to one connection.
    void downloadFetchesSeveralRangesAtOnce() {
        auto direct = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        auto e = engine(*direct, m_work.filePath(QStringLiteral("download.sqlite")));
        const QByteArray data = payload(5 * DatasetDownload::rangeSize + 12345, 31);
        QString error;
        const qint64 id = e->add(writeFile(m_work, QStringLiteral("download.bin"), data),
                                 QStringLiteral("download"), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(waitFinal(*e, id));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        for (int connections : {4, 1}) {
            FaultProxy proxy;
            FaultProxy::Faults shaping;
            shaping.delayMs = 10;
            QVERIFY2(proxy.start(quint16(m_sim->port()), shaping, &error), qPrintable(error));
            auto client = httpClient(proxy.baseUrl(), m_sim->key(QStringLiteral("0/member")));
            DatasetDownload::Job d;
            d.transport = &client->transport();
            d.authorize = [&client](Request r) { return client->authorized(std::move(r)); };
            d.datasetId = job.datasetId;
            d.sizeBytes = job.uploadLength;
            d.keys = {m_key};
            d.connections = connections;
            d.destination = m_work.filePath(QStringLiteral("downloaded-%1.bin").arg(connections));
            bool verified = false;
            const QString message = DatasetDownload::run(d, &verified);
            QVERIFY2(message.isEmpty(), qPrintable(message));
            QVERIFY(verified);
            QVERIFY(fileBytes(d.destination) == data);
            const auto traffic = proxy.traffic();
            QVERIFY(traffic);
            if (connections == 1)
                QCOMPARE(traffic->connections, 1);
            else
                QVERIFY2(traffic->connections >= connections,
                         qPrintable(QString::number(traffic->connections)));
        }
        // Cancelled part way: nothing is written.
        std::atomic<bool> cancel{false};
        DatasetDownload::Job d;
        d.transport = &direct->transport();
        d.authorize = [&direct](Request r) { return direct->authorized(std::move(r)); };
        d.datasetId = job.datasetId;
        d.sizeBytes = job.uploadLength;
        d.keys = {m_key};
        d.cancel = &cancel;
        d.destination = m_work.filePath(QStringLiteral("cancelled.bin"));
        d.progress = [&cancel](qint64 done, qint64) {
            if (done >= DatasetDownload::rangeSize)
                cancel = true;
        };
        QVERIFY(!DatasetDownload::run(d).isEmpty());
        QVERIFY(!QFile::exists(d.destination));
    }

    // Two files at once of three queued: the third waits its turn; pausing one lets the third in
    // while the other goes on; the limit holds for all of them together; all decrypt.
    void severalFilesAtOnce() {
        auto client = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        auto e = engine(*client, m_work.filePath(QStringLiteral("files-at-once.sqlite")));
        e->setFilesAtOnce(2);
        e->setConnectionsPerUpload(1);
        const qint64 limit = 4 * segment;
        e->setBandwidthLimit(limit);
        QElapsedTimer clock;
        clock.start();
        QList<qint64> ids;
        QList<QByteArray> datas;
        for (int i = 0; i < 3; ++i) {
            datas.append(payload(6 * segment + i, 40 + quint32(i)));
            QString error;
            ids.append(e->add(writeFile(m_work, QStringLiteral("at-once-%1.bin").arg(i), datas.last()),
                              QStringLiteral("at-once-%1").arg(i), &error));
            QVERIFY2(ids.last() > 0, qPrintable(error));
        }
        auto offset = [&](int i) { return e->job(ids[i]).confirmedOffset; };
        auto state = [&](int i) { return e->job(ids[i]).state; };
        // The first two go side by side; the third waits.
        QVERIFY(QTest::qWaitFor([&] { return offset(0) > 0 && offset(1) > 0; }, 20000));
        QCOMPARE(state(2), UploadState::Queued);
        QCOMPARE(offset(2), qint64(0));
        // Paused, the first frees its place: the third starts, the second goes on.
        e->pause(ids[0]);
        const qint64 secondAtPause = offset(1);
        QVERIFY(QTest::qWaitFor([&] { return offset(2) > 0; }, 20000));
        QVERIFY(QTest::qWaitFor([&] { return offset(1) > secondAtPause; }, 20000));
        QCOMPARE(state(0), UploadState::Paused);
        const qint64 firstPaused = offset(0);
        e->resume(ids[0]);
        for (qint64 id : ids)
            QVERIFY(waitFinal(*e, id, 120000));
        const double seconds = double(clock.elapsed()) / 1000.0;
        qint64 total = 0;
        for (int i = 0; i < 3; ++i) {
            const UploadJob job = e->job(ids[i]);
            QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
            total += job.uploadLength;
            const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key);
            QVERIFY(plain);
            QCOMPARE(*plain, datas[i]);
        }
        QVERIFY(firstPaused < e->job(ids[0]).uploadLength); // it was paused part way, then finished
        // All three together at most at the limit (a second's worth of slack for the first window).
        QVERIFY2(seconds >= double(total - limit) / double(limit),
                 qPrintable(QStringLiteral("%1 bytes in %2 s").arg(total).arg(seconds)));
    }

    // The server dies and comes back (same database) while an upload runs.
    void survivesServerRestart() {
        auto client = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        auto e = engine(*client, m_work.filePath(QStringLiteral("server-restart.sqlite")));
        e->setBandwidthLimit(4 * segment);
        const QByteArray data = payload(6 * segment, 11);
        QString error;
        const qint64 id =
            e->add(writeFile(m_work, QStringLiteral("server.bin"), data), QStringLiteral("srv"), &error);
        QVERIFY(waitOffset(*e, id, 2 * segment));
        m_sim->kill9();
        // The uploader meets refused connections and backs off ("retry N reason" in its progress).
        QVERIFY(QTest::qWaitFor([&] { return e->progress(id).status.startsWith(QLatin1String("retry")); },
                                15000));
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        QVERIFY(waitFinal(*e, id, 90000));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key);
        QVERIFY(plain);
        QCOMPARE(*plain, data);
    }

    // A source changed while the console was closed gets a new header and a new upload: the old
    // key and nonces never meet other plaintext.
    void changedSourceStartsOver() {
        auto client = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        const QString journal = m_work.filePath(QStringLiteral("changed.sqlite"));
        const QString path = writeFile(m_work, QStringLiteral("changed.bin"), payload(6 * segment, 21));
        qint64 id = 0;
        QByteArray header;
        QByteArray uploadPath;
        {
            auto e = engine(*client, journal);
            e->setBandwidthLimit(4 * segment);
            QString error;
            id = e->add(path, QStringLiteral("changed"), &error);
            QVERIFY(waitOffset(*e, id, 2 * segment));
            header = e->job(id).header;
            uploadPath = e->job(id).uploadPath;
        }
        // Same size, content changed in the part already sent, and the modification time kept
        // as it was: only the tag chain can tell.
        QFile f(path);
        const QDateTime mtime = QFileInfo(path).lastModified();
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.seek(100);
        f.write("changed!");
        f.setFileTime(mtime, QFileDevice::FileModificationTime);
        f.close();
        const QByteArray now = fileBytes(path);
        auto e = engine(*client, journal);
        QVERIFY(waitFinal(*e, id));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        QVERIFY(job.header != header);
        QVERIFY(job.header.mid(40, 32) != header.mid(40, 32)); // a new salt: new data key and nonces
        QVERIFY(job.uploadPath != uploadPath);
        const auto plain = fetchAndDecrypt(*client, job.datasetId, m_key);
        QVERIFY(plain);
        QCOMPARE(*plain, now);
    }

    // A folder of code goes as one tar + zstd bundle without .git and what .gitignore excludes.
    void folderBundle() {
        auto client = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/member")));
        auto e = engine(*client, m_work.filePath(QStringLiteral("folder.sqlite")));
        QTemporaryDir src;
        QDir(src.path()).mkpath(QStringLiteral("project/.git"));
        QDir(src.path()).mkpath(QStringLiteral("project/build"));
        QDir(src.path()).mkpath(QStringLiteral("project/src"));
        const QString root = src.filePath(QStringLiteral("project"));
        writeFile(src, QStringLiteral("project/.gitignore"), "build/\n*.log\n");
        writeFile(src, QStringLiteral("project/.git/HEAD"), "ref: refs/heads/main\n");
        writeFile(src, QStringLiteral("project/build/out.o"), "object");
        writeFile(src, QStringLiteral("project/train.log"), "log");
        writeFile(src, QStringLiteral("project/src/train.py"), "print('train')\n");
        QString error;
        const qint64 id = e->add(root, QStringLiteral("code"), &error);
        QVERIFY(waitFinal(*e, id));
        const UploadJob job = e->job(id);
        QVERIFY2(job.state == UploadState::Done, qPrintable(job.error));
        QCOMPARE(job.fileName, QStringLiteral("project.tar.zst"));
        QCOMPARE(job.leftOut.size(), 3);
        const auto bundle = fetchAndDecrypt(*client, job.datasetId, m_key);
        QVERIFY(bundle);
        archive* a = archive_read_new();
        archive_read_support_filter_zstd(a);
        archive_read_support_format_tar(a);
        QCOMPARE(archive_read_open_memory(a, bundle->constData(), std::size_t(bundle->size())), ARCHIVE_OK);
        QStringList names;
        archive_entry* entry = nullptr;
        while (archive_read_next_header(a, &entry) == ARCHIVE_OK)
            names.append(QString::fromUtf8(archive_entry_pathname(entry)));
        archive_read_free(a);
        QVERIFY2(names.contains(QStringLiteral("project/src/train.py")), qPrintable(names.join(u',')));
        QVERIFY(names.contains(QStringLiteral("project/.gitignore")));
        for (const QString& n : names)
            QVERIFY2(!n.contains(u".git/") && !n.contains(u"build") && !n.endsWith(u".log"), qPrintable(n));
    }

    // With libcurl's verbose trace on, nothing secret reaches the log: not the API key, not the
    // tenant key in any encoding.
    void logsHoldNoSecrets() {
        auto log = std::make_unique<CapturedLog>(CapturedLog::Echo::Quiet);
        QLoggingCategory::setFilterRules(QStringLiteral("clusterdesk.*=true"));
        const QByteArray apiKey = m_sim->key(QStringLiteral("0/member"));
        {
            auto client = httpClient(m_sim->baseUrl(), apiKey, ClientOptions{2000, 20000, 4, true});
            auto e = engine(*client, m_work.filePath(QStringLiteral("logs.sqlite")));
            QString error;
            const qint64 id = e->add(writeFile(m_work, QStringLiteral("logs.bin"), payload(2 * segment, 5)),
                                     QStringLiteral("logs"), &error);
            QVERIFY(waitFinal(*e, id));
            QCOMPARE(e->job(id).state, UploadState::Done);
        }
        const QString all = log->all();
        log.reset();
        QLoggingCategory::setFilterRules(QString());
        QVERIFY2(all.contains(u"PATCH"), "the verbose trace was not captured");
        const QByteArray raw = m_key.raw().toByteArray();
        for (const QByteArray& secret :
             {apiKey, raw.toBase64(), raw.toHex(), raw.toBase64(QByteArray::Base64UrlEncoding)})
            QVERIFY2(!all.contains(QString::fromLatin1(secret)), "a secret reached the log");
    }

    void cleanupTestCase() { m_sim.reset(); }
};

QTEST_GUILESS_MAIN(TestUploadE2e)
#include "tst_upload_e2e.moc"
