#include "SequentialTransfer.h"

#include "BandwidthLimit.h"
#include "ChunkLayout.h"
#include "ChunkSource.h"
#include "RefusedPatch.h"
#include "TusProtocol.h"
#include "UploadAnswer.h"
#include "UploadLog.h"

#include "crypto/Digest.h"

namespace cd {

namespace {
// An answer that cannot be read (a byte damaged or cut on the way) is asked for again a few times
// before the upload fails: the request behind it is safe to repeat.
constexpr int unreadableRetries = 2;
} // namespace

SequentialTransfer::SequentialTransfer(Setup setup)
    : m_setup(std::move(setup))
    , m_highestSent(m_setup.highestSent) {}

SequentialTransfer::~SequentialTransfer() = default;

QByteArray SequentialTransfer::sha256Hex() const {
    return m_running ? m_running->result().toHex() : QByteArray();
}

SequentialTransfer::Ending SequentialTransfer::failed(const QString& message) {
    m_message = message;
    return Ending::Failed;
}

QByteArray SequentialTransfer::checksumOf(const QByteArray& body) const {
    if (m_setup.checksumAlgorithm == "sha256")
        return "sha256 " + crypto::Digest::of(crypto::Digest::Algorithm::Sha256, body).toBase64();
    if (m_setup.checksumAlgorithm == "sha1")
        return "sha1 " + crypto::Digest::of(crypto::Digest::Algorithm::Sha1, body).toBase64();
    return {};
}

SequentialTransfer::Ending SequentialTransfer::replay(UploadJob& job, qint64 chunk, QByteArray* chain) {
    m_running = std::make_unique<crypto::Digest>();
    switch (m_setup.chunks->replay(
        job, *m_setup.layout, m_setup.encryptor, chunk, *m_running, [this] { return stopping(); }, chain)) {
    case ChunkSource::Outcome::Ready:
        break;
    case ChunkSource::Outcome::SourceChanged:
        return Ending::SourceChanged;
    case ChunkSource::Outcome::Stopped:
        return Ending::Stopped;
    case ChunkSource::Outcome::Unreadable:
        return failed(tr("Cannot read %1.").arg(job.payloadPath));
    }
    m_runningEnd = m_setup.layout->chunkStart(chunk);
    return Ending::Done;
}

SequentialTransfer::Ending SequentialTransfer::chunkToSend(UploadJob& job, qint64 chunk, QByteArray* bytes,
                                                           QByteArray* tag) {
    switch (m_setup.chunks->next(job, *m_setup.layout, m_setup.encryptor, chunk, bytes, tag)) {
    case ChunkSource::Outcome::Ready:
        break;
    case ChunkSource::Outcome::SourceChanged:
        return Ending::SourceChanged;
    case ChunkSource::Outcome::Unreadable:
    case ChunkSource::Outcome::Stopped:
        return failed(tr("Cannot read %1: %2").arg(job.payloadPath, m_setup.chunks->errorString()));
    }
    if (job.encrypted && (job.pendingSegment != chunk || job.pendingTag != *tag)) {
        job.pendingSegment = chunk;
        job.pendingTag = *tag;
        // Before the PATCH: from now on this nonce is spoken for. Unrecorded (a full disk), a
        // restart could not know it, so nothing goes out.
        if (!m_setup.save(job))
            return failed(tr("The upload queue cannot be saved on this computer; the disk may be full. "
                             "Free some space, then retry the upload."));
    }
    return Ending::Done;
}

SequentialTransfer::Ending SequentialTransfer::send(UploadJob& job) {
    const ChunkLayout& layout = *m_setup.layout;
    UploadPacer& pacer = *m_setup.pacer;
    RefusedPatch refused(pacer, [this] { return stopping(); });
    int unreadableAnswers = 0; // in a row, until a chunk is confirmed
    qint64 chainSegments = job.chainSegments;
    QByteArray chain;
    for (;;) {
        if (stopping())
            return Ending::Stopped;
        // Where the server stands is the truth, whatever the journal says.
        const Response head = m_setup.send(TusProtocol::head(job.uploadPath));
        const auto outcome = TusProtocol::classify(head);
        if (outcome == TusProtocol::Outcome::Gone)
            return Ending::Restart;
        if (outcome != TusProtocol::Outcome::Ok) {
            if (outcome == TusProtocol::Outcome::Retry && pacer.backOff(job, UploadAnswer::sentence(head)))
                continue;
            if (stopping())
                return Ending::Stopped;
            return failed(
                tr("The platform does not answer for this upload: %1").arg(UploadAnswer::sentence(head)));
        }
        const auto offset = TusProtocol::readOffset(head);
        if (!offset || (offset->length >= 0 && offset->length != job.uploadLength)) {
            const QString said =
                tr("The platform's answer about this upload is malformed or for another size.");
            if (++unreadableAnswers <= unreadableRetries && pacer.backOff(job, said))
                continue;
            return stopping() ? Ending::Stopped : failed(said);
        }
        pacer.succeeded();
        qint64 at = offset->offset;
        qint64 chunk = layout.chunkAt(at);
        // The running SHA-256 must end where the server's bytes do: read again up to there.
        if (m_runningEnd != layout.chunkStart(chunk)) {
            if (const Ending read = replay(job, chunk, &chain); read != Ending::Done)
                return read;
            chainSegments = job.encrypted ? chunk : 0;
        }
        job.confirmedOffset = at;
        m_setup.report(job, {});
        qCInfo(lcUpload).noquote() << "upload" << job.id << "at" << at << "of" << job.uploadLength
                                   << "on the server";
        // All on the server: the file must still be the one the attempt began with, or the dataset
        // may hold part of one version and part of another.
        if (at == job.uploadLength)
            return ChunkSource::unchanged(job) ? Ending::Done : Ending::SourceChanged;

        bool again = false;
        while (chunk < layout.chunkCount() && !again) {
            if (stopping()) {
                m_setup.save(job);
                return Ending::Stopped;
            }
            QByteArray bytes;
            QByteArray tag;
            if (const Ending built = chunkToSend(job, chunk, &bytes, &tag); built != Ending::Done)
                return built;
            // A server that kept part of a chunk: send the rest of it, which is the same bytes.
            const qint64 skip = at - layout.chunkStart(chunk);
            const QByteArray body = skip > 0 ? bytes.mid(skip) : bytes;
            const QByteArray checksum = checksumOf(body);
            if (m_setup.bandwidth)
                m_setup.bandwidth->take(body.size(), m_setup.stop);
            const qint64 end = at + body.size();
            if (at < m_highestSent)
                m_resent += std::min(m_highestSent, end) - at;
            m_highestSent = std::max(m_highestSent, end);
            const Response r = m_setup.send(TusProtocol::patch(job.uploadPath, at, body, checksum));
            switch (TusProtocol::classify(r)) {
            case TusProtocol::Outcome::Ok: {
                const auto now = TusProtocol::readOffset(r);
                if (!now || now->offset != end) {
                    // Damaged on the way, or the platform kept something else: where it stands
                    // is asked again before anything more is sent.
                    const QString said = tr("The platform confirmed a different offset than was sent.");
                    if (++unreadableAnswers > unreadableRetries || !pacer.backOff(job, said))
                        return stopping() ? Ending::Stopped : failed(said);
                    again = true;
                    break;
                }
                m_running->add(bytes.constData(), bytes.size());
                m_runningEnd = layout.chunkEnd(chunk);
                if (job.encrypted) {
                    chain = ChunkSource::chained(chain, tag);
                    chainSegments = chunk + 1;
                }
                at = end;
                ++chunk;
                m_setup.chunks->forget();
                job.pendingSegment = -1;
                job.pendingTag.clear();
                refused.confirmed();
                unreadableAnswers = 0;
                pacer.succeeded();
                job.confirmedOffset = at;
                // After every confirmed chunk: the tag chain then covers all the server has,
                // so a resume can tell whether any of it changed at the source.
                job.tagChain = chain;
                job.chainSegments = chainSegments;
                m_setup.save(job);
                m_setup.report(job, {});
                break;
            }
            case TusProtocol::Outcome::ChecksumMismatch:
            case TusProtocol::Outcome::OffsetConflict:
            case TusProtocol::Outcome::Gone:
            case TusProtocol::Outcome::Retry:
            case TusProtocol::Outcome::Fatal:
                switch (refused.after(TusProtocol::classify(r), r, job)) {
                case RefusedPatch::Next::SendAgain:
                    break; // the same chunk again
                case RefusedPatch::Next::AskOffset:
                    again = true;
                    break;
                case RefusedPatch::Next::End:
                    return refused.ending() == Ending::Failed ? failed(refused.message()) : refused.ending();
                }
                break;
            }
        }
        job.tagChain = chain;
        job.chainSegments = chainSegments;
        m_setup.save(job);
    }
}

} // namespace cd
