#include "FolderBundle.h"

#include "ArchiveNames.h"
#include "FolderScan.h"
#include "SourceFile.h"

#include <QFileInfo>
#include <QUtf8StringView>

#include <archive.h>
#include <archive_entry.h>

#include <cerrno>
#include <filesystem>
#include <memory>
#include <vector>

namespace cd {

namespace fs = std::filesystem;

namespace {

constexpr qint64 chunkBytes = 1 << 20; // also how often a long file polls for cancellation

using EntryPtr = std::unique_ptr<archive_entry, decltype(&archive_entry_free)>;

EntryPtr newEntry() {
    return EntryPtr(archive_entry_new(), &archive_entry_free);
}

// libarchive spells paths in the platform's native characters; these pick the matching call.
void setSourcePath(archive_entry* e, const char* path) {
    archive_entry_copy_sourcepath(e, path);
}
[[maybe_unused]] void setSourcePath(archive_entry* e, const wchar_t* path) {
    archive_entry_copy_sourcepath_w(e, path);
}
int openOutput(archive* a, const char* path) {
    return archive_write_open_filename(a, path);
}
[[maybe_unused]] int openOutput(archive* a, const wchar_t* path) {
    return archive_write_open_filename_w(a, path);
}

QString quoted(const QString& path) {
    return QLatin1Char('\'') + path + QLatin1Char('\'');
}

// libarchive's own words, with the OS error spelled out when it only kept the number.
QString archiveErrorText(archive* a) {
    const char* text = archive_error_string(a);
    QString message = text ? QString::fromUtf8(text) : QStringLiteral("unknown error");
    const int error = archive_errno(a);
    if (error > 0) {
        const QString os = systemErrorText(error);
        if (!message.contains(os))
            message += QStringLiteral(" (") + os + QLatin1Char(')');
    }
    return message;
}

unsigned int archiveType(BundleItem::Kind kind) {
    switch (kind) {
    case BundleItem::Kind::Directory:
        return AE_IFDIR;
    case BundleItem::Kind::Symlink:
        return AE_IFLNK;
    case BundleItem::Kind::File:
        break;
    }
    return AE_IFREG;
}

} // namespace

struct FolderBundler::Writer {
    Utf8ArchiveLocale locale; // first: it must outlive the archive
    archive* out = archive_write_new();
    archive* disk = archive_read_disk_new();
    QString top;        // the top-level directory's name in the bundle
    QString outputName; // for messages
    qint64 done = 0;
    qint64 total = 0;
    std::vector<char> buffer = std::vector<char>(size_t(chunkBytes));

