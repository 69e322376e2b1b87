// PartBody: a partial upload's request built chunk by chunk as the transport reads it, from real
// files, encrypted for real, checked against the tags its sender built first.
#include "crypto/StreamDecryptor.h"
#include "crypto/StreamEncryptor.h"
#include "crypto/TenantKey.h"
#include "upload/ChunkLayout.h"
#include "upload/ChunkSource.h"
#include "upload/PartBody.h"
#include "upload/UploadJob.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

namespace {

constexpr qint64 segment = 64 * 1024;

QByteArray randomBytes(qsizetype size, quint32 seed) {
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator rng(seed);
    for (char& c : data)
        c = char(rng.generate() & 0xff);
    return data;
}

} // namespace

class TestPartBody final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    crypto::TenantKey m_key = crypto::TenantKey::generate();

    // A job for `data` in a new file, encrypted under a new header with 64 KiB segments.
    UploadJob job(const QString& name, const QByteArray& data, bool encrypted = true) {
        UploadJob j;
        j.id = 1;
        j.payloadPath = m_dir.filePath(name);
        QFile f(j.payloadPath);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            return {};
        f.close();
        j.encrypted = encrypted;
        j.sourceIdentity = *SourceIdentity::of(j.payloadPath);
        if (encrypted) {
            crypto::CryptoError error;
            j.header =
                crypto::StreamEncryptor::create(m_key, quint64(data.size()), &error, segment)->headerBytes();
        }
        return j;
    }

    // What the sender builds first: chunks [first, end) whole, and each one's tag.
    QByteArray built(const UploadJob& j, const ChunkLayout& layout, qint64 first, qint64 end,
                     QList<QByteArray>* tags) {
        ChunkSource source;
        if (!source.open(j.payloadPath))
            return {};
        crypto::CryptoError error;
        auto encryptor = j.encrypted ? crypto::StreamEncryptor::resume(m_key, j.header, &error) : nullptr;
        QByteArray bytes;
        QByteArray tag;
        for (qint64 c = first; c < end; ++c) {
            if (source.append(j, layout, encryptor.get(), c, &bytes, &tag) != ChunkSource::Outcome::Ready)
                return {};
            if (j.encrypted)
                tags->append(tag);
        }
        return bytes;
    }

    // Everything the body gives, read `piece` bytes at a time.
    static QByteArray drain(PartBody& body, qint64 piece) {
        QByteArray out;
        QByteArray buffer(qsizetype(piece), Qt::Uninitialized);
        while (out.size() < body.size()) {
            const qint64 n = body.read(out.size(), buffer.data(), piece);
            if (n <= 0)
                break;
            out.append(buffer.constData(), qsizetype(n));
        }
        return out;
    }

