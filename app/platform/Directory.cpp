#include "Directory.h"

#include <QCryptographicHash>

#include <mutex>

namespace cd::sim {

QByteArray Directory::hashKey(const QByteArray& apiKey) {
    return QCryptographicHash::hash(apiKey, QCryptographicHash::Sha256);
}

void Directory::addTenant(const TenantRecord& tenant) {
    std::unique_lock lock(m_mutex);
    m_tenants.append(tenant);
}

void Directory::addKey(const QByteArray& keyHash, const Principal& principal) {
    std::unique_lock lock(m_mutex);
    m_keys.insert(keyHash, principal);
}

std::optional<Principal> Directory::authenticate(const QByteArray& apiKey) const {
    if (apiKey.isEmpty() || apiKey.size() > 256)
        return std::nullopt;
    const QByteArray hash = hashKey(apiKey);
    std::shared_lock lock(m_mutex);
    const auto it = m_keys.constFind(hash);
    if (it == m_keys.cend())
        return std::nullopt;
    return it.value();
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
