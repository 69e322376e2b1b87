#include "SecretBytes.h"

#include <openssl/crypto.h>
#include <openssl/rand.h>

#include <climits>
#include <cstring>

namespace cd::crypto {

SecretBytes::SecretBytes(std::size_t size)
    : m_data(size ? new unsigned char[size]() : nullptr)
    , m_size(size) {}

SecretBytes::SecretBytes(const unsigned char* data, std::size_t size)
    : SecretBytes(size) {
    if (size)
        std::memcpy(m_data, data, size);
}

SecretBytes SecretBytes::fromByteArray(const QByteArray& bytes) {
    return SecretBytes(reinterpret_cast<const unsigned char*>(bytes.constData()), std::size_t(bytes.size()));
}

SecretBytes SecretBytes::random(std::size_t size) {
    SecretBytes bytes(size);
    if (size > INT_MAX || RAND_bytes(bytes.data(), int(size)) != 1)
        return {};
    return bytes;
}

SecretBytes::~SecretBytes() {
    release();
}

SecretBytes::SecretBytes(const SecretBytes& other)
    : SecretBytes(other.m_data, other.m_size) {}

SecretBytes& SecretBytes::operator=(const SecretBytes& other) {
    if (this != &other) {
        SecretBytes copy(other);
        *this = std::move(copy);
    }
    return *this;
}

SecretBytes::SecretBytes(SecretBytes&& other) noexcept
    : m_data(other.m_data)
    , m_size(other.m_size) {
    other.m_data = nullptr;
    other.m_size = 0;
}

SecretBytes& SecretBytes::operator=(SecretBytes&& other) noexcept {
    if (this != &other) {
        release();
        m_data = other.m_data;
        m_size = other.m_size;
        other.m_data = nullptr;
        other.m_size = 0;
    }
    return *this;
}

QByteArray SecretBytes::toByteArray() const {
    return QByteArray(reinterpret_cast<const char*>(m_data), qsizetype(m_size));
}

bool SecretBytes::operator==(const SecretBytes& other) const {
    return m_size == other.m_size && (m_size == 0 || CRYPTO_memcmp(m_data, other.m_data, m_size) == 0);
}

void SecretBytes::release() {
    if (m_data) {
        OPENSSL_cleanse(m_data, m_size);
        delete[] m_data;
    }
    m_data = nullptr;
    m_size = 0;
}

} // namespace cd::crypto
