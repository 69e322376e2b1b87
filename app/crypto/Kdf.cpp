#include "Kdf.h"

#include <openssl/core_names.h>
#include <openssl/kdf.h>
#include <openssl/params.h>

#include <memory>

namespace cd::crypto {

namespace {

struct KdfDeleter {
    void operator()(EVP_KDF* kdf) const { EVP_KDF_free(kdf); }
    void operator()(EVP_KDF_CTX* ctx) const { EVP_KDF_CTX_free(ctx); }
};

SecretBytes derive(const char* name, OSSL_PARAM* params, std::size_t length) {
    std::unique_ptr<EVP_KDF, KdfDeleter> kdf(EVP_KDF_fetch(nullptr, name, nullptr));
    if (!kdf)
        return {};
    std::unique_ptr<EVP_KDF_CTX, KdfDeleter> ctx(EVP_KDF_CTX_new(kdf.get()));
    if (!ctx)
        return {};
    SecretBytes out(length);
    if (EVP_KDF_derive(ctx.get(), out.data(), length, params) != 1)
        return {};
    return out;
}

void* bytes(const QByteArray& array) {
    // OSSL_PARAM takes non-const pointers but only reads octet strings passed in.
    return const_cast<char*>(array.constData());
}

} // namespace

SecretBytes Kdf::hkdfSha256(const SecretBytes& ikm, const QByteArray& salt, const QByteArray& info,
                            std::size_t length) {
    char digest[] = "SHA256";
    OSSL_PARAM params[] = {
        OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, digest, 0),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, const_cast<unsigned char*>(ikm.data()),
                                          ikm.size()),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, bytes(salt), std::size_t(salt.size())),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO, bytes(info), std::size_t(info.size())),
        OSSL_PARAM_construct_end()};
    return derive("HKDF", params, length);
}

SecretBytes Kdf::scrypt(const QByteArray& passphrase, const QByteArray& salt, std::uint64_t n,
                        std::uint32_t r, std::uint32_t p, std::size_t length) {
    uint64_t nParam = n;
    uint32_t rParam = r;
    uint32_t pParam = p;
    // OpenSSL refuses scrypt beyond 32 MiB unless told the memory it may use.
    uint64_t maxMemory = 128 * uint64_t(r) * n + (std::uint64_t(1) << 26);
    OSSL_PARAM params[] = {
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_PASSWORD, bytes(passphrase),
                                          std::size_t(passphrase.size())),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, bytes(salt), std::size_t(salt.size())),
        OSSL_PARAM_construct_uint64(OSSL_KDF_PARAM_SCRYPT_N, &nParam),
        OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_SCRYPT_R, &rParam),
        OSSL_PARAM_construct_uint32(OSSL_KDF_PARAM_SCRYPT_P, &pParam),
        OSSL_PARAM_construct_uint64(OSSL_KDF_PARAM_SCRYPT_MAXMEM, &maxMemory),
        OSSL_PARAM_construct_end()};
    return derive("SCRYPT", params, length);
}

} // namespace cd::crypto
