#pragma once

#include <QByteArray>

#include <cstddef>

namespace cd::crypto {

// A running SHA-256 or SHA-1 through OpenSSL's EVP, which uses the CPU's SHA instructions where it
// has them (QCryptographicHash does not, and is several times slower on large uploads).
class Digest {
public:
    enum class Algorithm { Sha256, Sha1 };

    explicit Digest(Algorithm algorithm = Algorithm::Sha256);
    ~Digest();
    Digest(const Digest&) = delete;
    Digest& operator=(const Digest&) = delete;

    void add(const void* data, std::size_t size);
    void add(const QByteArray& bytes) { add(bytes.constData(), std::size_t(bytes.size())); }
    // The digest of everything added; the object is spent after this.
    QByteArray result();

    static QByteArray of(Algorithm algorithm, const QByteArray& bytes);

private:
    struct Context;
    Context* m_context;
};

} // namespace cd::crypto
