#pragma once

#include "LogLineStore.h"

#include <QAbstractTableModel>
#include <QTimer>

#include <optional>
#include <vector>

namespace cd {

// What of a cluster's log the Logs tab shows: one node or one rank or all, from a level up,
// and only the lines matching the search when asked.
struct LogFilter {
    std::optional<QString> node; // a node id, "" for the platform's own lines; unset: every node
    std::optional<int> rank;
    LogLevel minLevel = LogLevel::Debug;
    bool onlyMatching = false;
    bool operator==(const LogFilter&) const = default;
};

// A cluster's log lines (LogLineStore) as a table: time, node, rank, level, text. Lines arrive
// in batches and are shown at most every flushMs, one insert for all of them, so a job printing
// thousands of lines a second never stalls the GUI thread. With no filter the rows are the store
// itself; with one, a list of the indices that pass. Matches of the search are found over all
// lines at once (LogLineStore::search) and again over each new batch.
class LogLinesModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogLinesModel)

public:
    enum Column { TimeColumn, NodeColumn, RankColumn, LevelColumn, TextColumn, ColumnCount };
    enum Role { LevelRole = Qt::UserRole + 1, MarkerRole, MatchRole, SeqRole };
    static constexpr int flushMs = 100;

    explicit LogLinesModel(QObject* parent = nullptr, qsizetype cap = LogLineStore::defaultCap);
    ~LogLinesModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Queued; shown at the next flush.
    void appendLines(const QList<LogLine>& lines);
    // "N lines were dropped" where they were missing, among the lines in order.
    void appendDropped(qint64 count);
    // Shows what is queued now (the timer does this by itself).
    void flush();
    void clear();

    void setFilter(const LogFilter& filter);
    const LogFilter& filter() const { return m_filter; }
    void setSearch(const QString& text);
    QString search() const { return m_search; }

    // Matching lines among the rows shown.
    int matchCount() const { return int(m_visibleMatches.size()); }
    // The row of the next match after `row` (before it when backwards), wrapping; -1 for none.
    int nextMatchRow(int row, bool backwards) const;
    // The first error line shown, -1 for none.
    int firstErrorRow() const;
    // One line as text, for copying and saving: time (UTC), node, rank, level, text.
    QString lineText(int row) const;
    qint64 lineIndex(int row) const;
    int rowOfLine(qint64 index) const;

    const LogLineStore& store() const { return m_store; }
    static QString levelText(LogLevel level);

Q_SIGNALS:
    // New lines shown, the filter or the search changed: counts may differ.
    void contentChanged();

private:
    bool identity() const;
    bool passes(qint64 index) const;
    bool isMatch(qint64 index) const;
    void rebuild();

    LogLineStore m_store;
    struct Pending {
        QList<LogLine> lines;
        qint64 dropped = 0; // > 0: a marker after the lines
    };
    QList<Pending> m_pending;
    QTimer m_flush;
    LogFilter m_filter;
    QString m_search;
    // Identity: rows are [m_first, m_shownEnd) of the store. Filtered: m_rows.
    qint64 m_first = 0;
    qint64 m_shownEnd = 0;
    std::vector<qint64> m_rows;
    std::vector<qint64> m_matches;        // every matching line held
    std::vector<qint64> m_visibleMatches; // those shown
};

} // namespace cd
