#include "CliTenantKey.h"

#include "CliText.h"

#include "CliDemo.h"
#include "CliPrompt.h"
#include "CliRun.h"
#include "ExitCode.h"

#include "api/PlatformClient.h"
#include "crypto/OwnerOnlyFile.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"
#include "session/TenantKeyFile.h"
#include "session/TenantKeyring.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

namespace cd::cli {

namespace {

QString tenantOf(CliRun& run) {
    std::unique_ptr<TypedCall<Identity>> me(run.client().me());
    run.await(me.get());
    if (me->value().tenantId.isEmpty())
        CliRun::fail(Auth, CliText::tr("This API key belongs to no tenant, so it has no encryption key."));
    return me->value().tenantId;
}

// The demo's key: beside its database, so that commands build on each other as its datasets do.
QString demoKeyPath() {
    return QFileInfo(CliDemo::databasePath()).absolutePath() + QStringLiteral("/cdctl-demo-tenant.key");
}

TenantKeyring::Outcome loadKeyring(TenantKeyring& keyring, const QString& tenant, bool mayCreate) {
    TenantKeyring::Outcome outcome;
    bool done = false;
    QEventLoop loop;
    keyring.load(
        tenant,
        [&](const TenantKeyring::Outcome& o) {
            outcome = o;
            done = true;
            loop.quit();
        },
        mayCreate);
    if (!done)
        loop.exec();
    return outcome;
}

TenantKeyring::Outcome adopt(TenantKeyring& keyring, const crypto::TenantKey& key) {
    TenantKeyring::Outcome outcome;
    bool done = false;
    QEventLoop loop;
    keyring.adopt(key, [&](const TenantKeyring::Outcome& o) {
        outcome = o;
        done = true;
        loop.quit();
    });
    if (!done)
        loop.exec();
    return outcome;
}

CliTenantKey::Keys fromKeyFile(CliRun& run, const QString& path) {
    QString error;
    const crypto::TenantKey key = TenantKeyFile::read(
        path, CliPrompt::passphrase(run, CliText::tr("Passphrase of the key file:"), false), &error);
    if (key.isNull())
        CliRun::fail(Auth, error);
    return {key, {key}};
}

} // namespace

QString CliTenantKey::keyFilePath(CliRun& run) {
    if (run.global().demo)
        return {};
    const QString tenant = tenantOf(run);
    const auto profile = ProfileStore(run.settings()).profile(run.profileName());
    return TenantKeyFile::pathFor(profile->url.toString(QUrl::RemoveUserInfo | QUrl::RemovePath), tenant);
}

CliTenantKey::Keys CliTenantKey::load(CliRun& run) {
    if (const QByteArray env = qgetenv("CLUSTERDESK_KEY"); !env.isEmpty()) {
        const crypto::TenantKey key = crypto::TenantKey::fromBase64(env);
        if (key.isNull())
            CliRun::fail(Auth, CliText::tr("CLUSTERDESK_KEY is not the base64 of a 32-byte key."));
        return {key, {key}};
    }
    if (run.global().demo) {
        QFile file(demoKeyPath());
        crypto::TenantKey key;
        if (file.open(QIODevice::ReadOnly))
            key = crypto::TenantKey::fromBase64(file.readAll());
        if (key.isNull()) {
            key = crypto::TenantKey::generate();
            crypto::OwnerOnlyFile::write(
                demoKeyPath(),
                QByteArray(reinterpret_cast<const char*>(key.raw().data()), qsizetype(key.raw().size()))
                    .toBase64());
        }
        return {key, {key}};
    }
    const QString path = keyFilePath(run);
    const bool fileKept = QFile::exists(path);
    // A passphrase at hand says where the key is: no keychain is asked.
    if (fileKept && run.args().has(QStringLiteral("--passphrase-file")))
        return fromKeyFile(run, path);
    SecretStore secrets(QStringLiteral("ClusterDesk"));
    TenantKeyring keyring(&secrets);
    // As the console: a key file kept here is asked for, never replaced by a new key; with a
    // keychain and no key file, the first use makes the tenant's key there.
    const TenantKeyring::Outcome outcome = loadKeyring(keyring, tenantOf(run), !fileKept);
    if (outcome.ok && !outcome.memoryOnly) {
        if (outcome.created)
            run.out().note(
                CliText::tr("A new encryption key was made for this tenant and kept in the keychain: "
                            "\"cdctl key export FILE\" copies it for another computer."));
        return {keyring.current(), keyring.keys()};
    }
    if (fileKept)
        return fromKeyFile(run, path);
    if (!outcome.needsKey)
        CliRun::fail(Auth,
                     CliText::tr("The keychain did not give the tenant's key: %1").arg(outcome.message));
    CliRun::fail(
        Auth, CliText::tr("No keychain service is running and this computer holds no key of this tenant: "
                          "\"cdctl key import FILE\" imports the key used before, \"cdctl key create\" makes "
                          "a new one, or set CLUSTERDESK_KEY."));
}

bool CliTenantKey::exists(CliRun& run) {
    if (run.global().demo)
        return QFile::exists(demoKeyPath());
    const QString path = keyFilePath(run);
    if (QFile::exists(path))
        return true;
    SecretStore secrets(QStringLiteral("ClusterDesk"));
    TenantKeyring keyring(&secrets);
    return loadKeyring(keyring, tenantOf(run), false).ok;
}

QString CliTenantKey::keep(CliRun& run, const crypto::TenantKey& key) {
    if (run.global().demo) {
        crypto::OwnerOnlyFile::write(
            demoKeyPath(),
            QByteArray(reinterpret_cast<const char*>(key.raw().data()), qsizetype(key.raw().size()))
                .toBase64());
        return CliText::tr("It is the demo's key now.");
    }
    const QString path = keyFilePath(run);
    if (!QFile::exists(path) || !run.args().has(QStringLiteral("--passphrase-file"))) {
        SecretStore secrets(QStringLiteral("ClusterDesk"));
        TenantKeyring keyring(&secrets);
        loadKeyring(keyring, tenantOf(run), false);
        const TenantKeyring::Outcome outcome = adopt(keyring, key);
        if (outcome.ok && !outcome.memoryOnly)
            return CliText::tr("It is kept in the keychain.");
    }
    // No keychain: the console's key file, protected by a passphrase.
    const QByteArray passphrase =
        CliPrompt::passphrase(run, CliText::tr("A passphrase to protect the key file:"), true);
    if (const QString error = TenantKeyFile::keep(path, key, passphrase); !error.isEmpty())
        CliRun::fail(Unexpected, error);
    return CliText::tr("No keychain service is running: it is kept in %1, protected by the passphrase.")
        .arg(path);
}

} // namespace cd::cli
