#pragma once

#include "ConnectionProfile.h"

#include <QList>
#include <QString>

class QSettings;

namespace cd {

// Connection profiles in the application's settings: name, URL, CA bundle, proxy, and which was
// used last. Never a key or a password.
class ProfileStore {
public:
    explicit ProfileStore(QSettings& settings)
        : m_settings(settings) {}

    QList<ConnectionProfile> profiles() const;
    std::optional<ConnectionProfile> profile(const QString& name) const;
    void save(const ConnectionProfile& profile);
    void remove(const QString& name);
    QString lastUsed() const;
    // The name the profile's API key has in the keychain (SecretStore).
    static QString secretName(const QString& profileName);
    void setLastUsed(const QString& name);

private:
    void writeAll(const QList<ConnectionProfile>& list);
    QSettings& m_settings;
};

} // namespace cd
