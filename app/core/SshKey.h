#pragma once

#include <QDateTime>
#include <QString>

namespace cd {

// An SSH public key of the calling user (GET /v1/ssh-keys). `fingerprint` is what `ssh-keygen -lf`
// prints: "SHA256:" and the unpadded base64 of the SHA-256 of the key blob.
struct SshKey {
    QString id;
    QString name;
    QString type; // "ssh-ed25519", "ecdsa-sha2-nistp256", "ssh-rsa", ...
    int bits = 0; // 256 for ed25519, the curve's size for ECDSA, the modulus for RSA
    QString fingerprint;
    QString comment;
    QString publicKey; // the OpenSSH line: "<type> <base64> [comment]"
    QDateTime createdAt;
    bool operator==(const SshKey&) const = default;
};

// Where to reach a node over SSH (`ssh` of a node; null for roles without node access and for a
// node that is not ready).
struct SshEndpoint {
    QString host;
    int port = 22;
    QString user;
    QString jumpHost; // "user@host:port", or empty when the node is reached directly
    bool operator==(const SshEndpoint&) const = default;
};

} // namespace cd
