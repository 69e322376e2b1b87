#pragma once

#include "ApiCall.h"

#include "core/Error.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

namespace cd {

// Calls that finish as one, the way Qt Creator's Tasking groups network calls: each call's own
// handler runs when it finishes, and finished() follows once every call added has finished, so a
// session that fetches several things for one screen (a summary, its invoices, its lines) says
// "done" once, whatever order the answers come in. The group owns its calls: deleting or
// cancelling it cancels those still running.
class CallGroup final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CallGroup)

public:
    explicit CallGroup(QObject* parent = nullptr);
    ~CallGroup() override;

    // Adds a running call; `onFinished(call)` runs when it finishes, before the group may finish.
    // The call is deleted after its handler.
    template <typename Call>
    Call* add(Call* call, std::function<void(Call*)> onFinished = {}) {
        track(call, [call, onFinished = std::move(onFinished)] {
            if (onFinished)
                onFinished(call);
        });
        return call;
    }

    // Calls added and not yet finished.
    int running() const { return int(m_running.size()); }
    bool isRunning() const { return !m_running.isEmpty(); }
    // Cancels every call still running; their handlers see a Cancelled error, then finished() comes.
    void cancel();
    // The first error of a call of this round other than a cancel; no error when all succeeded.
    const Error& error() const { return m_error; }
    bool wasCancelled() const { return m_cancelled; }

Q_SIGNALS:
    // Once the last running call has finished (and its handler has run). It is checked from the
    // event loop, so calls added one after another in one function never make the group finish
    // early, even if one finished at once.
    void finished();

private:
    void track(ApiCall* call, std::function<void()> handler);
    void checkDone();

    QList<QPointer<ApiCall>> m_running;
    Error m_error;
    bool m_cancelled = false;
    bool m_checkQueued = false;
    bool m_roundOpen = false; // calls were added and finished() has not come yet
};

} // namespace cd
