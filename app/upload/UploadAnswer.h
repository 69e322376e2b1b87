#pragma once

#include "core/Response.h"

#include <QString>

namespace cd {

// What a platform's or the network's answer to an upload request means to the person, in their
// language; the network library's and the platform's own English words go to the log for a
// support ticket. Shared by the single upload and its parts.
class UploadAnswer {
public:
    static QString sentence(const Response& response);
    // The problem's detail when the platform sent one (RFC 9457), else the sentence.
    static QString detail(const Response& response);
};

} // namespace cd
