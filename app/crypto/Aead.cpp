#include "Aead.h"

#include <openssl/evp.h>

#include <climits>
#include <memory>

namespace cd::crypto {

namespace {

struct CtxDeleter {
    void operator()(EVP_CIPHER_CTX* ctx) const { EVP_CIPHER_CTX_free(ctx); }
};
using Ctx = std::unique_ptr<EVP_CIPHER_CTX, CtxDeleter>;

const unsigned char* bytes(const QByteArray& array) {
    return reinterpret_cast<const unsigned char*>(array.constData());
}

bool init(EVP_CIPHER_CTX* ctx, bool encrypt, const SecretBytes& key, const QByteArray& nonce) {
    return key.size() == 32 && nonce.size() == 12 &&
           EVP_CipherInit_ex(ctx, EVP_aes_256_gcm(), nullptr, nullptr, nullptr, encrypt ? 1 : 0) == 1 &&
           EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_IVLEN, 12, nullptr) == 1 &&
           EVP_CipherInit_ex(ctx, nullptr, nullptr, key.data(), bytes(nonce), encrypt ? 1 : 0) == 1;
}

} // namespace

QByteArray Aead::seal(const SecretBytes& key, const QByteArray& nonce, const QByteArray& aad,
                      const SecretBytes& plaintext) {
    Ctx ctx(EVP_CIPHER_CTX_new());
    if (!ctx || plaintext.size() > INT_MAX / 2 || !init(ctx.get(), true, key, nonce))
        return {};
    QByteArray out(qsizetype(plaintext.size()) + 16, '\0');
    auto* o = reinterpret_cast<unsigned char*>(out.data());
    int n = 0;
    if (!aad.isEmpty() && EVP_EncryptUpdate(ctx.get(), nullptr, &n, bytes(aad), int(aad.size())) != 1)
        return {};
    if (plaintext.size() && EVP_EncryptUpdate(ctx.get(), o, &n, plaintext.data(), int(plaintext.size())) != 1)
        return {};
    int tail = 0;
    if (EVP_EncryptFinal_ex(ctx.get(), o + plaintext.size(), &tail) != 1 ||
        EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, 16, o + plaintext.size()) != 1)
        return {};
    return out;
}

SecretBytes Aead::open(const SecretBytes& key, const QByteArray& nonce, const QByteArray& aad,
                       const QByteArray& ciphertext, const QByteArray& tag) {
    Ctx ctx(EVP_CIPHER_CTX_new());
    if (!ctx || tag.size() != 16 || ciphertext.size() > INT_MAX / 2 || !init(ctx.get(), false, key, nonce))
        return {};
    SecretBytes out(std::size_t(ciphertext.size()));
    int n = 0;
    if (!aad.isEmpty() && EVP_DecryptUpdate(ctx.get(), nullptr, &n, bytes(aad), int(aad.size())) != 1)
        return {};
    if (!ciphertext.isEmpty() &&
        EVP_DecryptUpdate(ctx.get(), out.data(), &n, bytes(ciphertext), int(ciphertext.size())) != 1)
        return {};
    QByteArray expected = tag;
    int tail = 0;
    if (EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_TAG, 16, expected.data()) != 1 ||
        EVP_DecryptFinal_ex(ctx.get(), out.data() + n, &tail) != 1)
        return {};
    return out;
}

} // namespace cd::crypto
