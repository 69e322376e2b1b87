#pragma once

#include "Principal.h"

#include "core/Currency.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>
#include <shared_mutex>

namespace cd::sim {

struct TenantRecord {
    QString id;
    QString name;
    QDateTime createdAt;
    // A tenant is billed in one currency, its account's: launches are quoted and billed in it.
    Currency currency = Currency::USD;
};

// Tenants, and which API key belongs to whom. Keys are held only as SHA-256 hashes: a copy of the
// database does not hand out working keys. Safe to read from the server's threads at once.
class Directory {
public:
    static QByteArray hashKey(const QByteArray& apiKey);

    void addTenant(const TenantRecord& tenant);
    void addKey(const QByteArray& keyHash, const Principal& principal);

    std::optional<Principal> authenticate(const QByteArray& apiKey) const;
    std::optional<TenantRecord> tenant(const QString& id) const;
    QList<TenantRecord> tenants() const;

private:
    mutable std::shared_mutex m_mutex;
    QList<TenantRecord> m_tenants;
    QHash<QByteArray, Principal> m_keys;
};

} // namespace cd::sim
