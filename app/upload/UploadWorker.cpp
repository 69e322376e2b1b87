#include "UploadWorker.h"

#include "BandwidthLimit.h"
#include "BlockingCall.h"
#include "ChunkLayout.h"
#include "ChunkSource.h"
#include "FolderBundle.h"
#include "PartedTransfer.h"
#include "SequentialTransfer.h"
#include "TransferPlan.h"
#include "TusServerInfo.h"
#include "UploadAnswer.h"
#include "UploadJournal.h"
#include "UploadLog.h"

#include "api/DatasetDecoder.h"
#include "core/ErrorText.h"

#include "crypto/EncryptionHeader.h"
#include "crypto/SecretBytes.h"
#include "crypto/StreamEncryptor.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QUuid>

namespace cd {

using crypto::EncryptionHeader;
using crypto::StreamEncryptor;

namespace {

constexpr int maxRestarts = 3;
// An answer that cannot be read (a byte damaged or cut on the way) is asked for again a few times
// before the upload fails: the request behind it is safe to repeat.
constexpr int unreadableRetries = 2;

// The sentence for an answer that arrived but cannot be read; the decoder's words go to the log.
QString unreadable(const Error& error) {
    qCInfo(lcUpload).noquote() << "unreadable answer:" << error.code << error.detail;
    return ErrorText::sentence(error.kind == ErrorKind::BadResponse
                                   ? error
                                   : Error::make(ErrorKind::BadResponse, QString(), error.detail));
}

} // namespace

UploadWorker::UploadWorker(Context context)
    : m_context(std::move(context))
    , m_pacer(m_context.stop, m_context.report)
    , m_chunks(std::make_unique<ChunkSource>()) {}

UploadWorker::~UploadWorker() = default;

bool UploadWorker::save(const UploadJob& job) {
    QString error;
    if (m_context.journal->save(job, &error))
        return true;
    qCWarning(lcUpload).noquote() << "upload" << job.id << "journal not saved:" << error;
    return false;
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
        if (step == Step::Continue && job.uploadPath.isEmpty() && job.parts.isEmpty())
            step = create(job);
        if (step == Step::Continue && !job.parts.isEmpty())
            step = transferParts(job);
        else if (step == Step::Continue)
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
        case Step::Restart: {
            const bool changed = std::exchange(m_sourceChanged, false);
            if (++m_restarts > maxRestarts) {
                // A file still being written would start over for ever: say what to do instead.
                fail(job, changed
                              ? tr("%1 kept changing while it was being uploaded; upload it again when it "
                                   "is no longer being written.")
                                    .arg(job.payloadPath)
                              : tr("The platform lost this upload %1 times; giving up.").arg(maxRestarts));
                return Ending::Failed;
            }
            job.header.clear(); // a new attempt is a new header: never the same key and nonce twice
            continue;
        }
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
    // Taken before the file is opened: a change between the two is then seen by the next check.
    const std::optional<SourceIdentity> identity = SourceIdentity::of(job.payloadPath);
    if (!identity || !m_chunks->open(job.payloadPath))
        return fail(job, tr("Cannot read %1: %2").arg(job.payloadPath, m_chunks->errorString()));
    // The file changed since this upload began (or nothing began yet): start over with a new
    // header. Re-encrypting changed content under the old key and nonces would break GCM.
    if (job.header.isEmpty() && job.encrypted)
        return startFresh(job, *identity);
    if (job.uploadLength < 0 || identity->size != job.plainSize || *identity != job.sourceIdentity)
        return startFresh(job, *identity);
    if (job.encrypted) {
        crypto::CryptoError error;
        m_encryptor = StreamEncryptor::resume(m_context.key, job.header, &error);
        // Begun under a key that is no longer current (one was imported since): the rest cannot
        // be encrypted to match, so the file goes again under the current key.
        if (!m_encryptor && error.failure == crypto::CryptoFailure::WrongKey)
            return startFresh(job, *identity);
        if (!m_encryptor)
            return fail(job, error.message);
    }
    m_layout = std::make_unique<ChunkLayout>(job.encrypted, identity->size,
                                             job.encrypted ? qint64(m_encryptor->segmentSize())
                                                           : qint64(EncryptionHeader::defaultSegmentSize));
    return Step::Continue;
}

UploadWorker::Step UploadWorker::startFresh(UploadJob& job, const SourceIdentity& identity) {
    const qint64 size = identity.size;
    if (!job.uploadPath.isEmpty()) {
        // The old upload cannot be finished with this content; free the platform's space. If it
        // had finished (409), the dataset it became holds the old content and goes too.
        if (send(TusProtocol::terminate(job.uploadPath)).status == 409)
            send(TusProtocol::deleteDataset(job.uploadPath));
        job.uploadPath.clear();
    }
    for (const UploadPart& part : std::as_const(job.parts))
        if (!part.uploadPath.isEmpty())
            send(TusProtocol::terminate(part.uploadPath)); // best effort: they expire anyway
    job.parts.clear();
    m_sha256Hex.clear();
    job.plainSize = size;
    job.sourceIdentity = identity;
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
    job.pendingSegment = -1;
    job.pendingTag.clear();
    m_chunks->forget();
    job.state = UploadState::Uploading;
    save(job); // before the POST: a crash after it re-sends the same Idempotency-Key
    qCInfo(lcUpload).noquote() << "upload" << job.id << "starts with a new header:" << size << "bytes,"
                               << (job.encrypted ? "encrypted" : "not encrypted");
    return Step::Continue;
}

TusMetadata UploadWorker::metadata(const UploadJob& job) const {
    TusMetadata metadata;
    metadata.set("dataset", job.datasetName);
    metadata.set("filename", job.fileName);
    metadata.set("encryption",
                 job.encrypted ? QString::fromLatin1(EncryptionHeader::formatId) : QStringLiteral("none"));
    if (job.encrypted)
        metadata.set("key_id", QString::fromLatin1(m_context.key.id().toHex()));
    return metadata;
}

std::optional<TusProtocol::Capabilities> UploadWorker::capabilities(double* roundTripSeconds) {
    std::optional<TusProtocol::Capabilities> caps;
    if (const auto known = m_context.server ? m_context.server->get() : std::nullopt) {
        caps = known->capabilities;
        *roundTripSeconds = known->roundTripSeconds;
    } else {
        QElapsedTimer clock;
        clock.start();
        const Response r = send(TusProtocol::options("/v1/uploads"));
        *roundTripSeconds = TusServerInfo::roundTrip(r, clock);
        caps = TusProtocol::readCapabilities(r);
        if (caps && m_context.server)
            m_context.server->set({*caps, *roundTripSeconds});
    }
    // Which checksum the server verifies (the tus checksum extension), asked once an attempt.
    if (caps)
        m_checksumAlgorithm = caps->checksumAlgorithms.contains(u"sha256") ? "sha256"
                              : caps->checksumAlgorithms.contains(u"sha1") ? "sha1"
                                                                           : QByteArray();
    return caps;
}

TransferPlan::Link UploadWorker::link(double roundTripSeconds) const {
    // Under a bandwidth limit the link carries no more than the limit: requests sized for 1 Gbit/s
    // would each wait out the limit for all their bytes before they go.
    const qint64 limit = m_context.bandwidth ? m_context.bandwidth->get() : 0;
    return {roundTripSeconds, double(limit)};
}

UploadWorker::Step UploadWorker::planParts(UploadJob& job, const TusProtocol::Capabilities& caps,
                                           double roundTripSeconds) {
    if (m_context.connections <= 1 || m_layout->chunkCount() < 2 * TransferPlan::minChunksPerPart)
        return Step::Continue;
    if (!caps.extensions.contains(u"concatenation")) {
        // Said once an attempt, so whoever reads the log knows why a long link is slow.
        qCInfo(lcUpload).noquote() << QStringLiteral(
                                          "upload %1 goes one request at a time: the server does not "
                                          "offer tus concatenation (Tus-Extension: %2)")
                                          .arg(job.id)
                                          .arg(caps.extensions.join(u','));
        return Step::Continue;
    }
    const TransferPlan plan = TransferPlan::make(m_layout->chunkCount(), m_layout->chunkBytes(),
                                                 m_context.connections, link(roundTripSeconds));
    if (plan.parts() < 2)
        return Step::Continue;
    m_chunksPerRequest = plan.chunksPerRequest();
    m_partConnections = plan.connections();
    for (const TransferPlan::Range& range : plan.ranges()) {
        UploadPart part;
        part.firstChunk = range.first;
        part.endChunk = range.end;
        job.parts.append(part);
    }
    if (!save(job))
        return fail(job, tr("The upload queue cannot be saved on this computer; the disk may be full. "
                            "Free some space, then retry the upload."));
    qCInfo(lcUpload).noquote() << "upload" << job.id << "planned in" << plan.parts() << "parts,"
                               << plan.connections() << "at once," << plan.chunksPerRequest()
                               << "chunks a request; round trip" << qRound(roundTripSeconds * 1000) << "ms";
    return Step::Continue;
}

UploadWorker::Step UploadWorker::transferParts(UploadJob& job) {
    job.state = UploadState::Uploading;
    save(job);
    m_context.report(job, {});
    if (m_partConnections == 0) {
        // A resumed job: its parts as planned, over the connections the setting allows now.
        m_partConnections = std::clamp(m_context.connections, 1, int(job.parts.size()));
        const auto known = m_context.server ? m_context.server->get() : std::nullopt;
        m_chunksPerRequest = TransferPlan::chunksPerRequest(m_layout->chunkCount(), m_layout->chunkBytes(),
                                                            int(job.parts.size()), m_partConnections,
                                                            link(known ? known->roundTripSeconds : 0));
    }
    PartedTransfer::Setup setup;
    setup.transport = m_context.transport;
    setup.authorize = m_context.authorize;
    setup.baseUrl = m_context.baseUrl;
    setup.key = m_context.key;
    setup.layout = m_layout.get();
    setup.chunksPerRequest = m_chunksPerRequest;
    setup.streamRequests = TransferPlan::streamsRequests(m_chunksPerRequest, m_layout->chunkBytes(),
                                                         m_partConnections, m_context.requestMemory);
    setup.connections = m_partConnections;
    setup.stop = m_context.stop;
    setup.bandwidth = m_context.bandwidth;
    setup.save = [this](const UploadJob& j) {
        QString error;
        return m_context.journal->save(j, &error);
    };
    setup.report = m_context.report;
    PartedTransfer parted(std::move(setup));
    const PartedTransfer::Ending ending = job.uploadPath.isEmpty() ? parted.send(job) : parted.hashOnly(job);
    m_resent += parted.resentBytes();
    switch (ending) {
    case PartedTransfer::Ending::Done:
        break;
    case PartedTransfer::Ending::Stopped:
        save(job);
        return Step::Stopped;
    case PartedTransfer::Ending::Restart:
        return Step::Restart;
    case PartedTransfer::Ending::SourceChanged:
        return sourceChanged(job);
    case PartedTransfer::Ending::Failed:
        return fail(job, parted.message());
    }
    m_sha256Hex = parted.sha256Hex();
    if (!job.uploadPath.isEmpty())
        return Step::Continue;
    // All on the server: the file must still be the one the attempt began with.
    if (!ChunkSource::unchanged(job))
        return sourceChanged(job);
    switch (parted.join(job, metadata(job))) {
    case PartedTransfer::Ending::Done:
        save(job);
        return Step::Continue;
    case PartedTransfer::Ending::Stopped:
        return Step::Stopped;
    case PartedTransfer::Ending::Restart:
    case PartedTransfer::Ending::SourceChanged:
        return Step::Restart; // a part expired before it could be joined
    case PartedTransfer::Ending::Failed:
        break;
    }
    return fail(job, parted.message());
}

UploadWorker::Step UploadWorker::create(UploadJob& job) {
    job.state = UploadState::Uploading;
    int unreadableAnswers = 0;
    for (;;) {
        if (stopping())
            return Step::Stopped;
        double roundTrip = 0;
        if (const auto caps = capabilities(&roundTrip)) {
            if (const Step planned = planParts(job, *caps, roundTrip); planned != Step::Continue)
                return planned;
            if (!job.parts.isEmpty())
                return Step::Continue; // the parts are created as they are sent
        }
        const Response r =
            send(TusProtocol::create("/v1/uploads", job.uploadLength, metadata(job), job.idempotencyKey));
        switch (TusProtocol::classify(r)) {
        case TusProtocol::Outcome::Ok: {
            const auto location = TusProtocol::readLocation(r, m_context.baseUrl);
            if (!location) {
                // Asked again with the same Idempotency-Key, the platform names the same upload.
                const QString said = tr("The platform accepted the upload but did not say where it is.");
                if (++unreadableAnswers <= unreadableRetries && m_pacer.backOff(job, said))
                    continue;
                return stopping() ? Step::Stopped : fail(job, said);
            }
            job.uploadPath = *location;
            m_pacer.succeeded();
            save(job);
            qCInfo(lcUpload).noquote() << "upload" << job.id << "created at" << job.uploadPath;
            return Step::Continue;
        }
        case TusProtocol::Outcome::Retry:
            if (!m_pacer.backOff(job, UploadAnswer::sentence(r)))
                return stopping() ? Step::Stopped : fail(job, UploadAnswer::sentence(r));
            continue;
        default:
            if (r.isTransportFailure() && r.failure.kind == ErrorKind::Cancelled)
                return Step::Stopped;
            return fail(job, tr("The platform refused the upload: %1").arg(UploadAnswer::detail(r)));
        }
    }
}

UploadWorker::Step UploadWorker::sourceChanged(const UploadJob& job) {
    qCInfo(lcUpload).noquote() << "upload" << job.id << "starts over: its source changed";
    m_sourceChanged = true;
    return Step::Restart;
}

UploadWorker::Step UploadWorker::transfer(UploadJob& job) {
    job.state = UploadState::Uploading;
    save(job);
    m_context.report(job, {});
    SequentialTransfer::Setup setup;
    setup.send = [this](Request request) { return send(std::move(request)); };
    setup.layout = m_layout.get();
    setup.chunks = m_chunks.get();
    setup.encryptor = job.encrypted ? m_encryptor.get() : nullptr;
    setup.checksumAlgorithm = m_checksumAlgorithm;
    setup.stop = m_context.stop;
    setup.bandwidth = m_context.bandwidth;
    setup.pacer = &m_pacer;
    setup.save = [this](const UploadJob& j) { return save(j); };
    setup.report = m_context.report;
    setup.highestSent = m_highestSent;
    SequentialTransfer sequential(std::move(setup));
    const SequentialTransfer::Ending ending = sequential.send(job);
    m_resent += sequential.resentBytes();
    m_highestSent = sequential.highestSent();
    switch (ending) {
    case SequentialTransfer::Ending::Done:
        m_sha256Hex = sequential.sha256Hex();
        return Step::Continue;
    case SequentialTransfer::Ending::Stopped:
        return Step::Stopped;
    case SequentialTransfer::Ending::Restart:
        return Step::Restart;
    case SequentialTransfer::Ending::SourceChanged:
        return sourceChanged(job);
    case SequentialTransfer::Ending::Failed:
        break;
    }
    return fail(job, sequential.message());
}

UploadWorker::Step UploadWorker::verify(UploadJob& job) {
    job.state = UploadState::Verifying;
    save(job);
    m_context.report(job, {});
    const QByteArray expected = m_sha256Hex;
    const QString datasetId = TusProtocol::datasetId(job.uploadPath);
    int unreadableAnswers = 0;
    for (;;) {
        if (stopping())
            return Step::Stopped;
        Request r;
        r.path = "/v1/datasets/" + datasetId.toUtf8();
        r.safeToRepeat = true;
        const Response response = send(r);
        const auto outcome = TusProtocol::classify(response);
        if (outcome == TusProtocol::Outcome::Retry && m_pacer.backOff(job, UploadAnswer::sentence(response)))
            continue;
        if (outcome != TusProtocol::Outcome::Ok && stopping())
            return Step::Stopped;
        if (outcome != TusProtocol::Outcome::Ok)
            return fail(job, tr("The upload finished but its dataset cannot be read: %1")
                                 .arg(UploadAnswer::detail(response)));
        // The stored size and checksum must be what was sent, byte for byte.
        const Result<Dataset> dataset = DatasetDecoder::dataset(response.body);
        if (!dataset.ok()) {
            const QString said = unreadable(dataset.error());
            if (++unreadableAnswers <= unreadableRetries && m_pacer.backOff(job, said))
                continue;
            return stopping() ? Step::Stopped : fail(job, said);
        }
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
        if (job.encrypted) {
            QString error;
            m_context.journal->rememberEncrypted(job.profile, m_context.key.id(), datasetId, &error);
        }
        save(job);
        if (job.folder)
            QFile::remove(job.payloadPath); // the bundle was ours; the dataset has it now
        qCInfo(lcUpload).noquote() << "upload" << job.id << "done: dataset" << datasetId << "verified";
        m_context.report(job, {});
        return Step::Done;
    }
}

} // namespace cd
