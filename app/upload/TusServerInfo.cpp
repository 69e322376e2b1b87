#include "TusServerInfo.h"

#include <QElapsedTimer>

namespace cd {

std::optional<TusServerInfo::Known> TusServerInfo::get() const {
    std::lock_guard lock(m_mutex);
    return m_known;
}

void TusServerInfo::set(const Known& known) {
    std::lock_guard lock(m_mutex);
    m_known = known;
}

void TusServerInfo::probe(const std::shared_ptr<TusServerInfo>& info, Transport& transport, Request options) {
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    // The completion holds the info, not the engine: it may arrive after the engine has gone.
    transport.start(std::move(options), [info, clock](Response response) {
        if (const auto caps = TusProtocol::readCapabilities(response))
            info->set({*caps, roundTrip(response, *clock)});
    });
}

double TusServerInfo::roundTrip(const Response& answer, const QElapsedTimer& clock) {
    // The answer's wait where the transport knows it: the call's whole time also holds a new
    // connection's set-up (TCP's and TLS's handshakes), two or three round trips more.
    return answer.waitSeconds >= 0 ? answer.waitSeconds : double(clock.nsecsElapsed()) / 1e9;
}

} // namespace cd
