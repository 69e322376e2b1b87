#pragma once

#include <QString>

#include <system_error>

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

// The text of an errno value, in the person's language for the errors reading files meets;
// std::error_code keeps it thread-safe, unlike strerror().
QString systemErrorText(int error);
// The same for a std::filesystem error, whose code is the system's own (Win32 on Windows): its
// portable errno equivalent where it has one.
QString systemErrorText(const std::error_code& error);

} // namespace cd
