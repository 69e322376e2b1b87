#pragma once

#include <QPointer>

#include <functional>

namespace cd {

class ApiCall;
struct Error;

// The list-load frame the Account sessions share (SSH keys, API keys, members): one GET of the
// whole list at a time, a new load replacing the one under way; a load that was cancelled (a new
// load, another client) says nothing, so an old answer never overwrites a newer list.
class ListLoad {
public:
    // Cancels a load under way and follows `call` (its owner's child): `succeeded` when it
    // succeeded, `failed` with the error otherwise.
    void start(ApiCall* call, std::function<void()> succeeded, std::function<void(const Error&)> failed);
    void cancel();
    // A load runs; false again by the time its handlers run.
    bool isLoading() const { return !m_call.isNull(); }

private:
    QPointer<ApiCall> m_call;
};

} // namespace cd
