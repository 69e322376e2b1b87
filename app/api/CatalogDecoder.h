#pragma once

#include "Page.h"

#include "core/Offering.h"
#include "core/Region.h"
#include "core/Result.h"

#include <QByteArray>
#include <QJsonObject>

namespace cd {

class JsonReader;

// Decodes the catalog's responses (GET /v1/offerings, /v1/offerings/{id}, /v1/regions). Anything
// missing, mistyped or not parseable is a BadResponse naming the field; nothing is guessed.
class CatalogDecoder {
public:
    static Result<Page<Offering>> offeringPage(const QByteArray& body);
    static Result<Offering> offering(const QByteArray& body);
    static Result<QList<Region>> regions(const QByteArray& body);

    static Offering offeringFrom(const QJsonObject& o, JsonReader& reader);
};

// Parses a JSON body that must be an object; on failure returns the BadResponse to report.
Result<QJsonObject> parseJsonObject(const QByteArray& body);
Error badResponse(const QString& detail);

} // namespace cd
