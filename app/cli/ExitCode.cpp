#include "ExitCode.h"

namespace cd::cli {

ExitCode exitCodeFor(const Error& error) {
    switch (error.kind) {
    case ErrorKind::None:
        return Success;
    case ErrorKind::Network:
    case ErrorKind::Timeout:
    case ErrorKind::Tls:
        return Network;
    case ErrorKind::Auth:
    case ErrorKind::Forbidden:
        return Auth;
    case ErrorKind::NotFound:
        return NotFound;
    case ErrorKind::Conflict:
    case ErrorKind::PreconditionFailed:
        return Conflict;
    case ErrorKind::Unprocessable:
    case ErrorKind::InvalidRequest:
        return Usage;
    case ErrorKind::Server:
    case ErrorKind::NotImplemented:
    case ErrorKind::BadResponse:
    case ErrorKind::RateLimited:
        return Server;
    case ErrorKind::Cancelled:
        return Interrupted;
    }
    return Unexpected;
}

} // namespace cd::cli
