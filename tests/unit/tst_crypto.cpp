#include "crypto/Aead.h"
#include "crypto/EncryptionHeader.h"
#include "crypto/FileCrypt.h"
#include "crypto/Kdf.h"
#include "crypto/KeyFile.h"
#include "crypto/StreamDecryptor.h"
#include "crypto/StreamEncryptor.h"
#include "crypto/TenantKey.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cd::crypto;

namespace {

SecretBytes hexSecret(const char* hex) {
    return SecretBytes::fromByteArray(QByteArray::fromHex(hex));
}

TenantKey fixedKey(char fill) {
    return TenantKey::fromRaw(SecretBytes::fromByteArray(QByteArray(32, fill)));
}

QByteArray patterned(qsizetype size) {
    QByteArray data(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        data[i] = char((i * 131 + i / 7) & 0xff);
    return data;
}

// Encrypts `plain` with segment size `segment` (the size written into the header).
QByteArray encrypt(const TenantKey& key, const QByteArray& plain, std::uint32_t segment,
                   bool sizeKnown = true) {
    CryptoError error;
    auto encryptor = StreamEncryptor::create(
        key, sizeKnown ? std::uint64_t(plain.size()) : EncryptionHeader::unknownSize, &error, segment);
    if (!encryptor)
        return {};
    QByteArray out = encryptor->headerBytes();
    const std::uint64_t count = EncryptionHeader::segmentCount(std::uint64_t(plain.size()), segment);
    for (std::uint64_t i = 0; i < count; ++i) {
        const qsizetype from = qsizetype(i * segment);
        const qsizetype size = std::min<qsizetype>(segment, plain.size() - from);
        QByteArray sealed(size + 16, '\0');
        if (!encryptor->encryptSegment(i, i + 1 == count,
                                       reinterpret_cast<const uchar*>(plain.constData() + from),
                                       std::size_t(size), reinterpret_cast<uchar*>(sealed.data())))
            return {};
        out += sealed;
    }
    return out;
}

struct Outcome {
    CryptoError error;
    QByteArray plain;
};

// Feeds the ciphertext in pieces of `piece` bytes, as a download or a pipe would.
Outcome decrypt(const TenantKey& key, const QByteArray& cipher, qsizetype piece = 7919) {
    Outcome outcome;
    StreamDecryptor decryptor(key, [&outcome](const unsigned char* data, std::size_t size) {
        outcome.plain.append(reinterpret_cast<const char*>(data), qsizetype(size));
        return true;
    });
    bool ok = true;
    for (qsizetype at = 0; ok && at < cipher.size(); at += piece)
        ok = decryptor.feed(cipher.constData() + at, std::size_t(std::min(piece, cipher.size() - at)));
    if (ok)
        decryptor.finish();
    outcome.error = decryptor.error();
    return outcome;
}

constexpr std::uint32_t small = 4096;
constexpr qsizetype full = small + 16;

} // namespace

class TestCrypto final : public QObject {
    Q_OBJECT

private slots:
    // NIST SP 800-38D / GCM spec test case 16 (AES-256, 96-bit IV, with AAD).
    void nistGcmKnownAnswer() {
        const SecretBytes key = hexSecret("feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308");
        const QByteArray iv = QByteArray::fromHex("cafebabefacedbaddecaf888");
        const SecretBytes plain = hexSecret("d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
                                            "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39");
        const QByteArray aad = QByteArray::fromHex("feedfacedeadbeeffeedfacedeadbeefabaddad2");
        const QByteArray expected = QByteArray::fromHex(
            "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838"
            "c5f61e6393ba7a0abcc9f662"
            "76fc6ece0f4e1768cddf8853bb2d551b");
        const QByteArray sealed = Aead::seal(key, iv, aad, plain);
        QCOMPARE(sealed.toHex(), expected.toHex());
        const SecretBytes opened = Aead::open(key, iv, aad, sealed.left(60), sealed.mid(60));
        QVERIFY(opened == plain);
        QByteArray badTag = sealed.mid(60);
        badTag[0] = char(badTag[0] ^ 1);
        QVERIFY(Aead::open(key, iv, aad, sealed.left(60), badTag).isEmpty());
    }

