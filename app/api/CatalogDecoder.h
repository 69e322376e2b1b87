#pragma once

#include "Page.h"

#include "core/Offering.h"
#include "core/Region.h"
#include "core/Result.h"

#include <QByteArray>

namespace cd {

class JsonObject;
class JsonReader;

// Decodes the catalog's responses (GET /v1/offerings, /v1/offerings/{id}, /v1/regions). Anything
// missing, mistyped or not parseable is a BadResponse naming the field; nothing is guessed.
class CatalogDecoder {
public:
    static Result<Page<Offering>> offeringPage(const QByteArray& body);
    static Result<Offering> offering(const QByteArray& body);
    static Result<QList<Region>> regions(const QByteArray& body);

private:
    static Offering offeringFrom(JsonObject& o, JsonReader& reader);
};

} // namespace cd
