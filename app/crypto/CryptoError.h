#pragma once

#include <QString>

#include <cstdint>

namespace cd::crypto {

// Why encrypting, decrypting or reading a key failed. Each kind is a different thing for a person
// to do: fetch the right key, re-upload, retype a passphrase, free disk space.
enum class CryptoFailure {
    None,
    NotEncrypted,    // no ClusterDesk header: some other file
    Unsupported,     // a version, suite or size this reader does not accept
    WrongKey,        // made for another tenant key (the message names it)
    TamperedHeader,  // the header's authentication failed
    TamperedSegment, // a segment failed: changed, missing, duplicated or out of order
    Truncated,       // the data ends before its final segment
    TrailingData,    // bytes after the final segment
    SizeMismatch,    // the plaintext is not the size the header promises
    WrongPassphrase, // a key file did not open: wrong passphrase or a damaged file
    BadKey,          // key material that is not a key (wrong length, bad encoding)
    Io,              // reading or writing a file failed (disk full, permissions)
    Cancelled,
};

struct CryptoError {
    CryptoFailure failure = CryptoFailure::None;
    QString message;           // a sentence for a person; never contains key material
    std::int64_t segment = -1; // the segment concerned, when there is one

    bool isError() const { return failure != CryptoFailure::None; }
    static CryptoError make(CryptoFailure failure, QString message, std::int64_t segment = -1);
};

// A stable name for logs and the command line: "wrong_key", "tampered_segment", ...
QString cryptoFailureName(CryptoFailure failure);

} // namespace cd::crypto
