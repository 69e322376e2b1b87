#include "UploadPacer.h"

#include "UploadLog.h"

#include <QThread>

namespace cd {

namespace {

constexpr int maxConsecutiveFailures = 20;

} // namespace

UploadPacer::UploadPacer(const std::atomic<bool>* stop, Report report)
    : m_stop(stop)
    , m_report(std::move(report)) {}

bool UploadPacer::backOff(const UploadJob& job, const QString& reason) {
    if (stopping() || ++m_failures > maxConsecutiveFailures)
        return false;
    const int seconds = std::min(30, 1 << std::min(m_failures - 1, 5));
    qCInfo(lcUpload).noquote() << "upload" << job.id << "retries in" << seconds << "s:" << reason;
    for (int waited = 0; waited < seconds * 10; ++waited) {
        if (stopping())
            return false;
        if (waited % 10 == 0)
            m_report(job, QStringLiteral("retry %1 %2").arg(seconds - waited / 10).arg(reason));
        QThread::msleep(100);
    }
    return true;
}

} // namespace cd
