#include "TusMetadata.h"

#include <algorithm>

namespace cd {

namespace {
bool isAsciiSpace(char ch) {
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\v' || ch == '\f' || ch == '\r';
}
} // namespace

void TusMetadata::set(const QByteArray& key, const QString& value) {
    for (auto& pair : m_pairs) {
        if (pair.first == key) {
            pair.second = value;
            return;
        }
    }
    m_pairs.append({key, value});
}

std::optional<QString> TusMetadata::value(const QByteArray& key) const {
    for (const auto& pair : m_pairs) {
        if (pair.first == key)
            return pair.second;
    }
    return std::nullopt;
}

QByteArray TusMetadata::encode() const {
    QList<QByteArray> parts;
    for (const auto& pair : m_pairs)
        parts.append(pair.first + ' ' + pair.second.toUtf8().toBase64());
    return parts.join(',');
}

std::optional<TusMetadata> TusMetadata::decode(const QByteArray& header) {
    TusMetadata metadata;
    if (header.trimmed().isEmpty())
        return metadata;
    for (const QByteArray& raw : header.split(',')) {
        const QByteArray item = raw.trimmed();
        const qsizetype space = item.indexOf(' ');
        const QByteArray key = space < 0 ? item : item.left(space);
        const QByteArray encoded = space < 0 ? QByteArray() : item.mid(space + 1).trimmed();
        // Any white space in a key, not only ' ' and '\t': "k\n" with no value would come back as
        // "k" after encode() and decode(), and a line break in a key would split the header.
        if (key.isEmpty() || std::any_of(key.begin(), key.end(), isAsciiSpace) || encoded.contains(' ') ||
            metadata.value(key).has_value())
            return std::nullopt;
        const auto decoded = QByteArray::fromBase64Encoding(encoded, QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return std::nullopt;
        metadata.m_pairs.append({key, QString::fromUtf8(decoded.decoded)});
    }
    return metadata;
}

} // namespace cd
