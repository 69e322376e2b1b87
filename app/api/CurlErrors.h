#pragma once

#include "core/Error.h"

#include <curl/curl.h>

namespace cd {

// Turns a libcurl failure into the typed error a person can act on.
Error curlFailure(CURLcode code, bool oversized, const QString& curlText, const QString& host);

} // namespace cd
