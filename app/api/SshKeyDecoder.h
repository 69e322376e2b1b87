#pragma once

#include "Page.h"

#include "core/Result.h"
#include "core/SshKey.h"

namespace cd {

// Decodes the calling user's SSH keys (resources/api/openapi.yaml, SshKey).
class SshKeyDecoder {
public:
    static Result<SshKey> key(const QByteArray& body);
    static Result<Page<SshKey>> keyPage(const QByteArray& body);
};

} // namespace cd
