#include "Response.h"

namespace cd {

Response Response::fromFailure(Error error) {
    Response r;
    r.failure = std::move(error);
    return r;
}

} // namespace cd
