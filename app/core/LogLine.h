#pragma once

#include <QDateTime>
#include <QString>

#include <optional>

namespace cd {

enum class LogLevel { Debug, Info, Warning, Error };
QString logLevelId(LogLevel level); // "debug", "info", "warning", "error"
std::optional<LogLevel> logLevelFromId(QStringView id);

// One line a workload printed (GET /v1/clusters/{id}/logs and its stream). `seq` counts the
// cluster's lines from 1 without gaps; it is the SSE id, so a client resumes exactly after it.
struct LogLine {
    qint64 seq = 0;
    QDateTime time;
    QString node;  // node id; empty for the platform's own lines (image pull)
    int rank = -1; // global rank; -1 for a node-level or platform line
    LogLevel level = LogLevel::Info;
    QString text;
    bool operator==(const LogLine&) const = default;
};

} // namespace cd
