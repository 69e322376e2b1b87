#pragma once

#include "UploadJob.h"

#include <atomic>
#include <functional>

namespace cd {

// How fast an upload may go: waits out transient failures with a growing back-off, gives up
// after too many in a row. (The bandwidth limit is BandwidthLimit, shared by all uploads.)
// Blocking, on the upload thread; every wait ends early when the upload is told to stop.
class UploadPacer {
public:
    using Report = std::function<void(const UploadJob& job, const QString& status)>;

    UploadPacer(const std::atomic<bool>* stop, Report report);

    // Waits out a transient failure; false when it is time to give up or stop.
    bool backOff(const UploadJob& job, const QString& reason);
    // A call went through: the next failure starts the back-off from the shortest wait again.
    void succeeded() { m_failures = 0; }

private:
    bool stopping() const { return m_stop && m_stop->load(); }

    const std::atomic<bool>* m_stop;
    Report m_report;
    int m_failures = 0;
};

} // namespace cd
