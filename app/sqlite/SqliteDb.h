#pragma once

#include <QByteArray>
#include <QString>
#include <QVariant>

#include <functional>
#include <initializer_list>
#include <mutex>

struct sqlite3;

namespace cd {

// A thin RAII handle on one SQLite connection: prepared statements with bound values, and
// transactions that roll back unless committed. Errors come back as text; nothing throws. Safe to
// share between threads: a transaction holds the connection until it ends, so statements from
// other threads wait rather than join it.
class SqliteDb {
public:
    SqliteDb() = default;
    ~SqliteDb();
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;

    // ":memory:" for a database that lives only as long as this object.
    bool open(const QString& path, QString* error);
    // Another process's database, to look at while it runs: no journal or schema changes.
    bool openReadOnly(const QString& path, QString* error);
    bool isOpen() const { return m_db != nullptr; }

    bool exec(const QString& sql, QString* error);
    // Runs one statement with positional parameters; calls `row` for each result row.
    bool query(const QString& sql, std::initializer_list<QVariant> params,
               const std::function<void(const QVariantList&)>& row, QString* error);
    bool run(const QString& sql, std::initializer_list<QVariant> params, QString* error);
    // Runs `work` inside BEGIN IMMEDIATE ... COMMIT; rolls back if it returns false.
    bool transaction(const std::function<bool(QString*)>& work, QString* error);

private:
    QString lastError() const;
    sqlite3* m_db = nullptr;
    std::recursive_mutex m_lock;
};

} // namespace cd
