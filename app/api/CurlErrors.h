#pragma once

#include "core/Error.h"

#include <curl/curl.h>

namespace cd {

// Turns a libcurl failure into the typed error a person can act on. `host` is the server's host
// and port as the person gave them.
Error curlFailure(CURLcode code, bool oversized, const QString& curlText, const QString& host);

} // namespace cd
