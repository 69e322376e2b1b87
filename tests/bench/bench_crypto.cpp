// Encryption speed, one thread: ClusterDesk's segment encryption against `openssl speed -evp
// aes-256-gcm` at 1 MiB, measured in the same run; then clusterdesk-crypt against age on the same
// 2 GiB file, both as processes reading the file and writing to /dev/null.
// Usage: bench_crypto [GiB for the file comparison, default 2]
#include "crypto/StreamEncryptor.h"
#include "crypto/TenantKey.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdio>
#include <vector>

using namespace cd::crypto;

namespace {

double ourGcmBytesPerSecond() {
    CryptoError error;
    auto encryptor = StreamEncryptor::create(TenantKey::generate(), EncryptionHeader::unknownSize, &error);
    const std::size_t segment = encryptor->segmentSize();
    std::vector<unsigned char> in(segment);
    std::vector<unsigned char> out(segment + 16);
    QRandomGenerator(1).fillRange(reinterpret_cast<quint32*>(in.data()), in.size() / 4);
    // Three seconds of segments, like openssl speed's default measuring time.
    QElapsedTimer t;
    t.start();
    std::uint64_t index = 0;
    while (t.elapsed() < 3000) {
        for (int i = 0; i < 64; ++i)
            encryptor->encryptSegment(index++, false, in.data(), segment, out.data());
    }
    return double(index) * double(segment) / (double(t.nsecsElapsed()) / 1e9);
}

double opensslBytesPerSecond() {
    QProcess p;
    p.start(QStringLiteral("openssl"),
            {QStringLiteral("speed"), QStringLiteral("-evp"), QStringLiteral("aes-256-gcm"),
             QStringLiteral("-bytes"), QStringLiteral("1048576"), QStringLiteral("-seconds"),
             QStringLiteral("3")});
    p.waitForFinished(60000);
    // The last line: "AES-256-GCM   3803136.00k" (1000s of bytes per second).
    const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
    const QRegularExpression re(QStringLiteral("(?:aes-256-gcm|AES-256-GCM)\\s+([0-9.]+)k\\s*$"),
                                QRegularExpression::MultilineOption |
                                    QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(out);
    return m.hasMatch() ? m.captured(1).toDouble() * 1000.0 : 0;
}

double runSeconds(const QString& program, const QStringList& args, const QProcessEnvironment& env, bool* ok) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    *ok = p.waitForFinished(600000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    return double(t.nsecsElapsed()) / 1e9;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    const int gib = argc > 1 ? std::max(1, atoi(argv[1])) : 2;

    const double ours = ourGcmBytesPerSecond();
    const double openssl = opensslBytesPerSecond();
    std::printf("| figure | result | target |\n|---|---|---|\n");
    std::printf("| AES-256-GCM, 1 MiB segments, one thread: ClusterDesk | %.0f MB/s | |\n", ours / 1e6);
    std::printf("| `openssl speed -evp aes-256-gcm -bytes 1048576`, same run | %.0f MB/s | |\n",
                openssl / 1e6);
    std::printf("| ratio ClusterDesk / openssl | %.0f %% | at least 70 %% |\n",
                openssl > 0 ? 100.0 * ours / openssl : 0.0);

    // The same file for both tools; random bytes, written once.
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/cd-bench-XXXXXX"));
    const QString path = dir.filePath(QStringLiteral("data.bin"));
    {
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        QByteArray block(64 << 20, Qt::Uninitialized);
        QRandomGenerator(7).fillRange(reinterpret_cast<quint32*>(block.data()), block.size() / 4);
        for (int i = 0; i < gib * 16; ++i) {
            block[i] = char(i); // no two blocks alike
            f.write(block);
        }
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLUSTERDESK_KEY"),
               QString::fromLatin1(TenantKey::generate().raw().toByteArray().toBase64()));
    const QString crypt = QStringLiteral(CLUSTERDESK_CRYPT_PATH);
    bool ok = false;
    // Warm the page cache first so neither tool pays for the disk.
    runSeconds(QStringLiteral("cat"), {path}, env, &ok);
    const double cdSeconds = runSeconds(crypt, {QStringLiteral("encrypt"), path}, env, &ok);
    const bool cdOk = ok;
    QProcess keygen;
    keygen.start(QStringLiteral("age-keygen"), {});
    keygen.waitForFinished();
    const QRegularExpression pub(QStringLiteral("public key: (age1[0-9a-z]+)"));
    const QString recipient =
        pub.match(QString::fromLatin1(keygen.readAllStandardError() + keygen.readAllStandardOutput()))
            .captured(1);
    double ageSeconds = 0;
    bool ageOk = false;
    if (!recipient.isEmpty())
        ageSeconds = runSeconds(QStringLiteral("age"), {QStringLiteral("-r"), recipient, path}, env, &ageOk);
    const double bytes = double(gib) * double(1 << 30);
    std::printf("| clusterdesk-crypt encrypt, %d GiB file to /dev/null | %.2f s (%.0f MB/s)%s | |\n", gib,
                cdSeconds, bytes / cdSeconds / 1e6, cdOk ? "" : " FAILED");
    if (recipient.isEmpty())
        std::printf("| age, same file | not installed | |\n");
    else
        std::printf("| age -r, same file to /dev/null | %.2f s (%.0f MB/s)%s | |\n", ageSeconds,
                    bytes / ageSeconds / 1e6, ageOk ? "" : " FAILED");
    if (!recipient.isEmpty())
        std::printf("| age time / clusterdesk-crypt time | %.1fx | above 1 (faster than age) |\n",
                    ageSeconds / cdSeconds);
    return 0;
}
