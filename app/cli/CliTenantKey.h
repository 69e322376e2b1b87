#pragma once

#include "crypto/TenantKey.h"

#include <QList>
#include <QString>

namespace cd::cli {

class CliRun;

// The tenant's encryption key for cdctl, kept where the console keeps it: the keychain entry of the
// tenant (TenantKeyring), or, where no keychain runs, the console's passphrase-protected key file
// for this platform and tenant (TenantKeyFile). CLUSTERDESK_KEY (base64 of the key, as
// clusterdesk-crypt takes it) comes first, for a server with neither. A key is never made silently:
// `cdctl key create` or `cdctl key import` does it. The demo keeps its key beside its database.
class CliTenantKey {
public:
    struct Keys {
        crypto::TenantKey current;
        QList<crypto::TenantKey> all; // the current one first; older ones decrypt older datasets
    };

    // The tenant's keys; an auth failure (exit 3) with what to do when there is none.
    static Keys load(CliRun& run);
    // Makes `key` the tenant's current key here (keychain, else the key file with a passphrase);
    // returns where it is kept, in a sentence.
    static QString keep(CliRun& run, const crypto::TenantKey& key);
    // The console's key file for the profile's platform and tenant (empty for the demo).
    static QString keyFilePath(CliRun& run);
    // True when the tenant already has a key here (keychain or key file).
    static bool exists(CliRun& run);
};

} // namespace cd::cli
