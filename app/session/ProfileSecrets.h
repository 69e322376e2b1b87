#pragma once

#include "ConnectionProfile.h"

#include <functional>

class QObject;

namespace cd {

class SecretStore;

// A saved profile made whole for connecting: its proxy's password and its Prometheus token or
// password come back from the keychain, where ProfileStore put them. What the keychain does not
// hold stays empty: the proxy or Prometheus then refuses, and says so in its own words.
class ProfileSecrets {
public:
    using Done = std::function<void(ConnectionProfile)>;
    // `done` runs once, on this thread, unless `context` is gone by then.
    static void fill(SecretStore& secrets, ConnectionProfile profile, QObject* context, Done done);
};

} // namespace cd
