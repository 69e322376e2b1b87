#pragma once

#include "CliRun.h"

#include "core/Error.h"

#include <QEventLoop>
#include <QObject>

namespace cd::cli {

// cdctl on the console's sessions: runs the event loop until a session says it is done, or that it
// failed with an Error, whose kind chooses the exit code (CliRun::fail). Made for one wait:
// connect first, then ask the session, then wait().
class SessionWait {
public:
    template <typename Sender, typename Signal>
    void doneOn(const Sender* sender, Signal signal) {
        QObject::connect(sender, signal, &m_loop, [this] {
            m_done = true;
            m_loop.quit();
        });
    }
    template <typename Sender, typename Signal>
    void failOn(const Sender* sender, Signal signal) {
        QObject::connect(sender, signal, &m_loop, [this](const Error& error) {
            m_error = error;
            m_done = true;
            m_loop.quit();
        });
    }
    // Returns when done; throws the failure.
    void wait() {
        if (!m_done)
            m_loop.exec();
        if (m_error.isError())
            CliRun::fail(m_error);
    }

private:
    QEventLoop m_loop;
    Error m_error;
    bool m_done = false;
};

} // namespace cd::cli
