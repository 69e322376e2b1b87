#pragma once

#include <QCoreApplication>

#include "CryptoError.h"
#include "EncryptionHeader.h"
#include "SegmentCipher.h"
#include "TenantKey.h"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace cd::crypto {

// Decrypts an encrypted stream fed to it in pieces of any size (a file, a pipe, ranged downloads).
// Plaintext goes to the sink one segment at a time and only after that segment's tag verified;
// the first failure stops everything and names what failed. finish() tells a complete stream from
// a truncated one.
class StreamDecryptor {
    Q_DECLARE_TR_FUNCTIONS(StreamDecryptor)

public:
    // Returns false when the plaintext could not be written (the decryptor then fails with Io).
    using Sink = std::function<bool(const unsigned char* data, std::size_t size)>;

    StreamDecryptor(TenantKey key, Sink sink);
    ~StreamDecryptor();

    bool feed(const char* data, std::size_t size);
    bool finish();

    bool failed() const { return m_error.isError(); }
    const CryptoError& error() const { return m_error; }
    // Known once the header has arrived and verified.
    const std::optional<EncryptionHeader>& header() const { return m_header; }
    std::uint64_t plaintextBytes() const { return m_released; }

private:
    bool process(bool atEnd);
    bool openHeader();
    bool openSegment(std::size_t ciphertextSize, bool last);
    bool fail(CryptoFailure failure, const QString& message, std::int64_t segment = -1);

    TenantKey m_key;
    Sink m_sink;
    std::vector<unsigned char> m_buffer;
    std::size_t m_start = 0; // consumed bytes at the front of m_buffer
    std::optional<EncryptionHeader> m_header;
    std::unique_ptr<SegmentCipher> m_cipher;
    std::vector<unsigned char> m_plain;
    std::uint64_t m_index = 0;
    std::uint64_t m_segments = 0; // expected count when the size is known
    std::uint64_t m_released = 0;
    bool m_done = false; // the final segment verified
    CryptoError m_error;
};

} // namespace cd::crypto
