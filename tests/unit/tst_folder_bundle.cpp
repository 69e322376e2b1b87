#include "upload/ArchiveNames.h"
#include "upload/FolderBundle.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <archive.h>
#include <archive_entry.h>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace cd;

namespace {

struct TarEntry {
    QString name;
    unsigned int type = 0;
    int perm = 0;
    qint64 mtime = 0;
    QByteArray data;
    QString link;
    qint64 uid = -1;
    qint64 gid = -1;
    bool hasOwnerNames = true;
};

// Reads a bundle back with libarchive, as the cluster side will; an empty list and a failure if
// it is not a zstd-compressed tar. The test runs without QCoreApplication, so in the "C" locale,
// where libarchive cannot spell a non-ASCII name without help.
QList<TarEntry> readBundle(const QString& path) {
    QList<TarEntry> entries;
    const Utf8ArchiveLocale locale;
    archive* a = archive_read_new();
    archive_read_support_filter_zstd(a);
    archive_read_support_format_tar(a);
    if (archive_read_open_filename(a, QFile::encodeName(path).constData(), 65536) != ARCHIVE_OK) {
        qWarning("cannot open %s: %s", qPrintable(path), archive_error_string(a));
        archive_read_free(a);
        return {};
    }
    archive_entry* e = nullptr;
    int r = ARCHIVE_OK;
    while ((r = archive_read_next_header(a, &e)) == ARCHIVE_OK) {
        TarEntry t;
        t.name = QString::fromUtf8(archive_entry_pathname_utf8(e));
        t.type = archive_entry_filetype(e);
        t.perm = int(archive_entry_perm(e));
        t.mtime = archive_entry_mtime(e);
        if (const char* link = archive_entry_symlink_utf8(e))
            t.link = QString::fromUtf8(link);
        t.uid = archive_entry_uid(e);
        t.gid = archive_entry_gid(e);
        t.hasOwnerNames = qstrlen(archive_entry_uname(e)) > 0 || qstrlen(archive_entry_gname(e)) > 0;
        char buffer[8192];
        for (la_ssize_t n; (n = archive_read_data(a, buffer, sizeof buffer)) > 0;)
            t.data.append(buffer, n);
        entries.append(t);
    }
    if (r != ARCHIVE_EOF || archive_filter_code(a, 0) != ARCHIVE_FILTER_ZSTD) {
        qWarning("bad bundle %s: %s", qPrintable(path), archive_error_string(a));
        entries.clear();
    }
    archive_read_free(a);
    return entries;
}

void writeFile(const QString& path, const QByteArray& contents) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(contents);
}

QByteArray randomBytes(qsizetype size) {
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator gen(42);
    gen.fillRange(reinterpret_cast<quint32*>(bytes.data()), size / 4);
    return bytes;
}

bool exists(const QString& path) {
    return QFileInfo::exists(path) || QFileInfo(path).isSymLink();
}

const QString unicodeName = QStringLiteral("ünïcødé-файл.txt");

} // namespace

// Folder bundling for uploads: the tar.zst that .gitignore rules produce (the rules themselves are
// tst_git_ignore).
class TestFolderBundle final : public QObject {
    Q_OBJECT

