#include "BlockingCall.h"

#include <chrono>
#include <future>
#include <memory>

namespace cd {

Response BlockingCall::send(Transport& transport, Request request, const std::atomic<bool>* cancel) {
    auto promise = std::make_shared<std::promise<Response>>();
    std::future<Response> future = promise->get_future();
    const RequestId id =
        transport.start(std::move(request), [promise](Response r) { promise->set_value(std::move(r)); });
    while (future.wait_for(std::chrono::milliseconds(100)) != std::future_status::ready) {
        if (cancel && cancel->load()) {
            transport.cancel(id);
            // The completion may have raced the cancel; take it if it did.
            if (future.wait_for(std::chrono::milliseconds(0)) == std::future_status::ready)
                return future.get();
            return Response::fromFailure(Error::make(ErrorKind::Cancelled, QStringLiteral("cancelled"), {}));
        }
    }
    return future.get();
}

} // namespace cd
