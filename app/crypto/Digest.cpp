#include "Digest.h"

#include <openssl/evp.h>

namespace cd::crypto {

struct Digest::Context {
    EVP_MD_CTX* ctx = EVP_MD_CTX_new();
};

Digest::Digest(Algorithm algorithm)
    : m_context(new Context) {
    EVP_DigestInit_ex(m_context->ctx, algorithm == Algorithm::Sha1 ? EVP_sha1() : EVP_sha256(), nullptr);
}

Digest::~Digest() {
    EVP_MD_CTX_free(m_context->ctx);
    delete m_context;
}

void Digest::add(const void* data, std::size_t size) {
    EVP_DigestUpdate(m_context->ctx, data, size);
}

QByteArray Digest::result() {
    unsigned char out[EVP_MAX_MD_SIZE];
    unsigned int size = 0;
    EVP_DigestFinal_ex(m_context->ctx, out, &size);
    return QByteArray(reinterpret_cast<const char*>(out), int(size));
}

QByteArray Digest::of(Algorithm algorithm, const QByteArray& bytes) {
    Digest digest(algorithm);
    digest.add(bytes);
    return digest.result();
}

} // namespace cd::crypto
