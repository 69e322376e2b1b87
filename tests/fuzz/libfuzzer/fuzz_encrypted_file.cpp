// libFuzzer harness for what reads encrypted files and key files from outside: the header parser,
// the stream decryptor fed in pieces of any size, and the key-file reader.
//
// Input: one control byte that says how to cut the rest into pieces, then the file's bytes. Every
// file is decrypted with one fixed tenant key, so a seed made with that key (see writeSeeds, run
// by build-and-run.sh with CD_FUZZ_WRITE_SEEDS=<dir>) gets past the header's key wrap and lets
// mutations reach the segment code.

#include "FuzzCheck.h"

#include "crypto/EncryptionHeader.h"
#include "crypto/KeyFile.h"
#include "crypto/StreamDecryptor.h"
#include "crypto/StreamEncryptor.h"
#include "crypto/TenantKey.h"

#include <QByteArray>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>

using namespace cd::crypto;

namespace {

constexpr std::uint32_t seedSegmentSize = 4096;

TenantKey keyFromPattern(unsigned char first) {
    unsigned char raw[TenantKey::size];
    for (std::size_t i = 0; i < TenantKey::size; ++i)
        raw[i] = static_cast<unsigned char>(first + i);
    return TenantKey::fromRaw(SecretBytes(raw, sizeof raw));
}

const TenantKey& fuzzKey() {
    static const TenantKey key = keyFromPattern(0);
    return key;
}

const QByteArray& fuzzPassphrase() {
    static const QByteArray passphrase = QByteArrayLiteral("correct horse battery staple");
    return passphrase;
}

// Piece sizes from the control byte: 0 (mod 8) feeds the whole file at once; otherwise sizes up
// to a cap, zero included, from a small xorshift so a reproducer cuts the same way every time.
class Pieces {
public:
    explicit Pieces(unsigned char cut)
        : m_state(0x9e3779b9u ^ (std::uint32_t(cut) * 0x01000193u))
        , m_cap(caps[cut % 8]) {}

