#pragma once

#include "PlatformOptions.h"
#include "Problem.h"

#include "core/Node.h"
#include "core/SshKey.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cd::sim {

class SshKeyStore;

// How a cluster's nodes are reached over SSH: the endpoint each node reports, the keys chosen at
// launch, and the authorized_keys file the platform hands to a real sshd (--ssh-authorized-keys-dir).
class NodeAccess {
public:
    // The node's endpoint, or null while it cannot take connections (not ready or degraded).
    static QJsonValue sshJson(const PlatformOptions& options, const Node& node, const QString& region);

    // The launch body's `ssh_key_ids` must all be the caller's keys: 422 unknown_ssh_key naming the
    // field otherwise (another user's key gets the same answer as one that does not exist).
    static std::optional<Problem> checkKeys(const SshKeyStore& keys, const QString& userId,
                                            const QJsonObject& launchBody);
    static QStringList keyIds(const QJsonObject& launchBody);

    // Writes DIR/<cluster-id>.authorized_keys (owner-only) with the public keys of `keyIds`;
    // does nothing without a directory. Errors go to the log: the launch has happened either way.
    static void writeAuthorizedKeys(const PlatformOptions& options, const SshKeyStore& keys,
                                    const QString& userId, const QString& clusterId,
                                    const QStringList& keyIds);
    static void removeAuthorizedKeys(const PlatformOptions& options, const QString& clusterId);
};

} // namespace cd::sim
