#include "DatasetDownload.h"

#include "BlockingCall.h"

#include "crypto/EncryptionHeader.h"
#include "crypto/StreamDecryptor.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <memory>

namespace cd {

QString DatasetDownload::run(const Job& job) {
    QSaveFile out(job.destination);
    if (!out.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(job.destination, out.errorString());
    std::unique_ptr<crypto::StreamDecryptor> decryptor;
    auto sink = [&out](const unsigned char* data, std::size_t size) {
        return out.write(reinterpret_cast<const char*>(data), qint64(size)) == qint64(size);
    };
    qint64 at = 0;
    while (at < job.sizeBytes) {
        if (job.cancel && job.cancel->load()) {
            out.cancelWriting();
            return tr("Cancelled.");
        }
        Request r;
        r.path = "/v1/datasets/" + job.datasetId.toUtf8() + "/content";
        const qint64 last = std::min(job.sizeBytes, at + rangeSize) - 1;
        r.headers.set("Range", "bytes=" + QByteArray::number(at) + '-' + QByteArray::number(last));
        r.safeToRepeat = true;
        Response response;
        for (int attempt = 0; attempt < 4; ++attempt) {
            response = BlockingCall::send(*job.transport, job.authorize(r), job.cancel);
            if (response.status == 206 || response.status == 200 ||
                (!response.isTransportFailure() && response.status < 500))
                break;
        }
        if (response.status != 206 || response.body.isEmpty()) {
            out.cancelWriting();
            return response.isTransportFailure() ? tr("The download failed: %1").arg(response.failure.detail)
                                                 : tr("The platform answered HTTP %1 for bytes %2 to %3.")
                                                       .arg(response.status)
                                                       .arg(at)
                                                       .arg(last);
        }
        if (!job.encrypted) {
            if (!sink(reinterpret_cast<const unsigned char*>(response.body.constData()),
                      std::size_t(response.body.size()))) {
                out.cancelWriting();
                return tr("Cannot write %1: %2").arg(job.destination, out.errorString());
            }
        } else {
            if (!decryptor) {
                // The header names the key; pick it from the keyring before anything is decrypted.
                crypto::CryptoError error;
                const auto header = crypto::EncryptionHeader::parse(
                    response.body.left(crypto::EncryptionHeader::size), &error);
                if (!header) {
                    out.cancelWriting();
                    return error.message;
                }
                const crypto::TenantKey* key = nullptr;
                for (const crypto::TenantKey& k : job.keys) {
                    if (k.id() == header->keyId)
                        key = &k;
                }
                if (!key) {
                    out.cancelWriting();
                    QStringList have;
                    for (const crypto::TenantKey& k : job.keys)
                        have.append(k.fingerprint());
                    return tr("This dataset was encrypted with key %1, which this computer does not have (it "
                              "has %2). "
                              "Import that key first.")
                        .arg(crypto::TenantKey::fingerprintOf(header->keyId),
                             have.isEmpty() ? tr("none") : have.join(QStringLiteral(", ")));
                }
                decryptor = std::make_unique<crypto::StreamDecryptor>(*key, sink);
            }
            if (!decryptor->feed(response.body.constData(), std::size_t(response.body.size()))) {
                out.cancelWriting();
                return decryptor->error().message;
            }
        }
        at += response.body.size();
        if (job.progress)
            job.progress(at, job.sizeBytes);
    }
    if (decryptor && !decryptor->finish()) {
        out.cancelWriting();
        return decryptor->error().message;
    }
    if (job.encrypted && !decryptor) {
        out.cancelWriting();
        return tr("The dataset is empty; there is nothing to decrypt.");
    }
    if (!out.commit())
        return tr("Cannot write %1: %2").arg(job.destination, out.errorString());
    return {};
}

} // namespace cd
