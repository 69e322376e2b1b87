#include "DatasetDecoder.h"

#include "JsonReader.h"

#include <cmath>

namespace cd {

namespace {

qint64 size(JsonObject& o, JsonReader& r, std::string_view key) {
    const double value = r.number(o, key);
    if (r.failed())
        return 0;
    // Whole, non-negative and exactly representable (below 2^53).
    if (!(value >= 0) || value > 9007199254740992.0 || std::floor(value) != value) {
        r.fail(QString::fromLatin1(key.data(), qsizetype(key.size())),
               QStringLiteral("expected a size in bytes"));
        return 0;
    }
    return qint64(value);
}

} // namespace

Dataset DatasetDecoder::datasetFrom(JsonObject& o, JsonReader& r) {
    Dataset d;
    d.attachedClusters = r.tokens(o, "attached_clusters");
    d.createdAt = r.time(o, "created_at");
    JsonObject encryption = r.object(o, "encryption");
    if (!r.failed()) {
        r.enter("encryption");
        d.encryptionFormat = r.token(encryption, "format");
        d.keyId = r.token(encryption, "key_id");
        r.leave();
    }
    r.eachObject(r.array(o, "files"), "files", [&](JsonObject& f, int) {
        Dataset::File file;
        file.name = r.string(f, "name");
        file.sha256 = r.optionalString(f, "sha256");
        file.sizeBytes = size(f, r, "size_bytes");
        d.files.append(file);
    });
    d.id = r.string(o, "id");
    d.name = r.string(o, "name");
    d.region = r.token(o, "region");
    d.sizeBytes = size(o, r, "size_bytes");
    return d;
}

Result<Dataset> DatasetDecoder::dataset(const QByteArray& body) {
    return JsonReader::decode<Dataset>(body, "dataset", &DatasetDecoder::datasetFrom);
}

Result<Page<Dataset>> DatasetDecoder::datasetPage(const QByteArray& body) {
    return JsonReader::decodePage<Dataset>(body, "datasets", &DatasetDecoder::datasetFrom);
}

} // namespace cd
