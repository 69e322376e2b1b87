#include "ListLoad.h"

#include "api/ApiCall.h"

namespace cd {

void ListLoad::start(ApiCall* call, std::function<void()> succeeded,
                     std::function<void(const Error&)> failed) {
    cancel();
    m_call = call;
    QObject::connect(call, &ApiCall::finished, call,
                     [this, call, succeeded = std::move(succeeded), failed = std::move(failed)] {
                         call->deleteLater();
                         // Done: what the handlers show no longer counts as loading.
                         if (m_call == call)
                             m_call = nullptr;
                         if (call->error().kind == ErrorKind::Cancelled)
                             return;
                         if (call->succeeded())
                             succeeded();
                         else
                             failed(call->error());
                     });
}

void ListLoad::cancel() {
    delete m_call;
}

} // namespace cd