    Writer() = default;
    Writer(const Writer&) = delete;
    Writer& operator=(const Writer&) = delete;
    ~Writer() {
        archive_write_free(out);
        archive_read_free(disk);
    }
};

FolderBundler::FolderBundler(QString sourceDir, QString outputPath)
    : m_source(std::move(sourceDir))
    , m_output(std::move(outputPath)) {}

BundleOutcome FolderBundler::run() {
    BundleOutcome out;
    std::error_code ec;
    const QFileInfo sourceInfo(m_source);
    if (!sourceInfo.isDir()) {
        out.error = sourceInfo.exists() || sourceInfo.isSymLink()
                        ? FolderBundler::tr("Cannot bundle %1: it is not a folder.").arg(quoted(m_source))
                        : FolderBundler::tr("Cannot bundle %1: it does not exist.").arg(quoted(m_source));
        return out;
    }
    const fs::path root = fs::canonical(sourceInfo.filesystemAbsoluteFilePath(), ec);
    if (ec) {
        out.error =
            FolderBundler::tr("Cannot open the folder %1: %2").arg(quoted(m_source), systemErrorText(ec));
        return out;
    }
    // Canonical like the root, so an output inside the folder is recognised and left out.
    const fs::path output = fs::weakly_canonical(QFileInfo(m_output).filesystemAbsoluteFilePath(), ec);
    if (ec) {
        out.error =
            FolderBundler::tr("Cannot write the bundle %1: %2").arg(quoted(m_output), systemErrorText(ec));
        return out;
    }
    fs::path partial = output;
    partial += ".part";

    FolderScan scan(root, m_cancel);
    scan.skipPath(output);
    scan.skipPath(partial);
    const bool scanned = scan.run();
    out.report.excluded = scan.excluded();
    if (!scanned) {
        out.error = scan.error();
        out.cancelled = scan.cancelled();
        return out;
    }

    Writer w;
    w.outputName = m_output;
    w.total = scan.totalBytes();
    const QString folderName = fileNameOf(root);
    w.top = folderName.isEmpty() ? QStringLiteral("folder") : folderName;
    archive_read_disk_set_symlink_physical(w.disk);
    archive_read_disk_set_behavior(w.disk, ARCHIVE_READDISK_NO_XATTR | ARCHIVE_READDISK_NO_ACL |
                                               ARCHIVE_READDISK_NO_FFLAGS | ARCHIVE_READDISK_NO_SPARSE);
    const QByteArray level = QByteArray::number(m_level);
    if (archive_write_add_filter_zstd(w.out) != ARCHIVE_OK ||
        archive_write_set_filter_option(w.out, "zstd", "compression-level", level.constData()) !=
            ARCHIVE_OK ||
        archive_write_set_format_pax_restricted(w.out) != ARCHIVE_OK ||
        openOutput(w.out, partial.c_str()) != ARCHIVE_OK) {
        out.error = FolderBundler::tr("Cannot write the bundle %1: %2")
                        .arg(quoted(m_output), archiveErrorText(w.out));
        fs::remove(partial, ec);
        return out;
    }

    if (m_progress)
        m_progress(0, w.total);
    bool ok = writeItem(w, BundleItem{QString(), QByteArray(), root, BundleItem::Kind::Directory, 0}, out);
    for (qsizetype i = 0; ok && i < scan.items().size(); ++i)
        ok = !cancelled(out) && writeItem(w, scan.items()[i], out);
    // Closing flushes the compressor and the tar trailer: a full disk may show only now.
    if (ok && archive_write_close(w.out) != ARCHIVE_OK) {
        out.error = FolderBundler::tr("Cannot write the bundle %1: %2")
                        .arg(quoted(m_output), archiveErrorText(w.out));
        ok = false;
    }
    if (ok) {
        fs::rename(partial, output, ec);
        if (ec) {
            out.error = FolderBundler::tr("Cannot write the bundle %1: %2")
                            .arg(quoted(m_output), systemErrorText(ec));
            ok = false;
        }
    }
    if (!ok) {
        // Free first: it closes the file, which Windows needs before the file can go.
        archive_write_free(w.out);
        w.out = nullptr;
        fs::remove(partial, ec);
    }
    return out;
}

bool FolderBundler::writeItem(Writer& w, const BundleItem& item, BundleOutcome& out) {
    const QString name = item.path.isEmpty() ? m_source : item.path;
    SourceFile file;
    if (item.kind == BundleItem::Kind::File && !file.open(item.source)) {
        out.error = file.error() == ENOENT
                        ? QStringLiteral("%1 disappeared during bundling.").arg(quoted(name))
                        : FolderBundler::tr("Cannot read %1: %2").arg(quoted(name), file.errorText());
        return false;
    }
    EntryPtr disk = newEntry();
    setSourcePath(disk.get(), item.source.c_str());
    if (archive_read_disk_entry_from_file(w.disk, disk.get(), file.fd(), nullptr) < ARCHIVE_WARN) {
        out.error = archive_errno(w.disk) == ENOENT
                        ? QStringLiteral("%1 disappeared during bundling.").arg(quoted(name))
                        : FolderBundler::tr("Cannot read %1: %2").arg(quoted(name), archiveErrorText(w.disk));
        return false;
    }
    if (archive_entry_filetype(disk.get()) != archiveType(item.kind)) {
        out.error = QStringLiteral("%1 changed during bundling: it was replaced by something else.")
                        .arg(quoted(name));
        return false;
    }
    if (item.kind == BundleItem::Kind::File && archive_entry_size(disk.get()) != item.size) {
        out.error = QStringLiteral("%1 changed size during bundling (from %2 to %3 bytes).")
                        .arg(quoted(name))
                        .arg(item.size)
                        .arg(archive_entry_size(disk.get()));
        return false;
    }

    // A fresh entry, filled from a short list: no owner, device, inode, xattr or access time may
    // leak in, since any of them would make two bundles of one folder differ.
    EntryPtr entry = newEntry();
    const QString path = item.path.isEmpty() ? w.top : w.top + QLatin1Char('/') + item.path;
    if (!w.locale.isUtf8() && !isAscii(path.toUtf8())) {
        out.error =
            FolderBundler::tr("Cannot bundle %1: the system offers no UTF-8 locale to store its name in.")
                .arg(quoted(name));
        return false;
    }
    setEntryPath(entry.get(), path);
    archive_entry_set_filetype(entry.get(), archiveType(item.kind));
    archive_entry_set_perm(entry.get(), archive_entry_perm(disk.get()) & 07777);
    // Whole seconds, as the ustar header holds them: restricted pax would add nanoseconds only to
    // entries that need an extended header for some other reason.
    archive_entry_set_mtime(entry.get(), archive_entry_mtime(disk.get()), 0);
    if (item.kind == BundleItem::Kind::File)
        archive_entry_set_size(entry.get(), item.size);
    if (item.kind == BundleItem::Kind::Symlink) {
        std::error_code ec;
        const std::u8string target = fs::read_symlink(item.source, ec).u8string();
        if (ec) {
            out.error =
                FolderBundler::tr("Cannot read the link %1: %2").arg(quoted(name), systemErrorText(ec));
            return false;
        }
        const QByteArray bytes(reinterpret_cast<const char*>(target.data()), qsizetype(target.size()));
        if (!QUtf8StringView(bytes).isValidUtf8() || (!w.locale.isUtf8() && !isAscii(bytes))) {
            out.error = FolderBundler::tr("Cannot bundle the link %1: its target is not UTF-8 text.")
                            .arg(quoted(name));
            return false;
        }
        setEntrySymlink(entry.get(), QString::fromUtf8(bytes));
    }
    if (archive_write_header(w.out, entry.get()) < ARCHIVE_WARN) {
        out.error = FolderBundler::tr("Cannot write the bundle %1 while adding %2: %3")
                        .arg(quoted(w.outputName), quoted(name), archiveErrorText(w.out));
        return false;
    }
    switch (item.kind) {
    case BundleItem::Kind::Directory:
        if (!item.path.isEmpty())
            ++out.report.directories;
        return true;
    case BundleItem::Kind::Symlink:
        ++out.report.symlinks;
        return true;
    case BundleItem::Kind::File:
        break;
    }
    if (!copyContents(w, item, file, out))
        return false;

    // Same size is not enough: a file rewritten in place while we read it would be torn.
    EntryPtr after = newEntry();
    setSourcePath(after.get(), item.source.c_str());
    if (archive_read_disk_entry_from_file(w.disk, after.get(), file.fd(), nullptr) < ARCHIVE_WARN ||
        archive_entry_size(after.get()) != item.size ||
        archive_entry_mtime(after.get()) != archive_entry_mtime(disk.get()) ||
        archive_entry_mtime_nsec(after.get()) != archive_entry_mtime_nsec(disk.get())) {
        out.error = QStringLiteral("%1 changed while it was being read.").arg(quoted(name));
        return false;
    }
    ++out.report.files;
    out.report.bytes += item.size;
    return true;
}

bool FolderBundler::copyContents(Writer& w, const BundleItem& item, SourceFile& file, BundleOutcome& out) {
    for (qint64 left = item.size; left > 0;) {
        const qint64 n = file.read(w.buffer.data(), qMin(left, chunkBytes));
        if (n < 0) {
            out.error = FolderBundler::tr("Cannot read %1: %2").arg(quoted(item.path), file.errorText());
            return false;
        }
        if (n == 0) {
            out.error = QStringLiteral("%1 changed size during bundling (it shrank below %2 bytes).")
                            .arg(quoted(item.path))
                            .arg(item.size);
            return false;
        }
        if (archive_write_data(w.out, w.buffer.data(), size_t(n)) != n) {
            out.error = FolderBundler::tr("Cannot write the bundle %1 while adding %2: %3")
                            .arg(quoted(w.outputName), quoted(item.path), archiveErrorText(w.out));
            return false;
        }
        left -= n;
        w.done += n;
        if (m_progress)
            m_progress(w.done, w.total);
        if (left > 0 && cancelled(out))
            return false;
    }
    // One more byte tells a file that grew since the scan from one that did not.
    char probe = 0;
    const qint64 extra = file.read(&probe, 1);
    if (extra < 0) {
        out.error = FolderBundler::tr("Cannot read %1: %2").arg(quoted(item.path), file.errorText());
        return false;
    }
    if (extra > 0) {
        out.error = QStringLiteral("%1 changed size during bundling (it grew past %2 bytes).")
                        .arg(quoted(item.path))
                        .arg(item.size);
        return false;
    }
    return true;
}

bool FolderBundler::cancelled(BundleOutcome& out) const {
    if (!m_cancel || !m_cancel())
        return false;
    out.cancelled = true;
    out.error = FolderBundler::tr("Bundling was cancelled.");
    return true;
}

} // namespace cd
