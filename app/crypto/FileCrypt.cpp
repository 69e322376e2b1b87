#include "FileCrypt.h"

#include "EncryptionHeader.h"
#include "StreamDecryptor.h"
#include "StreamEncryptor.h"

#include <QFile>
#include <QSaveFile>

#include <vector>

namespace cd::crypto {

namespace {

bool setError(CryptoError* error, CryptoFailure failure, const QString& message) {
    if (error)
        *error = CryptoError::make(failure, message);
    return false;
}

bool writeAll(QIODevice& out, const unsigned char* data, std::size_t size) {
    return out.write(reinterpret_cast<const char*>(data), qint64(size)) == qint64(size);
}

// Reads until `size` bytes or the end: a pipe hands over less than asked at a time, and QFile on a
// pipe blocks until data or the end arrives.
qint64 readFully(QIODevice& in, unsigned char* data, qint64 size) {
    qint64 got = 0;
    while (got < size) {
        const qint64 n = in.read(reinterpret_cast<char*>(data) + got, size - got);
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        got += n;
    }
    return got;
}

} // namespace

bool FileCrypt::encrypt(QIODevice& in, std::uint64_t knownSize, QIODevice& out, const TenantKey& key,
                        CryptoError* error, const std::atomic<bool>* cancel) {
    auto encryptor = StreamEncryptor::create(key, knownSize, error);
    if (!encryptor)
        return false;
    if (!writeAll(out, reinterpret_cast<const unsigned char*>(encryptor->headerBytes().constData()),
                  std::size_t(EncryptionHeader::size)))
        return setError(error, CryptoFailure::Io,
                        FileCrypt::tr("Could not write: %1").arg(out.errorString()));
    const std::size_t segment = encryptor->segmentSize();
    // Read one byte ahead: a segment is final only when nothing follows it.
    std::vector<unsigned char> plain(segment + 1);
    std::vector<unsigned char> sealed(segment + EncryptionHeader::tagSize);
    qint64 have = readFully(in, plain.data(), qint64(segment + 1));
    std::uint64_t total = 0;
    for (std::uint64_t index = 0;; ++index) {
        if (cancel && cancel->load())
            return setError(error, CryptoFailure::Cancelled, QStringLiteral("Cancelled."));
        if (have < 0)
            return setError(error, CryptoFailure::Io,
                            FileCrypt::tr("Could not read: %1").arg(in.errorString()));
        const bool last = std::size_t(have) <= segment;
        const std::size_t size = last ? std::size_t(have) : segment;
        if (!encryptor->encryptSegment(index, last, plain.data(), size, sealed.data()))
            return setError(error, CryptoFailure::Io, FileCrypt::tr("OpenSSL failed to encrypt."));
        if (!writeAll(out, sealed.data(), size + EncryptionHeader::tagSize))
            return setError(error, CryptoFailure::Io,
                            FileCrypt::tr("Could not write: %1").arg(out.errorString()));
        total += size;
        if (last)
            break;
        plain[0] = plain[segment];
        const qint64 more = readFully(in, plain.data() + 1, qint64(segment));
        have = more < 0 ? -1 : more + 1;
    }
    if (knownSize != EncryptionHeader::unknownSize && total != knownSize)
        return setError(error, CryptoFailure::Io,
                        FileCrypt::tr("The input changed size while it was being encrypted."));
    return true;
}

bool FileCrypt::decrypt(QIODevice& in, QIODevice& out, const TenantKey& key, CryptoError* error,
                        const std::atomic<bool>* cancel, const Progress& progress) {
    StreamDecryptor decryptor(
        key, [&out](const unsigned char* data, std::size_t size) { return writeAll(out, data, size); });
    std::vector<unsigned char> buffer(std::size_t(1) << 20);
    std::uint64_t done = 0;
    for (;;) {
        if (cancel && cancel->load())
            return setError(error, CryptoFailure::Cancelled, QStringLiteral("Cancelled."));
        const qint64 n = readFully(in, buffer.data(), qint64(buffer.size()));
        if (n < 0)
            return setError(error, CryptoFailure::Io,
                            FileCrypt::tr("Could not read: %1").arg(in.errorString()));
        if (n == 0)
            break;
        if (!decryptor.feed(reinterpret_cast<const char*>(buffer.data()), std::size_t(n))) {
            if (error)
                *error = decryptor.error();
            return false;
        }
        done += std::uint64_t(n);
        if (progress)
            progress(done);
    }
    if (!decryptor.finish()) {
        if (error)
            *error = decryptor.error();
        return false;
    }
    return true;
}

namespace {

// Reads `source`, writes `destination` through QSaveFile: `work` fills it, and only a success is
// committed; anything else leaves nothing at the destination.
bool fileToFile(const QString& source, const QString& destination, CryptoError* error,
                const std::function<bool(QFile& in, QSaveFile& out)>& work) {
    QFile in(source);
    if (!in.open(QIODevice::ReadOnly))
        return setError(error, CryptoFailure::Io,
                        FileCrypt::tr("Cannot open %1: %2").arg(source, in.errorString()));
    QSaveFile out(destination);
    if (!out.open(QIODevice::WriteOnly))
        return setError(error, CryptoFailure::Io,
                        FileCrypt::tr("Cannot write %1: %2").arg(destination, out.errorString()));
    if (!work(in, out)) {
        out.cancelWriting();
        return false;
    }
    if (!out.commit())
        return setError(error, CryptoFailure::Io,
                        FileCrypt::tr("Cannot write %1: %2").arg(destination, out.errorString()));
    return true;
}

} // namespace

bool FileCrypt::encryptFile(const QString& source, const QString& destination, const TenantKey& key,
                            CryptoError* error) {
    return fileToFile(source, destination, error, [&](QFile& in, QSaveFile& out) {
        const std::uint64_t size =
            in.isSequential() ? EncryptionHeader::unknownSize : std::uint64_t(in.size());
        return encrypt(in, size, out, key, error);
    });
}

bool FileCrypt::decryptFile(const QString& source, const QString& destination, const TenantKey& key,
                            CryptoError* error, const std::atomic<bool>* cancel, const Progress& progress) {
    return fileToFile(source, destination, error, [&](QFile& in, QSaveFile& out) {
        return decrypt(in, out, key, error, cancel, progress);
    });
}

} // namespace cd::crypto
