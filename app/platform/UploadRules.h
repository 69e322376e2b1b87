#pragma once

#include "Problem.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <variant>

namespace cd::sim {

// What the platform asks of an upload's request before it stores anything: the dataset fields
// of Upload-Metadata, and the Upload-Checksum of a PATCH.
class UploadRules {
public:
    // What a dataset's upload must say of itself in Upload-Metadata.
    struct DatasetFields {
        QString name;
        QString fileName;
        QString encryption;
        QString keyId; // empty for encryption "none"
        QString region;
    };
    static std::variant<DatasetFields, Problem> datasetFields(const QByteArray& metadata,
                                                              const QString& defaultRegion);
    // Upload-Checksum: "<algorithm> <base64 digest>" (tus checksum extension): 400 for an algorithm
    // other than sha1 or sha256, 460 when the bytes do not match.
    static std::optional<Problem> verifyChecksum(const QByteArray& header, const QByteArray& bytes);
};

} // namespace cd::sim
