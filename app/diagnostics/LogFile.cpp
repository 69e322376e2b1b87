#include "LogFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <filesystem>
#include <system_error>

namespace cd {

namespace {

std::filesystem::path nativePath(const QString& path) {
#ifdef Q_OS_WIN
    return std::filesystem::path(path.toStdWString());
#else
    return std::filesystem::path(QFile::encodeName(path).toStdString());
#endif
}

// Enough bytes for the lines a support ticket wants, without reading a whole 5 MB file.
constexpr qint64 tailBytes = 512 * 1024;

} // namespace

LogFile::LogFile(QString path, Limits limits)
    : m_path(std::move(path))
    , m_limits{qMax<qint64>(limits.maxBytes, 1), qMax(limits.files, 1)} {
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    std::lock_guard lock(m_mutex);
    openCurrent();
    if (m_size >= m_limits.maxBytes)
        rotate();
}

LogFile::~LogFile() = default;

QString LogFile::rotatedPath(int n) const {
    return m_path + u'.' + QString::number(n);
}

bool LogFile::isOpen() const {
    std::lock_guard lock(m_mutex);
    return m_out.is_open();
}

void LogFile::openCurrent() {
    std::error_code error;
    const auto size = std::filesystem::file_size(nativePath(m_path), error);
    m_size = error ? 0 : qint64(size);
    m_out.open(nativePath(m_path), std::ios::out | std::ios::app | std::ios::binary);
}

void LogFile::rotate() {
    m_out.close();
    std::error_code ignored; // a file that is not there yet is no failure
    if (m_limits.files == 1) {
        std::filesystem::remove(nativePath(m_path), ignored);
    } else {
        std::filesystem::remove(nativePath(rotatedPath(m_limits.files - 1)), ignored);
        for (int n = m_limits.files - 2; n >= 1; --n)
            std::filesystem::rename(nativePath(rotatedPath(n)), nativePath(rotatedPath(n + 1)), ignored);
        std::filesystem::rename(nativePath(m_path), nativePath(rotatedPath(1)), ignored);
    }
    openCurrent();
}

void LogFile::append(const QByteArray& line) {
    std::lock_guard lock(m_mutex);
    if (!m_out.is_open())
        return;
    m_out.write(line.constData(), std::streamsize(line.size()));
    m_out.put('\n');
    // Per line: what was logged before a crash is on disk.
    m_out.flush();
    if (!m_out) {
        // A full disk: stop trying rather than fail on every line; the next start tries again.
        m_out.close();
        return;
    }
    m_size += line.size() + 1;
    if (m_size >= m_limits.maxBytes)
        rotate();
}

QStringList LogFile::tailOf(const QString& path, int count) {
    QFile file(path);
    if (count <= 0 || !file.open(QIODevice::ReadOnly))
        return {};
    const qint64 from = qMax<qint64>(0, file.size() - tailBytes);
    file.seek(from);
    QList<QByteArray> lines = file.readAll().split('\n');
    if (from > 0 && !lines.isEmpty())
        lines.removeFirst(); // begun mid-line
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast(); // after the last newline
    QStringList out;
    for (qsizetype i = qMax<qsizetype>(0, lines.size() - count); i < lines.size(); ++i)
        out.append(QString::fromUtf8(lines[i]));
    return out;
}

QStringList LogFile::lastLines(int count) const {
    std::lock_guard lock(m_mutex); // no rotation while the files are read
    QStringList lines = tailOf(m_path, count);
    if (lines.size() < count && m_limits.files > 1)
        lines = tailOf(rotatedPath(1), count - int(lines.size())) + lines;
    return lines;
}

} // namespace cd
