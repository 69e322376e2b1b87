#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace cd::crypto {

// Writes a secret file (an exported key file) so that no one but its owner can ever read it: the
// temporary file is created owner-only (0600 with O_CREAT | O_EXCL on POSIX, a DACL for the current
// user alone on Windows), not restricted after the fact, when another process could already have
// opened it. Then written, flushed to disk and renamed over `path`.
class OwnerOnlyFile {
public:
    // Empty on success, else the system's reason (English, for the caller's sentence).
    static QString write(const QString& path, const QByteArray& bytes);
    // For tests: called with the temporary file's path once it exists, before a byte is written.
    static void setCreatedHook(std::function<void(const QString& temporaryPath)> hook);
};

} // namespace cd::crypto
