#include "UploadRules.h"

#include "core/TusMetadata.h"
#include "crypto/Digest.h"

#include <QRegularExpression>

#include <utility>

namespace cd::sim {

namespace {

Problem problem(int status, const char* code, const QString& title, const QString& detail) {
    return Problem{status, QString::fromLatin1(code), title, detail, {}, 0};
}

// A name is data that other programs show and save under: the console offers it as a file name,
// and a terminal or a file manager shows it. Control characters could forge lines or escapes,
// bidirectional controls make "txt.exe" look like "exe.txt", and "." or ".." walk out of a folder.
QString nameRefusal(const QString& value, const QString& key) {
    if (value == u"." || value == u"..")
        return QStringLiteral("'%1' cannot be '.' or '..'").arg(key);
    for (const QChar c : value) {
        const char16_t u = c.unicode();
        const bool bidi = (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x200E ||
                          u == 0x200F || u == 0x061C;
        if (c.category() == QChar::Other_Control || bidi)
            return QStringLiteral("'%1' cannot contain control or bidirectional characters (U+%2)")
                .arg(key, QStringLiteral("%1").arg(uint(u), 4, 16, QLatin1Char('0')).toUpper());
    }
    return {};
}

Problem invalidName(const QString& why) {
    return problem(
        422, "invalid_field", QStringLiteral("Invalid name"),
        why + QStringLiteral(": names are shown and saved as they are, so they must be plain text."));
}

} // namespace

// Upload-Checksum: "<algorithm> <base64 digest>" (tus checksum extension).
std::optional<Problem> UploadRules::verifyChecksum(const QByteArray& header, const QByteArray& bytes) {
    const qsizetype space = header.indexOf(' ');
    const QByteArray algorithm = header.left(space).trimmed().toLower();
    const bool known = algorithm == "sha1" || algorithm == "sha256";
    if (space < 0 || !known)
        return problem(400, "unsupported_checksum", QStringLiteral("Unsupported checksum"),
                       QStringLiteral("Upload-Checksum takes sha1 or sha256 and a base64 digest."));
    const auto expected = QByteArray::fromBase64Encoding(header.mid(space + 1).trimmed(),
                                                         QByteArray::AbortOnBase64DecodingErrors);
    const QByteArray digest = crypto::Digest::of(
        algorithm == "sha1" ? crypto::Digest::Algorithm::Sha1 : crypto::Digest::Algorithm::Sha256, bytes);
    if (!expected || expected.decoded != digest)
        return problem(
            460, "checksum_mismatch", QStringLiteral("Checksum mismatch"),
            QStringLiteral("The bytes that arrived do not match Upload-Checksum; nothing was stored. "
                           "Send them again."));
    return std::nullopt;
}

std::variant<UploadRules::DatasetFields, Problem> UploadRules::datasetFields(const QByteArray& header,
                                                                             const QString& defaultRegion) {
    const auto metadata = TusMetadata::decode(header);
    if (!metadata)
        return Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                     QStringLiteral("expected comma-separated 'key base64value' pairs"));
    DatasetFields f;
    f.name = metadata->value("dataset").value_or(QString()).trimmed();
    f.fileName = metadata->value("filename").value_or(QString());
    f.encryption = metadata->value("encryption").value_or(QString());
    f.keyId = metadata->value("key_id").value_or(QString());
    f.region = metadata->value("region").value_or(QString()).trimmed();
    if (f.region.isEmpty())
        f.region = defaultRegion;
    if (f.name.isEmpty() || f.name.size() > 100)
        return Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                     QStringLiteral("'dataset' is 1 to 100 characters"));
    if (f.fileName.isEmpty() || f.fileName.size() > 255 || f.fileName.contains(u'/') ||
        f.fileName.contains(u'\\'))
        return Problem::badParameter(
            QStringLiteral("Upload-Metadata"),
            QStringLiteral("'filename' is a plain file name of 1 to 255 characters"));
    for (const auto& [value, key] :
         {std::pair{f.name, QStringLiteral("dataset")}, std::pair{f.fileName, QStringLiteral("filename")}}) {
        if (const QString why = nameRefusal(value, key); !why.isEmpty())
            return invalidName(why);
    }
    if (f.encryption != u"cd-aes256gcm-v1" && f.encryption != u"none")
        return Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                     QStringLiteral("'encryption' is cd-aes256gcm-v1 or none"));
    static const QRegularExpression hex32(QStringLiteral("^[0-9a-f]{32}$"));
    if (f.encryption != u"none" && !hex32.match(f.keyId).hasMatch())
        return Problem::badParameter(QStringLiteral("Upload-Metadata"),
                                     QStringLiteral("'key_id' is 32 lowercase hex digits naming the key"));
    if (f.encryption == u"none")
        f.keyId.clear();
    return f;
}

} // namespace cd::sim
