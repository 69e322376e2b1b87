#include "CallGroup.h"

#include <QMetaObject>

namespace cd {

CallGroup::CallGroup(QObject* parent)
    : QObject(parent) {}

CallGroup::~CallGroup() {
    // Deleting a running call cancels its request; no handler runs any more.
    for (const QPointer<ApiCall>& call : std::as_const(m_running)) {
        if (call) {
            call->disconnect(this);
            delete call;
        }
    }
}

void CallGroup::track(ApiCall* call, std::function<void()> handler) {
    if (!m_roundOpen) {
        // A new round: what the previous one ended with no longer applies. A call added before
        // finished() (a follow-up from a handler) belongs to the round still open.
        m_roundOpen = true;
        m_error = Error{};
        m_cancelled = false;
    }
    call->setParent(this);
    m_running.append(call);
    connect(call, &ApiCall::finished, this, [this, call, handler = std::move(handler)] {
        m_running.removeAll(call);
        const Error& error = call->error();
        if (error.kind == ErrorKind::Cancelled)
            m_cancelled = true;
        else if (error.isError() && !m_error.isError())
            m_error = error;
        handler();
        call->deleteLater();
        checkDone();
    });
    // A call its owner deleted before it finished counts as finished, without its handler.
    connect(call, &QObject::destroyed, this, [this] {
        if (m_running.removeIf([](const QPointer<ApiCall>& c) { return c.isNull(); }) > 0)
            checkDone();
    });
}

void CallGroup::cancel() {
    // cancel() finishes a call at once, which removes it from m_running: walk a copy.
    const QList<QPointer<ApiCall>> running = m_running;
    for (const QPointer<ApiCall>& call : running) {
        if (call)
            call->cancel();
    }
}

void CallGroup::checkDone() {
    if (m_checkQueued)
        return;
    m_checkQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_checkQueued = false;
            if (m_running.isEmpty()) {
                m_roundOpen = false;
                Q_EMIT finished();
            }
        },
        Qt::QueuedConnection);
}

} // namespace cd
