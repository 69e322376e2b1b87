#pragma once

#include <QByteArray>
#include <QString>

namespace cd::crypto {

// An OpenSSH public key line ("<type> <base64 blob> [comment]", what a .pub file holds), read and
// judged the same way by the console (as a person types) and by the platform (when it stores it):
// the blob's wire format is decoded, so a line whose type and blob disagree or whose blob is cut
// short is refused, and the size of the key is the key's own, not what the line claims.
class OpenSshPublicKey {
public:
    enum class Verdict {
        Accepted,
        Invalid, // not a public key line at all (garbage, bad base64, a private key, ...)
        Weak,    // a well-formed key of a type or size the platform does not accept
    };

    static constexpr int minimumRsaBits = 3072;

    Verdict verdict = Verdict::Invalid;
    QString reason; // why it was refused, a sentence (translated in the console)
    QString type;   // "ssh-ed25519", "ecdsa-sha2-nistp256", "ssh-rsa", ...
    int bits = 0;
    QString comment;
    QString fingerprint; // "SHA256:" + unpadded base64 of SHA-256(blob), as `ssh-keygen -lf` prints
    QString line;        // the normalized line: type, base64 and the comment, single spaces

    bool accepted() const { return verdict == Verdict::Accepted; }
    // The platform's problem code for a refusal: "invalid_ssh_key" or "weak_ssh_key".
    QString problemCode() const;

    static OpenSshPublicKey parse(const QString& text);
    static QString fingerprintOf(const QByteArray& blob);
};

} // namespace cd::crypto
