#include "LogLinesModel.h"

#include <QDateTime>

#include <algorithm>

namespace cd {

LogLinesModel::LogLinesModel(QObject* parent, qsizetype cap)
    : QAbstractTableModel(parent)
    , m_store(cap) {
    m_flush.setSingleShot(true);
    m_flush.setInterval(flushMs);
    connect(&m_flush, &QTimer::timeout, this, &LogLinesModel::flush);
}

LogLinesModel::~LogLinesModel() = default;

QString LogLinesModel::levelText(LogLevel level) {
    switch (level) {
    case LogLevel::Debug:
        return tr("Debug");
    case LogLevel::Info:
        return tr("Info");
    case LogLevel::Warning:
        return tr("Warning");
    case LogLevel::Error:
        return tr("Error");
    }
    return {};
}

bool LogLinesModel::identity() const {
    return !m_filter.node && !m_filter.rank && m_filter.minLevel == LogLevel::Debug && !m_filter.onlyMatching;
}

int LogLinesModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid())
        return 0;
    return identity() ? int(m_shownEnd - m_first) : int(m_rows.size());
}

int LogLinesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

qint64 LogLinesModel::lineIndex(int row) const {
    return identity() ? m_first + row : m_rows[size_t(row)];
}

int LogLinesModel::rowOfLine(qint64 index) const {
    if (identity())
        return index >= m_first && index < m_shownEnd ? int(index - m_first) : -1;
    const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), index);
    return it != m_rows.end() && *it == index ? int(it - m_rows.begin()) : -1;
}

bool LogLinesModel::isMatch(qint64 index) const {
    return std::binary_search(m_matches.begin(), m_matches.end(), index);
}

bool LogLinesModel::passes(qint64 index) const {
    if (m_store.isMarker(index))
        return true; // where lines are missing is part of every view
    if (m_filter.node && m_store.node(index) != *m_filter.node)
        return false;
    if (m_filter.rank && m_store.rank(index) != *m_filter.rank)
        return false;
    if (m_store.level(index) < m_filter.minLevel)
        return false;
    return !m_filter.onlyMatching || isMatch(index);
}

QVariant LogLinesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const qint64 i = lineIndex(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QDateTime::fromMSecsSinceEpoch(m_store.timeMs(i), Qt::UTC)
                .toLocalTime()
                .toString(QStringLiteral("HH:mm:ss.zzz"));
        case NodeColumn:
            return m_store.node(i);
        case RankColumn:
            return m_store.rank(i) >= 0 ? QVariant(m_store.rank(i)) : QVariant();
        case LevelColumn:
            return m_store.isMarker(i) ? QString() : levelText(m_store.level(i));
        case TextColumn:
            return m_store.text(i);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == TimeColumn)
            return QDateTime::fromMSecsSinceEpoch(m_store.timeMs(i), Qt::UTC).toString(Qt::ISODateWithMs);
        return {};
    case LevelRole:
        return int(m_store.level(i));
    case MarkerRole:
        return m_store.isMarker(i);
    case MatchRole:
        return !m_search.isEmpty() && isMatch(i);
    case SeqRole:
        return m_store.seq(i);
    }
    return {};
}

QVariant LogLinesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case NodeColumn:
        return tr("Node");
    case RankColumn:
        return tr("Rank");
    case LevelColumn:
        return tr("Level");
    case TextColumn:
        return tr("Message");
    }
    return {};
}

void LogLinesModel::appendLines(const QList<LogLine>& lines) {
    if (lines.isEmpty())
        return;
    if (m_pending.isEmpty() || m_pending.last().dropped > 0)
        m_pending.append(Pending());
    m_pending.last().lines += lines;
    if (!m_flush.isActive())
        m_flush.start();
}

void LogLinesModel::appendDropped(qint64 count) {
    if (count <= 0)
        return;
    if (m_pending.isEmpty() || m_pending.last().dropped > 0)
        m_pending.append(Pending());
    m_pending.last().dropped = count;
    if (!m_flush.isActive())
        m_flush.start();
}

