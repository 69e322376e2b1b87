#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace cd {

// tus 1.0.0 Upload-Metadata: comma-separated "key base64value" pairs (the value may be left out).
// Both the uploader and the simulator use it, so they cannot disagree on the encoding.
class TusMetadata {
public:
    void set(const QByteArray& key, const QString& value);
    std::optional<QString> value(const QByteArray& key) const;
    QByteArray encode() const;
    // Null when the header is malformed: a key with spaces or commas, bad base64, a duplicate key.
    static std::optional<TusMetadata> decode(const QByteArray& header);

private:
    QList<QPair<QByteArray, QString>> m_pairs;
};

} // namespace cd
