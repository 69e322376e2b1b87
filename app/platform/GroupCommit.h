#pragma once

#include "UploadStore.h"

#include <QList>

#include <condition_variable>
#include <functional>
#include <mutex>

namespace cd::sim {

// Durable group commits for PATCHes: each caller waits until its change is on the disk, but the
// changes that arrive while one commit is being written share the next one (one fsync per file,
// one SQLite transaction), so eight connections pay about what one pays. The first waiter writes
// for everyone queued; nobody is answered before the commit that holds its change has returned.
class GroupCommit {
public:
    using Write = std::function<bool(const QList<UploadStore::Commit>&, QString*)>;
    explicit GroupCommit(Write write);

    // Blocks until `change` is committed; false (and why) when the commit that held it failed.
    bool commit(UploadStore::Commit change, QString* error);

private:
    struct Waiter {
        UploadStore::Commit change;
        bool done = false;
        bool ok = false;
        QString error;
    };

    Write m_write;
    std::mutex m_mutex;
    std::condition_variable m_done;
    QList<Waiter*> m_queue;
    bool m_writing = false;
};

} // namespace cd::sim
