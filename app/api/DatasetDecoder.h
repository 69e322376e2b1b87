#pragma once

#include "Page.h"

#include "core/Dataset.h"
#include "core/Result.h"

namespace cd {

class JsonObject;
class JsonReader;

// Decodes datasets (resources/api/openapi.yaml, Dataset). Sizes are read as 64-bit: datasets are
// often larger than 2 GiB.
class DatasetDecoder {
public:
    static Result<Dataset> dataset(const QByteArray& body);
    static Result<Page<Dataset>> datasetPage(const QByteArray& body);
    static Dataset datasetFrom(JsonObject& o, JsonReader& r);
};

} // namespace cd
