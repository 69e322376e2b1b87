#pragma once

#include "TransferEnding.h"
#include "TusProtocol.h"
#include "UploadJob.h"

#include "core/Response.h"

#include <QCoreApplication>

#include <functional>

namespace cd {

class UploadPacer;

// What a sender does after a PATCH the server did not confirm, the same for a single upload
// (SequentialTransfer) and for each part of one (PartedTransfer): the same request again after a
// checksum mismatch, a few times; ask where the server stands after a conflict or, once the
// back-off allows, a transient failure; start over when the upload is gone; otherwise stop or
// fail with a sentence. One per sender, for its run of requests.
class RefusedPatch {
    Q_DECLARE_TR_FUNCTIONS(RefusedPatch)

public:
    enum class Next { SendAgain, AskOffset, End };

    RefusedPatch(UploadPacer& pacer, std::function<bool()> stopping);

    // `outcome` is the answer's classification, anything but Ok. End: the sender returns ending().
    Next after(TusProtocol::Outcome outcome, const Response& answer, const UploadJob& job);
    // How the sending ends, when after() said End: Restart, Stopped or Failed.
    TransferEnding ending() const { return m_ending; }
    // A request was confirmed: damaged ones are counted afresh.
    void confirmed() { m_checksumFailures = 0; }
    // Why, when it ended Failed.
    QString message() const { return m_message; }

    // A request refused as damaged this many times in a row: the link corrupts data.
    static constexpr int checksumRetries = 5;

private:
    Next end(TransferEnding ending, const QString& message = {});

    UploadPacer& m_pacer;
    std::function<bool()> m_stopping;
    int m_checksumFailures = 0;
    TransferEnding m_ending = TransferEnding::Done;
    QString m_message;
};

} // namespace cd
