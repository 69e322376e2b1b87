#include "DatasetDownload.h"

#include "RangeWindow.h"
#include "UploadLog.h"

#include "core/ErrorText.h"
#include "crypto/EncryptionHeader.h"
#include "crypto/StreamDecryptor.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <memory>

namespace cd {

QString DatasetDownload::run(const Job& job, bool* verified) {
    if (verified)
        *verified = false;
    QSaveFile out(job.destination);
    if (!out.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(job.destination, out.errorString());
    std::unique_ptr<crypto::StreamDecryptor> decryptor;
    auto sink = [&out](const unsigned char* data, std::size_t size) {
        return out.write(reinterpret_cast<const char*>(data), qint64(size)) == qint64(size);
    };
    // A full disk is the likely cause and has a remedy; say so rather than quote the system.
    const auto cannotWrite = [&out, &job] {
        return out.error() == QFileDevice::ResourceError
                   ? tr("There is not enough space on the disk to save %1. Free some space, then download "
                        "again.")
                         .arg(job.destination)
                   : tr("Cannot write %1: %2").arg(job.destination, out.errorString());
    };
    // Decided by the first bytes, not by the platform's word: content with the format's magic is
    // always decrypted and checked; plain content is taken only when nothing says it should not be.
    bool encrypted = job.encrypted;
    RangeWindow window({job.transport, job.authorize, "/v1/datasets/" + job.datasetId.toUtf8() + "/content",
                        job.sizeBytes, rangeSize, job.connections, job.cancel});
    qint64 first = 0;
    qint64 last = 0;
    Response response;
    while (window.next(&first, &last, &response)) {
        if (job.cancel && job.cancel->load()) {
            out.cancelWriting();
            return tr("Cancelled.");
        }
        // Exactly the range asked for: a shorter or longer answer would shift every byte after it.
        if (response.status == 206 && response.body.size() != last - first + 1) {
            out.cancelWriting();
            return tr("The platform sent %1 bytes for bytes %2 to %3 of the dataset; it was not downloaded.")
                .arg(response.body.size())
                .arg(first)
                .arg(last);
        }
        if (response.status != 206) {
            out.cancelWriting();
            // The network library's words go to the log; the person reads what to do.
            if (response.isTransportFailure())
                qCInfo(lcUpload).noquote() << "download" << job.datasetId
                                           << "failed:" << response.failure.code << response.failure.detail;
            return response.isTransportFailure() ? ErrorText::sentence(response.failure)
                                                 : tr("The platform answered HTTP %1 for bytes %2 to %3.")
                                                       .arg(response.status)
                                                       .arg(first)
                                                       .arg(last);
        }
        if (first == 0) {
            encrypted = response.body.startsWith(crypto::EncryptionHeader::magic);
            if (!encrypted && job.uploadedEncrypted) {
                out.cancelWriting();
                return tr("This dataset was uploaded encrypted from this computer, but the platform now "
                          "serves it unencrypted. It was not downloaded: its content may have been "
                          "replaced.");
            }
            if (!encrypted && job.encrypted) {
                out.cancelWriting();
                return tr("The platform says this dataset is encrypted, but its content is not in "
                          "ClusterDesk's format. It was not downloaded.");
            }
        }
        if (!encrypted) {
            if (!sink(reinterpret_cast<const unsigned char*>(response.body.constData()),
                      std::size_t(response.body.size()))) {
                const QString message = cannotWrite();
                out.cancelWriting();
                return message;
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
                const QString message =
                    out.error() != QFileDevice::NoError ? cannotWrite() : decryptor->error().message;
                out.cancelWriting();
                return message;
            }
        }
        if (job.progress)
            job.progress(last + 1, job.sizeBytes);
    }
    if (decryptor && !decryptor->finish()) {
        const QString message =
            out.error() != QFileDevice::NoError ? cannotWrite() : decryptor->error().message;
        out.cancelWriting();
        return message;
    }
    if ((job.encrypted || job.uploadedEncrypted) && !decryptor) {
        out.cancelWriting();
        return tr("The dataset is empty; there is nothing to decrypt.");
    }
    if (!out.commit())
        return cannotWrite();
    if (verified)
        *verified = decryptor != nullptr;
    return {};
}

} // namespace cd
