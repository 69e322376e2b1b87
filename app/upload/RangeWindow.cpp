#include "RangeWindow.h"

#include <chrono>
#include <vector>

namespace cd {

RangeWindow::RangeWindow(Setup setup)
    : m_setup(std::move(setup))
    , m_count(m_setup.size > 0 ? (m_setup.size + m_setup.rangeSize - 1) / m_setup.rangeSize : 0) {
    m_setup.inFlight = std::max(1, m_setup.inFlight);
}

RangeWindow::~RangeWindow() {
    std::vector<RequestId> flying;
    {
        std::lock_guard lock(m_mutex);
        for (const auto& [index, id] : m_flying)
            flying.push_back(id);
        m_flying.clear();
    }
    // Outside the lock: a completion running meanwhile takes it, and cancel() waits for it.
    for (RequestId id : flying)
        m_setup.transport->cancel(id);
}

Request RangeWindow::request(qint64 index) const {
    Request r;
    r.path = m_setup.path;
    const qint64 first = index * m_setup.rangeSize;
    const qint64 last = std::min(m_setup.size, first + m_setup.rangeSize) - 1;
    r.headers.set("Range", "bytes=" + QByteArray::number(first) + '-' + QByteArray::number(last));
    r.safeToRepeat = true;
    r.bulk = true;
    return r;
}

void RangeWindow::launch(qint64 index) {
    // Started without the lock: a transport may complete the request before start() returns.
    const RequestId id =
        m_setup.transport->start(m_setup.authorize(request(index)), [this, index](Response response) {
            {
                std::lock_guard lock(m_mutex);
                m_flying.erase(index);
                m_ready[index] = std::move(response);
            }
            m_arrived.notify_all();
        });
    std::lock_guard lock(m_mutex);
    if (!m_ready.count(index))
        m_flying[index] = id;
}

void RangeWindow::fill() {
    while (m_started < m_count && m_started - m_delivered < m_setup.inFlight)
        launch(m_started++);
}

bool RangeWindow::worthAgain(const Response& r) {
    if (r.isTransportFailure())
        return r.failure.kind != ErrorKind::Cancelled && r.failure.kind != ErrorKind::Tls;
    return r.status >= 500;
}

bool RangeWindow::next(qint64* first, qint64* last, Response* response) {
    if (m_delivered >= m_count)
        return false;
    fill();
    const qint64 index = m_delivered;
    for (;;) {
        std::unique_lock lock(m_mutex);
        while (!m_ready.count(index)) {
            if (m_setup.cancel && m_setup.cancel->load()) {
                *response =
                    Response::fromFailure(Error::make(ErrorKind::Cancelled, QStringLiteral("cancelled"), {}));
                return true;
            }
            m_arrived.wait_for(lock, std::chrono::milliseconds(100));
        }
        *response = std::move(m_ready[index]);
        m_ready.erase(index);
        lock.unlock();
        if (worthAgain(*response) && ++m_attempts[index] < 4) {
            launch(index);
            continue;
        }
        break;
    }
    *first = index * m_setup.rangeSize;
    *last = std::min(m_setup.size, *first + m_setup.rangeSize) - 1;
    ++m_delivered;
    fill();
    return true;
}

} // namespace cd
