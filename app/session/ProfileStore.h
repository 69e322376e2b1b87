#pragma once

#include "ConnectionProfile.h"

#include <QList>
#include <QString>

class QSettings;

namespace cd {

class SecretStore;

// Connection profiles in the application's settings: name, URL, CA bundle, proxy, Prometheus
// source, and which was used last. Never a key or a password: a proxy's password and a Prometheus
// token or password go to the keychain (SecretStore).
class ProfileStore {
public:
    explicit ProfileStore(QSettings& settings)
        : m_settings(settings) {}

    // Where proxy passwords go from now on; one found in the settings file (as older versions
    // kept it) moves there at once and is deleted from the file.
    void keepSecretsIn(SecretStore& secrets);

    QList<ConnectionProfile> profiles() const;
    std::optional<ConnectionProfile> profile(const QString& name) const;
    void save(const ConnectionProfile& profile);
    void remove(const QString& name);
    QString lastUsed() const;
    // The name the profile's API key has in the keychain (SecretStore).
    static QString secretName(const QString& profileName);
    // The name the profile's proxy password has in the keychain.
    static QString proxySecretName(const QString& profileName);
    // The name the profile's Prometheus token or password has in the keychain.
    static QString prometheusSecretName(const QString& profileName);
    void setLastUsed(const QString& name);

private:
    void writeAll(const QList<ConnectionProfile>& list);
    // The proxy's password to the keychain; the profile keeps the proxy without it.
    ConnectionProfile withoutProxyPassword(const ConnectionProfile& profile);
    // The Prometheus secret to the keychain (or out of it, when the profile no longer authenticates).
    ConnectionProfile withoutPrometheusSecret(const ConnectionProfile& profile);
    QSettings& m_settings;
    SecretStore* m_secrets = nullptr;
};

} // namespace cd