    bool whole() const { return m_cap == 0; }
    std::size_t next() {
        if (whole())
            return SIZE_MAX;
        m_state ^= m_state << 13;
        m_state ^= m_state >> 17;
        m_state ^= m_state << 5;
        return m_state % (m_cap + 1);
    }

private:
    // Around the header (132), a seed segment (4096 + 16) and across several segments.
    static constexpr std::size_t caps[8] = {0, 1, 3, 17, 131, 4111, 4113, 9000};
    std::uint32_t m_state;
    std::size_t m_cap;
};

struct Run {
    bool ok = false;
    CryptoError error;
    QByteArray plaintext; // everything the sink received
    std::uint64_t released = 0;
    std::optional<EncryptionHeader> header;
};

// `refuse`: the sink reports a write error, as a full disk would.
Run decrypt(const QByteArray& file, unsigned char cut, bool refuse = false) {
    Run run;
    StreamDecryptor* self = nullptr;
    StreamDecryptor decryptor(fuzzKey(), [&](const unsigned char* data, std::size_t size) {
        FUZZ_CHECK(self->header().has_value(), "plaintext released before the header verified");
        const EncryptionHeader& header = *self->header();
        FUZZ_CHECK(size > 0 && size <= header.segmentSize, "a released piece is not (part of) one segment");
        if (refuse)
            return false;
        run.plaintext.append(reinterpret_cast<const char*>(data), qsizetype(size));
        FUZZ_CHECK(!header.sizeKnown() || std::uint64_t(run.plaintext.size()) <= header.plaintextSize,
                   "more plaintext released than the header declares");
        return true;
    });
    self = &decryptor;

    Pieces pieces(cut);
    std::size_t at = 0;
    const std::size_t total = std::size_t(file.size());
    bool ok = decryptor.feed(file.constData(), 0); // an empty first piece, as a slow pipe gives
    while (ok && at < total) {
        const std::size_t n = std::min(pieces.next(), total - at);
        ok = decryptor.feed(file.constData() + at, n);
        FUZZ_CHECK(ok == !decryptor.failed(), "feed()'s answer disagrees with failed()");
        at += n;
    }
    if (ok) {
        ok = decryptor.finish();
        FUZZ_CHECK(ok == !decryptor.failed(), "finish()'s answer disagrees with failed()");
    } else {
        // The first failure is final: more bytes or finish() change nothing.
        const CryptoError first = decryptor.error();
        FUZZ_CHECK(!decryptor.feed(file.constData() + at, total - at),
                   "a failed decryptor accepted more bytes");
        FUZZ_CHECK(!decryptor.finish(), "a failed decryptor finished");
        FUZZ_CHECK(decryptor.error().failure == first.failure && decryptor.error().segment == first.segment,
                   "a failed decryptor changed its error");
    }
    run.ok = ok;
    run.error = decryptor.error();
    run.released = decryptor.plaintextBytes();
    run.header = decryptor.header();
    FUZZ_CHECK(run.released == std::uint64_t(run.plaintext.size()),
               "plaintextBytes() is not what the sink got");
    if (run.header && run.header->sizeKnown())
        FUZZ_CHECK(run.released <= run.header->plaintextSize, "more plaintext than the header declares");
    if (!ok)
        FUZZ_CHECK(run.error.isError() && !run.error.message.isEmpty(), "a failure without a reason");
    return run;
}

// Encryption is a pure function of the header and the plaintext, so a file the decryptor accepted
// must be byte for byte what the encryptor makes of its header and plaintext. Anything else means
// bytes nobody with the key wrote got through.
void checkGenuine(const QByteArray& file, const QByteArray& plaintext) {
    CryptoError error;
    auto encryptor = StreamEncryptor::resume(fuzzKey(), file.left(EncryptionHeader::size), &error);
    FUZZ_CHECK(encryptor != nullptr, "an accepted file's header does not resume");
    const qsizetype segment = qsizetype(encryptor->segmentSize());
    const qsizetype tag = EncryptionHeader::tagSize;
    QByteArray expected = encryptor->headerBytes();
    qsizetype in = EncryptionHeader::size;
    qsizetype plainAt = 0;
    for (std::uint64_t index = 0;; ++index) {
        // The decryptor's layout: a full segment is final only when nothing follows it.
        const qsizetype rest = file.size() - in;
        FUZZ_CHECK(rest >= tag, "an accepted file ends inside a tag");
        const bool last = rest <= segment + tag;
        const qsizetype n = last ? rest - tag : segment;
        FUZZ_CHECK(plainAt + n <= plaintext.size(), "an accepted file holds more than was released");
        QByteArray sealed(n + tag, '\0');
        FUZZ_CHECK(encryptor->encryptSegment(
                       index, last, reinterpret_cast<const unsigned char*>(plaintext.constData() + plainAt),
                       std::size_t(n), reinterpret_cast<unsigned char*>(sealed.data())),
                   "re-encrypting an accepted segment failed");
        expected += sealed;
        in += n + tag;
        plainAt += n;
        if (last)
            break;
    }
    FUZZ_CHECK(plainAt == plaintext.size(), "an accepted file holds less than was released");
    FUZZ_CHECK(expected == file, "the decryptor accepted bytes the encryptor would not write");
}

void checkHeaderParse(const QByteArray& file) {
    CryptoError error;
    const auto header = EncryptionHeader::parse(file, &error);
    const auto quiet = EncryptionHeader::parse(file, nullptr);
    FUZZ_CHECK(header.has_value() == quiet.has_value(), "parse() depends on whether the error is asked for");
    if (!header) {
        FUZZ_CHECK(error.isError() && !error.message.isEmpty(), "a rejected header without a reason");
        return;
    }
    FUZZ_CHECK(!error.isError(), "an accepted header with an error");
    FUZZ_CHECK(file.size() >= EncryptionHeader::size, "a header accepted from too few bytes");
    const std::uint32_t s = header->segmentSize;
    FUZZ_CHECK(s >= EncryptionHeader::minSegmentSize && s <= EncryptionHeader::maxSegmentSize &&
                   (s & (s - 1)) == 0,
               "a segment size outside [4096, 16 MiB] or not a power of two was accepted");
    FUZZ_CHECK(!header->sizeKnown() || header->plaintextSize <= EncryptionHeader::maxPlaintextSize,
               "a plaintext size above the cap was accepted");
    FUZZ_CHECK(header->keyId.size() == 16 && header->salt.size() == 32 && header->wrapNonce.size() == 12 &&
                   header->wrappedKey.size() == 32 && header->wrapTag.size() == 16,
               "a header field has the wrong length");
    FUZZ_CHECK(header->serialize() == file.left(EncryptionHeader::size),
               "an accepted header does not serialize back to its bytes");
    if (header->sizeKnown()) {
        const std::uint64_t count = EncryptionHeader::segmentCount(header->plaintextSize, s);
        const std::uint64_t lastPlain = header->plaintextSize - (count - 1) * s;
        FUZZ_CHECK(count >= 1 && lastPlain <= s && (lastPlain > 0 || header->plaintextSize == 0),
                   "segmentCount() does not cover the plaintext");
        FUZZ_CHECK(EncryptionHeader::ciphertextSize(header->plaintextSize, s) ==
                       EncryptionHeader::segmentOffset(count - 1, s) + lastPlain + EncryptionHeader::tagSize,
                   "ciphertextSize() disagrees with segmentOffset()");
    }
}

void checkDecrypt(const QByteArray& file, unsigned char cut) {
    const Run whole = decrypt(file, 0);

    // The decryptor must come to the header's own verdict first.
    CryptoError parseError;
    const auto parsed = EncryptionHeader::parse(file, &parseError);
    if (file.size() >= EncryptionHeader::size && !parsed)
        FUZZ_CHECK(!whole.ok && whole.error.failure == parseError.failure,
                   "the decryptor and parse() disagree about a header");
    if (parsed && parsed->keyId != fuzzKey().id())
        FUZZ_CHECK(!whole.ok && whole.error.failure == CryptoFailure::WrongKey,
                   "another key's file was not refused");
    if (whole.header)
        FUZZ_CHECK(parsed && whole.header->serialize() == file.left(EncryptionHeader::size),
                   "the decryptor's header is not the file's");

    if (whole.ok) {
        FUZZ_CHECK(whole.header.has_value(), "a file finished without a header");
        if (whole.header->sizeKnown()) {
            FUZZ_CHECK(whole.released == whole.header->plaintextSize,
                       "finish() succeeded with less plaintext than the header declares");
            FUZZ_CHECK(
                std::uint64_t(file.size()) ==
                    EncryptionHeader::ciphertextSize(whole.header->plaintextSize, whole.header->segmentSize),
                "an accepted file is not the size its header implies");
        }
        checkGenuine(file, whole.plaintext);
        // Plaintext that could not be written stops everything and is not counted.
        if (!whole.plaintext.isEmpty()) {
            const Run refused = decrypt(file, cut, true);
            FUZZ_CHECK(!refused.ok && refused.error.failure == CryptoFailure::Io &&
                           refused.error.segment == 0,
                       "a refused write did not fail the first segment with Io");
            FUZZ_CHECK(refused.released == 0, "plaintext that could not be written was counted");
        }
    }

    // However the bytes arrive, the verdict and the released plaintext are the same.
    if (!Pieces(cut).whole()) {
        const Run pieces = decrypt(file, cut);
        FUZZ_CHECK(pieces.ok == whole.ok, "the verdict depends on how the file was cut into pieces");
        FUZZ_CHECK(pieces.error.failure == whole.error.failure && pieces.error.segment == whole.error.segment,
                   "the failure depends on how the file was cut into pieces");
        FUZZ_CHECK(pieces.plaintext == whole.plaintext,
                   "the plaintext depends on how the file was cut into pieces");
    }
}

void checkKeyFile(const QByteArray& file) {
    CryptoError error;
    const auto id = KeyFile::keyIdOf(file, &error);
    if (!id) {
        FUZZ_CHECK(error.isError(), "a rejected key file without a reason");
        return;
    }
    FUZZ_CHECK(file.size() == KeyFile::size && file.startsWith(KeyFile::magic),
               "keyIdOf() read a non-key-file");
    FUZZ_CHECK(*id == file.mid(48, 16), "keyIdOf() is not the key id field");
    // scrypt at the writer's cost would take most of a second per input: only cheap files.
    if (static_cast<unsigned char>(file.at(10)) > 12)
        return;
    CryptoError readError;
    const TenantKey key = KeyFile::read(file, fuzzPassphrase(), &readError);
    if (key.isNull()) {
        FUZZ_CHECK(readError.isError(), "a key file that did not open without a reason");
        return;
    }
    // Only the seeds hold a sealed key, and they seal the fuzz key: anything else is a forgery.
    FUZZ_CHECK(key.raw() == fuzzKey().raw(), "a key file opened to a key nobody sealed");
    FUZZ_CHECK(key.id() == *id, "an opened key file names another key");
}

// Seeds made with the fuzz key: known and unknown sizes, one and two segments, a full final
// segment, an empty final segment, another key's file and a cheap key file.
QByteArray encryptSeed(const TenantKey& key, const QByteArray& plain, bool sizeKnown, bool emptyFinal) {
    CryptoError error;
    auto encryptor =
        StreamEncryptor::create(key, sizeKnown ? std::uint64_t(plain.size()) : EncryptionHeader::unknownSize,
                                &error, seedSegmentSize);
    if (!encryptor) {
        std::fprintf(stderr, "seed: %s\n", qPrintable(error.message));
        std::exit(1);
    }
    const qsizetype segment = seedSegmentSize;
    QByteArray out = encryptor->headerBytes();
    qsizetype at = 0;
    for (std::uint64_t index = 0;; ++index) {
        const qsizetype rest = plain.size() - at;
        const bool last = rest < segment || (rest == segment && !emptyFinal);
        const qsizetype n = last ? rest : segment;
        QByteArray sealed(n + EncryptionHeader::tagSize, '\0');
        if (!encryptor->encryptSegment(index, last,
                                       reinterpret_cast<const unsigned char*>(plain.constData() + at),
                                       std::size_t(n), reinterpret_cast<unsigned char*>(sealed.data()))) {
            std::fprintf(stderr, "seed: encryptSegment failed\n");
            std::exit(1);
        }
        out += sealed;
        at += n;
        if (last)
            return out;
    }
}

void writeSeeds(const QString& dir) {
    if (!QDir().mkpath(dir)) {
        std::fprintf(stderr, "seed: cannot create %s\n", qPrintable(dir));
        std::exit(1);
    }
    auto save = [&](const QString& name, unsigned char cut, const QByteArray& bytes) {
        QFile file(dir + u'/' + name);
        if (!file.open(QIODevice::WriteOnly) || file.write(char(cut) + bytes) != bytes.size() + 1) {
            std::fprintf(stderr, "seed: cannot write %s\n", qPrintable(file.fileName()));
            std::exit(1);
        }
    };
    auto plain = [](qsizetype size) {
        QByteArray bytes(size, '\0');
        for (qsizetype i = 0; i < size; ++i)
            bytes[i] = char((i * 31 + 7) & 0xff);
        return bytes;
    };
    const TenantKey& key = fuzzKey();
    unsigned char cut = 0;
    for (const bool known : {true, false}) {
        for (const qsizetype size : {0, 100, 4096, 5000}) {
            const QString name = QStringLiteral("%1-%2.bin")
                                     .arg(known ? QStringLiteral("known") : QStringLiteral("unknown"))
                                     .arg(size);
            save(name, cut, encryptSeed(key, plain(size), known, false));
            cut = static_cast<unsigned char>(cut + 3);
        }
    }
    save(QStringLiteral("unknown-4096-empty-final.bin"), 5, encryptSeed(key, plain(4096), false, true));
    // Damage only a holder of the key could not cause, from the start: bytes after the final
    // segment (cut so the last piece carries them), and a stream of unknown size cut at a boundary.
    save(QStringLiteral("known-100-trailing.bin"), 4,
         encryptSeed(key, plain(100), true, false) + QByteArray(10, 'x'));
    save(QStringLiteral("unknown-5000-cut.bin"), 6,
         encryptSeed(key, plain(5000), false, false)
             .left(EncryptionHeader::size + 4096 + EncryptionHeader::tagSize));
    save(QStringLiteral("other-key.bin"), 0, encryptSeed(keyFromPattern(32), plain(100), true, false));
    const QByteArray keyFile = KeyFile::write(key, fuzzPassphrase(), KeyFileCost{10, 8, 1});
    if (keyFile.size() != KeyFile::size) {
        std::fprintf(stderr, "seed: KeyFile::write failed\n");
        std::exit(1);
    }
    save(QStringLiteral("keyfile.bin"), 0, keyFile);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    const QString seeds = qEnvironmentVariable("CD_FUZZ_WRITE_SEEDS");
    if (!seeds.isEmpty()) {
        writeSeeds(seeds);
        std::exit(0);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    const unsigned char cut = data[0];
    const QByteArray file(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    checkHeaderParse(file);
    checkDecrypt(file, cut);
    checkKeyFile(file);
    return 0;
}
