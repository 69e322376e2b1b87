#include "KeyCheckedStream.h"

#include "Directory.h"

#include <algorithm>

namespace cd::sim {

KeyCheckedStream::KeyCheckedStream(std::unique_ptr<ServerStream> inner, const Directory& directory,
                                   QString keyId)
    : m_inner(std::move(inner))
    , m_directory(directory)
    , m_keyId(std::move(keyId)) {}

std::optional<QByteArray> KeyCheckedStream::next(std::chrono::milliseconds wait) {
    if (!m_directory.stillValid(m_keyId)) {
        m_inner->close();
        return std::nullopt;
    }
    // An empty piece before `wait` is up is allowed ("nothing yet"): the reader asks again, and
    // the key is checked again.
    return m_inner->next(std::min(wait, checkInterval));
}

void KeyCheckedStream::close() {
    m_inner->close();
}

} // namespace cd::sim
