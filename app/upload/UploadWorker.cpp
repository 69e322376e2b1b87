#include "UploadWorker.h"

#include "BlockingCall.h"
#include "ChunkLayout.h"
#include "FolderBundle.h"
#include "UploadJournal.h"
#include "UploadLog.h"

#include "api/DatasetDecoder.h"
#include "api/ResponseErrors.h"
#include "core/ErrorText.h"

#include "crypto/Digest.h"
#include "crypto/EncryptionHeader.h"
#include "crypto/SecretBytes.h"
#include "crypto/StreamEncryptor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUuid>

namespace cd {

using crypto::EncryptionHeader;
using crypto::StreamEncryptor;

namespace {

constexpr int maxRestarts = 3;

QByteArray chained(const QByteArray& chain, const QByteArray& tag) {
    return crypto::Digest::of(crypto::Digest::Algorithm::Sha256, chain + tag);
}

// What went wrong, in the person's language (the network library's and the platform's own words
// are English, and go to the log for a support ticket).
QString describe(const Response& r) {
    const Error error = errorFromResponse(r);
    qCInfo(lcUpload).noquote() << "platform or network:" << error.code << error.detail;
    return ErrorText::sentence(error);
}

// The problem's detail when the platform sent one (RFC 9457), so the person reads its reason.
QString problemDetail(const Response& r) {
    const QString said = platformDetail(r);
    return said.isEmpty() ? describe(r) : said;
}

} // namespace

UploadWorker::UploadWorker(Context context)
    : m_context(std::move(context))
    , m_pacer(m_context.stop, m_context.bandwidth, m_context.report) {}

UploadWorker::~UploadWorker() = default;

void UploadWorker::save(UploadJob& job) {
    QString error;
    m_context.journal->save(job, &error);
}

Response UploadWorker::send(Request request) {
    return BlockingCall::send(*m_context.transport, m_context.authorize(std::move(request)), m_context.stop);
}

UploadWorker::Step UploadWorker::fail(UploadJob& job, const QString& message) {
    qCWarning(lcUpload).noquote() << "upload" << job.id << "failed:" << message;
    job.state = UploadState::Failed;
    job.error = message;
    save(job);
    m_context.report(job, message);
    return Step::Failed;
}

UploadWorker::Ending UploadWorker::run(UploadJob& job) {
    job.error.clear();
    for (;;) {
        Step step = Step::Continue;
        if (job.folder && job.payloadPath.isEmpty())
            step = bundle(job);
        if (step == Step::Continue)
            step = prepare(job);
        if (step == Step::Continue && job.uploadPath.isEmpty())
            step = create(job);
        if (step == Step::Continue)
            step = transfer(job);
        if (step == Step::Continue)
            step = verify(job);
        switch (step) {
        case Step::Done:
        case Step::Continue:
            return Ending::Done;
        case Step::Failed:
            return Ending::Failed;
        case Step::Stopped:
            return Ending::Stopped;
        case Step::Restart:
            if (++m_restarts > maxRestarts) {
                fail(job, tr("The platform lost this upload %1 times; giving up.").arg(maxRestarts));
                return Ending::Failed;
            }
            job.header.clear(); // a new attempt is a new header: never the same key and nonce twice
            continue;
        }
    }
}

UploadWorker::Step UploadWorker::bundle(UploadJob& job) {
    job.state = UploadState::Bundling;
    save(job);
    m_context.report(job, {});
    QDir().mkpath(m_context.bundleDir);
    const QString output =
        QDir(m_context.bundleDir).filePath(QStringLiteral("bundle-%1.tar.zst").arg(job.id));
    FolderBundler bundler(job.source, output);
    bundler.setCancelCheck([this] { return stopping(); });
    bundler.setProgress([this, &job](qint64 done, qint64 total) {
        m_context.report(job, QStringLiteral("bundle %1/%2").arg(done).arg(total));
    });
    const BundleOutcome outcome = bundler.run();
    if (outcome.cancelled)
        return Step::Stopped;
    if (!outcome.ok())
        return fail(job, outcome.error);
    job.leftOut.clear();
    for (const BundleExclusion& e : outcome.report.excluded)
        job.leftOut.append(e.path + QStringLiteral(" — ") + e.reason);
    job.payloadPath = output;
    save(job);
    return Step::Continue;
}

UploadWorker::Step UploadWorker::prepare(UploadJob& job) {
    const QFileInfo info(job.payloadPath);
    if (!info.exists() || !info.isFile())
        return fail(job, tr("%1 is gone; it cannot be uploaded.").arg(job.payloadPath));
    const qint64 size = info.size();
    const qint64 mtime = info.lastModified().toMSecsSinceEpoch();
    m_file = std::make_unique<QFile>(job.payloadPath);
    if (!m_file->open(QIODevice::ReadOnly))
        return fail(job, tr("Cannot read %1: %2").arg(job.payloadPath, m_file->errorString()));
    m_running = std::make_unique<crypto::Digest>();
    m_runningEnd = 0;
    m_chain.clear();
    // The file changed since this upload began (or nothing began yet): start over with a new
    // header. Re-encrypting changed content under the old key and nonces would break GCM.
    if (job.header.isEmpty() && job.encrypted)
        return startFresh(job, size, mtime);
    if (job.uploadLength < 0 || size != job.plainSize || mtime != job.mtimeMs)
        return startFresh(job, size, mtime);
    if (job.encrypted) {
        crypto::CryptoError error;
        m_encryptor = StreamEncryptor::resume(m_context.key, job.header, &error);
        // Begun under a key that is no longer current (one was imported since): the rest cannot
        // be encrypted to match, so the file goes again under the current key.
        if (!m_encryptor && error.failure == crypto::CryptoFailure::WrongKey)
            return startFresh(job, size, mtime);
        if (!m_encryptor)
            return fail(job, error.message);
    }
    m_layout = std::make_unique<ChunkLayout>(job.encrypted, size,
                                             job.encrypted ? qint64(m_encryptor->segmentSize())
                                                           : qint64(EncryptionHeader::defaultSegmentSize));
    return Step::Continue;
}

UploadWorker::Step UploadWorker::startFresh(UploadJob& job, qint64 size, qint64 mtimeMs) {
    if (!job.uploadPath.isEmpty()) {
        // The old upload cannot be finished with this content; free the platform's space. If it
        // had finished (409), the dataset it became holds the old content and goes too.
        if (send(TusProtocol::terminate(job.uploadPath)).status == 409)
            send(TusProtocol::deleteDataset(job.uploadPath));
        job.uploadPath.clear();
    }
    job.plainSize = size;
    job.mtimeMs = mtimeMs;
    if (job.encrypted) {
        crypto::CryptoError error;
        m_encryptor = StreamEncryptor::create(m_context.key, quint64(size), &error);
        if (!m_encryptor)
            return fail(job, error.message);
        job.header = m_encryptor->headerBytes();
    }
    m_layout =
        std::make_unique<ChunkLayout>(job.encrypted, size, qint64(EncryptionHeader::defaultSegmentSize));
    job.uploadLength = m_layout->uploadLength();
    job.idempotencyKey = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    job.confirmedOffset = 0;
    job.tagChain.clear();
    job.chainSegments = 0;
    job.state = UploadState::Uploading;
    save(job); // before the POST: a crash after it re-sends the same Idempotency-Key
    qCInfo(lcUpload).noquote() << "upload" << job.id << "starts with a new header:" << size << "bytes,"
                               << (job.encrypted ? "encrypted" : "not encrypted");
    return Step::Continue;
}

UploadWorker::Step UploadWorker::create(UploadJob& job) {
    job.state = UploadState::Uploading;
    for (;;) {
        if (stopping())
            return Step::Stopped;
        // Which checksum the server verifies (the tus checksum extension), asked once.
        const Response caps = send(TusProtocol::options("/v1/uploads"));
        if (const auto c = TusProtocol::readCapabilities(caps))
            m_checksumAlgorithm = c->checksumAlgorithms.contains(u"sha256") ? "sha256"
                                  : c->checksumAlgorithms.contains(u"sha1") ? "sha1"
                                                                            : QByteArray();
        TusMetadata metadata;
        metadata.set("dataset", job.datasetName);
        metadata.set("filename", job.fileName);
        metadata.set("encryption", job.encrypted ? QString::fromLatin1(EncryptionHeader::formatId)
                                                 : QStringLiteral("none"));
        if (job.encrypted)
            metadata.set("key_id", QString::fromLatin1(m_context.key.id().toHex()));
        const Response r =
            send(TusProtocol::create("/v1/uploads", job.uploadLength, metadata, job.idempotencyKey));
        switch (TusProtocol::classify(r)) {
        case TusProtocol::Outcome::Ok: {
            const auto location = TusProtocol::readLocation(r, m_context.baseUrl);
            if (!location)
                return fail(job, tr("The platform accepted the upload but did not say where it is."));
            job.uploadPath = *location;
            m_pacer.succeeded();
            save(job);
            qCInfo(lcUpload).noquote() << "upload" << job.id << "created at" << job.uploadPath;
            return Step::Continue;
        }
        case TusProtocol::Outcome::Retry:
            if (!m_pacer.backOff(job, describe(r)))
                return stopping() ? Step::Stopped : fail(job, describe(r));
            continue;
        default:
            if (r.isTransportFailure() && r.failure.kind == ErrorKind::Cancelled)
                return Step::Stopped;
            return fail(job, tr("The platform refused the upload: %1").arg(problemDetail(r)));
        }
    }
}

bool UploadWorker::buildChunk(UploadJob& job, qint64 chunk, QByteArray* out, QByteArray* tag) {
    const qint64 plain = m_layout->plainSize(chunk);
    const qint64 headerPart = chunk == 0 && job.encrypted ? EncryptionHeader::size : 0;
    const qint64 tagPart = job.encrypted ? EncryptionHeader::tagSize : 0;
    QByteArray buffer(qsizetype(headerPart + plain), Qt::Uninitialized);
    if (!m_file->seek(m_layout->plainStart(chunk)) ||
        m_file->read(buffer.data() + headerPart, plain) != plain)
        return false;
    if (!job.encrypted) {
        *out = std::move(buffer);
        return true;
    }
    out->resize(qsizetype(headerPart + plain + tagPart));
    if (headerPart)
        memcpy(out->data(), job.header.constData(), std::size_t(headerPart));
    auto* data = reinterpret_cast<unsigned char*>(out->data() + headerPart);
    if (!m_encryptor->encryptSegment(quint64(chunk), m_layout->isLast(chunk),
                                     reinterpret_cast<const unsigned char*>(buffer.constData() + headerPart),
                                     std::size_t(plain), data))
        return false;
    if (tag)
        *tag = out->right(EncryptionHeader::tagSize);
    return true;
}

bool UploadWorker::replay(UploadJob& job, qint64 chunks, bool* sourceChanged) {
    *sourceChanged = false;
    const qint64 stored = job.encrypted ? std::min(job.chainSegments, m_layout->chunkCount()) : 0;
    const qint64 upto = std::max(chunks, stored);
    QByteArray chunk;
    QByteArray tag;
    QByteArray chain;
    QByteArray chainAtStored;
    QByteArray chainAtChunks;
    for (qint64 i = 0; i < upto; ++i) {
        if (stopping())
            return false;
        if (!buildChunk(job, i, &chunk, &tag))
            return false;
        if (i < chunks)
            m_running->add(chunk.constData(), chunk.size());
        if (job.encrypted)
            chain = chained(chain, tag);
        if (i + 1 == stored)
            chainAtStored = chain;
        if (i + 1 == chunks)
            chainAtChunks = chain;
    }
    m_runningEnd = m_layout->chunkStart(chunks);
    if (stored > 0 && chainAtStored != job.tagChain) {
        *sourceChanged = true;
        return false;
    }
    m_chain = chainAtChunks;
    return true;
}

UploadWorker::Step UploadWorker::transfer(UploadJob& job) {
    job.state = UploadState::Uploading;
    save(job);
    m_context.report(job, {});
    int checksumFailures = 0;
    qint64 chainSegments = job.chainSegments;
    QByteArray chain;
    bool replayed = false;
    for (;;) {
        if (stopping())
            return Step::Stopped;
        // Where the server stands is the truth, whatever the journal says.
        const Response head = send(TusProtocol::head(job.uploadPath));
        const auto outcome = TusProtocol::classify(head);
        if (outcome == TusProtocol::Outcome::Gone)
            return Step::Restart;
        if (outcome != TusProtocol::Outcome::Ok) {
            if (outcome == TusProtocol::Outcome::Retry && m_pacer.backOff(job, describe(head)))
                continue;
            if (stopping())
                return Step::Stopped;
            return fail(job, tr("The platform does not answer for this upload: %1").arg(describe(head)));
        }
        const auto offset = TusProtocol::readOffset(head);
        if (!offset || (offset->length >= 0 && offset->length != job.uploadLength))
            return fail(job, tr("The platform's answer about this upload is malformed or for another size."));
        m_pacer.succeeded();
        qint64 at = offset->offset;
        qint64 chunk = m_layout->chunkAt(at);
        if (!replayed || m_runningEnd != m_layout->chunkStart(chunk)) {
            m_running = std::make_unique<crypto::Digest>();
            bool changed = false;
            if (!replay(job, chunk, &changed)) {
                if (changed) {
                    qCInfo(lcUpload).noquote()
                        << "upload" << job.id << "source changed since it was sent; starting over";
                    return Step::Restart;
                }
                return stopping() ? Step::Stopped : fail(job, tr("Cannot read %1.").arg(job.payloadPath));
            }
            replayed = true;
            chain = m_chain;
            chainSegments = job.encrypted ? chunk : 0;
        }
        job.confirmedOffset = at;
        m_context.report(job, {});
        qCInfo(lcUpload).noquote() << "upload" << job.id << "at" << at << "of" << job.uploadLength
                                   << "on the server";
        if (at == job.uploadLength)
            return Step::Continue;

        bool again = false;
        while (chunk < m_layout->chunkCount() && !again) {
            if (stopping()) {
                save(job);
                return Step::Stopped;
            }
            QByteArray bytes;
            QByteArray tag;
            if (!buildChunk(job, chunk, &bytes, &tag))
                return fail(job, tr("Cannot read %1: %2").arg(job.payloadPath, m_file->errorString()));
            // A server that kept part of a chunk: send the rest of it, which is the same bytes.
            const qint64 skip = at - m_layout->chunkStart(chunk);
            const QByteArray body = skip > 0 ? bytes.mid(skip) : bytes;
            QByteArray checksum;
            if (m_checksumAlgorithm == "sha256")
                checksum = "sha256 " + crypto::Digest::of(crypto::Digest::Algorithm::Sha256, body).toBase64();
            else if (m_checksumAlgorithm == "sha1")
                checksum = "sha1 " + crypto::Digest::of(crypto::Digest::Algorithm::Sha1, body).toBase64();
            m_pacer.throttle(body.size());
            const qint64 end = at + body.size();
            if (at < m_highestSent)
                m_resent += std::min(m_highestSent, end) - at;
            m_highestSent = std::max(m_highestSent, end);
            const Response r = send(TusProtocol::patch(job.uploadPath, at, body, checksum));
            switch (TusProtocol::classify(r)) {
            case TusProtocol::Outcome::Ok: {
                const auto now = TusProtocol::readOffset(r);
                if (!now || now->offset != end)
                    return fail(job, tr("The platform confirmed a different offset than was sent."));
                m_running->add(bytes.constData(), bytes.size());
                m_runningEnd = m_layout->chunkEnd(chunk);
                if (job.encrypted) {
                    chain = chained(chain, tag);
                    chainSegments = chunk + 1;
                }
                at = end;
                ++chunk;
                checksumFailures = 0;
                m_pacer.succeeded();
                job.confirmedOffset = at;
                // After every confirmed chunk: the tag chain then covers all the server has,
                // so a resume can tell whether any of it changed at the source.
                job.tagChain = chain;
                job.chainSegments = chainSegments;
                save(job);
                m_context.report(job, {});
                break;
            }
            case TusProtocol::Outcome::ChecksumMismatch:
                if (++checksumFailures > 5)
                    return fail(job, tr("The data keeps arriving damaged at the platform."));
                break; // same chunk again
            case TusProtocol::Outcome::OffsetConflict:
                again = true; // ask where the server stands
                break;
            case TusProtocol::Outcome::Gone:
                return Step::Restart;
            case TusProtocol::Outcome::Retry:
                if (!m_pacer.backOff(job, describe(r)))
                    return stopping() ? Step::Stopped : fail(job, describe(r));
                again = true;
                break;
            case TusProtocol::Outcome::Fatal:
                if (r.isTransportFailure() && r.failure.kind == ErrorKind::Cancelled)
                    return Step::Stopped;
                return fail(job, tr("The platform refused the data: %1").arg(problemDetail(r)));
            }
        }
        job.tagChain = chain;
        job.chainSegments = chainSegments;
        save(job);
        if (!again && chunk >= m_layout->chunkCount())
            replayed = true; // all sent: the next HEAD should confirm the end
    }
}

UploadWorker::Step UploadWorker::verify(UploadJob& job) {
    job.state = UploadState::Verifying;
    save(job);
    m_context.report(job, {});
    const QByteArray expected = m_running->result().toHex();
    const QString datasetId = TusProtocol::datasetId(job.uploadPath);
    for (;;) {
        if (stopping())
            return Step::Stopped;
        Request r;
        r.path = "/v1/datasets/" + datasetId.toUtf8();
        r.safeToRepeat = true;
        const Response response = send(r);
        const auto outcome = TusProtocol::classify(response);
        if (outcome == TusProtocol::Outcome::Retry && m_pacer.backOff(job, describe(response)))
            continue;
        if (outcome != TusProtocol::Outcome::Ok && stopping())
            return Step::Stopped;
        if (outcome != TusProtocol::Outcome::Ok)
            return fail(
                job,
                tr("The upload finished but its dataset cannot be read: %1").arg(problemDetail(response)));
        // The stored size and checksum must be what was sent, byte for byte.
        const Result<Dataset> dataset = DatasetDecoder::dataset(response.body);
        if (!dataset.ok())
            return fail(job, dataset.error().detail);
        const Dataset& d = dataset.value();
        if (d.sizeBytes != job.uploadLength || d.files.size() != 1 ||
            d.files.first().sha256.toLatin1() != expected) {
            // Most likely the source changed where the tag chain could not see it (after the last
            // journal entry); a new upload with a new header sends the file as it is now.
            if (m_restarts == 0)
                return Step::Restart;
            return fail(job, tr("The platform's copy does not match what was sent (size or SHA-256 "
                                "differs). Upload it again."));
        }
        job.datasetId = datasetId;
        job.state = UploadState::Done;
        save(job);
        if (job.folder)
            QFile::remove(job.payloadPath); // the bundle was ours; the dataset has it now
        qCInfo(lcUpload).noquote() << "upload" << job.id << "done: dataset" << datasetId << "verified";
        m_context.report(job, {});
        return Step::Done;
    }
}

} // namespace cd
