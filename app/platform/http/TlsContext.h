#pragma once

#include <QString>

#include <memory>

using SSL_CTX = struct ssl_ctx_st;

namespace cd::sim {

// The simulator's TLS settings, owned here rather than left to a library's defaults: TLS 1.3
// preferred, TLS 1.2 the minimum, and for TLS 1.2 only forward-secret AEAD suites (ECDHE with
// AES-GCM or ChaCha20-Poly1305), in the server's order.
class TlsContext {
public:
    static constexpr const char* tls12Ciphers =
        "ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:"
        "ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305";

    // The context for a PEM certificate (chain) and its key, or nothing and a sentence in `error`.
    static std::unique_ptr<TlsContext> load(const QString& certPath, const QString& keyPath, QString* error);
    ~TlsContext();
    TlsContext(const TlsContext&) = delete;
    TlsContext& operator=(const TlsContext&) = delete;

    SSL_CTX* get() const { return m_ctx; }

private:
    explicit TlsContext(SSL_CTX* ctx)
        : m_ctx(ctx) {}
    SSL_CTX* m_ctx;
};

} // namespace cd::sim
