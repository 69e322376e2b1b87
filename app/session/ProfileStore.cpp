#include "ProfileStore.h"

#include "SecretStore.h"

#include <QSettings>

#include <algorithm>

namespace cd {

namespace {
const QString group = QStringLiteral("profiles");
}

QList<ConnectionProfile> ProfileStore::profiles() const {
    QList<ConnectionProfile> list;
    const int count = m_settings.beginReadArray(group);
    for (int i = 0; i < count; ++i) {
        m_settings.setArrayIndex(i);
        ConnectionProfile p{m_settings.value(QStringLiteral("name")).toString(),
                            QUrl(m_settings.value(QStringLiteral("url")).toString()),
                            m_settings.value(QStringLiteral("caBundle")).toString(),
                            m_settings.value(QStringLiteral("proxy")).toString(),
                            QUrl(m_settings.value(QStringLiteral("prometheus")).toString()),
                            m_settings.value(QStringLiteral("allowInsecureHttp"), false).toBool()};
        // Absent in settings written before Prometheus could authenticate: None, the system store.
        p.prometheusAuth =
            ConnectionProfile::authFromName(m_settings.value(QStringLiteral("prometheusAuth")).toString());
        p.prometheusUser = m_settings.value(QStringLiteral("prometheusUser")).toString();
        p.prometheusCaBundlePath = m_settings.value(QStringLiteral("prometheusCaBundle")).toString();
        list.append(p);
    }
    m_settings.endArray();
    return list;
}

std::optional<ConnectionProfile> ProfileStore::profile(const QString& name) const {
    for (const auto& p : profiles()) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

void ProfileStore::keepSecretsIn(SecretStore& secrets) {
    m_secrets = &secrets;
    QList<ConnectionProfile> list = profiles();
    bool moved = false;
    for (ConnectionProfile& p : list) {
        if (ConnectionProfile::proxyPassword(p.proxy).isEmpty())
            continue;
        p = withoutProxyPassword(p);
        moved = true;
    }
    if (moved)
        writeAll(list);
}

ConnectionProfile ProfileStore::withoutProxyPassword(const ConnectionProfile& profile) {
    const QByteArray password = ConnectionProfile::proxyPassword(profile.proxy);
    if (password.isEmpty())
        return profile;
    // Without a keychain to hand (a tool, a test) the password is dropped rather than written.
    if (m_secrets)
        m_secrets->write(proxySecretName(profile.name), password, [](const SecretStore::Outcome&) {});
    ConnectionProfile stripped = profile;
    stripped.proxy = ConnectionProfile::proxyWithoutPassword(profile.proxy);
    return stripped;
}

ConnectionProfile ProfileStore::withoutPrometheusSecret(const ConnectionProfile& profile) {
    ConnectionProfile stripped = profile;
    stripped.prometheusSecret.clear();
    if (!m_secrets)
        return stripped; // no keychain to hand: dropped, never written to the file
    const QString key = prometheusSecretName(profile.name);
    if (profile.prometheusAuth == PrometheusAuth::None)
        m_secrets->remove(key, [](const SecretStore::Outcome&) {}); // no longer needed: not kept
    else if (!profile.prometheusSecret.isEmpty())
        m_secrets->write(key, profile.prometheusSecret, [](const SecretStore::Outcome&) {});
    // Else the secret saved before stays: a profile loaded from settings carries none.
    return stripped;
}

void ProfileStore::save(const ConnectionProfile& given) {
    const ConnectionProfile profile = withoutPrometheusSecret(withoutProxyPassword(given));
    QList<ConnectionProfile> list = profiles();
    const auto existing = std::find_if(list.begin(), list.end(),
                                       [&](const ConnectionProfile& p) { return p.name == profile.name; });
    if (existing != list.end())
        *existing = profile;
    else
        list.append(profile);
    writeAll(list);
}

void ProfileStore::remove(const QString& name) {
    QList<ConnectionProfile> list = profiles();
    list.removeIf([&](const ConnectionProfile& p) { return p.name == name; });
    writeAll(list);
    if (m_secrets) {
        m_secrets->remove(proxySecretName(name), [](const SecretStore::Outcome&) {});
        m_secrets->remove(prometheusSecretName(name), [](const SecretStore::Outcome&) {});
    }
}

void ProfileStore::writeAll(const QList<ConnectionProfile>& list) {
    m_settings.remove(group); // a shorter list must not leave the old tail behind
    m_settings.beginWriteArray(group, int(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        m_settings.setArrayIndex(i);
        m_settings.setValue(QStringLiteral("name"), list[i].name);
        m_settings.setValue(QStringLiteral("url"), list[i].url.toString());
        m_settings.setValue(QStringLiteral("caBundle"), list[i].caBundlePath);
        // Never a password in the file, whatever the caller passed (save() moved it to the keychain).
        m_settings.setValue(QStringLiteral("proxy"), ConnectionProfile::proxyWithoutPassword(list[i].proxy));
        m_settings.setValue(QStringLiteral("prometheus"), list[i].prometheusUrl.toString());
        m_settings.setValue(QStringLiteral("allowInsecureHttp"), list[i].allowInsecureHttp);
        // The user name and the CA bundle's path only: the token or password is in the keychain.
        m_settings.setValue(QStringLiteral("prometheusAuth"),
                            ConnectionProfile::authName(list[i].prometheusAuth));
        m_settings.setValue(QStringLiteral("prometheusUser"), list[i].prometheusUser);
        m_settings.setValue(QStringLiteral("prometheusCaBundle"), list[i].prometheusCaBundlePath);
    }
    m_settings.endArray();
    m_settings.sync();
}

QString ProfileStore::secretName(const QString& profileName) {
    return QStringLiteral("profile/%1/api-key").arg(profileName);
}

QString ProfileStore::proxySecretName(const QString& profileName) {
    return QStringLiteral("profile/%1/proxy-password").arg(profileName);
}

QString ProfileStore::prometheusSecretName(const QString& profileName) {
    return QStringLiteral("profile/%1/prometheus-secret").arg(profileName);
}

QString ProfileStore::lastUsed() const {
    return m_settings.value(QStringLiteral("lastProfile")).toString();
}

void ProfileStore::setLastUsed(const QString& name) {
    m_settings.setValue(QStringLiteral("lastProfile"), name);
    m_settings.sync();
}

} // namespace cd
