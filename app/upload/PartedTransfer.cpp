#include "PartedTransfer.h"

#include "BandwidthLimit.h"
#include "BlockingCall.h"
#include "ChunkLayout.h"
#include "ChunkSource.h"
#include "PartBody.h"
#include "RefusedPatch.h"
#include "TusProtocol.h"
#include "UploadAnswer.h"
#include "UploadLog.h"
#include "WorkerPriority.h"

#include "crypto/Digest.h"
#include "crypto/StreamEncryptor.h"

#include <QUuid>

#include <memory>
#include <thread>
#include <vector>

namespace cd {

namespace {

qint64 partLength(const ChunkLayout& layout, const UploadPart& part) {
    return layout.chunkStart(part.endChunk) - layout.chunkStart(part.firstChunk);
}

} // namespace

PartedTransfer::PartedTransfer(Setup setup)
    : m_setup(std::move(setup)) {}

Response PartedTransfer::call(Request request) {
    return BlockingCall::send(*m_setup.transport, m_setup.authorize(std::move(request)), m_setup.stop);
}

PartedTransfer::Ending PartedTransfer::failed(const QString& message) {
    std::lock_guard lock(m_mutex);
    if (m_message.isEmpty())
        m_message = message;
    m_abort = true; // the other parts stop after the request they are on
    return Ending::Failed;
}

bool PartedTransfer::update(UploadJob& job, qsizetype index, const UploadPart& part, Persist persist) {
    std::lock_guard lock(m_mutex);
    job.parts[index] = part;
    qint64 confirmed = 0;
    for (const UploadPart& p : std::as_const(job.parts))
        confirmed += p.confirmed;
    job.confirmedOffset = confirmed;
    const bool saved = persist == Persist::Later || m_setup.save(job);
    m_setup.report(job, {});
    return saved;
}

UploadPacer::Report PartedTransfer::reporter(const UploadJob& job) {
    return [this, &job](const UploadJob&, const QString& status) {
        std::lock_guard lock(m_mutex);
        m_setup.report(job, status);
    };
}

PartedTransfer::Ending PartedTransfer::createPart(UploadJob& job, qsizetype index, UploadPart& part) {
    UploadPacer pacer(m_setup.stop, reporter(job));
    while (part.uploadPath.isEmpty()) {
        if (stopping())
            return Ending::Stopped;
        const Response r = call(TusProtocol::createPartial("/v1/uploads", partLength(*m_setup.layout, part),
                                                           part.idempotencyKey));
        const auto outcome = TusProtocol::classify(r);
        if (outcome == TusProtocol::Outcome::Ok) {
            const auto location = TusProtocol::readLocation(r, m_setup.baseUrl);
            if (!location)
                return failed(tr("The platform accepted a part of the upload but did not say where it is."));
            part.uploadPath = *location;
            update(job, index, part);
            qCInfo(lcUpload).noquote()
                << "upload" << job.id << "part" << index << "created at" << part.uploadPath;
        } else if (outcome == TusProtocol::Outcome::Retry && pacer.backOff(job, UploadAnswer::sentence(r))) {
            continue;
        } else {
            if (stopping())
                return Ending::Stopped;
            return failed(tr("The platform refused a part of the upload: %1").arg(UploadAnswer::sentence(r)));
        }
    }
    return Ending::Done;
}

PartedTransfer::Ending PartedTransfer::send(UploadJob& job) {
    // Every part's Idempotency-Key is written down before its POST, in one journal write: a crash
    // after a POST asks again with the same key and is given the same partial upload.
    bool keyed = false;
    for (UploadPart& part : job.parts) {
        if (part.idempotencyKey.isEmpty()) {
            part.idempotencyKey = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
            keyed = true;
        }
    }
    if (keyed && !m_setup.save(job))
        return failed(tr("The upload queue cannot be saved on this computer; the disk may be full. Free some "
                         "space, then retry the upload."));
    m_partDigests.assign(std::size_t(job.parts.size()), QByteArray());
    const int connections = int(std::clamp<qsizetype>(m_setup.connections, 1, job.parts.size()));
    qCInfo(lcUpload).noquote() << "upload" << job.id << "goes in" << job.parts.size() << "parts,"
                               << connections << "at once," << m_setup.chunksPerRequest << "chunks a request,"
                               << (m_setup.streamRequests ? "streamed" : "held whole");
    // More parts than connections: each connection takes the next part not taken yet, so one that
    // finishes early helps with the rest, and the last seconds do not go on a few connections.
    std::vector<Ending> endings(std::size_t(job.parts.size()), Ending::Done);
    std::atomic<qsizetype> nextPart{0};
    std::vector<std::thread> threads;
    for (int c = 0; c < connections; ++c)
        threads.emplace_back([this, &job, &endings, &nextPart] {
            WorkerPriority::lowerCurrentThread();
            for (qsizetype i = nextPart++; i < job.parts.size(); i = nextPart++) {
                endings[std::size_t(i)] = sendPart(job, i);
                if (endings[std::size_t(i)] != Ending::Done)
                    break;
            }
        });
    for (std::thread& t : threads)
        t.join();
    // The most telling ending: a changed source or a lost part over a failure over a stop.
    for (Ending wanted : {Ending::SourceChanged, Ending::Restart, Ending::Failed, Ending::Stopped})
        for (Ending e : endings)
            if (e == wanted)
                return e;
    m_sha256 = composite(m_partDigests);
    return Ending::Done;
}

PartedTransfer::Ending PartedTransfer::join(UploadJob& job, const TusMetadata& metadata) {
    QList<QByteArray> paths;
    for (const UploadPart& part : std::as_const(job.parts))
        paths.append(part.uploadPath);
    UploadPacer pacer(m_setup.stop, reporter(job));
    for (;;) {
        if (stopping())
            return Ending::Stopped;
        // The job's own Idempotency-Key: asked again after a crash, the platform names the same
        // final upload.
        const Response r = call(TusProtocol::createFinal("/v1/uploads", paths, metadata, job.idempotencyKey));
        switch (TusProtocol::classify(r)) {
        case TusProtocol::Outcome::Ok: {
            const auto location = TusProtocol::readLocation(r, m_setup.baseUrl);
            if (!location)
                return failed(tr("The platform accepted the upload but did not say where it is."));
            job.uploadPath = *location;
            job.confirmedOffset = job.uploadLength;
            qCInfo(lcUpload).noquote()
                << "upload" << job.id << "joined from" << paths.size() << "parts at" << job.uploadPath;
            return Ending::Done;
        }
        case TusProtocol::Outcome::Retry:
            if (!pacer.backOff(job, UploadAnswer::sentence(r)))
                return stopping() ? Ending::Stopped : failed(UploadAnswer::sentence(r));
            continue;
        case TusProtocol::Outcome::Gone:
            return Ending::Restart;
        default:
            if (r.isTransportFailure() && r.failure.kind == ErrorKind::Cancelled)
                return Ending::Stopped;
            return failed(
                tr("The platform refused to join the upload's parts: %1").arg(UploadAnswer::detail(r)));
        }
    }
}

PartedTransfer::Ending PartedTransfer::openSource(const UploadJob& job, ChunkSource& source,
                                                  std::unique_ptr<crypto::StreamEncryptor>& encryptor) {
    if (!source.open(job.payloadPath))
        return failed(tr("Cannot read %1: %2").arg(job.payloadPath, source.errorString()));
    if (job.encrypted) {
        crypto::CryptoError error;
        encryptor = crypto::StreamEncryptor::resume(m_setup.key, job.header, &error);
        if (!encryptor)
            return failed(error.message);
    }
    return Ending::Done;
}

PartedTransfer::Ending PartedTransfer::afterRead(ChunkSource::Outcome outcome, const UploadJob& job,
                                                 const ChunkSource& source) {
    switch (outcome) {
    case ChunkSource::Outcome::Ready:
        return Ending::Done;
    case ChunkSource::Outcome::SourceChanged:
        m_abort = true; // every part stops: the upload starts over under a new header
        return Ending::SourceChanged;
    default:
        return failed(tr("Cannot read %1: %2").arg(job.payloadPath, source.errorString()));
    }
}

PartedTransfer::Ending PartedTransfer::hashOnly(const UploadJob& job) {
    return hash(job);
}

PartedTransfer::Ending PartedTransfer::hash(const UploadJob& job) {
    // The same bytes the parts send, built again in order: encryption under the attempt's header
    // is deterministic, so these are the parts' digests without holding any of their bytes. The
    // platform answers a join with the SHA-256 of the parts' SHA-256s, "-" and their number
    // (as Amazon S3 does for multipart uploads): it hashed each part as it arrived.
    ChunkSource source;
    std::unique_ptr<crypto::StreamEncryptor> encryptor;
    if (const Ending e = openSource(job, source, encryptor); e != Ending::Done)
        return e;
    // Each part as its sender hashes it, from its first chunk to its last.
    m_partDigests.assign(std::size_t(job.parts.size()), QByteArray());
    for (qsizetype i = 0; i < job.parts.size(); ++i) {
        const UploadPart& part = job.parts[i];
        PartHash hashed{std::make_unique<crypto::Digest>(), part.firstChunk};
        if (const Ending e =
                hashed.upTo(part.endChunk, part.endChunk, {}, *this, job, source, encryptor.get());
            e != Ending::Done)
            return e;
        m_partDigests[std::size_t(i)] = hashed.digest->result();
    }
    m_sha256 = composite(m_partDigests);
    return Ending::Done;
}

QByteArray PartedTransfer::composite(const std::vector<QByteArray>& digests) {
    QByteArray all;
    for (const QByteArray& d : digests)
        all += d;
    return crypto::Digest::of(crypto::Digest::Algorithm::Sha256, all).toHex() + '-' +
           QByteArray::number(qsizetype(digests.size()));
}

PartedTransfer::Ending PartedTransfer::PartHash::upTo(qint64 end, qint64 first, const QByteArray& built,
                                                      PartedTransfer& transfer, const UploadJob& view,
                                                      ChunkSource& source,
                                                      crypto::StreamEncryptor* encryptor) {
    const ChunkLayout& layout = *transfer.m_setup.layout;
    // Chunks before the ones built (a part resumed past them): read and encrypted again for this.
    QByteArray scratch;
    QByteArray tag;
    for (; next < std::min(first, end); ++next) {
        if (transfer.stopping())
            return Ending::Stopped;
        scratch.resize(0);
        const auto read = source.append(view, layout, encryptor, next, &scratch, &tag);
        if (const Ending e = transfer.afterRead(read, view, source); e != Ending::Done)
            return e;
        digest->add(scratch);
    }
    if (next < end) {
        const qint64 from = layout.chunkStart(next) - layout.chunkStart(first);
        const qint64 to = layout.chunkStart(end) - layout.chunkStart(first);
        digest->add(built.constData() + from, std::size_t(to - from));
        next = end;
    }
    return Ending::Done;
}

PartedTransfer::Ending PartedTransfer::prepare(const UploadJob& view, ChunkSource& source,
                                               crypto::StreamEncryptor* encryptor, qint64 first, qint64 end,
                                               PartHash& hashed, QByteArray* built, QList<QByteArray>* tags,
                                               QByteArray* chain) {
    tags->clear();
    QByteArray tag;
    if (built) {
        for (qint64 c = first; c < end; ++c) {
            if (const Ending e =
                    afterRead(source.append(view, *m_setup.layout, encryptor, c, built, &tag), view, source);
                e != Ending::Done)
                return e;
            *chain = ChunkSource::chained(*chain, tag);
        }
        return hashed.upTo(end, first, *built, *this, view, source, encryptor);
    }
    // Streamed: one chunk at a time through a scratch segment, hashed the first time it is built.
    if (const Ending e = hashed.upTo(first, first, {}, *this, view, source, encryptor); e != Ending::Done)
        return e;
    QByteArray scratch;
    for (qint64 c = first; c < end; ++c) {
        if (stopping())
            return Ending::Stopped;
        if (const Ending e =
                afterRead(source.read(view, *m_setup.layout, encryptor, c, &scratch, &tag), view, source);
            e != Ending::Done)
            return e;
        if (view.encrypted) {
            tags->append(tag);
            *chain = ChunkSource::chained(*chain, tag);
        } else {
            // No tag to tell a chunk built again from this one: its own digest stands for it.
            tags->append(PartBody::fingerprint(scratch));
        }
        if (c == hashed.next) {
            hashed.digest->add(scratch);
            ++hashed.next;
        }
    }
    return Ending::Done;
}

PartedTransfer::Ending PartedTransfer::sendPart(UploadJob& job, qsizetype index) {
    UploadPart part;
    UploadJob view; // the job as this part's reads see it: the path, header and source identity
    {
        std::lock_guard lock(m_mutex);
        part = job.parts[index];
        view = job;
    }
    const ChunkLayout& layout = *m_setup.layout;
    const qint64 start = layout.chunkStart(part.firstChunk);
    const qint64 length = partLength(layout, part);
    UploadPacer pacer(m_setup.stop, reporter(job));
    ChunkSource source;
    std::unique_ptr<crypto::StreamEncryptor> encryptor;
    if (const Ending e = openSource(view, source, encryptor); e != Ending::Done)
        return e;
    // Created here, each part on its own connection: one round trip for all of them, not one each.
    // A part just created holds nothing yet: no need to ask where it stands.
    bool fresh = part.uploadPath.isEmpty();
    if (fresh) {
        if (const Ending e = createPart(job, index, part); e != Ending::Done)
            return e;
    }
    qint64 highestSent = 0;
    RefusedPatch refused(pacer, [this] { return stopping(); });
    QByteArray inFlight;       // the request being sent, kept until confirmed (unless streamed)
    QList<QByteArray> tagList; // its chunks' tags, for a streamed body to check against
    bool prepared = false;     // the pending request was built in this run
    const bool stream = m_setup.streamRequests;
    // The part's SHA-256, over each chunk the first time it is built: a chunk sent again builds to
    // the same bytes (or, encrypted, the tags say the source changed).
    PartHash hashed{std::make_unique<crypto::Digest>(), part.firstChunk};
    for (;;) {
        if (stopping())
            return Ending::Stopped;
        if (!std::exchange(fresh, false)) {
            const Response head = call(TusProtocol::head(part.uploadPath));
            const auto outcome = TusProtocol::classify(head);
            if (outcome == TusProtocol::Outcome::Gone)
                return Ending::Restart; // the part's upload expired or was removed: all goes again
            if (outcome != TusProtocol::Outcome::Ok) {
                if (outcome == TusProtocol::Outcome::Retry &&
                    pacer.backOff(view, UploadAnswer::sentence(head)))
                    continue;
                return stopping() ? Ending::Stopped
                                  : failed(tr("The platform does not answer for this upload: %1")
                                               .arg(UploadAnswer::sentence(head)));
            }
            const auto offset = TusProtocol::readOffset(head);
            if (!offset || offset->offset > length || (offset->length >= 0 && offset->length != length)) {
                if (pacer.backOff(
                        view,
                        tr("The platform's answer about this upload is malformed or for another size.")))
                    continue;
                return stopping()
                           ? Ending::Stopped
                           : failed(tr("The platform's answer about this upload is malformed or for another "
                                       "size."));
            }
            pacer.succeeded();
            part.confirmed = offset->offset;
            update(job, index, part, Persist::Later); // the server's word: the journal's is no guide
            qCInfo(lcUpload).noquote() << "upload" << view.id << "part" << index << "at" << part.confirmed
                                       << "of" << length << "on the server";
        }
        bool again = false;
        while (!again && part.confirmed < length) {
            if (stopping())
                return Ending::Stopped;
            const qint64 at = start + part.confirmed;
            const qint64 chunk = layout.chunkAt(at);
            // The request in flight before (this run's, or one a crash left in the journal) goes
            // again as it was: the same chunks, which must build to the same tags.
            const bool resend =
                part.pendingFirst >= 0 && chunk >= part.pendingFirst && chunk < part.pendingEnd;
            const qint64 first = resend ? part.pendingFirst : chunk;
            const qint64 end =
                resend ? part.pendingEnd : std::min(part.endChunk, chunk + m_setup.chunksPerRequest);
            if (!resend || !prepared) {
                inFlight.resize(0); // keeps its capacity for the next request: no 7 MiB allocation each time
                if (!stream)
                    inFlight.reserve(qsizetype(layout.chunkStart(end) - layout.chunkStart(first)));
                QByteArray tags;
                if (const Ending e = prepare(view, source, encryptor.get(), first, end, hashed,
                                             stream ? nullptr : &inFlight, &tagList, &tags);
                    e != Ending::Done)
                    return e;
                if (view.encrypted && resend && tags != part.pendingTags) {
                    qCInfo(lcUpload).noquote() << "upload" << view.id << "part" << index
                                               << "changed at the source since it was sent";
                    m_abort = true;
                    return Ending::SourceChanged;
                }
                prepared = true;
                if (!resend) {
                    part.pendingFirst = first;
                    part.pendingEnd = end;
                    part.pendingTags = view.encrypted ? tags : QByteArray();
                    // Before the PATCH: from now on these nonces are spoken for.
                    if (!update(job, index, part))
                        return failed(tr("The upload queue cannot be saved on this computer; the disk may "
                                         "be full. Free some space, then retry the upload."));
                }
            }
            const qint64 skip = at - layout.chunkStart(first);
            Request request = TusProtocol::patch(part.uploadPath, part.confirmed, {}, {});
            std::shared_ptr<PartBody> streamed;
            if (stream) {
                streamed = std::make_shared<PartBody>(view, layout, first, end, skip, tagList);
                if (!streamed->open(m_setup.key))
                    return failed(tr("Cannot read %1: %2").arg(view.payloadPath, streamed->errorString()));
                request.streamedBody = streamed;
            } else {
                request.body = skip > 0 ? inFlight.mid(skip) : inFlight;
            }
            const qint64 bodyBytes = request.bodySize();
            if (m_setup.bandwidth)
                m_setup.bandwidth->take(bodyBytes, m_setup.stop);
            const qint64 sentTo = part.confirmed + bodyBytes;
            if (part.confirmed < highestSent)
                m_resent += std::min(highestSent, sentTo) - part.confirmed;
            highestSent = std::max(highestSent, sentTo);
            const Response r = call(std::move(request));
            if (streamed && streamed->state() == PartBody::State::SourceChanged) {
                m_abort = true; // no byte of the changed chunk left: its tag was compared first
                return Ending::SourceChanged;
            }
            if (streamed && streamed->state() == PartBody::State::Unreadable)
                return failed(tr("Cannot read %1: %2").arg(view.payloadPath, streamed->errorString()));
            switch (TusProtocol::classify(r)) {
            case TusProtocol::Outcome::Ok: {
                const auto now = TusProtocol::readOffset(r);
                if (!now || now->offset != sentTo) {
                    again = true; // ask where the server stands before anything more is sent
                    break;
                }
                part.confirmed = sentTo;
                part.pendingFirst = part.pendingEnd = -1;
                part.pendingTags.clear();
                prepared = false;
                refused.confirmed();
                pacer.succeeded();
                // Written with the next request's entry, or when the part ends: a crash before
                // then finds the server further on than the journal, which a resume asks anyway.
                update(job, index, part, Persist::Later);
                break;
            }
            case TusProtocol::Outcome::ChecksumMismatch:
            case TusProtocol::Outcome::OffsetConflict:
            case TusProtocol::Outcome::Gone:
            case TusProtocol::Outcome::Retry:
            case TusProtocol::Outcome::Fatal:
                switch (refused.after(TusProtocol::classify(r), r, view)) {
                case RefusedPatch::Next::SendAgain:
                    break;
                case RefusedPatch::Next::AskOffset:
                    again = true;
                    break;
                case RefusedPatch::Next::End:
                    return refused.ending() == Ending::Failed ? failed(refused.message()) : refused.ending();
                }
                break;
            }
        }
        if (!again) {
            // A part the journal had whole, or resumed near its end: the rest of its digest.
            if (const Ending e =
                    hashed.upTo(part.endChunk, part.endChunk, {}, *this, view, source, encryptor.get());
                e != Ending::Done)
                return e;
            {
                std::lock_guard lock(m_mutex);
                m_partDigests[std::size_t(index)] = hashed.digest->result();
            }
            update(job, index, part);
            qCInfo(lcUpload).noquote() << "upload" << view.id << "part" << index << "complete";
            return Ending::Done;
        }
    }
}

} // namespace cd