void LogLinesModel::flush() {
    m_flush.stop();
    if (m_pending.isEmpty())
        return;
    const qint64 oldEnd = m_store.endIndex();
    for (const Pending& p : std::exchange(m_pending, {})) {
        m_store.append(p.lines);
        if (p.dropped > 0)
            m_store.appendMarker(
                tr("%n line(s) were dropped", nullptr, int(std::min<qint64>(p.dropped, INT_MAX))));
    }
    const qint64 first = m_store.firstIndex();
    // Rows whose lines the cap dropped go first, as one removal.
    if (identity()) {
        const qint64 gone = std::min(first, m_shownEnd) - m_first;
        if (gone > 0) {
            beginRemoveRows({}, 0, int(gone - 1));
            m_first += gone;
            endRemoveRows();
        }
        m_first = std::max(m_first, first);
        m_shownEnd = std::max(m_shownEnd, m_first);
    } else {
        const auto keep = std::lower_bound(m_rows.begin(), m_rows.end(), first);
        if (keep != m_rows.begin()) {
            beginRemoveRows({}, 0, int(keep - m_rows.begin() - 1));
            m_rows.erase(m_rows.begin(), keep);
            endRemoveRows();
        }
    }
    auto dropBefore = [first](std::vector<qint64>& v) {
        v.erase(v.begin(), std::lower_bound(v.begin(), v.end(), first));
    };
    dropBefore(m_matches);
    dropBefore(m_visibleMatches);
    const qint64 from = std::max(oldEnd, first);
    if (!m_search.isEmpty()) {
        const std::vector<qint64> found = m_store.search(m_search, from);
        m_matches.insert(m_matches.end(), found.begin(), found.end());
    }
    if (identity()) {
        const qint64 end = m_store.endIndex();
        if (end > m_shownEnd) {
            const int row = rowCount();
            beginInsertRows({}, row, row + int(end - m_shownEnd) - 1);
            m_shownEnd = end;
            endInsertRows();
        }
    } else {
        std::vector<qint64> added;
        for (qint64 i = from; i < m_store.endIndex(); ++i) {
            if (passes(i))
                added.push_back(i);
        }
        if (!added.empty()) {
            const int row = rowCount();
            beginInsertRows({}, row, row + int(added.size()) - 1);
            m_rows.insert(m_rows.end(), added.begin(), added.end());
            endInsertRows();
        }
    }
    for (auto it = std::lower_bound(m_matches.begin(), m_matches.end(), from); it != m_matches.end(); ++it) {
        if (passes(*it))
            m_visibleMatches.push_back(*it);
    }
    Q_EMIT contentChanged();
}

void LogLinesModel::clear() {
    m_flush.stop();
    beginResetModel();
    m_pending.clear();
    m_store.clear();
    m_first = m_shownEnd = 0;
    m_rows.clear();
    m_matches.clear();
    m_visibleMatches.clear();
    endResetModel();
    Q_EMIT contentChanged();
}

void LogLinesModel::rebuild() {
    beginResetModel();
    m_rows.clear();
    m_first = m_store.firstIndex();
    m_shownEnd = m_store.endIndex();
    if (!identity()) {
        for (qint64 i = m_first; i < m_shownEnd; ++i) {
            if (passes(i))
                m_rows.push_back(i);
        }
    }
    m_visibleMatches.clear();
    for (qint64 i : m_matches) {
        if (i < m_shownEnd && passes(i))
            m_visibleMatches.push_back(i);
    }
    endResetModel();
    Q_EMIT contentChanged();
}

void LogLinesModel::setFilter(const LogFilter& filter) {
    if (filter == m_filter)
        return;
    flush();
    m_filter = filter;
    rebuild();
}

void LogLinesModel::setSearch(const QString& text) {
    if (text == m_search)
        return;
    flush();
    m_search = text;
    m_matches = m_search.isEmpty() ? std::vector<qint64>() : m_store.search(m_search, m_store.firstIndex());
    if (m_filter.onlyMatching) {
        rebuild();
        return;
    }
    m_visibleMatches.clear();
    for (qint64 i : m_matches) {
        if (passes(i))
            m_visibleMatches.push_back(i);
    }
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {MatchRole});
    Q_EMIT contentChanged();
}

int LogLinesModel::nextMatchRow(int row, bool backwards) const {
    if (m_visibleMatches.empty())
        return -1;
    const qint64 at = row >= 0 && row < rowCount() ? lineIndex(row) : (backwards ? m_shownEnd : -1);
    qint64 target;
    if (backwards) {
        auto it = std::lower_bound(m_visibleMatches.begin(), m_visibleMatches.end(), at);
        target = it == m_visibleMatches.begin() ? m_visibleMatches.back() : *(it - 1);
    } else {
        auto it = std::upper_bound(m_visibleMatches.begin(), m_visibleMatches.end(), at);
        target = it == m_visibleMatches.end() ? m_visibleMatches.front() : *it;
    }
    return rowOfLine(target);
}

int LogLinesModel::firstErrorRow() const {
    const int rows = rowCount();
    for (int r = 0; r < rows; ++r) {
        const qint64 i = lineIndex(r);
        if (!m_store.isMarker(i) && m_store.level(i) == LogLevel::Error)
            return r;
    }
    return -1;
}

QString LogLinesModel::lineText(int row) const {
    const qint64 i = lineIndex(row);
    if (m_store.isMarker(i))
        return QStringLiteral("--- %1 ---").arg(m_store.text(i));
    QString out = QDateTime::fromMSecsSinceEpoch(m_store.timeMs(i), Qt::UTC).toString(Qt::ISODateWithMs);
    out += u' ';
    out += m_store.node(i).isEmpty() ? QStringLiteral("-") : m_store.node(i);
    if (m_store.rank(i) >= 0)
        out += QStringLiteral(" rank=%1").arg(m_store.rank(i));
    out += u' ';
    out += logLevelId(m_store.level(i)).toUpper();
    out += u' ';
    out += m_store.text(i);
    return out;
}

} // namespace cd
