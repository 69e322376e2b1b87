#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace cd {

// What a file system says about a file without reading it: size, modification and change times
// in nanoseconds, and which file it is (device and inode; volume serial and file index on
// Windows). Any difference means the file may have changed or been replaced; equal identities are
// how rsync, make and git decide a file is unchanged without reading it again. Compared at the
// start of an upload, before every chunk read from disk and at the end (encryption-format.md 12.4).
struct SourceIdentity {
    qint64 size = -1;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0; // 0 where the platform keeps none
    QByteArray fileId;  // empty where the platform gives none

    // Of the file at `path` (through a symbolic link, whose target is what is read); nullopt if it
    // cannot be examined.
    static std::optional<SourceIdentity> of(const QString& path);
    bool operator==(const SourceIdentity& other) const = default;
};

} // namespace cd
