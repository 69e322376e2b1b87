#pragma once

#include "SecretBytes.h"

#include <QByteArray>

namespace cd::crypto {

// One-shot AES-256-GCM for small messages: wrapping a data key in a file header, a tenant key in
// a key file. Segments of data go through SegmentCipher, which reuses its context.
class Aead {
public:
    // Returns ciphertext || 16-byte tag, or empty on failure.
    static QByteArray seal(const SecretBytes& key, const QByteArray& nonce, const QByteArray& aad,
                           const SecretBytes& plaintext);
    // Returns the plaintext, or empty when the tag does not verify.
    static SecretBytes open(const SecretBytes& key, const QByteArray& nonce, const QByteArray& aad,
                            const QByteArray& ciphertext, const QByteArray& tag);
};

} // namespace cd::crypto