private slots:
    // Any piece size, from any part of the upload: the same bytes the sender built whole; all of
    // the upload's chunks in one body decrypt to the file.
    void givesTheBytesBuiltWhole_data() {
        QTest::addColumn<qint64>("first");
        QTest::addColumn<qint64>("end");
        QTest::addColumn<qint64>("skip");
        QTest::addColumn<qint64>("piece");
        QTest::newRow("whole upload, 1 byte at a time") << qint64(0) << qint64(6) << qint64(0) << qint64(1);
        QTest::newRow("whole upload, 16 KiB") << qint64(0) << qint64(6) << qint64(0) << qint64(16384);
        QTest::newRow("whole upload, larger than a chunk")
            << qint64(0) << qint64(6) << qint64(0) << qint64(3 * segment);
        QTest::newRow("middle part, 7 bytes") << qint64(2) << qint64(4) << qint64(0) << qint64(7);
        QTest::newRow("middle part, server holds 1000 bytes")
            << qint64(2) << qint64(4) << qint64(1000) << qint64(65536);
        QTest::newRow("last part, short last chunk") << qint64(4) << qint64(6) << qint64(0) << qint64(4096);
    }
    void givesTheBytesBuiltWhole() {
        QFETCH(qint64, first);
        QFETCH(qint64, end);
        QFETCH(qint64, skip);
        QFETCH(qint64, piece);
        const QByteArray data = randomBytes(5 * segment + 1234, 7);
        const UploadJob j = job(QStringLiteral("whole.bin"), data);
        const ChunkLayout layout(true, data.size(), segment);
        QCOMPARE(layout.chunkCount(), qint64(6));
        QList<QByteArray> tags;
        const QByteArray expected = built(j, layout, first, end, &tags).mid(skip);
        QVERIFY(!expected.isEmpty());
        PartBody body(j, layout, first, end, skip, tags);
        QVERIFY2(body.open(m_key), qPrintable(body.errorString()));
        QCOMPARE(body.size(), qint64(expected.size()));
        QCOMPARE(drain(body, piece), expected);
        QCOMPARE(body.state(), PartBody::State::Fine);
        // Read again from the start, as libcurl does after rewinding: the same bytes.
        QCOMPARE(drain(body, piece), expected);
        if (first == 0 && end == layout.chunkCount()) {
            QByteArray plain;
            crypto::StreamDecryptor decryptor(m_key, [&plain](const unsigned char* d, std::size_t n) {
                plain.append(reinterpret_cast<const char*>(d), qsizetype(n));
                return true;
            });
            QVERIFY(decryptor.feed(expected.constData(), std::size_t(expected.size())));
            QVERIFY(decryptor.finish());
            QCOMPARE(plain, data);
        }
    }

    // Unencrypted (the engine's measuring switch): the file's own bytes, each chunk checked against
    // the sender's fingerprint of it.
    void unencryptedGivesTheFile() {
        const QByteArray data = randomBytes(3 * segment + 10, 8);
        const UploadJob j = job(QStringLiteral("plain.bin"), data, false);
        const ChunkLayout layout(false, data.size(), segment);
        QList<QByteArray> prints;
        for (qint64 c = 1; c < layout.chunkCount(); ++c)
            prints.append(PartBody::fingerprint(data.mid(c * segment, layout.plainSize(c))));
        PartBody body(j, layout, 1, layout.chunkCount(), 5, prints);
        QVERIFY(body.open(m_key));
        QCOMPARE(drain(body, 4000), data.mid(segment + 5));
        QCOMPARE(body.state(), PartBody::State::Fine);
        // Other bytes than the sender saw (its fingerprint of chunk 2 is not this one's): refused.
        prints[1] = PartBody::fingerprint("something else");
        PartBody changed(j, layout, 1, layout.chunkCount(), 0, prints);
        QVERIFY(changed.open(m_key));
        QCOMPARE(drain(changed, 4000).size(), segment);
        QCOMPARE(changed.state(), PartBody::State::SourceChanged);
    }

    // The file changed between the sender's reading and the transport's, in a way its identity
    // cannot tell (same size, within the modification time's granularity): the chunk's tag differs, and not
    // one byte of that chunk comes out, since it would be a second plaintext under the same nonce.
    void aChangedChunkNeverLeaves() {
        const QByteArray data = randomBytes(4 * segment, 9);
        UploadJob j = job(QStringLiteral("changed.bin"), data);
        const ChunkLayout layout(true, data.size(), segment);
        QList<QByteArray> tags;
        const QByteArray expected = built(j, layout, 0, 4, &tags);
        {
            QFile f(j.payloadPath);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(2 * segment + 100));
            QVERIFY(f.write("changed!") == 8);
        }
        // Within the file system's timestamp granularity the identity stays what it was.
        j.sourceIdentity = *SourceIdentity::of(j.payloadPath);
        PartBody body(j, layout, 0, 4, 0, tags);
        QVERIFY(body.open(m_key));
        const QByteArray out = drain(body, 10000);
        QCOMPARE(body.state(), PartBody::State::SourceChanged);
        QVERIFY(!body.errorString().isEmpty());
        QCOMPARE(out.size(), qsizetype(layout.chunkStart(2))); // chunks 0 and 1, nothing of 2
        QCOMPARE(out, expected.left(out.size()));
        char byte;
        QCOMPARE(body.read(out.size(), &byte, 1), qint64(-1)); // and it stays refused
    }

    // A file shortened after the attempt began: its identity tells, and the body says so.
    void aTruncatedFileIsAChangedSource() {
        const QByteArray data = randomBytes(3 * segment, 10);
        const UploadJob j = job(QStringLiteral("truncated.bin"), data);
        const ChunkLayout layout(true, data.size(), segment);
        QList<QByteArray> tags;
        QVERIFY(!built(j, layout, 0, 3, &tags).isEmpty());
        QVERIFY(QFile::resize(j.payloadPath, segment));
        PartBody body(j, layout, 0, 3, 0, tags);
        QVERIFY(body.open(m_key));
        QCOMPARE(drain(body, 65536).size(), 0);
        QCOMPARE(body.state(), PartBody::State::SourceChanged);
    }

    // Gone before the request: it cannot open, and says why; under another tenant key it refuses.
    void cannotOpen() {
        const QByteArray data = randomBytes(2 * segment, 11);
        const UploadJob j = job(QStringLiteral("gone.bin"), data);
        const ChunkLayout layout(true, data.size(), segment);
        PartBody other(j, layout, 0, 2, 0, {});
        QVERIFY(!other.open(crypto::TenantKey::generate()));
        QCOMPARE(other.state(), PartBody::State::Unreadable);
        QVERIFY(!other.errorString().isEmpty());
        QVERIFY(QFile::remove(j.payloadPath));
        PartBody gone(j, layout, 0, 2, 0, {});
        QVERIFY(!gone.open(m_key));
        QCOMPARE(gone.state(), PartBody::State::Unreadable);
        QVERIFY(!gone.errorString().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPartBody)
#include "tst_part_body.moc"