    // RFC 5869 appendix A.1 and A.3 (SHA-256).
    void hkdfKnownAnswers() {
        const SecretBytes okm1 = Kdf::hkdfSha256(hexSecret("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b"),
                                                 QByteArray::fromHex("000102030405060708090a0b0c"),
                                                 QByteArray::fromHex("f0f1f2f3f4f5f6f7f8f9"), 42);
        QCOMPARE(okm1.toByteArray().toHex(),
                 QByteArray("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
                            "34007208d5b887185865"));
        const SecretBytes okm3 =
            Kdf::hkdfSha256(hexSecret("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b"), {}, {}, 42);
        QCOMPARE(okm3.toByteArray().toHex(),
                 QByteArray("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d"
                            "9d201395faa4b61a96c8"));
    }

    // RFC 7914 section 12, the first two vectors (the others take seconds and a GiB).
    void scryptKnownAnswers() {
        const SecretBytes a = Kdf::scrypt({}, {}, 16, 1, 1, 64);
        QCOMPARE(a.toByteArray().toHex(),
                 QByteArray("77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442"
                            "fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906"));
        const SecretBytes b = Kdf::scrypt("password", "NaCl", 1024, 8, 16, 64);
        QCOMPARE(b.toByteArray().toHex(),
                 QByteArray("fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162"
                            "2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640"));
    }

    void keyIdAndFingerprint() {
        const TenantKey key = fixedKey('\x01');
        QCOMPARE(key.id().size(), 16);
        QCOMPARE(key.fingerprint().size(), 39);
        QCOMPARE(key.fingerprint().count(u'-'), 7);
        QVERIFY(fixedKey('\x02').id() != key.id());
        QVERIFY(TenantKey::generate().id() != TenantKey::generate().id());
        QVERIFY(TenantKey::fromBase64("not base64!").isNull());
        QVERIFY(TenantKey::fromBase64(QByteArray(31, 'a').toBase64()).isNull());
        QCOMPARE(TenantKey::fromBase64(key.raw().toByteArray().toBase64()).id(), key.id());
    }

    void roundTrips_data() {
        QTest::addColumn<qsizetype>("size");
        QTest::addColumn<bool>("sizeKnown");
        for (bool known : {true, false}) {
            const char* tag = known ? "" : " (pipe)";
            QTest::addRow("0%s", tag) << qsizetype(0) << known;
            QTest::addRow("1%s", tag) << qsizetype(1) << known;
            QTest::addRow("segment-1%s", tag) << qsizetype(small - 1) << known;
            QTest::addRow("segment%s", tag) << qsizetype(small) << known;
            QTest::addRow("segment+1%s", tag) << qsizetype(small + 1) << known;
            QTest::addRow("3 segments%s", tag) << qsizetype(3 * small) << known;
        }
    }
    void roundTrips() {
        QFETCH(qsizetype, size);
        QFETCH(bool, sizeKnown);
        const TenantKey key = TenantKey::generate();
        const QByteArray plain = patterned(size);
        const QByteArray cipher = encrypt(key, plain, small, sizeKnown);
        QCOMPARE(quint64(cipher.size()), EncryptionHeader::ciphertextSize(quint64(size), small));
        for (qsizetype piece : {qsizetype(1), qsizetype(100), qsizetype(full), cipher.size()}) {
            const Outcome out = decrypt(key, cipher, piece);
            QVERIFY2(!out.error.isError(), qPrintable(out.error.message));
            QCOMPARE(out.plain, plain);
        }
        // The same plaintext under a new header is new ciphertext; under the same header, the same.
        QVERIFY(encrypt(key, plain, small, sizeKnown) != cipher);
    }

