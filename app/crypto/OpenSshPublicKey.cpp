#include "OpenSshPublicKey.h"

#include "Digest.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace cd::crypto {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("cd::crypto::OpenSshPublicKey", text);
}

// The SSH wire format (RFC 4251 5): uint32 big-endian lengths before each string and mpint.
class WireReader {
public:
    explicit WireReader(const QByteArray& bytes)
        : m_bytes(bytes) {}

    std::optional<QByteArray> string() {
        if (m_bytes.size() - m_at < 4)
            return std::nullopt;
        const auto* p = reinterpret_cast<const unsigned char*>(m_bytes.constData() + m_at);
        const quint32 length = (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | p[3];
        m_at += 4;
        if (quint64(m_bytes.size() - m_at) < length)
            return std::nullopt;
        QByteArray s = m_bytes.mid(m_at, qsizetype(length));
        m_at += qsizetype(length);
        return s;
    }
    bool atEnd() const { return m_at == m_bytes.size(); }

private:
    const QByteArray& m_bytes;
    qsizetype m_at = 0;
};

int bitLength(const QByteArray& mpint) {
    qsizetype i = 0;
    while (i < mpint.size() && mpint[i] == 0)
        ++i;
    if (i == mpint.size())
        return 0;
    int bits = int(mpint.size() - i - 1) * 8;
    for (auto top = static_cast<unsigned char>(mpint[i]); top != 0; top >>= 1)
        ++bits;
    return bits;
}

int curveBits(const QByteArray& curve) {
    if (curve == "nistp256")
        return 256;
    if (curve == "nistp384")
        return 384;
    if (curve == "nistp521")
        return 521;
    return 0;
}

OpenSshPublicKey refused(OpenSshPublicKey::Verdict verdict, const QString& reason) {
    OpenSshPublicKey key;
    key.verdict = verdict;
    key.reason = reason;
    return key;
}

// Reads the blob of `type`; the key's size in bits, or nullopt when the blob is not that type's.
std::optional<int> blobBits(const QString& type, const QByteArray& blob) {
    WireReader r(blob);
    const auto blobType = r.string();
    if (!blobType || QString::fromLatin1(*blobType) != type)
        return std::nullopt;
    int bits = 0;
    if (type == u"ssh-ed25519" || type == u"sk-ssh-ed25519@openssh.com") {
        const auto pk = r.string();
        if (!pk || pk->size() != 32)
            return std::nullopt;
        bits = 256;
    } else if (type.startsWith(u"ecdsa-sha2-") || type == u"sk-ecdsa-sha2-nistp256@openssh.com") {
        const auto curve = r.string();
        const auto point = r.string();
        if (!curve || !point || point->isEmpty() || !type.contains(QString::fromLatin1(*curve)))
            return std::nullopt;
        bits = curveBits(*curve);
        if (bits == 0)
            return std::nullopt;
    } else if (type == u"ssh-rsa") {
        const auto e = r.string();
        const auto n = r.string();
        if (!e || !n)
            return std::nullopt;
        bits = bitLength(*n);
    } else if (type == u"ssh-dss") {
        for (int i = 0; i < 4; ++i) { // p, q, g, y
            const auto part = r.string();
            if (!part)
                return std::nullopt;
            if (i == 0)
                bits = bitLength(*part);
        }
    } else {
        return 0; // a type we do not read: judged by its name alone
    }
    if (type.startsWith(u"sk-") && !r.string()) // the FIDO application ("ssh:")
        return std::nullopt;
    if (!r.atEnd())
        return std::nullopt;
    return bits;
}

bool acceptedType(const QString& type) {
    static const QStringList types = {QStringLiteral("ssh-ed25519"),
                                      QStringLiteral("ecdsa-sha2-nistp256"),
                                      QStringLiteral("ecdsa-sha2-nistp384"),
                                      QStringLiteral("ecdsa-sha2-nistp521"),
                                      QStringLiteral("ssh-rsa"),
                                      QStringLiteral("sk-ssh-ed25519@openssh.com"),
                                      QStringLiteral("sk-ecdsa-sha2-nistp256@openssh.com")};
    return types.contains(type);
}

} // namespace

QString OpenSshPublicKey::problemCode() const {
    switch (verdict) {
    case Verdict::Accepted:
        return {};
    case Verdict::Weak:
        return QStringLiteral("weak_ssh_key");
    case Verdict::Invalid:
        break;
    }
    return QStringLiteral("invalid_ssh_key");
}

QString OpenSshPublicKey::fingerprintOf(const QByteArray& blob) {
    return u"SHA256:" +
           QString::fromLatin1(Digest::of(Digest::Algorithm::Sha256, blob)
                                   .toBase64(QByteArray::Base64Encoding | QByteArray::OmitTrailingEquals));
}

OpenSshPublicKey OpenSshPublicKey::parse(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return refused(Verdict::Invalid, tr("Paste a public key: a line that starts with its type, such as "
                                            "ssh-ed25519."));
    if (trimmed.contains(u"PRIVATE KEY"))
        return refused(Verdict::Invalid,
                       tr("This is a private key: never share it. Paste the public key instead, the "
                          "contents of the file that ends in .pub."));
    if (trimmed.contains(u'\n'))
        return refused(Verdict::Invalid, tr("This holds more than one line. Add one public key at a time."));
    const QStringList parts = trimmed.split(QChar(u' '), Qt::SkipEmptyParts);
    if (parts.size() < 2)
        return refused(Verdict::Invalid, tr("This is not an OpenSSH public key. It should read "
                                            "\"<type> <key> [comment]\", like the contents of a .pub file."));
    const QString& type = parts[0];
    const QByteArray encoded = parts[1].toLatin1();
    auto decoded = QByteArray::fromBase64Encoding(encoded, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty() || encoded.size() % 4 != 0)
        return refused(Verdict::Invalid,
                       tr("The key is damaged: its second part is not valid base64. Copy the whole line "
                          "again."));
    const QByteArray blob = decoded.decoded;
    const auto bits = blobBits(type, blob);
    if (!bits) {
        // A cut or mixed-up line: the blob says another type, or ends early.
        return refused(Verdict::Invalid, tr("The key is damaged: its data does not match its type (%1). "
                                            "Copy the whole line again.")
                                             .arg(type.left(64)));
    }
    OpenSshPublicKey key;
    key.type = type;
    key.bits = *bits;
    key.comment = parts.mid(2).join(QChar(u' '));
    key.fingerprint = fingerprintOf(blob);
    key.line = type + u' ' + QString::fromLatin1(encoded);
    if (!key.comment.isEmpty())
        key.line += u' ' + key.comment;
    if (type == u"ssh-dss") {
        key.verdict = Verdict::Weak;
        key.reason = tr("DSA keys are not accepted. Use an ed25519 key (ssh-keygen -t ed25519).");
    } else if (!acceptedType(type)) {
        key.verdict = Verdict::Weak;
        key.reason = tr("Keys of type %1 are not accepted. Use ed25519, ECDSA or RSA of at least 3072 "
                        "bits.")
                         .arg(type.left(64));
    } else if (type == u"ssh-rsa" && key.bits < minimumRsaBits) {
        key.verdict = Verdict::Weak;
        key.reason = tr("RSA keys need at least 3072 bits; this one has %1.").arg(key.bits);
    } else {
        key.verdict = Verdict::Accepted;
    }
    return key;
}

} // namespace cd::crypto