    // The folder the main cases bundle, as gitignore(5) would have git see it.
    void buildProject(const QString& root, const QString& outsideDir) {
        writeFile(root + QStringLiteral("/.git/HEAD"), "ref: refs/heads/main\n");
        writeFile(root + QStringLiteral("/.git/config"), "[core]\n");
        writeFile(root + QStringLiteral("/.gitignore"), "# build outputs\n"
                                                        "build/\n"
                                                        "*.log\n"
                                                        "!keep.log\n"
                                                        "/secret.txt   \n"
                                                        "**/cache\n"
                                                        "data/**/*.bin\n"
                                                        "!build/keep.txt\n");
        writeFile(root + QStringLiteral("/README.md"), "hello\n");
        writeFile(root + QStringLiteral("/keep.log"), "kept\n");
        writeFile(root + QStringLiteral("/app.log"), "noise\n");
        writeFile(root + QStringLiteral("/secret.txt"), "root secret\n");
        writeFile(root + QStringLiteral("/exec.sh"), "#!/bin/sh\n");
        writeFile(root + QStringLiteral("/build/out.o"), "obj");
        writeFile(root + QStringLiteral("/build/keep.txt"), "cannot come back");
        writeFile(root + QStringLiteral("/src/.gitignore"), "*.tmp\n!important.tmp\n");
        writeFile(root + QStringLiteral("/src/main.cpp"), "int main() {}\n");
        writeFile(root + QStringLiteral("/src/secret.txt"), "only anchored at the root\n");
        writeFile(root + QStringLiteral("/src/build"), "a file, and build/ is for directories\n");
        writeFile(root + QStringLiteral("/src/x.tmp"), "scratch");
        writeFile(root + QStringLiteral("/src/important.tmp"), "re-included");
        writeFile(root + QStringLiteral("/src/deep/cache/blob"), "cached");
        writeFile(root + QStringLiteral("/data/top.bin"), "top");
        writeFile(root + QStringLiteral("/data/a/b/blob.bin"), "blob");
        writeFile(root + QStringLiteral("/data/a/b/readme.txt"), "data readme\n");
        writeFile(root + QStringLiteral("/sub/.git"), "gitdir: ../.git/modules/sub\n");
        writeFile(root + QStringLiteral("/sub/file.txt"), "in a submodule\n");
        writeFile(root + QLatin1Char('/') + unicodeName, "non-ASCII name\n");
        QVERIFY(QDir(root).mkpath(QStringLiteral("empty")));
        writeFile(outsideDir + QStringLiteral("/outside-file"), "must not be followed");
        QVERIFY(QFile::link(QStringLiteral("src/main.cpp"), root + QStringLiteral("/link")));
        QVERIFY(QFile::link(outsideDir, root + QStringLiteral("/outside")));
        QVERIFY(QFile::setPermissions(root + QStringLiteral("/exec.sh"),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                          QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                          QFile::ExeOther));
        QVERIFY(QFile::setPermissions(root + QStringLiteral("/README.md"),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup |
                                          QFile::ReadOther));
        QFile readme(root + QStringLiteral("/README.md"));
        QVERIFY(readme.open(QIODevice::ReadWrite));
        QVERIFY(readme.setFileTime(QDateTime::fromSecsSinceEpoch(1'600'000'000),
                                   QFileDevice::FileModificationTime));
    }

private Q_SLOTS:
    void bundlesWhatGitWouldTrack() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString root = tmp.filePath(QStringLiteral("proj"));
        buildProject(root, tmp.filePath(QStringLiteral("elsewhere")));
        const QString output = tmp.filePath(QStringLiteral("proj.tar.zst"));

        FolderBundler bundler(root, output);
        QList<QPair<qint64, qint64>> progress;
        bundler.setProgress([&](qint64 done, qint64 total) { progress.append({done, total}); });
        const BundleOutcome outcome = bundler.run();
        QVERIFY2(outcome.ok(), qPrintable(outcome.error));
        QVERIFY(!exists(output + QStringLiteral(".part")));

        const QList<TarEntry> entries = readBundle(output);
        QStringList names;
        for (const TarEntry& e : entries)
            names.append(e.name);
        const QStringList expected = {
            QStringLiteral("proj/"),
            QStringLiteral("proj/.gitignore"),
            QStringLiteral("proj/README.md"),
            QStringLiteral("proj/data/"),
            QStringLiteral("proj/data/a/"),
            QStringLiteral("proj/data/a/b/"),
            QStringLiteral("proj/data/a/b/readme.txt"),
            QStringLiteral("proj/empty/"),
            QStringLiteral("proj/exec.sh"),
            QStringLiteral("proj/keep.log"),
            QStringLiteral("proj/link"),
            QStringLiteral("proj/outside"),
            QStringLiteral("proj/src/"),
            QStringLiteral("proj/src/.gitignore"),
            QStringLiteral("proj/src/build"),
            QStringLiteral("proj/src/deep/"),
            QStringLiteral("proj/src/important.tmp"),
            QStringLiteral("proj/src/main.cpp"),
            QStringLiteral("proj/src/secret.txt"),
            QStringLiteral("proj/sub/"),
            QStringLiteral("proj/sub/file.txt"),
            QStringLiteral("proj/") + unicodeName,
        };
        QCOMPARE(names, expected);

        qint64 bytes = 0;
        for (const TarEntry& e : entries) {
            QCOMPARE(e.uid, qint64(0));
            QCOMPARE(e.gid, qint64(0));
            QVERIFY2(!e.hasOwnerNames, qPrintable(e.name));
            const QString relative = e.name.mid(5);
            if (e.type == AE_IFREG) {
                QFile f(root + QLatin1Char('/') + relative);
                QVERIFY(f.open(QIODevice::ReadOnly));
                QCOMPARE(e.data, f.readAll());
                bytes += e.data.size();
            } else {
                QVERIFY2(e.type == AE_IFDIR || e.type == AE_IFLNK, qPrintable(e.name));
                QVERIFY(e.data.isEmpty());
            }
        }
        const auto entry = [&](const QString& name) {
            return entries.at(names.indexOf(QStringLiteral("proj/") + name));
        };
        QCOMPARE(entry(QStringLiteral("link")).type, AE_IFLNK);
        QCOMPARE(entry(QStringLiteral("link")).link, QStringLiteral("src/main.cpp"));
        QCOMPARE(entry(QStringLiteral("outside")).type, AE_IFLNK);
        QCOMPARE(entry(QStringLiteral("outside")).link, tmp.filePath(QStringLiteral("elsewhere")));
        QCOMPARE(entry(QStringLiteral("exec.sh")).perm, 0755);
        QCOMPARE(entry(QStringLiteral("README.md")).perm, 0644);
        QCOMPARE(entry(QStringLiteral("README.md")).mtime, qint64(1'600'000'000));
        QCOMPARE(entry(unicodeName).data, QByteArray("non-ASCII name\n"));

        const QList<BundleExclusion> left = {
            {QStringLiteral(".git"), QStringLiteral(".git")},
            {QStringLiteral("app.log"), QStringLiteral("gitignore: *.log (.gitignore:3)")},
            {QStringLiteral("build"), QStringLiteral("gitignore: build/ (.gitignore:2)")},
            {QStringLiteral("data/a/b/blob.bin"), QStringLiteral("gitignore: data/**/*.bin (.gitignore:7)")},
            {QStringLiteral("data/top.bin"), QStringLiteral("gitignore: data/**/*.bin (.gitignore:7)")},
            {QStringLiteral("secret.txt"), QStringLiteral("gitignore: /secret.txt (.gitignore:5)")},
            {QStringLiteral("src/deep/cache"), QStringLiteral("gitignore: **/cache (.gitignore:6)")},
            {QStringLiteral("src/x.tmp"), QStringLiteral("gitignore: *.tmp (src/.gitignore:1)")},
            {QStringLiteral("sub/.git"), QStringLiteral(".git")},
        };
        QCOMPARE(outcome.report.excluded, left);
        QCOMPARE(outcome.report.files, qint64(12));
        QCOMPARE(outcome.report.bytes, bytes);
        QCOMPARE(outcome.report.directories, qint64(7));
        QCOMPARE(outcome.report.symlinks, qint64(2));

        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last(), qMakePair(bytes, bytes));
        for (qsizetype i = 1; i < progress.size(); ++i)
            QVERIFY(progress[i].first >= progress[i - 1].first);
    }

    void sameFolderSameBytes() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString root = tmp.filePath(QStringLiteral("proj"));
        buildProject(root, tmp.filePath(QStringLiteral("elsewhere")));
        QByteArray first;
        for (int i = 0; i < 2; ++i) {
            const QString output = tmp.filePath(QStringLiteral("b%1.tar.zst").arg(i));
            const BundleOutcome outcome = FolderBundler(root, output).run();
            QVERIFY2(outcome.ok(), qPrintable(outcome.error));
            QFile f(output);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            QVERIFY(bytes.startsWith("\x28\xB5\x2F\xFD")); // zstd frame magic
            if (i == 0)
                first = bytes;
            else
                QVERIFY(bytes == first);
        }
    }

