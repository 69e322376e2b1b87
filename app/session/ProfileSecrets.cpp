#include "ProfileSecrets.h"

#include "ProfileStore.h"
#include "SecretStore.h"

#include <QPointer>

namespace cd {

namespace {
// The Prometheus secret, then done. Each secret is read once: one the keychain lacks stays empty.
void fillPrometheus(SecretStore& secrets, ConnectionProfile profile, QPointer<QObject> context,
                    ProfileSecrets::Done done) {
    if (profile.prometheusAuth == PrometheusAuth::None || profile.prometheusUrl.isEmpty() ||
        !profile.prometheusSecret.isEmpty()) {
        done(std::move(profile));
        return;
    }
    secrets.read(ProfileStore::prometheusSecretName(profile.name),
                 [profile, context, done = std::move(done)](const SecretStore::Outcome& outcome) mutable {
                     if (!context)
                         return;
                     if (outcome.ok)
                         profile.prometheusSecret = outcome.secret;
                     done(std::move(profile));
                 });
}
} // namespace

void ProfileSecrets::fill(SecretStore& secrets, ConnectionProfile profile, QObject* context, Done done) {
    const QPointer<QObject> guard(context);
    if (!profile.proxyNeedsPassword()) {
        fillPrometheus(secrets, std::move(profile), guard, std::move(done));
        return;
    }
    // One read after the other: QtKeychain runs one job at a time anyway.
    secrets.read(
        ProfileStore::proxySecretName(profile.name),
        [&secrets, profile, guard, done = std::move(done)](const SecretStore::Outcome& outcome) mutable {
            if (!guard)
                return;
            if (outcome.ok)
                profile.proxy = ConnectionProfile::proxyWithPassword(profile.proxy, outcome.secret);
            fillPrometheus(secrets, std::move(profile), guard, std::move(done));
        });
}

} // namespace cd