    void resumeIsDeterministic() {
        const TenantKey key = TenantKey::generate();
        CryptoError error;
        auto first = StreamEncryptor::create(key, 3 * small, &error, small);
        QVERIFY(first);
        auto again = StreamEncryptor::resume(key, first->headerBytes(), &error);
        QVERIFY2(again, qPrintable(error.message));
        const QByteArray plain = patterned(small);
        QByteArray a(full, '\0');
        QByteArray b(full, '\0');
        QVERIFY(first->encryptSegment(1, false, reinterpret_cast<const uchar*>(plain.constData()), small,
                                      reinterpret_cast<uchar*>(a.data())));
        QVERIFY(again->encryptSegment(1, false, reinterpret_cast<const uchar*>(plain.constData()), small,
                                      reinterpret_cast<uchar*>(b.data())));
        QCOMPARE(a, b);
        QVERIFY(!StreamEncryptor::resume(fixedKey('\x09'), first->headerBytes(), &error));
        QCOMPARE(error.failure, CryptoFailure::WrongKey);
    }

    void everyHeaderBitFlipIsRejected() {
        const TenantKey key = TenantKey::generate();
        const QByteArray plain = patterned(small + 10);
        const QByteArray cipher = encrypt(key, plain, small);
        for (int byte = 0; byte < EncryptionHeader::size; ++byte) {
            for (int bit = 0; bit < 8; ++bit) {
                QByteArray bad = cipher;
                bad[byte] = char(bad[byte] ^ (1 << bit));
                const Outcome out = decrypt(key, bad);
                if (!out.error.isError())
                    QFAIL(qPrintable(QStringLiteral("flipping bit %1 of header byte %2 went unnoticed")
                                         .arg(bit)
                                         .arg(byte)));
                QVERIFY(out.plain.isEmpty());
                // Outside the key id, a flip is damage; inside it, the file names another key.
                if (byte >= 24 && byte < 40)
                    QCOMPARE(out.error.failure, CryptoFailure::WrongKey);
                else if (byte >= 12)
                    QVERIFY2(out.error.failure == CryptoFailure::TamperedHeader ||
                                 out.error.failure == CryptoFailure::Unsupported,
                             qPrintable(out.error.message));
            }
        }
    }