    void leavesItsOwnOutputOut() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        writeFile(tmp.filePath(QStringLiteral("a.txt")), "a");
        writeFile(tmp.filePath(QStringLiteral("bundle.tar.zst")), "stale");
        const BundleOutcome outcome =
            FolderBundler(tmp.path(), tmp.filePath(QStringLiteral("bundle.tar.zst"))).run();
        QVERIFY2(outcome.ok(), qPrintable(outcome.error));
        const QList<BundleExclusion> left = {
            {QStringLiteral("bundle.tar.zst"), QStringLiteral("bundle output")}};
        QCOMPARE(outcome.report.excluded, left);
        QCOMPARE(readBundle(tmp.filePath(QStringLiteral("bundle.tar.zst"))).size(), 2);
    }

    void cancellingRemovesThePartialBundle() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString root = tmp.filePath(QStringLiteral("big"));
        for (int i = 0; i < 4; ++i)
            writeFile(root + QStringLiteral("/f%1.bin").arg(i), randomBytes(3 << 20));
        const QString output = tmp.filePath(QStringLiteral("big.tar.zst"));
        FolderBundler bundler(root, output);
        qint64 seen = 0;
        bundler.setProgress([&](qint64 done, qint64) { seen = done; });
        bundler.setCancelCheck([&] { return seen >= (4 << 20); });
        const BundleOutcome outcome = bundler.run();
        QVERIFY(!outcome.ok());
        QVERIFY(outcome.cancelled);
        QVERIFY(seen < (12 << 20));
        QVERIFY(!exists(output));
        QVERIFY(!exists(output + QStringLiteral(".part")));
    }

    void cancellingDuringTheScan() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        writeFile(tmp.filePath(QStringLiteral("src/a.txt")), "a");
        FolderBundler bundler(tmp.filePath(QStringLiteral("src")),
                              tmp.filePath(QStringLiteral("out.tar.zst")));
        bundler.setCancelCheck([] { return true; });
        const BundleOutcome outcome = bundler.run();
        QVERIFY(outcome.cancelled);
        QVERIFY(!exists(tmp.filePath(QStringLiteral("out.tar.zst"))));
        QVERIFY(!exists(tmp.filePath(QStringLiteral("out.tar.zst.part"))));
    }

    void unreadableFileIsNamed() {
#ifdef Q_OS_UNIX
        if (::geteuid() == 0)
            QSKIP("root reads a file whatever its mode");
#endif
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString root = tmp.filePath(QStringLiteral("proj"));
        writeFile(root + QStringLiteral("/a.txt"), "a");
        writeFile(root + QStringLiteral("/locked/secret.bin"), "s");
        QVERIFY(QFile::setPermissions(root + QStringLiteral("/locked/secret.bin"), {}));
        const QString output = tmp.filePath(QStringLiteral("out.tar.zst"));
        const BundleOutcome outcome = FolderBundler(root, output).run();
        QFile::setPermissions(root + QStringLiteral("/locked/secret.bin"),
                              QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(!outcome.ok());
        QVERIFY(!outcome.cancelled);
        QVERIFY2(outcome.error.contains(QStringLiteral("locked/secret.bin")), qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains(QStringLiteral("Permission denied")), qPrintable(outcome.error));
        QVERIFY(!exists(output));
        QVERIFY(!exists(output + QStringLiteral(".part")));
    }

    void unreadableFolderIsNamed() {
#ifdef Q_OS_UNIX
        if (::geteuid() == 0)
            QSKIP("root lists a folder whatever its mode");
#endif
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString root = tmp.filePath(QStringLiteral("proj"));
        writeFile(root + QStringLiteral("/closed/a.txt"), "a");
        QVERIFY(QFile::setPermissions(root + QStringLiteral("/closed"), {}));
        const BundleOutcome outcome = FolderBundler(root, tmp.filePath(QStringLiteral("out.tar.zst"))).run();
        QFile::setPermissions(root + QStringLiteral("/closed"),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error.contains(QStringLiteral("'closed'")), qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains(QStringLiteral("Permission denied")), qPrintable(outcome.error));
    }

    void fileVanishingMidwayIsNamed() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString root = tmp.filePath(QStringLiteral("proj"));
        writeFile(root + QStringLiteral("/a.bin"), QByteArray(1000, 'a'));
        writeFile(root + QStringLiteral("/b.bin"), QByteArray(1000, 'b'));
        const QString output = tmp.filePath(QStringLiteral("out.tar.zst"));
        FolderBundler bundler(root, output);
        bundler.setProgress([&](qint64 done, qint64) {
            if (done > 0)
                QFile::remove(root + QStringLiteral("/b.bin"));
        });
        const BundleOutcome outcome = bundler.run();
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error.contains(QStringLiteral("'b.bin' disappeared")), qPrintable(outcome.error));
        QVERIFY(!exists(output));
        QVERIFY(!exists(output + QStringLiteral(".part")));
    }

    void fileGrowingMidwayIsNamed() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString root = tmp.filePath(QStringLiteral("proj"));
        writeFile(root + QStringLiteral("/a.bin"), QByteArray(1000, 'a'));
        writeFile(root + QStringLiteral("/b.bin"), QByteArray(1000, 'b'));
        const QString output = tmp.filePath(QStringLiteral("out.tar.zst"));
        FolderBundler bundler(root, output);
        bool appended = false;
        bundler.setProgress([&](qint64 done, qint64) {
            if (done > 0 && !appended) {
                appended = true;
                QFile f(root + QStringLiteral("/b.bin"));
                QVERIFY(f.open(QIODevice::Append));
                f.write("more");
            }
        });
        const BundleOutcome outcome = bundler.run();
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error.contains(QStringLiteral("'b.bin' changed size")), qPrintable(outcome.error));
        QVERIFY(!exists(output));
    }

    void fullDiskRemovesThePartialBundle() {
#ifndef Q_OS_UNIX
        QSKIP("simulates a full disk with RLIMIT_FSIZE");
#else
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString root = tmp.filePath(QStringLiteral("proj"));
        writeFile(root + QStringLiteral("/noise.bin"), randomBytes(2 << 20));
        const QString output = tmp.filePath(QStringLiteral("out.tar.zst"));
        // Past the limit write() fails with EFBIG instead of raising SIGXFSZ: as close to ENOSPC
        // as a test can get without a small file system of its own.
        struct rlimit saved {};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = saved;
        small.rlim_cur = 256 * 1024;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
        const BundleOutcome outcome = FolderBundler(root, output).run();
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error.contains(QStringLiteral("out.tar.zst")), qPrintable(outcome.error));
        QVERIFY2(outcome.error.contains(QStringLiteral("File too large")), qPrintable(outcome.error));
        QVERIFY(!exists(output));
        QVERIFY(!exists(output + QStringLiteral(".part")));
#endif
    }

    void refusesWhatIsNotAFolder() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        writeFile(tmp.filePath(QStringLiteral("file.txt")), "x");
        const BundleOutcome outcome =
            FolderBundler(tmp.filePath(QStringLiteral("file.txt")), tmp.filePath(QStringLiteral("o.tar.zst")))
                .run();
        QVERIFY(!outcome.ok());
        QVERIFY2(outcome.error.contains(QStringLiteral("file.txt")), qPrintable(outcome.error));
    }
};

QTEST_APPLESS_MAIN(TestFolderBundle)
#include "tst_folder_bundle.moc"
