// The simulator's upload files written around the page cache: PATCH bodies of any length at any
// offset, as tus sends them, must read back byte for byte, on a file system that allows direct
// I/O (the temporary folder here) and on one that refuses it (tmpfs, where there is one).
#include "platform/DirectFile.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mman.h>
#include <unistd.h>

using cd::sim::DirectFile;

namespace {

QByteArray randomBytes(qsizetype n, quint32 seed) {
    QByteArray b(n, Qt::Uninitialized);
    QRandomGenerator g(seed);
    for (char& c : b)
        c = char(g.generate());
    return b;
}

QByteArray readBack(DirectFile& file, qint64 from, qint64 to, QString* error) {
    QByteArray out;
    if (!file.read(
            from, to, [&](const QByteArray& piece) { out += piece; }, error))
        return "<failed>";
    return out;
}

// How many of the file's pages are in the system's cache.
qint64 cachedPages(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.size() == 0)
        return -1;
    void* map = ::mmap(nullptr, size_t(f.size()), PROT_READ, MAP_SHARED, f.handle(), 0);
    if (map == MAP_FAILED)
        return -1;
    const long page = ::sysconf(_SC_PAGESIZE);
    std::vector<unsigned char> resident(size_t((f.size() + page - 1) / page));
    qint64 n = -1;
    if (::mincore(map, size_t(f.size()), resident.data()) == 0)
        n = std::count_if(resident.begin(), resident.end(), [](unsigned char r) { return r & 1; });
    ::munmap(map, size_t(f.size()));
    return n;
}

} // namespace

class TestDirectFile : public QObject {
    Q_OBJECT

private slots:
    void piecesAtAnyOffsetReadBack_data() {
        QTest::addColumn<QString>("folder");
        QTest::newRow("temporary folder") << QDir::tempPath();
        if (QDir(QStringLiteral("/dev/shm")).exists())
            QTest::newRow("tmpfs") << QStringLiteral("/dev/shm");
    }
    void piecesAtAnyOffsetReadBack() {
        QFETCH(QString, folder);
        QTemporaryDir dir(folder + QStringLiteral("/cd-direct-XXXXXX"));
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("up-1"));
        // 9 MiB and change: pieces that begin and end inside blocks, a piece inside one block,
        // one larger than the 4 MiB the file moves at a time, and a piece ending on a block.
        const QByteArray all = randomBytes((9 << 20) + 777, 7);
        const QList<qint64> sizes{1, 4095, 3, 10000, 5 << 20, 4096 * 3 - 1, 1 << 20};
        qint64 at = 0;
        QString error;
        for (int i = 0; at < all.size(); ++i) {
            const qint64 n = std::min<qint64>(sizes[i % sizes.size()], all.size() - at);
            DirectFile file(path); // opened per request, as the simulator does
            QVERIFY2(file.open(true, &error), qPrintable(error));
            QVERIFY2(file.write(at, all.constData() + at, n, &error), qPrintable(error));
            at += n;
        }
        QCOMPARE(QFileInfo(path).size(), all.size());
        DirectFile file(path);
        QVERIFY2(file.open(false, &error), qPrintable(error));
        QVERIFY(readBack(file, 0, all.size() - 1, &error) == all);
        for (const auto& [from, to] : QList<QPair<qint64, qint64>>{{0, 0},
                                                                   {1, 4096},
                                                                   {4095, 4097},
                                                                   {123457, (4 << 20) + 5},
                                                                   {all.size() - 10, all.size() - 1}}) {
            QVERIFY2(readBack(file, from, to, &error) == all.mid(from, to - from + 1),
                     qPrintable(QStringLiteral("bytes %1-%2").arg(from).arg(to)));
        }
        // Past the end: an error that says where the data ends, not short data.
        QCOMPARE(readBack(file, all.size() - 5, all.size() + 5, &error), QByteArray("<failed>"));
        QVERIFY2(error.contains(u"ends before byte"), qPrintable(error));
    }

    // A PATCH that died before its commit left bytes past the committed offset; the next PATCH
    // at that offset writes over them.
    void aLaterWriteReplacesBytesPastTheOffset() {
        QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/cd-direct-XXXXXX"));
        const QString path = dir.filePath(QStringLiteral("up-2"));
        const QByteArray first = randomBytes(3 << 20, 1);
        const QByteArray second = randomBytes(2 << 20, 2);
        QString error;
        {
            DirectFile file(path);
            QVERIFY(file.open(true, &error));
            QVERIFY(file.write(0, first.constData(), first.size(), &error));
            QVERIFY(file.write(1000001, second.constData(), second.size(), &error));
        }
        DirectFile file(path);
        QVERIFY(file.open(false, &error));
        const QByteArray expected = first.left(1000001) + second;
        QVERIFY(readBack(file, 0, expected.size() - 1, &error) == expected);
    }

    // Where the file system allows it, the bytes do not stay in the system's cache: memory the
    // system would otherwise have to find for every byte uploaded.
    void wholeBlocksGoAroundTheCache() {
        QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/cd-direct-XXXXXX"));
        const QString path = dir.filePath(QStringLiteral("up-3"));
        QString error;
        DirectFile file(path);
        QVERIFY(file.open(true, &error));
        if (!file.direct())
            QSKIP("this file system does not allow direct I/O");
        const QByteArray bytes = randomBytes(8 << 20, 3);
        QVERIFY(file.write(0, bytes.constData(), 100, &error));
        QVERIFY2(file.write(100, bytes.constData(), bytes.size(), &error), qPrintable(error));
        const qint64 pages = cachedPages(path);
        QVERIFY(pages >= 0);
        // At most the first block (read to complete it) and the last (written through the cache).
        QVERIFY2(pages <= 2 * 4096 / ::sysconf(_SC_PAGESIZE), qPrintable(QString::number(pages)));
    }
};

QTEST_GUILESS_MAIN(TestDirectFile)
#include "tst_direct_file.moc"