    void tampering_data() {
        QTest::addColumn<QByteArray>("cipher");
        QTest::addColumn<int>("failure");
        QTest::addColumn<bool>("sizeKnown");
        const TenantKey key = fixedKey('\x05');
        for (bool known : {true, false}) {
            const QByteArray c = encrypt(key, patterned(3 * small + 100), small, known);
            const qsizetype s0 = EncryptionHeader::size;
            const char* tag = known ? "" : " (pipe)";
            const int tampered = int(CryptoFailure::TamperedSegment);
            const int truncated = int(CryptoFailure::Truncated);
            QByteArray flipped = c;
            flipped[s0 + full + 5] = char(flipped[s0 + full + 5] ^ 0x40);
            QTest::addRow("segment bit flipped%s", tag) << flipped << tampered << known;
            QByteArray tagFlipped = c;
            tagFlipped[s0 + full - 1] = char(tagFlipped[s0 + full - 1] ^ 1);
            QTest::addRow("tag bit flipped%s", tag) << tagFlipped << tampered << known;
            QTest::addRow("truncated at a segment boundary%s", tag)
                << c.left(s0 + 2 * full) << truncated << known;
            QTest::addRow("truncated inside a segment%s", tag)
                << c.left(s0 + 2 * full + 50) << (known ? truncated : tampered) << known;
            QTest::addRow("final segment dropped%s", tag) << c.left(s0 + 3 * full) << truncated << known;
            QTest::addRow("header only%s", tag) << c.left(s0) << truncated << known;
            QTest::addRow("cut inside the header%s", tag) << c.left(60) << truncated << known;
            QTest::addRow("segment dropped%s", tag)
                << (c.left(s0 + full) + c.mid(s0 + 2 * full)) << tampered << known;
            QTest::addRow("segment duplicated%s", tag)
                << (c.left(s0 + 2 * full) + c.mid(s0 + full, full) + c.mid(s0 + 2 * full)) << tampered
                << known;
            QTest::addRow("segments swapped%s", tag)
                << (c.left(s0) + c.mid(s0 + full, full) + c.mid(s0, full) + c.mid(s0 + 2 * full)) << tampered
                << known;
            QTest::addRow("trailing garbage%s", tag)
                << (c + QByteArray("garbage")) << (known ? int(CryptoFailure::TrailingData) : tampered)
                << known;
        }
        // The final flag: a stream whose last segment was sealed as a middle one, and a middle
        // segment sealed as final, made with a real key through the public encryptor.
        CryptoError error;
        auto enc = StreamEncryptor::create(key, EncryptionHeader::unknownSize, &error, small);
        const QByteArray plain = patterned(2 * small);
        QByteArray s0(full, '\0');
        QByteArray s1(full, '\0');
        enc->encryptSegment(0, false, reinterpret_cast<const uchar*>(plain.constData()), small,
                            reinterpret_cast<uchar*>(s0.data()));
        enc->encryptSegment(1, false, reinterpret_cast<const uchar*>(plain.constData() + small), small,
                            reinterpret_cast<uchar*>(s1.data()));
        QTest::addRow("missing final flag")
            << (enc->headerBytes() + s0 + s1) << int(CryptoFailure::Truncated) << false;
        QByteArray early(full, '\0');
        enc->encryptSegment(0, true, reinterpret_cast<const uchar*>(plain.constData()), small,
                            reinterpret_cast<uchar*>(early.data()));
        QTest::addRow("final flag on a middle segment")
            << (enc->headerBytes() + early + s1) << int(CryptoFailure::TamperedSegment) << false;
        QByteArray emptyFinal(16, '\0');
        enc->encryptSegment(1, true, nullptr, 0, reinterpret_cast<uchar*>(emptyFinal.data()));
        QTest::addRow("empty final segment after a full one")
            << (enc->headerBytes() + s0 + emptyFinal) << int(CryptoFailure::TamperedSegment) << false;
        QTest::addRow("not encrypted at all") << QByteArray("just some text, not a ClusterDesk file")
                                              << int(CryptoFailure::NotEncrypted) << true;
    }
    void tampering() {
        QFETCH(QByteArray, cipher);
        QFETCH(int, failure);
        const Outcome out = decrypt(fixedKey('\x05'), cipher, full); // whole segments at a time
        QCOMPARE(int(out.error.failure), failure);
        QVERIFY(!out.error.message.isEmpty());
        // Nothing from the failing segment on is released.
        if (out.error.segment >= 0)
            QCOMPARE(out.plain.size(), qsizetype(out.error.segment) * qsizetype(small));
    }

    void wrongKeyNamesTheExpectedKey() {
        const TenantKey right = fixedKey('\x07');
        const TenantKey wrong = fixedKey('\x08');
        const Outcome out = decrypt(wrong, encrypt(right, "secret", small));
        QCOMPARE(out.error.failure, CryptoFailure::WrongKey);
        QVERIFY2(out.error.message.contains(right.fingerprint()), qPrintable(out.error.message));
        QVERIFY(out.plain.isEmpty());
    }

