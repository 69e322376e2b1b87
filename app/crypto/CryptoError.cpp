#include "CryptoError.h"

namespace cd::crypto {

CryptoError CryptoError::make(CryptoFailure failure, QString message, std::int64_t segment) {
    return CryptoError{failure, std::move(message), segment};
}

QString cryptoFailureName(CryptoFailure failure) {
    switch (failure) {
    case CryptoFailure::None:
        return QStringLiteral("none");
    case CryptoFailure::NotEncrypted:
        return QStringLiteral("not_encrypted");
    case CryptoFailure::Unsupported:
        return QStringLiteral("unsupported");
    case CryptoFailure::WrongKey:
        return QStringLiteral("wrong_key");
    case CryptoFailure::TamperedHeader:
        return QStringLiteral("tampered_header");
    case CryptoFailure::TamperedSegment:
        return QStringLiteral("tampered_segment");
    case CryptoFailure::Truncated:
        return QStringLiteral("truncated");
    case CryptoFailure::TrailingData:
        return QStringLiteral("trailing_data");
    case CryptoFailure::SizeMismatch:
        return QStringLiteral("size_mismatch");
    case CryptoFailure::WrongPassphrase:
        return QStringLiteral("wrong_passphrase");
    case CryptoFailure::BadKey:
        return QStringLiteral("bad_key");
    case CryptoFailure::Io:
        return QStringLiteral("io");
    case CryptoFailure::Cancelled:
        return QStringLiteral("cancelled");
    }
    return QStringLiteral("unknown");
}

} // namespace cd::crypto
