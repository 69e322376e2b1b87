#include "UploadPacer.h"

#include "UploadLog.h"

#include <QThread>

namespace cd {

namespace {

constexpr int maxConsecutiveFailures = 20;

} // namespace

UploadPacer::UploadPacer(const std::atomic<bool>* stop, const std::atomic<qint64>* bandwidth, Report report)
    : m_stop(stop)
    , m_bandwidth(bandwidth)
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

void UploadPacer::throttle(qint64 bytes) {
    const qint64 limit = m_bandwidth ? m_bandwidth->load() : 0;
    if (limit != m_windowLimit || !m_window.isValid()) {
        m_window.restart();
        m_windowBytes = 0;
        m_windowLimit = limit;
    }
    if (limit <= 0)
        return;
    // Wait until the bytes already sent in this window fit the limit.
    while (!stopping()) {
        const qint64 allowedMs = m_windowBytes * 1000 / limit;
        const qint64 wait = allowedMs - m_window.elapsed();
        if (wait <= 0)
            break;
        QThread::msleep(std::min<qint64>(wait, 100));
        if (m_bandwidth->load() != limit)
            break;
    }
    m_windowBytes += bytes;
}

} // namespace cd