    void failedFileDecryptionLeavesNothing() {
        QTemporaryDir dir;
        const TenantKey key = TenantKey::generate();
        QFile file(dir.filePath(QStringLiteral("data.enc")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray cipher = encrypt(key, patterned(5 * small), EncryptionHeader::minSegmentSize);
        cipher[cipher.size() - 3] = char(cipher[cipher.size() - 3] ^ 1); // the final segment
        file.write(cipher);
        file.close();
        const QString target = dir.filePath(QStringLiteral("data.bin"));
        CryptoError error;
        QVERIFY(!FileCrypt::decryptFile(file.fileName(), target, key, &error));
        QCOMPARE(error.failure, CryptoFailure::TamperedSegment);
        QVERIFY(!QFile::exists(target));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void keyFileRoundTrip() {
        const TenantKey key = TenantKey::generate();
        const KeyFile::Cost cheap{12, 8, 1};
        const QByteArray file = KeyFile::write(key, "correct horse", cheap);
        QCOMPARE(file.size(), KeyFile::size);
        CryptoError error;
        QCOMPARE(KeyFile::read(file, "correct horse", &error).id(), key.id());
        QVERIFY(KeyFile::read(file, "wrong horse", &error).isNull());
        QCOMPARE(error.failure, CryptoFailure::WrongPassphrase);
        QCOMPARE(*KeyFile::keyIdOf(file, &error), key.id());
        for (int byte = 0; byte < KeyFile::size; byte += 3) {
            QByteArray bad = file;
            bad[byte] = char(bad[byte] ^ 0x10);
            QVERIFY2(KeyFile::read(bad, "correct horse", &error).isNull(), qPrintable(QString::number(byte)));
        }
        // A hostile work factor is refused before scrypt runs.
        QByteArray greedy = file;
        greedy[10] = char(30);
        QVERIFY(KeyFile::read(greedy, "correct horse", &error).isNull());
        QCOMPARE(error.failure, CryptoFailure::Unsupported);
        QVERIFY(KeyFile::read(file.left(50), "correct horse", &error).isNull());
        QCOMPARE(error.failure, CryptoFailure::BadKey);
    }

    // Past 4 GiB: a sparse file with marks beyond the 32-bit boundary, encrypted and decrypted in
    // one stream without touching the disk for the ciphertext.
    void sparseFilePastFourGiB() {
        if (qEnvironmentVariableIsSet("CLUSTERDESK_SKIP_LARGE"))
            QSKIP("CLUSTERDESK_SKIP_LARGE is set");
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("sparse.bin")));
        QVERIFY(file.open(QIODevice::ReadWrite));
        const qint64 size = (qint64(4) << 30) + (qint64(3) << 20) + 5;
        QVERIFY(file.resize(size));
        for (qint64 at : {qint64(0), (qint64(4) << 30) - 2, (qint64(4) << 30) + 1, size - 9}) {
            QVERIFY(file.seek(at));
            file.write("MARK", 4);
        }
        QVERIFY(file.seek(0));

        // The plaintext that comes out is zeros except the marks, each where it was written.
        qint64 at = 0;
        QList<qint64> marksSeen;
        StreamDecryptor decryptor(key(), [&](const unsigned char* data, std::size_t n) {
            const unsigned char* end = data + n;
            for (const unsigned char* p = std::find_if(data, end, [](unsigned char c) { return c != 0; });
                 p != end; p = std::find_if(p + 1, end, [](unsigned char c) { return c != 0; })) {
                if (*p == 'M')
                    marksSeen.append(at + (p - data));
            }
            at += qint64(n);
            return true;
        });
        DecryptingDevice sink(decryptor);
        sink.open(QIODevice::WriteOnly);
        CryptoError error;
        QVERIFY2(FileCrypt::encrypt(file, quint64(size), sink, key(), &error), qPrintable(error.message));
        QVERIFY2(decryptor.finish(), qPrintable(decryptor.error().message));
        QCOMPARE(decryptor.plaintextBytes(), quint64(size));
        QCOMPARE(sink.written, qint64(EncryptionHeader::ciphertextSize(
                                   quint64(size), EncryptionHeader::defaultSegmentSize)));
        QCOMPARE(marksSeen, (QList<qint64>{0, (qint64(4) << 30) - 2, (qint64(4) << 30) + 1, size - 9}));
    }

private:
    static const TenantKey& key() {
        static const TenantKey k = TenantKey::generate();
        return k;
    }
    // Ciphertext written here goes straight into a decryptor.
    class DecryptingDevice final : public QIODevice {
    public:
        explicit DecryptingDevice(StreamDecryptor& d)
            : m_decryptor(d) {}
        qint64 written = 0;

    protected:
        qint64 readData(char*, qint64) override { return -1; }
        qint64 writeData(const char* data, qint64 size) override {
            written += size;
            return m_decryptor.feed(data, std::size_t(size)) ? size : -1;
        }

    private:
        StreamDecryptor& m_decryptor;
    };
};

QTEST_GUILESS_MAIN(TestCrypto)
#include "tst_crypto.moc"
