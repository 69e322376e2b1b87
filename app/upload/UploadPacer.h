#pragma once

#include "UploadJob.h"

#include <QElapsedTimer>

#include <atomic>
#include <functional>

namespace cd {

// How fast an upload may go: waits out transient failures with a growing back-off, gives up
// after too many in a row, and keeps the sending rate under the bandwidth limit the person set.
// Blocking, on the upload thread; every wait ends early when the upload is told to stop.
class UploadPacer {
public:
    using Report = std::function<void(const UploadJob& job, const QString& status)>;

    UploadPacer(const std::atomic<bool>* stop, const std::atomic<qint64>* bandwidth, Report report);

    // Waits out a transient failure; false when it is time to give up or stop.
    bool backOff(const UploadJob& job, const QString& reason);
    // A call went through: the next failure starts the back-off from the shortest wait again.
    void succeeded() { m_failures = 0; }
    // Waits until `bytes` more may be sent within the bandwidth limit.
    void throttle(qint64 bytes);

private:
    bool stopping() const { return m_stop && m_stop->load(); }

    const std::atomic<bool>* m_stop;
    const std::atomic<qint64>* m_bandwidth;
    Report m_report;
    int m_failures = 0;
    QElapsedTimer m_window;
    qint64 m_windowBytes = 0;
    qint64 m_windowLimit = 0;
};

} // namespace cd
