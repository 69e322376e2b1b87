#pragma once

#include <string>

#include "core/Offering.h"
#include "core/Region.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>

#include <optional>

namespace cd::sim {

// The simulator's wire encodings (resources/api/openapi.yaml is the contract; the contract test
// holds this file to it). The client decodes with its own code in app/api.
QJsonObject offeringToJson(const Offering& offering);
QJsonObject regionToJson(const Region& region);
QString rfc3339(const QDateTime& time);
// An RFC 3339 time from a query parameter, as UTC; nothing when it is not one (a time without its
// offset or Z is refused: it would mean the server's local time).
std::optional<QDateTime> parseRfc3339(const QString& text);
// `text` as a quoted JSON string, for bodies written by hand where building Qt JSON values would
// cost too much (a day of samples, a stream event a second).
QByteArray jsonString(const QString& text);
void appendJsonString(std::string& out, QStringView text);

} // namespace cd::sim
