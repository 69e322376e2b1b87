#pragma once

#include "ApiCall.h"

#include "core/Result.h"

#include <functional>

namespace cd {

// A call whose one response decodes to a T.
template <typename T>
class TypedCall final : public ApiCall {
public:
    using Decoder = std::function<Result<T>(const QByteArray&)>;

    TypedCall(Decoder decoder, QObject* parent)
        : ApiCall(parent)
        , m_decode(std::move(decoder)) {}

    // Valid once succeeded().
    const T& value() const { return m_value; }

protected:
    std::optional<Request> accept(const Response& response) override {
        Result<T> decoded = m_decode(response.body);
        if (decoded.ok())
            m_value = std::move(decoded.value());
        else
            fail(decoded.error());
        return std::nullopt;
    }

private:
    Decoder m_decode;
    T m_value{};
};

} // namespace cd
