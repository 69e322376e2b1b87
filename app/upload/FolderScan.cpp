#include "FolderScan.h"

#include "SourceFile.h"

#include <QCoreApplication>
#include <QUtf8StringView>

#include <algorithm>

namespace cd {

namespace fs = std::filesystem;

namespace {

// A .gitignore larger than this is not a list of patterns; refusing it beats reading a
// mislabelled data file into memory.
constexpr qint64 maxGitIgnoreBytes = 4 << 20;

struct Child {
    QString name;
    QByteArray nameUtf8;
    fs::path path;
    fs::file_type type = fs::file_type::unknown;
};

QString quoted(const QString& path) {
    return QLatin1Char('\'') + (path.isEmpty() ? QStringLiteral(".") : path) + QLatin1Char('\'');
}

} // namespace

QString fileNameOf(const fs::path& path, bool* validUtf8) {
    // On POSIX the bytes are whatever the file system holds; on Windows this converts from UTF-16.
    const std::u8string bytes = path.filename().u8string();
    const QByteArray utf8(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()));
    if (validUtf8)
        *validUtf8 = QUtf8StringView(utf8).isValidUtf8();
    return QString::fromUtf8(utf8);
}

FolderScan::FolderScan(fs::path root, CancelCheck cancel)
    : m_root(std::move(root))
    , m_cancel(std::move(cancel)) {}

void FolderScan::skipPath(const fs::path& path) {
    m_skip.append(path.lexically_normal());
}

bool FolderScan::run() {
    m_items.clear();
    m_excluded.clear();
    m_totalBytes = 0;
    if (!walk(QString(), m_root))
        return false;
    const auto byPath = [](const auto& a, const auto& b) { return a.path.toUtf8() < b.path.toUtf8(); };
    std::sort(m_items.begin(), m_items.end(),
              [](const BundleItem& a, const BundleItem& b) { return a.pathUtf8 < b.pathUtf8; });
    std::sort(m_excluded.begin(), m_excluded.end(), byPath);
    return true;
}

bool FolderScan::walk(const QString& relativeDir, const fs::path& dir) {
    if (!checkCancel())
        return false;
    std::error_code ec;
    QList<Child> children;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        Child child;
        bool validName = true;
        child.path = it->path();
        child.name = fileNameOf(child.path, &validName);
        const QString relative =
            relativeDir.isEmpty() ? child.name : relativeDir + QLatin1Char('/') + child.name;
        if (!validName)
            return fail(
                FolderScan::tr("Cannot bundle %1: its name is not valid UTF-8.").arg(quoted(relative)));
        child.nameUtf8 = child.name.toUtf8();
        child.type = it->symlink_status(ec).type();
        if (ec)
            return fail(FolderScan::tr("Cannot read %1: %2").arg(quoted(relative), systemErrorText(ec)));
        children.append(child);
    }
    if (ec)
        return fail(
            FolderScan::tr("Cannot list the folder %1: %2").arg(quoted(relativeDir), systemErrorText(ec)));
    std::sort(children.begin(), children.end(),
              [](const Child& a, const Child& b) { return a.nameUtf8 < b.nameUtf8; });

    // The directory's own rules apply to its children, so they load before any child is judged.
    for (const Child& child : std::as_const(children)) {
        if (child.name == QLatin1String(".gitignore") && child.type == fs::file_type::regular) {
            if (!loadGitIgnore(relativeDir, child.path))
                return false;
        }
    }

    for (const Child& child : std::as_const(children)) {
        const QString relative =
            relativeDir.isEmpty() ? child.name : relativeDir + QLatin1Char('/') + child.name;
        const bool isDir = child.type == fs::file_type::directory;
        if (child.name == QLatin1String(".git")) {
            m_excluded.append({relative, QStringLiteral(".git")});
            continue;
        }
        if (m_skip.contains(child.path.lexically_normal())) {
            m_excluded.append({relative, QCoreApplication::translate("cd::FolderScan", "bundle output")});
            continue;
        }
        if (const auto m = m_ignore.match(relative, isDir); m && m->ignored) {
            m_excluded.append(
                {relative, QCoreApplication::translate("cd::FolderScan", "gitignore: %1 (%2:%3)")
                               .arg(m->pattern, m->source)
                               .arg(m->line)});
            continue;
        }
        BundleItem item{relative, relative.toUtf8(), child.path, BundleItem::Kind::File, 0};
        if (child.type == fs::file_type::symlink) {
            item.kind = BundleItem::Kind::Symlink;
        } else if (isDir) {
            item.kind = BundleItem::Kind::Directory;
        } else if (child.type == fs::file_type::regular) {
            item.size = qint64(fs::file_size(child.path, ec));
            if (ec)
                return fail(FolderScan::tr("Cannot read %1: %2").arg(quoted(relative), systemErrorText(ec)));
            m_totalBytes += item.size;
        } else {
            // FIFOs, sockets and devices have no contents to upload; reading a FIFO would block.
            m_excluded.append({relative, QCoreApplication::translate("cd::FolderScan", "special file")});
            continue;
        }
        m_items.append(item);
        if (item.kind == BundleItem::Kind::Directory && !walk(relative, child.path))
            return false;
    }
    return true;
}

bool FolderScan::loadGitIgnore(const QString& relativeDir, const fs::path& file) {
    const QString name =
        relativeDir.isEmpty() ? QStringLiteral(".gitignore") : relativeDir + QStringLiteral("/.gitignore");
    SourceFile source;
    if (!source.open(file))
        return fail(FolderScan::tr("Cannot read %1: %2").arg(quoted(name), source.errorText()));
    QByteArray contents;
    char buffer[16384];
    for (;;) {
        const qint64 n = source.read(buffer, sizeof buffer);
        if (n < 0)
            return fail(FolderScan::tr("Cannot read %1: %2").arg(quoted(name), source.errorText()));
        if (n == 0)
            break;
        contents.append(buffer, n);
        if (contents.size() > maxGitIgnoreBytes)
            return fail(FolderScan::tr("Cannot use %1: it is larger than 4 MiB.").arg(quoted(name)));
    }
    m_ignore.addRules(relativeDir, contents, name);
    return true;
}

bool FolderScan::fail(const QString& message) {
    if (m_error.isEmpty())
        m_error = message;
    return false;
}

bool FolderScan::checkCancel() {
    if (m_cancel && m_cancel()) {
        m_cancelled = true;
        return fail(FolderScan::tr("Bundling was cancelled."));
    }
    return true;
}

} // namespace cd
