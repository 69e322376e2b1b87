#include "TenantKey.h"

#include <QStringList>

#include <openssl/evp.h>

namespace cd::crypto {

TenantKey::TenantKey(SecretBytes raw)
    : m_raw(std::move(raw))
    , m_id(idOf(m_raw)) {}

TenantKey TenantKey::generate() {
    SecretBytes raw = SecretBytes::random(size);
    return raw.isEmpty() ? TenantKey{} : TenantKey(std::move(raw));
}

TenantKey TenantKey::fromRaw(const SecretBytes& raw) {
    return raw.size() == size ? TenantKey(raw) : TenantKey{};
}

TenantKey TenantKey::fromBase64(const QByteArray& text) {
    auto decoded = QByteArray::fromBase64Encoding(text.trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return {};
    QByteArray bytes = decoded.decoded;
    const SecretBytes raw = SecretBytes::fromByteArray(bytes);
    bytes.fill('\0');
    decoded.decoded.fill('\0');
    return fromRaw(raw);
}

QByteArray TenantKey::idOf(const SecretBytes& raw) {
    static const QByteArray label = QByteArrayLiteral("clusterdesk key id v1");
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_MD_CTX* ctx = EVP_MD_CTX_new();
    const bool ok = ctx && EVP_DigestInit_ex(ctx, EVP_sha256(), nullptr) == 1 &&
                    EVP_DigestUpdate(ctx, label.constData(), std::size_t(label.size())) == 1 &&
                    EVP_DigestUpdate(ctx, raw.data(), raw.size()) == 1 &&
                    EVP_DigestFinal_ex(ctx, digest, &length) == 1;
    EVP_MD_CTX_free(ctx);
    return ok ? QByteArray(reinterpret_cast<const char*>(digest), idSize) : QByteArray();
}

QString TenantKey::fingerprintOf(const QByteArray& keyId) {
    const QString hex = QString::fromLatin1(keyId.toHex());
    QStringList groups;
    for (qsizetype i = 0; i < hex.size(); i += 4)
        groups.append(hex.mid(i, 4));
    return groups.join(u'-');
}

} // namespace cd::crypto
