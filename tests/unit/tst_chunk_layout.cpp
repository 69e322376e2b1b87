#include "crypto/EncryptionHeader.h"
#include "upload/ChunkLayout.h"

#include <QTest>

using namespace cd;

// How a file is cut into PATCH requests, and where a resume at any byte offset starts: the
// uploader's offset arithmetic, checked against the format's own size formula.
class TestChunkLayout final : public QObject {
    Q_OBJECT

private slots:
    void layout_data() {
        QTest::addColumn<bool>("encrypted");
        QTest::addColumn<qint64>("plain");
        constexpr qint64 s = 1 << 20;
        for (bool e : {true, false}) {
            const char* tag = e ? "encrypted" : "plain";
            QTest::addRow("%s 1", tag) << e << qint64(1);
            QTest::addRow("%s segment-1", tag) << e << s - 1;
            QTest::addRow("%s segment", tag) << e << s;
            QTest::addRow("%s segment+1", tag) << e << s + 1;
            QTest::addRow("%s past 4 GiB", tag) << e << (qint64(4) << 30) + 12345;
        }
        QTest::addRow("encrypted empty") << true << qint64(0);
    }
    void layout() {
        QFETCH(bool, encrypted);
        QFETCH(qint64, plain);
        const qint64 s = crypto::EncryptionHeader::defaultSegmentSize;
        const ChunkLayout l(encrypted, plain, s);
        const qint64 length =
            encrypted ? qint64(crypto::EncryptionHeader::ciphertextSize(quint64(plain), quint32(s))) : plain;
        QCOMPARE(l.uploadLength(), length);
        // Chunks tile the upload exactly; the end of the last one is the upload's length.
        qint64 covered = 0;
        for (qint64 c = 0; c < l.chunkCount(); ++c) {
            QCOMPARE(l.chunkStart(c), covered);
            const qint64 size = l.chunkEnd(c) - l.chunkStart(c);
            const qint64 expected = l.plainSize(c) + (encrypted ? 16 : 0) + (encrypted && c == 0 ? 132 : 0);
            QCOMPARE(size, expected);
            covered += size;
            if (c > 2 && c < l.chunkCount() - 2)
                c = l.chunkCount() - 3; // the middle of a large file is all alike
            covered = l.chunkEnd(c);
        }
        QCOMPARE(covered, length);
        QCOMPARE(l.chunkStart(l.chunkCount()), length);
        // Any offset falls in the chunk that holds it; the end is past the last chunk.
        for (qint64 at : {qint64(0), qint64(1), qint64(131), qint64(132), s + 147, s + 148, length - 1}) {
            if (at < 0 || at >= length)
                continue;
            const qint64 c = l.chunkAt(at);
            QVERIFY2(l.chunkStart(c) <= at && at < l.chunkEnd(c), qPrintable(QString::number(at)));
        }
        QCOMPARE(l.chunkAt(length), l.chunkCount());
    }
};

QTEST_GUILESS_MAIN(TestChunkLayout)
#include "tst_chunk_layout.moc"
