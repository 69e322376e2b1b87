#include "GroupCommit.h"

#include <utility>

namespace cd::sim {

GroupCommit::GroupCommit(Write write)
    : m_write(std::move(write)) {}

bool GroupCommit::commit(UploadStore::Commit change, QString* error) {
    Waiter me{std::move(change), false, false, {}};
    std::unique_lock lock(m_mutex);
    m_queue.append(&me);
    while (!me.done) {
        if (m_writing) {
            m_done.wait(lock);
            continue;
        }
        // Nobody is writing: this caller writes every change queued so far, its own among them.
        m_writing = true;
        const QList<Waiter*> batch = std::exchange(m_queue, {});
        QList<UploadStore::Commit> changes;
        changes.reserve(batch.size());
        for (const Waiter* w : batch)
            changes.append(w->change);
        lock.unlock();
        QString why;
        const bool ok = m_write(changes, &why);
        lock.lock();
        for (Waiter* w : batch) {
            w->ok = ok;
            w->error = why;
            w->done = true;
        }
        m_writing = false;
        m_done.notify_all();
    }
    if (!me.ok)
        *error = me.error;
    return me.ok;
}

} // namespace cd::sim
