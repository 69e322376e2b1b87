#include "CryptTool.h"

#include "EncryptionHeader.h"
#include "FileCrypt.h"
#include "KeyFile.h"
#include "TenantKey.h"

#include <QCommandLineParser>
#include <QFile>
#include <QSaveFile>
#include <QTextStream>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace cd::crypto {

namespace {

QTextStream& err() {
    static QTextStream stream(stderr);
    return stream;
}

int exitFor(CryptoFailure failure) {
    switch (failure) {
    case CryptoFailure::WrongKey:
    case CryptoFailure::WrongPassphrase:
    case CryptoFailure::BadKey:
        return CryptTool::KeyProblem;
    case CryptoFailure::Io:
    case CryptoFailure::Cancelled:
        return CryptTool::IoProblem;
    default:
        return CryptTool::DataProblem;
    }
}

int report(const CryptoError& error) {
    err() << "clusterdesk-crypt: " << error.message << " [" << cryptoFailureName(error.failure) << "]\n";
    err().flush();
    return exitFor(error.failure);
}

// The passphrase from the environment, copied into wiped memory; the environment's own copy is
// the caller's to protect (unset it after use).
SecretBytes passphraseFromEnvironment() {
    const char* value = std::getenv("CLUSTERDESK_PASSPHRASE");
    return value ? SecretBytes(reinterpret_cast<const unsigned char*>(value), std::strlen(value))
                 : SecretBytes();
}

TenantKey loadKey(const QCommandLineParser& parser, int* exitCode) {
    if (parser.isSet(QStringLiteral("key-file"))) {
        QFile file(parser.value(QStringLiteral("key-file")));
        if (!file.open(QIODevice::ReadOnly)) {
            err() << "clusterdesk-crypt: "
                  << CryptTool::tr("cannot read the key file: %1").arg(file.errorString()) << "\n";
            *exitCode = CryptTool::KeyFileProblem;
            return {};
        }
        SecretBytes passphrase;
        if (parser.isSet(QStringLiteral("passphrase-file"))) {
            QFile pass(parser.value(QStringLiteral("passphrase-file")));
            QString error;
            if (!pass.open(QIODevice::ReadOnly) || !CryptTool::readPassphrase(pass, &passphrase, &error)) {
                err() << "clusterdesk-crypt: "
                      << CryptTool::tr("cannot read the passphrase file: %1")
                             .arg(error.isEmpty() ? pass.errorString() : error)
                      << "\n";
                *exitCode = CryptTool::KeyProblem;
                return {};
            }
        } else {
            passphrase = passphraseFromEnvironment();
        }
        if (passphrase.isEmpty()) {
            err() << "clusterdesk-crypt: "
                  << CryptTool::tr("the key file needs its passphrase: set CLUSTERDESK_PASSPHRASE or pass "
                                   "--passphrase-file")
                  << "\n";
            *exitCode = CryptTool::KeyProblem;
            return {};
        }
        CryptoError error;
        // A view of the wiped buffer, not a copy: the passphrase lives in `passphrase` only.
        const QByteArray view = QByteArray::fromRawData(reinterpret_cast<const char*>(passphrase.data()),
                                                        qsizetype(passphrase.size()));
        TenantKey key = KeyFile::read(file.readAll(), view, &error);
        if (key.isNull()) {
            report(error);
            // A wrong passphrase is the person's to fix; anything else is the file itself.
            *exitCode = error.failure == CryptoFailure::WrongPassphrase ? CryptTool::KeyProblem
                                                                        : CryptTool::KeyFileProblem;
        }
        return key;
    }
    QByteArray env = qgetenv("CLUSTERDESK_KEY");
    if (env.isEmpty()) {
        err() << "clusterdesk-crypt: " << CryptTool::tr("no key: pass --key-file FILE or set CLUSTERDESK_KEY")
              << "\n";
        *exitCode = CryptTool::KeyProblem;
        return {};
    }
    TenantKey key = TenantKey::fromBase64(env);
    env.fill('\0');
    if (key.isNull()) {
        err() << "clusterdesk-crypt: " << CryptTool::tr("CLUSTERDESK_KEY is not the base64 of a 32-byte key")
              << "\n";
        *exitCode = CryptTool::KeyProblem;
    }
    return key;
}

bool openInput(QFile& in, const QString& path) {
    if (path.isEmpty() || path == u"-")
        return in.open(stdin, QIODevice::ReadOnly);
    in.setFileName(path);
    return in.open(QIODevice::ReadOnly);
}

int inspect(QFile& in) {
    const QByteArray bytes = in.read(EncryptionHeader::size);
    CryptoError error;
    const auto header = EncryptionHeader::parse(bytes, &error);
    if (!header)
        return report(error);
    QTextStream out(stdout);
    out << "format:         " << QString::fromLatin1(EncryptionHeader::formatId) << "\n"
        << "segment size:   " << header->segmentSize << " bytes\n"
        << "plaintext size: "
        << (header->sizeKnown() ? QString::number(header->plaintextSize) + QStringLiteral(" bytes")
                                : QStringLiteral("unknown (encrypted from a stream)"))
        << "\n";
    if (header->sizeKnown())
        out << "encrypted size: "
            << EncryptionHeader::ciphertextSize(header->plaintextSize, header->segmentSize) << " bytes\n"
            << "segments:       "
            << EncryptionHeader::segmentCount(header->plaintextSize, header->segmentSize) << "\n";
    out << "key:            " << TenantKey::fingerprintOf(header->keyId) << "\n"
        << "(the header is authenticated only when decrypting with the key)\n";
    return CryptTool::Ok;
}

} // namespace

