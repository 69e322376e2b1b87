#include "SqliteDb.h"

#include <sqlite3.h>

namespace cd {

SqliteDb::~SqliteDb() {
    if (m_db)
        sqlite3_close_v2(m_db);
}

QString SqliteDb::lastError() const {
    return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("database is not open");
}

bool SqliteDb::open(const QString& path, QString* error) {
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX;
    if (sqlite3_open_v2(path.toUtf8().constData(), &m_db, flags, nullptr) != SQLITE_OK) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, lastError());
        sqlite3_close_v2(m_db);
        m_db = nullptr;
        return false;
    }
    sqlite3_busy_timeout(m_db, 5000);
    // WAL with synchronous=FULL: a kill -9 (or a power cut) loses no committed transaction, and a
    // reader never blocks the writer.
    return exec(QStringLiteral("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;"),
                error);
}

bool SqliteDb::openReadOnly(const QString& path, QString* error) {
    if (sqlite3_open_v2(path.toUtf8().constData(), &m_db, SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX,
                        nullptr) != SQLITE_OK) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, lastError());
        sqlite3_close_v2(m_db);
        m_db = nullptr;
        return false;
    }
    sqlite3_busy_timeout(m_db, 5000);
    return true;
}

bool SqliteDb::exec(const QString& sql, QString* error) {
    std::lock_guard lock(m_lock);
    char* message = nullptr;
    if (sqlite3_exec(m_db, sql.toUtf8().constData(), nullptr, nullptr, &message) != SQLITE_OK) {
        *error = QString::fromUtf8(message ? message : "unknown SQLite error");
        sqlite3_free(message);
        return false;
    }
    return true;
}

bool SqliteDb::query(const QString& sql, std::initializer_list<QVariant> params,
                     const std::function<void(const QVariantList&)>& row, QString* error) {
    std::lock_guard lock(m_lock);
    sqlite3_stmt* stmt = nullptr;
    const QByteArray text = sql.toUtf8();
    if (sqlite3_prepare_v2(m_db, text.constData(), int(text.size()), &stmt, nullptr) != SQLITE_OK) {
        *error = lastError();
        return false;
    }
    int index = 1;
    for (const QVariant& p : params) {
        int rc = SQLITE_OK;
        switch (p.typeId()) {
        case QMetaType::Int:
        case QMetaType::LongLong:
        case QMetaType::Bool:
            rc = sqlite3_bind_int64(stmt, index, p.toLongLong());
            break;
        case QMetaType::Double:
            rc = sqlite3_bind_double(stmt, index, p.toDouble());
            break;
        case QMetaType::QByteArray: {
            const QByteArray blob = p.toByteArray();
            rc = sqlite3_bind_blob(stmt, index, blob.constData(), int(blob.size()), SQLITE_TRANSIENT);
            break;
        }
        default:
            if (p.isNull()) {
                rc = sqlite3_bind_null(stmt, index);
            } else {
                const QByteArray utf8 = p.toString().toUtf8();
                rc = sqlite3_bind_text(stmt, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
            }
        }
        if (rc != SQLITE_OK) {
            *error = lastError();
            sqlite3_finalize(stmt);
            return false;
        }
        ++index;
    }
    int rc;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        QVariantList values;
        const int columns = sqlite3_column_count(stmt);
        for (int c = 0; c < columns; ++c) {
            switch (sqlite3_column_type(stmt, c)) {
            case SQLITE_INTEGER:
                values.append(qint64(sqlite3_column_int64(stmt, c)));
                break;
            case SQLITE_FLOAT:
                values.append(sqlite3_column_double(stmt, c));
                break;
            case SQLITE_BLOB:
                values.append(QByteArray(static_cast<const char*>(sqlite3_column_blob(stmt, c)),
                                         sqlite3_column_bytes(stmt, c)));
                break;
            case SQLITE_NULL:
                values.append(QVariant());
                break;
            default:
                values.append(QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(stmt, c)),
                                                sqlite3_column_bytes(stmt, c)));
            }
        }
        if (row)
            row(values);
    }
    sqlite3_finalize(stmt);
    if (rc != SQLITE_DONE) {
        *error = lastError();
        return false;
    }
    return true;
}

bool SqliteDb::run(const QString& sql, std::initializer_list<QVariant> params, QString* error) {
    return query(sql, params, nullptr, error);
}

bool SqliteDb::transaction(const std::function<bool(QString*)>& work, QString* error) {
    // Held to the end: another thread's statement must not land inside (or begin another) one.
    std::lock_guard lock(m_lock);
    if (!exec(QStringLiteral("BEGIN IMMEDIATE"), error))
        return false;
    if (!work(error)) {
        QString ignored;
        exec(QStringLiteral("ROLLBACK"), &ignored);
        return false;
    }
    if (!exec(QStringLiteral("COMMIT"), error)) {
        // A failed COMMIT (busy, disk full, I/O error) can leave the transaction open and holding
        // the write lock; later statements must not silently join it.
        if (!sqlite3_get_autocommit(m_db)) {
            QString ignored;
            exec(QStringLiteral("ROLLBACK"), &ignored);
        }
        return false;
    }
    return true;
}

} // namespace cd
