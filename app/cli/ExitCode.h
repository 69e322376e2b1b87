#pragma once

#include "core/Error.h"

#include <QString>

namespace cd::cli {

// cdctl's exit codes (docs/cli.md "Exit codes"): a script branches on them, so they never change.
enum ExitCode : int {
    Success = 0,
    Unexpected = 1,
    Usage = 2,    // unknown command or option, missing or bad argument, template errors, 422
    Auth = 3,     // no key anywhere, a key file others can read, 401, 403
    NotFound = 4, // 404, unknown profile, unknown cluster
    Conflict = 5, // 409, 412
    Network = 6,  // DNS, connect, TLS, timeout
    Server = 7,   // 5xx, a malformed answer
    Interrupted = 130,
};

// The exit code a failed platform call ends cdctl with.
ExitCode exitCodeFor(const Error& error);

// Thrown by a command (or the helpers it calls) to end with `code` and one sentence on stderr.
// Commands never print their own errors: the frame prints "cdctl: <message>" once.
struct CliFailure {
    int code = Unexpected;
    QString message;
};

} // namespace cd::cli
