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
        take(m_decode(response.body));
        return std::nullopt;
    }
    BackgroundDecoder backgroundDecoder() const override {
        return [decode = m_decode](const QByteArray& body) -> std::shared_ptr<void> {
            return std::make_shared<Result<T>>(decode(body));
        };
    }
    std::optional<Request> acceptDecoded(const Response& response, std::shared_ptr<void> decoded) override {
        if (!decoded)
            return accept(response);
        take(std::move(*std::static_pointer_cast<Result<T>>(decoded)));
        return std::nullopt;
    }

private:
    void take(Result<T> decoded) {
        if (decoded.ok())
            m_value = std::move(decoded.value());
        else
            fail(decoded.error());
    }

    Decoder m_decode;
    T m_value{};
};

} // namespace cd
