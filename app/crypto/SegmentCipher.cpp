#include "SegmentCipher.h"

#include <openssl/evp.h>

#include <climits>
#include <cstring>

namespace cd::crypto {

namespace {

EVP_CIPHER_CTX* keyed(const unsigned char* key, bool encrypt) {
    EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
    if (!ctx)
        return nullptr;
    if (EVP_CipherInit_ex(ctx, EVP_aes_256_gcm(), nullptr, key, nullptr, encrypt ? 1 : 0) != 1) {
        EVP_CIPHER_CTX_free(ctx);
        return nullptr;
    }
    return ctx;
}

} // namespace

SegmentCipher::SegmentCipher(const SecretBytes& keyAndPrefix) {
    if (keyAndPrefix.size() != 32 + prefixSize)
        return;
    m_encrypt = keyed(keyAndPrefix.data(), true);
    m_decrypt = keyed(keyAndPrefix.data(), false);
    std::memcpy(m_prefix, keyAndPrefix.data() + 32, prefixSize);
}

SegmentCipher::~SegmentCipher() {
    EVP_CIPHER_CTX_free(m_encrypt);
    EVP_CIPHER_CTX_free(m_decrypt);
}

void SegmentCipher::nonce(std::uint64_t index, bool last, unsigned char* out) const {
    std::memcpy(out, m_prefix, prefixSize);
    out[7] = static_cast<unsigned char>(index >> 24);
    out[8] = static_cast<unsigned char>(index >> 16);
    out[9] = static_cast<unsigned char>(index >> 8);
    out[10] = static_cast<unsigned char>(index);
    out[11] = last ? 1 : 0;
}

bool SegmentCipher::seal(std::uint64_t index, bool last, const unsigned char* in, std::size_t size,
                         unsigned char* out) {
    if (!isValid() || index > 0xffffffffu || size > INT_MAX)
        return false;
    unsigned char iv[12];
    nonce(index, last, iv);
    int written = 0;
    int tail = 0;
    return EVP_EncryptInit_ex(m_encrypt, nullptr, nullptr, nullptr, iv) == 1 &&
           (size == 0 || EVP_EncryptUpdate(m_encrypt, out, &written, in, int(size)) == 1) &&
           EVP_EncryptFinal_ex(m_encrypt, out + written, &tail) == 1 &&
           EVP_CIPHER_CTX_ctrl(m_encrypt, EVP_CTRL_GCM_GET_TAG, int(tagSize), out + size) == 1;
}

bool SegmentCipher::open(std::uint64_t index, bool last, const unsigned char* in, std::size_t size,
                         const unsigned char* tag, unsigned char* out) {
    if (!isValid() || index > 0xffffffffu || size > INT_MAX)
        return false;
    unsigned char iv[12];
    nonce(index, last, iv);
    unsigned char expected[tagSize];
    std::memcpy(expected, tag, tagSize);
    int written = 0;
    int tail = 0;
    return EVP_DecryptInit_ex(m_decrypt, nullptr, nullptr, nullptr, iv) == 1 &&
           (size == 0 || EVP_DecryptUpdate(m_decrypt, out, &written, in, int(size)) == 1) &&
           EVP_CIPHER_CTX_ctrl(m_decrypt, EVP_CTRL_GCM_SET_TAG, int(tagSize), expected) == 1 &&
           EVP_DecryptFinal_ex(m_decrypt, out + written, &tail) == 1;
}

} // namespace cd::crypto
