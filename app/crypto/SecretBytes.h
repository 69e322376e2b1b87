#pragma once

#include <QByteArray>

#include <cstddef>

namespace cd::crypto {

// Key material that is wiped (OPENSSL_cleanse) when it goes, and never implicitly copied into a
// QByteArray that would outlive it. Moving leaves the source empty.
class SecretBytes {
public:
    SecretBytes() = default;
    explicit SecretBytes(std::size_t size);
    SecretBytes(const unsigned char* data, std::size_t size);
    static SecretBytes fromByteArray(const QByteArray& bytes);
    // Fresh bytes from OpenSSL's CSPRNG (RAND_bytes); empty if the generator failed.
    static SecretBytes random(std::size_t size);

    ~SecretBytes();
    SecretBytes(const SecretBytes& other);
    SecretBytes& operator=(const SecretBytes& other);
    SecretBytes(SecretBytes&& other) noexcept;
    SecretBytes& operator=(SecretBytes&& other) noexcept;

    unsigned char* data() { return m_data; }
    const unsigned char* data() const { return m_data; }
    std::size_t size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    // A copy for places that need one (the keychain); the caller owns wiping it.
    QByteArray toByteArray() const;
    bool operator==(const SecretBytes& other) const;

private:
    void release();
    unsigned char* m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace cd::crypto
