#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <fstream>
#include <mutex>

namespace cd {

// The log on disk: one line at a time, flushed at once (a crash loses nothing already written),
// rotated by size so that it never grows without bound: `path` is the newest, `path`.1 the one
// before, up to `files` in all. Too big at start, it is rotated before the first line.
// Thread-safe and no QObject: the message handler writes from whichever thread logged, the
// network worker's included.
class LogFile {
public:
    struct Limits {
        qint64 maxBytes = 5 * 1024 * 1024;
        int files = 5; // the current file and files - 1 rotated ones
    };

    explicit LogFile(QString path, Limits limits);
    explicit LogFile(QString path)
        : LogFile(std::move(path), Limits{}) {}
    ~LogFile();
    Q_DISABLE_COPY_MOVE(LogFile)

    QString path() const { return m_path; }
    // `path`.n, the n-th older file (1: the one rotated last).
    QString rotatedPath(int n) const;
    bool isOpen() const;
    // Writes `line` and a newline, then rotates if the file has reached its limit. A line with
    // newlines of its own is written as it is: the caller decides how continuations look.
    void append(const QByteArray& line);
    // The newest `count` lines, oldest first, from the current file and, if it holds fewer, the
    // one rotated before it.
    QStringList lastLines(int count) const;

private:
    void openCurrent();
    void rotate();
    static QStringList tailOf(const QString& path, int count);

    const QString m_path;
    const Limits m_limits;
    mutable std::mutex m_mutex;
    std::ofstream m_out;
    qint64 m_size = 0;
};

} // namespace cd
