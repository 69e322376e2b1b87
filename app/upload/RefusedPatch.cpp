#include "RefusedPatch.h"

#include "UploadAnswer.h"
#include "UploadPacer.h"

namespace cd {

RefusedPatch::RefusedPatch(UploadPacer& pacer, std::function<bool()> stopping)
    : m_pacer(pacer)
    , m_stopping(std::move(stopping)) {}

RefusedPatch::Next RefusedPatch::end(TransferEnding ending, const QString& message) {
    m_ending = ending;
    m_message = message;
    return Next::End;
}

RefusedPatch::Next RefusedPatch::after(TusProtocol::Outcome outcome, const Response& answer,
                                       const UploadJob& job) {
    switch (outcome) {
    case TusProtocol::Outcome::Ok:
        break;
    case TusProtocol::Outcome::ChecksumMismatch:
        if (++m_checksumFailures > checksumRetries)
            return end(TransferEnding::Failed, tr("The data keeps arriving damaged at the platform."));
        return Next::SendAgain;
    case TusProtocol::Outcome::OffsetConflict:
        return Next::AskOffset;
    case TusProtocol::Outcome::Gone:
        return end(TransferEnding::Restart);
    case TusProtocol::Outcome::Retry:
        if (m_pacer.backOff(job, UploadAnswer::sentence(answer)))
            return Next::AskOffset;
        return m_stopping() ? end(TransferEnding::Stopped)
                            : end(TransferEnding::Failed, UploadAnswer::sentence(answer));
    case TusProtocol::Outcome::Fatal:
        if (answer.isTransportFailure() && answer.failure.kind == ErrorKind::Cancelled)
            return end(TransferEnding::Stopped);
        return end(TransferEnding::Failed,
                   tr("The platform refused the data: %1").arg(UploadAnswer::detail(answer)));
    }
    return Next::AskOffset;
}

} // namespace cd
