// clusterdesk-sim's upload write path under SIGKILL (issue 22): four clients PATCH at once, two
// partial uploads and two plain ones, each on its own connection, while the simulator is killed at
// a random moment, ten times, and started again on the same database and files. After every
// restart each upload's HEAD offset is at least the last one a 204 confirmed (group commits answer
// nobody before their bytes and offset are stored). At the end each client finishes from the
// server's offset, as tus has it, the partials are joined by a final upload, and every dataset's
// size and SHA-256 are those of the bytes the client meant: no byte lost, doubled or corrupted.
#include "RawHttp.h"
#include "crypto/Digest.h"
#include "support/SimProcess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>
#include <vector>

using namespace cd;
using namespace cd::test;

namespace {

constexpr int clients = 4;
constexpr int rounds = 10;
constexpr qint64 uploadLength = qint64(128) << 20;

// The byte a client means at `offset` of upload `index`: a pattern that differs per upload and
// per position, so a byte stored at the wrong place or in the wrong upload shows.
QByteArray bytesAt(int index, qint64 offset, qint64 size) {
    QByteArray out(qsizetype(size), Qt::Uninitialized);
    for (qint64 i = 0; i < size; ++i) {
        const quint64 at = quint64(offset + i);
        out[qsizetype(i)] = char(((at * 2654435761u) >> 11) ^ quint64(index * 77) ^ (at >> 20));
    }
    return out;
}

QByteArray sha256Of(int index) {
    crypto::Digest digest;
    for (qint64 at = 0; at < uploadLength; at += 1 << 20)
        digest.add(bytesAt(index, at, std::min<qint64>(1 << 20, uploadLength - at)));
    return digest.result();
}

// A plain upload's SHA-256; a final upload's is composite: the SHA-256 of its partials' SHA-256s,
// then "-" and their number (each partial hashed by the simulator as its bytes arrived, across
// the kills).
QString expectedSha256(const QList<int>& indexes, bool joined) {
    if (!joined)
        return QString::fromLatin1(sha256Of(indexes.first()).toHex());
    QByteArray digests;
    for (const int index : indexes)
        digests += sha256Of(index);
    return QString::fromLatin1(crypto::Digest::of(crypto::Digest::Algorithm::Sha256, digests).toHex()) +
           u'-' + QString::number(indexes.size());
}

QByteArray headerOf(const QByteArray& head, const QByteArray& name) {
    for (const QByteArray& line : head.split('\n')) {
        if (line.toLower().startsWith(QByteArray(name.toLower() + ':')))
            return line.mid(name.size() + 1).trimmed();
    }
    return {};
}

struct Upload {
    QByteArray path; // /v1/uploads/up-...
    bool partial = false;
    std::atomic<qint64> acked{0}; // the highest offset a 204 confirmed
};

} // namespace

class TestSimUploadKill9 final : public QObject {
    Q_OBJECT

    SimProcess m_sim{{QStringLiteral("--rate-limit"), QStringLiteral("0"),
                      QStringLiteral("--upload-rate-limit"), QStringLiteral("100000")}};
    QByteArray m_auth;
    Upload m_uploads[clients];

