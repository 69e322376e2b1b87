#pragma once

#include "Error.h"

#include <optional>
#include <utility>

namespace cd {

// A value or the typed error that prevented it. Every call of the client ends in one of these.
template <typename T>
class Result {
public:
    Result() = default;
    Result(T value)
        : m_value(std::move(value)) {}
    Result(Error error)
        : m_error(std::move(error)) {}

    bool ok() const { return m_value.has_value(); }
    const T& value() const { return *m_value; }
    T& value() { return *m_value; }
    const Error& error() const { return m_error; }

private:
    std::optional<T> m_value;
    Error m_error;
};

} // namespace cd
