#pragma once

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
    enum class Next { SendAgain, AskOffset, Restart, Stopped, Failed };

    RefusedPatch(UploadPacer& pacer, std::function<bool()> stopping);

    // `outcome` is the answer's classification, anything but Ok.
    Next after(TusProtocol::Outcome outcome, const Response& answer, const UploadJob& job);
    // A request was confirmed: damaged ones are counted afresh.
    void confirmed() { m_checksumFailures = 0; }
    // Why, when after() said Failed.
    QString message() const { return m_message; }

    // A request refused as damaged this many times in a row: the link corrupts data.
    static constexpr int checksumRetries = 5;

private:
    Next failed(const QString& message);

    UploadPacer& m_pacer;
    std::function<bool()> m_stopping;
    int m_checksumFailures = 0;
    QString m_message;
};

} // namespace cd