    RawHttp::Reply call(const QByteArray& method, const QByteArray& path, const QByteArray& headers,
                        const QByteArray& body = {}) {
        RawHttp http;
        if (!http.open(m_sim.port()))
            return {};
        http.send(method + ' ' + path + " HTTP/1.1\r\nHost: sim\r\n" + m_auth + headers +
                  "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        return http.read(30000);
    }

    qint64 serverOffset(const Upload& u) {
        const RawHttp::Reply r = call("HEAD", u.path, {});
        return r.status == 200 ? headerOf(r.head, "Upload-Offset").toLongLong() : -1;
    }

    // PATCHes from the server's offset until the upload is done or the connection fails.
    void send(int index, qint64 from, int seed) {
        Upload& u = m_uploads[index];
        QRandomGenerator random{quint32(seed)};
        RawHttp http;
        if (!http.open(m_sim.port()))
            return;
        for (qint64 offset = from; offset < uploadLength;) {
            const qint64 size = std::min<qint64>(uploadLength - offset, random.bounded(64, 1025) * 1024);
            const QByteArray body = bytesAt(index, offset, size);
            const QByteArray checksum =
                crypto::Digest::of(crypto::Digest::Algorithm::Sha256, body).toBase64();
            if (!http.send("PATCH " + u.path + " HTTP/1.1\r\nHost: sim\r\n" + m_auth +
                           "Content-Type: application/offset+octet-stream\r\nUpload-Offset: " +
                           QByteArray::number(offset) + "\r\nUpload-Checksum: sha256 " + checksum +
                           "\r\nContent-Length: " + QByteArray::number(size) + "\r\n\r\n" + body))
                return;
            const RawHttp::Reply r = http.read(30000);
            if (r.status != 204)
                return; // the server died (or said why not): this round is over for this client
            offset = headerOf(r.head, "Upload-Offset").toLongLong();
            u.acked = std::max(u.acked.load(), offset);
        }
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_auth =
            "Authorization: Bearer " + m_sim.key(QStringLiteral("0/owner")) + "\r\nTus-Resumable: 1.0.0\r\n";
        for (int i = 0; i < clients; ++i) {
            Upload& u = m_uploads[i];
            u.partial = i < 2;
            const QByteArray metadata = "dataset " + QByteArray("kill9-" + QByteArray::number(i)).toBase64() +
                                        ",filename " + QByteArray("f.bin").toBase64() + ",encryption " +
                                        QByteArray("none").toBase64();
            const RawHttp::Reply r = call("POST", "/v1/uploads",
                                          "Upload-Length: " + QByteArray::number(uploadLength) + "\r\n" +
                                              (u.partial ? QByteArray("Upload-Concat: partial\r\n")
                                                         : "Upload-Metadata: " + metadata + "\r\n"));
            QCOMPARE(r.status, 201);
            u.path = headerOf(r.head, "Location");
        }
    }

    void killedWhileWriting() {
        QRandomGenerator random(2022);
        int midTransfer = 0; // rounds whose kill fell while some upload was half-way
        for (int round = 0; round < rounds; ++round) {
            std::vector<std::thread> senders;
            qint64 before[clients];
            for (int i = 0; i < clients; ++i) {
                const qint64 from = serverOffset(m_uploads[i]);
                before[i] = from;
                QVERIFY2(from >= 0,
                         qPrintable(QStringLiteral("round %1: HEAD of upload %2").arg(round).arg(i)));
                senders.emplace_back(
                    [this, i, from, seed = int(random.generate() & 0xffff)] { send(i, from, seed); });
            }
            QThread::msleep(random.bounded(20, 150));
            m_sim.kill9();
            for (std::thread& t : senders)
                t.join();
            QString error;
            QVERIFY2(m_sim.start(&error), qPrintable(error));
            bool cut = false;
            for (int i = 0; i < clients; ++i) {
                const qint64 stored = serverOffset(m_uploads[i]);
                cut = cut || (stored > before[i] && stored < uploadLength);
                QVERIFY2(stored >= m_uploads[i].acked,
                         qPrintable(QStringLiteral("round %1, upload %2: HEAD says %3, a 204 said %4")
                                        .arg(round)
                                        .arg(i)
                                        .arg(stored)
                                        .arg(m_uploads[i].acked.load())));
            }
            midTransfer += cut ? 1 : 0;
        }
        // Kills fell while bytes were moving (on a machine fast enough to finish early, at least
        // the first few rounds).
        QVERIFY2(midTransfer >= 3, qPrintable(QString::number(midTransfer)));
    }

    void everyByteIsRight() {
        for (int i = 0; i < clients; ++i) {
            send(i, serverOffset(m_uploads[i]), 99 + i);
            QCOMPARE(serverOffset(m_uploads[i]), uploadLength);
        }
        const QByteArray metadata = "dataset " + QByteArray("kill9-joined").toBase64() + ",filename " +
                                    QByteArray("j.bin").toBase64() + ",encryption " +
                                    QByteArray("none").toBase64();
        const RawHttp::Reply joined =
            call("POST", "/v1/uploads",
                 "Upload-Concat: final;" + m_uploads[0].path + ' ' + m_uploads[1].path +
                     "\r\nUpload-Metadata: " + metadata + "\r\n");
        QCOMPARE(joined.status, 201);
        const QByteArray final = headerOf(joined.head, "Location");
        const struct {
            QByteArray upload;
            QList<int> parts;
        } expected[] = {{final, {0, 1}}, {m_uploads[2].path, {2}}, {m_uploads[3].path, {3}}};
        for (const auto& e : expected) {
            const QByteArray dataset = "/v1/datasets/ds-" + e.upload.mid(e.upload.lastIndexOf("/up-") + 4);
            const RawHttp::Reply r = call("GET", dataset, {});
            QCOMPARE(r.status, 200);
            const QJsonObject json = QJsonDocument::fromJson(r.body).object();
            QCOMPARE(json.value(QStringLiteral("size_bytes")).toInteger(), uploadLength * e.parts.size());
            const QString sha = json.value(QStringLiteral("files"))
                                    .toArray()
                                    .at(0)
                                    .toObject()
                                    .value(QStringLiteral("sha256"))
                                    .toString();
            QCOMPARE(sha, expectedSha256(e.parts, e.upload == final));
        }
    }
};

QTEST_GUILESS_MAIN(TestSimUploadKill9)
#include "tst_sim_upload_kill9.moc"
