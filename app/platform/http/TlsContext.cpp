#include "TlsContext.h"

#include <openssl/err.h>
#include <openssl/ssl.h>

namespace cd::sim {

std::unique_ptr<TlsContext> TlsContext::load(const QString& certPath, const QString& keyPath,
                                             QString* error) {
    SSL_CTX* ctx = SSL_CTX_new(TLS_server_method());
    if (!ctx) {
        *error = QStringLiteral("OpenSSL could not make a TLS context");
        return nullptr;
    }
    std::unique_ptr<TlsContext> context(new TlsContext(ctx));
    // TLS 1.3's own suites are all AEAD and forward secret; OpenSSL's defaults stay for them.
    const bool settled = SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION) == 1 &&
                         SSL_CTX_set_cipher_list(ctx, tls12Ciphers) == 1;
    SSL_CTX_set_options(ctx,
                        SSL_OP_CIPHER_SERVER_PREFERENCE | SSL_OP_NO_RENEGOTIATION | SSL_OP_NO_COMPRESSION);
    SSL_CTX_set_mode(ctx, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    const QByteArray cert = certPath.toLocal8Bit();
    const QByteArray key = keyPath.toLocal8Bit();
    const bool loaded = SSL_CTX_use_certificate_chain_file(ctx, cert.constData()) == 1 &&
                        SSL_CTX_use_PrivateKey_file(ctx, key.constData(), SSL_FILETYPE_PEM) == 1 &&
                        SSL_CTX_check_private_key(ctx) == 1;
    ERR_clear_error();
    if (!settled) {
        *error = QStringLiteral("OpenSSL refused the TLS settings (TLS 1.2 minimum, ECDHE AEAD suites)");
        return nullptr;
    }
    if (!loaded) {
        *error = QStringLiteral("cannot use the TLS certificate %1 with key %2: check both are readable PEM "
                                "files and belong together")
                     .arg(certPath, keyPath);
        return nullptr;
    }
    return context;
}

TlsContext::~TlsContext() {
    SSL_CTX_free(m_ctx);
}

} // namespace cd::sim
