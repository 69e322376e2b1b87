#pragma once

#include "LogLine.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace cd {

// What GET /v1/clusters/{id}/logs (and its stream) is asked for. Unset members are not sent.
struct LogQuery {
    std::optional<qint64> after; // lines with a greater seq
    QDateTime since;             // invalid: no limit
    QString node;                // node id; empty: every node
    std::optional<int> rank;
    std::optional<LogLevel> minLevel;
    int pageSize = 0;        // 0: the platform's default (1000)
    std::optional<int> tail; // the last n matching lines
    QString pageToken;
};

// One page of a cluster's log, oldest first, and what the platform's bounded store holds now.
struct LogPage {
    QList<LogLine> items;
    QString nextPageToken;
    qint64 firstSeq = 0; // 0/0 when the store is empty
    qint64 lastSeq = 0;
};

} // namespace cd