bool CryptTool::readPassphrase(QIODevice& in, SecretBytes* passphrase, QString* error) {
    // Read straight into wiped memory: no QByteArray of the passphrase is ever made.
    constexpr qint64 limit = 64 * 1024;
    SecretBytes buffer(std::size_t(limit + 1));
    qint64 size = 0;
    for (;;) {
        const qint64 n = in.read(reinterpret_cast<char*>(buffer.data()) + size, limit + 1 - size);
        if (n < 0)
            return false;
        if (n == 0)
            break;
        size += n;
        if (size > limit) {
            *error = tr("it is larger than 64 KiB");
            return false;
        }
    }
    while (size > 0 && (buffer.data()[size - 1] == '\n' || buffer.data()[size - 1] == '\r'))
        --size;
    *passphrase = SecretBytes(buffer.data(), std::size_t(size));
    return true;
}

int CryptTool::run(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Encrypts, decrypts and inspects files in ClusterDesk's upload format "
           "(cd-aes256gcm-v1). The key comes from --key-file (an exported key file; its "
           "passphrase from CLUSTERDESK_PASSPHRASE or --passphrase-file) or from "
           "CLUSTERDESK_KEY (base64 of the raw key)."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), tr("encrypt, decrypt or inspect"));
    parser.addPositionalArgument(QStringLiteral("input"), tr("A file, or - (the default) for stdin."));
    parser.addOptions(
        {{{QStringLiteral("o"), QStringLiteral("output")},
          tr("Write to FILE instead of stdout. A file appears only once complete."),
          QStringLiteral("FILE")},
         {QStringLiteral("key-file"), tr("An exported ClusterDesk key file."), QStringLiteral("FILE")},
         {QStringLiteral("passphrase-file"),
          tr("Read the key file's passphrase from FILE: its contents without trailing CR and LF "
             "characters."),
          QStringLiteral("FILE")}});
    parser.process(arguments);
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || positional.size() > 2) {
        err() << parser.helpText();
        err().flush();
        return Usage;
    }
    const QString command = positional[0];
    QFile in;
    if (!openInput(in, positional.value(1))) {
        err() << "clusterdesk-crypt: " << tr("cannot open %1: %2").arg(positional.value(1), in.errorString())
              << "\n";
        return IoProblem;
    }
    if (command == u"inspect")
        return inspect(in);
    if (command != u"encrypt" && command != u"decrypt") {
        err() << "clusterdesk-crypt: "
              << tr("unknown command '%1' (encrypt, decrypt or inspect)").arg(command) << "\n";
        return Usage;
    }
    int exitCode = Ok;
    const TenantKey key = loadKey(parser, &exitCode);
    if (key.isNull())
        return exitCode;

    const QString outPath = parser.value(QStringLiteral("output"));
    QSaveFile saved(outPath);
    QFile stdoutFile;
    QIODevice* out = nullptr;
    if (outPath.isEmpty() || outPath == u"-") {
        stdoutFile.open(stdout, QIODevice::WriteOnly);
        out = &stdoutFile;
    } else {
        if (!saved.open(QIODevice::WriteOnly)) {
            err() << "clusterdesk-crypt: " << tr("cannot write %1: %2").arg(outPath, saved.errorString())
                  << "\n";
            return IoProblem;
        }
        out = &saved;
    }
    CryptoError error;
    const bool ok =
        command == u"encrypt"
            ? FileCrypt::encrypt(in,
                                 in.isSequential() ? EncryptionHeader::unknownSize : std::uint64_t(in.size()),
                                 *out, key, &error)
            : FileCrypt::decrypt(in, *out, key, &error);
    if (!ok) {
        saved.cancelWriting();
        return report(error);
    }
    if (out == &saved && !saved.commit()) {
        err() << "clusterdesk-crypt: " << tr("cannot write %1: %2").arg(outPath, saved.errorString()) << "\n";
        return IoProblem;
    }
    if (stdoutFile.isOpen())
        stdoutFile.flush();
    return Ok;
}

} // namespace cd::crypto
