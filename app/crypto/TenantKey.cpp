#include "TenantKey.h"

#include "Digest.h"

#include <QStringList>

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
    // The standard alphabet (RFC 4648 section 4, what `base64` prints) or the URL-safe one (section
    // 5), padded or not; never both in one key (docs/encryption-format.md, section 9).
    const QByteArray trimmed = text.trimmed();
    const bool urlSafe = trimmed.contains('-') || trimmed.contains('_');
    auto decoded = QByteArray::fromBase64Encoding(
        trimmed, (urlSafe ? QByteArray::Base64UrlEncoding : QByteArray::Base64Encoding) |
                     QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return {};
    QByteArray bytes = decoded.decoded;
    const SecretBytes raw = SecretBytes::fromByteArray(bytes);
    bytes.fill('\0');
    decoded.decoded.fill('\0');
    return fromRaw(raw);
}

QByteArray TenantKey::idOf(const SecretBytes& raw) {
    Digest digest;
    digest.add(QByteArrayLiteral("clusterdesk key id v1"));
    digest.add(raw.data(), raw.size());
    return digest.result().left(idSize);
}

QString TenantKey::fingerprintOf(const QByteArray& keyId) {
    const QString hex = QString::fromLatin1(keyId.toHex());
    QStringList groups;
    for (qsizetype i = 0; i < hex.size(); i += 4)
        groups.append(hex.mid(i, 4));
    return groups.join(u'-');
}

} // namespace cd::crypto
