#include "KeyFile.h"

#include "Aead.h"
#include "Kdf.h"

#include <QtEndian>

namespace cd::crypto {

const QByteArray KeyFile::magic = QByteArrayLiteral("CDKEY\r\n\x1a");

namespace {

constexpr int aadSize = 76;

struct Parsed {
    KeyFile::Cost cost;
    QByteArray salt;
    QByteArray keyId;
    QByteArray nonce;
    QByteArray sealed;
    QByteArray tag;
};

std::optional<Parsed> parse(const QByteArray& file, CryptoError* error) {
    auto fail = [error](CryptoFailure failure, const QString& message) {
        if (error)
            *error = CryptoError::make(failure, message);
        return std::nullopt;
    };
    if (!file.startsWith(KeyFile::magic))
        return fail(CryptoFailure::BadKey, KeyFile::tr("This is not a ClusterDesk key file."));
    if (file.size() != KeyFile::size)
        return fail(CryptoFailure::BadKey, KeyFile::tr("The key file is damaged (it is %1 bytes, not %2).")
                                               .arg(file.size())
                                               .arg(KeyFile::size));
    const auto* p = reinterpret_cast<const uchar*>(file.constData());
    if (p[8] != 1 || p[9] != 1 || p[13] != 0 || p[14] != 0 || p[15] != 0)
        return fail(CryptoFailure::Unsupported, KeyFile::tr("This key file's version is not supported."));
    Parsed parsed;
    parsed.cost = {p[10], p[11], p[12]};
    // Caps before any work: scrypt's memory is 128 * r * N bytes, kept at or under 1 GiB.
    if (parsed.cost.log2N < 10 || parsed.cost.log2N > 20 || parsed.cost.r < 1 || parsed.cost.r > 16 ||
        parsed.cost.p < 1 || parsed.cost.p > 4 ||
        128ull * std::uint64_t(parsed.cost.r) * (1ull << parsed.cost.log2N) > (1ull << 30) ||
        parsed.cost.log2N >= 16 * parsed.cost.r) // RFC 7914: N < 2^(16 r)
        return fail(CryptoFailure::Unsupported,
                    KeyFile::tr("The key file asks for an unreasonable scrypt cost."));
    parsed.salt = file.mid(16, 32);
    parsed.keyId = file.mid(48, 16);
    parsed.nonce = file.mid(64, 12);
    parsed.sealed = file.mid(76, 32);
    parsed.tag = file.mid(108, 16);
    return parsed;
}

} // namespace

QByteArray KeyFile::write(const TenantKey& key, const QByteArray& passphrase, Cost cost) {
    if (key.isNull())
        return {};
    const SecretBytes salt = SecretBytes::random(32);
    const SecretBytes nonce = SecretBytes::random(12);
    if (salt.isEmpty() || nonce.isEmpty())
        return {};
    QByteArray out(size, '\0');
    char* p = out.data();
    memcpy(p, magic.constData(), 8);
    p[8] = 1;
    p[9] = 1;
    p[10] = char(cost.log2N);
    p[11] = char(cost.r);
    p[12] = char(cost.p);
    memcpy(p + 16, salt.data(), 32);
    const QByteArray id = key.id();
    if (id.size() != 16)
        return {};
    memcpy(p + 48, id.constData(), 16);
    memcpy(p + 64, nonce.data(), 12);
    const SecretBytes passKey = Kdf::scrypt(passphrase, salt.toByteArray(), 1ull << cost.log2N,
                                            std::uint32_t(cost.r), std::uint32_t(cost.p), 32);
    if (passKey.isEmpty())
        return {};
    const QByteArray sealed = Aead::seal(passKey, nonce.toByteArray(), out.left(aadSize), key.raw());
    if (sealed.size() != 48)
        return {};
    memcpy(p + 76, sealed.constData(), 48);
    return out;
}

TenantKey KeyFile::read(const QByteArray& file, const QByteArray& passphrase, CryptoError* error) {
    const auto parsed = parse(file, error);
    if (!parsed)
        return {};
    const SecretBytes passKey = Kdf::scrypt(passphrase, parsed->salt, 1ull << parsed->cost.log2N,
                                            std::uint32_t(parsed->cost.r), std::uint32_t(parsed->cost.p), 32);
    const SecretBytes raw =
        Aead::open(passKey, parsed->nonce, file.left(aadSize), parsed->sealed, parsed->tag);
    const TenantKey key = TenantKey::fromRaw(raw);
    if (key.isNull() || key.id() != parsed->keyId) {
        if (error)
            *error = CryptoError::make(CryptoFailure::WrongPassphrase,
                                       KeyFile::tr("The passphrase is wrong, or the key file is damaged."));
        return {};
    }
    return key;
}

std::optional<QByteArray> KeyFile::keyIdOf(const QByteArray& file, CryptoError* error) {
    const auto parsed = parse(file, error);
    if (!parsed)
        return std::nullopt;
    return parsed->keyId;
}

} // namespace cd::crypto
