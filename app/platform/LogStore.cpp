#include "LogStore.h"

#include "sqlite/SqliteDb.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <algorithm>
#include <limits>

namespace cd::sim {

namespace {
// A follow hands out at most this many lines at once, so a stream that resumes far behind
// writes in slices and notices a closed connection between them.
constexpr int followBatch = 1000;

QVariant since(const LogStore::Filter& filter) {
    return filter.since.isValid() ? filter.since.toMSecsSinceEpoch() : std::numeric_limits<qint64>::min();
}
} // namespace

LogStore::LogStore(SqliteDb& db, qint64 retain)
    : m_db(db)
    , m_retain(std::max<qint64>(1, retain)) {}

QString LogStore::keyOf(const QString& tenantId, const QString& clusterId) {
    return tenantId + u'/' + clusterId;
}

bool LogStore::open(QString* error) {
    // WITHOUT ROWID keyed by (tenant, cluster, seq): the lines of one cluster sit together in
    // order, so paging, tails and trimming are range scans of the primary key. log_sequences keeps
    // the next number even when every line of a cluster was trimmed or removed.
    const bool created = m_db.exec(QStringLiteral(R"sql(
CREATE TABLE IF NOT EXISTS log_lines (
    tenant_id TEXT NOT NULL, cluster_id TEXT NOT NULL, seq INTEGER NOT NULL, time_ms INTEGER NOT NULL,
    node TEXT NOT NULL, rank INTEGER NOT NULL, level INTEGER NOT NULL, text TEXT NOT NULL,
    PRIMARY KEY (tenant_id, cluster_id, seq)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS log_sequences (
    tenant_id TEXT NOT NULL, cluster_id TEXT NOT NULL, next_seq INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, cluster_id));
)sql"),
                                   error);
    if (!created)
        return false;
    std::lock_guard lock(m_mutex);
    m_ranges.clear();
    return m_db.query(
        QStringLiteral("SELECT s.tenant_id, s.cluster_id, s.next_seq, "
                       "(SELECT MIN(seq) FROM log_lines l WHERE l.tenant_id = s.tenant_id AND "
                       "l.cluster_id = s.cluster_id), "
                       "(SELECT MAX(seq) FROM log_lines l WHERE l.tenant_id = s.tenant_id AND "
                       "l.cluster_id = s.cluster_id) FROM log_sequences s"),
        {},
        [&](const QVariantList& row) {
            m_ranges.insert(keyOf(row[0].toString(), row[1].toString()),
                            {row[3].toLongLong(), row[4].toLongLong(), row[2].toLongLong()});
        },
        error);
}

LogStore::Range LogStore::rangeLocked(const QString& tenantId, const QString& clusterId) const {
    return m_ranges.value(keyOf(tenantId, clusterId));
}

QList<std::pair<QString, QString>> LogStore::held() const {
    std::lock_guard lock(m_mutex);
    QList<std::pair<QString, QString>> list;
    for (auto it = m_ranges.cbegin(); it != m_ranges.cend(); ++it) {
        if (it->lastSeq > 0) {
            const qsizetype slash = it.key().indexOf(u'/');
            list.append({it.key().left(slash), it.key().mid(slash + 1)});
        }
    }
    return list;
}

LogStore::Range LogStore::range(const QString& tenantId, const QString& clusterId) const {
    std::lock_guard lock(m_mutex);
    return rangeLocked(tenantId, clusterId);
}

void LogStore::append(const QString& tenantId, const QString& clusterId, QList<LogLine> lines) {
    if (lines.isEmpty())
        return;
    {
        std::lock_guard lock(m_mutex);
        Range r = rangeLocked(tenantId, clusterId);
        for (LogLine& line : lines)
            line.seq = r.nextSeq++;
        const qint64 last = lines.last().seq;
        const qint64 first = std::max(r.firstSeq > 0 ? r.firstSeq : lines.first().seq, last - m_retain + 1);
        // The lines go in as one statement over a JSON array rather than a statement per line:
        // compiling an INSERT costs more than storing its row, and a restart of a 512-GPU run
        // prints over a thousand lines (seeding plays dozens of them).
        QJsonArray rows;
        for (const LogLine& line : lines) {
            if (line.seq < first)
                continue; // trimmed before it was ever written
            rows.append(QJsonArray{line.seq, line.time.toMSecsSinceEpoch(), line.node, line.rank,
                                   int(line.level), line.text});
        }
        const QByteArray rowsJson = QJsonDocument(rows).toJson(QJsonDocument::Compact);
        // One transaction per append: a burst of a thousand lines is one disk sync, not a thousand.
        QString error;
        const bool ok = m_db.transaction(
            [&](QString* err) {
                // (As text, not a blob: json_each() reads text.)
                if (!rows.isEmpty() &&
                    !m_db.run(
                        QStringLiteral("INSERT INTO log_lines (tenant_id, cluster_id, seq, time_ms, node, "
                                       "rank, level, text) SELECT ?1, ?2, json_extract(value, '$[0]'), "
                                       "json_extract(value, '$[1]'), json_extract(value, '$[2]'), "
                                       "json_extract(value, '$[3]'), json_extract(value, '$[4]'), "
                                       "json_extract(value, '$[5]') FROM json_each(?3) ORDER BY key"),
                        {tenantId, clusterId, QString::fromUtf8(rowsJson)}, err))
                    return false;
                return m_db.run(QStringLiteral("DELETE FROM log_lines WHERE tenant_id = ? AND cluster_id = ? "
                                               "AND seq < ?"),
                                {tenantId, clusterId, first}, err) &&
                       m_db.run(QStringLiteral("INSERT OR REPLACE INTO log_sequences (tenant_id, cluster_id, "
                                               "next_seq) VALUES (?, ?, ?)"),
                                {tenantId, clusterId, r.nextSeq}, err);
            },
            &error);
        if (!ok) {
            qWarning("log store: cannot append lines of %s: %s", qPrintable(clusterId), qPrintable(error));
            return; // the numbers were not used: the next append gives them again
        }
        r.firstSeq = first;
        r.lastSeq = last;
        m_ranges.insert(keyOf(tenantId, clusterId), r);
    }
    m_changed.notify_all();
}

bool LogStore::select(const QString& tenantId, const QString& clusterId, const Filter& filter,
                      qint64 afterSeq, qint64 upToSeq, int limit, bool newestFirst,
                      QList<LogLine>* out) const {
    const QString sql =
        QStringLiteral("SELECT seq, time_ms, node, rank, level, text FROM log_lines WHERE tenant_id = ? "
                       "AND cluster_id = ? AND seq > ? AND seq <= ? AND (? = '' OR node = ?) "
                       "AND (? < 0 OR rank = ?) AND level >= ? AND time_ms >= ? ORDER BY seq ") +
        (newestFirst ? QStringLiteral("DESC") : QStringLiteral("ASC")) + QStringLiteral(" LIMIT ?");
    const int rank = filter.rank.value_or(-1);
    QString error;
    const bool ok = m_db.query(
        sql,
        {tenantId, clusterId, afterSeq, upToSeq, filter.node, filter.node, rank, rank, int(filter.minLevel),
         since(filter), limit},
        [&](const QVariantList& row) {
            LogLine line;
            line.seq = row[0].toLongLong();
            line.time = QDateTime::fromMSecsSinceEpoch(row[1].toLongLong(), QTimeZone::utc());
            line.node = row[2].toString();
            line.rank = row[3].toInt();
            line.level = LogLevel(std::clamp(row[4].toInt(), int(LogLevel::Debug), int(LogLevel::Error)));
            line.text = row[5].toString();
            out->append(line);
        },
        &error);
    if (!ok)
        qWarning("log store: cannot read lines of %s: %s", qPrintable(clusterId), qPrintable(error));
    return ok;
}

LogStore::Page LogStore::after(const QString& tenantId, const QString& clusterId, const Filter& filter,
                               qint64 afterSeq, int limit) const {
    std::lock_guard lock(m_mutex);
    const Range r = rangeLocked(tenantId, clusterId);
    Page page{{}, r.firstSeq, r.lastSeq, false};
    if (limit <= 0 || r.lastSeq == 0)
        return page;
    // One more than asked says whether there is a next page without counting.
    select(tenantId, clusterId, filter, afterSeq, r.lastSeq, limit + 1, false, &page.lines);
    if (page.lines.size() > limit) {
        page.lines.removeLast();
        page.more = true;
    }
    return page;
}

LogStore::Page LogStore::tail(const QString& tenantId, const QString& clusterId, const Filter& filter,
                              int count) const {
    std::lock_guard lock(m_mutex);
    const Range r = rangeLocked(tenantId, clusterId);
    Page page{{}, r.firstSeq, r.lastSeq, false};
    if (count <= 0 || r.lastSeq == 0)
        return page;
    select(tenantId, clusterId, filter, 0, r.lastSeq, count, true, &page.lines);
    std::reverse(page.lines.begin(), page.lines.end());
    return page;
}

LogStore::Batch LogStore::follow(const QString& tenantId, const QString& clusterId, const Filter& filter,
                                 qint64 afterSeq, std::chrono::milliseconds wait,
                                 const std::atomic<bool>& closed) {
    Batch batch;
    batch.through = afterSeq;
    std::unique_lock lock(m_mutex);
    const auto deadline = std::chrono::steady_clock::now() + wait;
    for (;;) {
        const Range r = rangeLocked(tenantId, clusterId);
        // Lines after `through` were dropped (trimmed or removed), or the reader names a line that
        // never was: it cannot be brought up to date line by line, so it starts over from the oldest.
        const qint64 held = r.firstSeq > 0 ? r.firstSeq : r.nextSeq;
        if (!batch.missed && (batch.through + 1 < held || batch.through >= r.nextSeq)) {
            batch.missed = true;
            batch.through = held - 1;
        }
        if (r.lastSeq > batch.through) {
            select(tenantId, clusterId, filter, batch.through, r.lastSeq, followBatch, false, &batch.lines);
            // Lines that did not match were looked at all the same; a full batch may have more.
            batch.through = batch.lines.size() == followBatch ? batch.lines.last().seq : r.lastSeq;
        }
        if (!batch.lines.isEmpty() || batch.missed || closed.load())
            return batch;
        if (m_changed.wait_until(lock, deadline) == std::cv_status::timeout) {
            const Range now = rangeLocked(tenantId, clusterId);
            if (now.lastSeq > batch.through && now.firstSeq <= batch.through + 1) {
                select(tenantId, clusterId, filter, batch.through, now.lastSeq, followBatch, false,
                       &batch.lines);
                batch.through = batch.lines.size() == followBatch ? batch.lines.last().seq : now.lastSeq;
            }
            return batch;
        }
    }
}

void LogStore::wakeAll() {
    m_changed.notify_all();
}

void LogStore::remove(const QString& tenantId, const QString& clusterId) {
    {
        std::lock_guard lock(m_mutex);
        QString error;
        if (!m_db.run(QStringLiteral("DELETE FROM log_lines WHERE tenant_id = ? AND cluster_id = ?"),
                      {tenantId, clusterId}, &error)) {
            qWarning("log store: cannot remove lines of %s: %s", qPrintable(clusterId), qPrintable(error));
            return;
        }
        Range& r = m_ranges[keyOf(tenantId, clusterId)];
        r.firstSeq = 0;
        r.lastSeq = 0;
    }
    m_changed.notify_all();
}

} // namespace cd::sim
