#include "SshKeyStore.h"

#include "SimClock.h"

#include "crypto/OpenSshPublicKey.h"
#include "sqlite/SqliteDb.h"

namespace cd::sim {

namespace {

const QString columns =
    QStringLiteral("id, name, type, bits, fingerprint, comment, public_key, created_ms, request_hash");

SshKey keyFrom(const QVariantList& row) {
    SshKey k;
    k.id = row[0].toString();
    k.name = row[1].toString();
    k.type = row[2].toString();
    k.bits = row[3].toInt();
    k.fingerprint = row[4].toString();
    k.comment = row[5].toString();
    k.publicKey = row[6].toString();
    k.createdAt = QDateTime::fromMSecsSinceEpoch(row[7].toLongLong(), Qt::UTC);
    return k;
}

Problem problem(int status, const QString& code, const QString& title, const QString& detail) {
    return Problem{status, code, title, detail, {}, 0};
}

} // namespace

SshKeyStore::SshKeyStore(SqliteDb& db, SimClock& clock)
    : m_db(db)
    , m_clock(clock) {}

bool SshKeyStore::createSchema(QString* error) {
    return m_db.exec(QStringLiteral(R"sql(
CREATE TABLE IF NOT EXISTS ssh_keys (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, user_id TEXT NOT NULL,
    name TEXT NOT NULL, type TEXT NOT NULL, bits INTEGER NOT NULL, fingerprint TEXT NOT NULL,
    comment TEXT NOT NULL, public_key TEXT NOT NULL, created_ms INTEGER NOT NULL,
    idempotency_key TEXT, request_hash BLOB);
CREATE UNIQUE INDEX IF NOT EXISTS ssh_keys_by_user ON ssh_keys (user_id, fingerprint);
)sql"),
                     error);
}

QList<SshKey> SshKeyStore::keys(const QString& userId) const {
    QList<SshKey> list;
    QString error;
    auto& db = const_cast<SqliteDb&>(m_db);
    db.query(
        u"SELECT " + columns + u" FROM ssh_keys WHERE user_id = ? ORDER BY seq", {userId},
        [&](const QVariantList& row) { list.append(keyFrom(row)); }, &error);
    return list;
}

std::optional<SshKey> SshKeyStore::key(const QString& userId, const QString& id) const {
    std::optional<SshKey> found;
    QString error;
    auto& db = const_cast<SqliteDb&>(m_db);
    db.query(
        u"SELECT " + columns + u" FROM ssh_keys WHERE user_id = ? AND id = ?", {userId, id},
        [&](const QVariantList& row) { found = keyFrom(row); }, &error);
    return found;
}

std::variant<SshKeyStore::Added, Problem> SshKeyStore::add(const QString& userId, const QString& name,
                                                           const QString& publicKey,
                                                           const QString& idempotencyKey,
                                                           const QByteArray& requestHash) {
    std::optional<std::variant<Added, Problem>> outcome;
    QString error;
    const bool ok = m_db.transaction(
        [&](QString* err) {
            // A retry of an add that went through gets the same key, even if the user deleted
            // nothing in between; a different body under the same key is a client's mistake.
            std::optional<SshKey> earlier;
            QByteArray earlierHash;
            if (!m_db.query(
                    u"SELECT " + columns + u" FROM ssh_keys WHERE user_id = ? AND idempotency_key = ?",
                    {userId, idempotencyKey},
                    [&](const QVariantList& row) {
                        earlier = keyFrom(row);
                        earlierHash = row[8].toByteArray();
                    },
                    err))
                return false;
            if (earlier) {
                if (earlierHash != requestHash)
                    outcome =
                        problem(422, QStringLiteral("idempotency_key_reused"),
                                QStringLiteral("Idempotency key reused"),
                                QStringLiteral("This Idempotency-Key was used to add a different key."));
                else
                    outcome = Added{*earlier, true};
                return true;
            }
            const auto parsed = crypto::OpenSshPublicKey::parse(publicKey);
            if (!parsed.accepted()) {
                outcome = problem(422, parsed.problemCode(),
                                  parsed.verdict == crypto::OpenSshPublicKey::Verdict::Weak
                                      ? QStringLiteral("SSH key not accepted")
                                      : QStringLiteral("Not an SSH public key"),
                                  parsed.reason);
                return true;
            }
            QString held;
            if (!m_db.query(
                    QStringLiteral("SELECT name FROM ssh_keys WHERE user_id = ? AND fingerprint = ?"),
                    {userId, parsed.fingerprint}, [&](const QVariantList& row) { held = row[0].toString(); },
                    err))
                return false;
            if (!held.isNull()) {
                outcome =
                    problem(409, QStringLiteral("duplicate_ssh_key"), QStringLiteral("Key already added"),
                            QStringLiteral("You already added this key, as \"%1\".").arg(held));
                return true;
            }
            qint64 next = 1;
            if (!m_db.query(
                    QStringLiteral("SELECT COALESCE(MAX(seq), 0) + 1 FROM ssh_keys"), {},
                    [&](const QVariantList& row) { next = row[0].toLongLong(); }, err))
                return false;
            SshKey k;
            k.id = QStringLiteral("key-%1").arg(next, 4, 10, QChar(u'0'));
            k.name = name.trimmed().isEmpty() ? (parsed.comment.isEmpty() ? parsed.type : parsed.comment)
                                              : name.trimmed();
            k.type = parsed.type;
            k.bits = parsed.bits;
            k.fingerprint = parsed.fingerprint;
            k.comment = parsed.comment;
            k.publicKey = parsed.line;
            k.createdAt = m_clock.now().toUTC();
            if (!m_db.run(
                    QStringLiteral("INSERT INTO ssh_keys (seq, id, user_id, name, type, bits, fingerprint, "
                                   "comment, public_key, created_ms, idempotency_key, request_hash) "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                    {next, k.id, userId, k.name, k.type, k.bits, k.fingerprint, k.comment, k.publicKey,
                     k.createdAt.toMSecsSinceEpoch(), idempotencyKey, requestHash},
                    err))
                return false;
            outcome = Added{k, false};
            return true;
        },
        &error);
    if (!ok || !outcome)
        return Problem::internal(QStringLiteral("The key could not be stored: %1").arg(error));
    return *outcome;
}

std::optional<Problem> SshKeyStore::remove(const QString& userId, const QString& id) {
    if (!key(userId, id))
        return Problem::notFound(QStringLiteral("SSH key"), id);
    QString error;
    if (!m_db.run(QStringLiteral("DELETE FROM ssh_keys WHERE user_id = ? AND id = ?"), {userId, id}, &error))
        return Problem::internal(QStringLiteral("The key could not be deleted: %1").arg(error));
    return std::nullopt;
}

} // namespace cd::sim
