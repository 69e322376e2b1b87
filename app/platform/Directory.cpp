#include "Directory.h"

#include "SimClock.h"

#include <QCryptographicHash>

#include <mutex>

namespace cd::sim {

QString DirectoryMember::statusId(Status status) {
    switch (status) {
    case Status::Active:
        return QStringLiteral("active");
    case Status::Invited:
        return QStringLiteral("invited");
    case Status::Removed:
        return QStringLiteral("removed");
    }
    return {};
}

std::optional<DirectoryMember::Status> DirectoryMember::statusFromId(QStringView id) {
    if (id == u"active")
        return Status::Active;
    if (id == u"invited")
        return Status::Invited;
    if (id == u"removed")
        return Status::Removed;
    return std::nullopt;
}

QByteArray Directory::hashKey(const QByteArray& apiKey) {
    return QCryptographicHash::hash(apiKey, QCryptographicHash::Sha256);
}

QDateTime Directory::now() const {
    return m_clock ? m_clock->now() : QDateTime::currentDateTimeUtc();
}

void Directory::addTenant(const TenantRecord& tenant) {
    std::unique_lock lock(m_mutex);
    m_tenants.append(tenant);
}

void Directory::memberChanged(const DirectoryMember& member) {
    std::unique_lock lock(m_mutex);
    m_members.insert(member.id, member);
}

std::optional<DirectoryMember> Directory::member(const QString& userId) const {
    std::shared_lock lock(m_mutex);
    const auto it = m_members.constFind(userId);
    if (it == m_members.cend())
        return std::nullopt;
    return it.value();
}

void Directory::addKey(const QByteArray& keyHash, const DirectoryKey& key) {
    std::unique_lock lock(m_mutex);
    m_keys.insert(keyHash, key);
    m_hashById.insert(key.id, keyHash);
}

void Directory::revokeKey(const QString& keyId, const QDateTime& at) {
    std::unique_lock lock(m_mutex);
    const auto hash = m_hashById.constFind(keyId);
    if (hash == m_hashById.cend())
        return;
    auto key = m_keys.find(hash.value());
    if (key != m_keys.end() && !key->revokedAt.isValid())
        key->revokedAt = at;
}

void Directory::revokeAllKeysOf(const QString& userId, const QDateTime& at) {
    std::unique_lock lock(m_mutex);
    for (auto& key : m_keys) {
        if (key.userId == userId && !key.revokedAt.isValid())
            key.revokedAt = at;
    }
}

QString Directory::refusalLocked(const DirectoryKey& key, const QDateTime& now) const {
    // The member first: removing a member also revokes their keys, and "revoked" would hide why.
    const auto member = m_members.constFind(key.userId);
    if (member == m_members.cend() || member->status == DirectoryMember::Status::Removed)
        return QStringLiteral("The member this API key belongs to was removed from the tenant.");
    if (key.revokedAt.isValid())
        return QStringLiteral("This API key was revoked.");
    if (key.expiresAt.isValid() && key.expiresAt <= now)
        return QStringLiteral("This API key expired on %1.").arg(key.expiresAt.toUTC().toString(Qt::ISODate));
    return {};
}

Directory::Verdict Directory::check(const QByteArray& apiKey) const {
    const QString unknown =
        QStringLiteral("This API key is not valid. Check it, or ask an owner of your tenant "
                       "for a new one.");
    if (apiKey.isEmpty() || apiKey.size() > 256)
        return {std::nullopt, unknown};
    const QByteArray hash = hashKey(apiKey);
    const QDateTime at = now();
    std::shared_lock lock(m_mutex);
    const auto it = m_keys.constFind(hash);
    if (it == m_keys.cend())
        return {std::nullopt, unknown};
    const DirectoryKey& key = it.value();
    if (QString refusal = refusalLocked(key, at); !refusal.isEmpty())
        return {std::nullopt, refusal};
    const DirectoryMember& member = m_members.value(key.userId);
    Principal p;
    p.keyId = key.id;
    p.userId = member.id;
    p.userName = member.name;
    p.email = member.email;
    p.tenantId = member.tenantId;
    for (const TenantRecord& t : m_tenants) {
        if (t.id == member.tenantId) {
            p.tenantName = t.name;
            p.tenantCurrency = t.currency;
        }
    }
    p.memberRole = member.role;
    p.role = key.role.value_or(member.role);
    p.keyName = key.name;
    p.keyPrefix = key.prefix;
    p.keyExpiresAt = key.expiresAt;
    return {p, {}};
}

bool Directory::stillValid(const QString& keyId) const {
    const QDateTime at = now();
    std::shared_lock lock(m_mutex);
    const auto hash = m_hashById.constFind(keyId);
    if (hash == m_hashById.cend())
        return false;
    const auto key = m_keys.constFind(hash.value());
    return key != m_keys.cend() && refusalLocked(key.value(), at).isEmpty();
}

std::optional<TenantRecord> Directory::tenant(const QString& id) const {
    std::shared_lock lock(m_mutex);
    for (const auto& t : m_tenants) {
        if (t.id == id)
            return t;
    }
    return std::nullopt;
}

QList<TenantRecord> Directory::tenants() const {
    std::shared_lock lock(m_mutex);
    return m_tenants;
}

} // namespace cd::sim
