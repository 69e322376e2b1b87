#pragma once

#include <QString>

#include <filesystem>

namespace cd {

// A file in the folder being bundled, open for reading by descriptor so that libarchive reads
// its metadata from the very file whose bytes we copy. A symlink is never followed: if a file is
// swapped for a link mid-bundle, opening it fails instead of reading outside the folder.
class SourceFile {
public:
    SourceFile() = default;
    ~SourceFile();
    SourceFile(const SourceFile&) = delete;
    SourceFile& operator=(const SourceFile&) = delete;

    bool open(const std::filesystem::path& path);
    bool isOpen() const { return m_fd >= 0; }
    int fd() const { return m_fd; }
    // Bytes read, 0 at the end, -1 on failure.
    qint64 read(char* buffer, qint64 maxBytes);
    // The OS error of the last failed call (errno), and its text.
    int error() const { return m_error; }
    QString errorText() const;

private:
    int m_fd = -1;
    int m_error = 0;
};

// The text of an errno value; std::error_code keeps it thread-safe, unlike strerror().
QString systemErrorText(int error);

} // namespace cd
