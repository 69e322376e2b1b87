#pragma once

namespace cd {

// Lowers the calling thread's scheduling priority below the GUI thread's, so encrypting and
// hashing on every core never keeps the window from answering. Linux: a nice value of 10 for the
// thread alone; elsewhere the operating system's own "below normal" for the thread.
class WorkerPriority {
public:
    static void lowerCurrentThread();
};

} // namespace cd
