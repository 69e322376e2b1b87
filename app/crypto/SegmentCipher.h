#pragma once

#include "SecretBytes.h"

#include <cstddef>
#include <cstdint>

typedef struct evp_cipher_ctx_st EVP_CIPHER_CTX;

namespace cd::crypto {

// AES-256-GCM over one file's segments with the STREAM nonce: a 7-byte prefix, the segment's
// big-endian 32-bit counter, and a byte that is 1 only on the final segment. One OpenSSL context
// is set up once with the key and reused, which is what keeps small segments fast.
class SegmentCipher {
public:
    static constexpr std::size_t prefixSize = 7;
    static constexpr std::size_t tagSize = 16;

    // `keyAndPrefix` is the 39-byte HKDF output: key, then nonce prefix.
    explicit SegmentCipher(const SecretBytes& keyAndPrefix);
    ~SegmentCipher();
    SegmentCipher(const SegmentCipher&) = delete;
    SegmentCipher& operator=(const SegmentCipher&) = delete;

    bool isValid() const { return m_encrypt && m_decrypt; }
    // Writes `size` bytes of ciphertext then the 16-byte tag to `out`.
    bool seal(std::uint64_t index, bool last, const unsigned char* in, std::size_t size, unsigned char* out);
    // Writes plaintext to `out` (which may be released only if this returns true).
    bool open(std::uint64_t index, bool last, const unsigned char* in, std::size_t size,
              const unsigned char* tag, unsigned char* out);

private:
    void nonce(std::uint64_t index, bool last, unsigned char* out) const;
    EVP_CIPHER_CTX* m_encrypt = nullptr;
    EVP_CIPHER_CTX* m_decrypt = nullptr;
    unsigned char m_prefix[prefixSize] = {};
};

} // namespace cd::crypto
