#pragma once

#include <QCoreApplication>

#include "BundleReport.h"
#include "GitIgnore.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <filesystem>
#include <functional>

namespace cd {

// One thing that goes into the bundle, as the scan first saw it.
struct BundleItem {
    enum class Kind { Directory, File, Symlink };
    QString path;                 // relative to the folder, "/"-separated
    QByteArray pathUtf8;          // the order of the bundle and the name in it
    std::filesystem::path source; // where it is on disk
    Kind kind = Kind::File;
    qint64 size = 0; // files only
};

// The first pass of bundling: walks a folder without following symlinks, leaves out ".git" and
// what the folder's .gitignore files exclude, and totals the bytes so progress has a denominator.
// Items come out sorted by their UTF-8 path, so one folder always gives one order.
class FolderScan {
    Q_DECLARE_TR_FUNCTIONS(FolderScan)

public:
    using CancelCheck = std::function<bool()>;

    // root must be absolute and canonical: paths found below it are compared with skipPath's.
    explicit FolderScan(std::filesystem::path root, CancelCheck cancel = {});
    // Leaves a path out without walking it: the bundle being written, when it lies in the folder.
    void skipPath(const std::filesystem::path& path);

    bool run(); // false: see error() and cancelled()
    const QList<BundleItem>& items() const { return m_items; }
    const QList<BundleExclusion>& excluded() const { return m_excluded; }
    qint64 totalBytes() const { return m_totalBytes; }
    QString error() const { return m_error; }
    bool cancelled() const { return m_cancelled; }

private:
    bool walk(const QString& relativeDir, const std::filesystem::path& dir);
    bool loadGitIgnore(const QString& relativeDir, const std::filesystem::path& file);
    bool fail(const QString& message);
    bool checkCancel();

    std::filesystem::path m_root;
    CancelCheck m_cancel;
    QList<std::filesystem::path> m_skip;
    GitIgnore m_ignore;
    QList<BundleItem> m_items;
    QList<BundleExclusion> m_excluded;
    qint64 m_totalBytes = 0;
    QString m_error;
    bool m_cancelled = false;
};

// A path's last component as a QString, and whether its bytes were valid UTF-8 to begin with.
QString fileNameOf(const std::filesystem::path& path, bool* validUtf8 = nullptr);

} // namespace cd
