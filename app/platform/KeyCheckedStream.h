#pragma once

#include "ServerStream.h"

#include <QString>

#include <chrono>
#include <memory>

namespace cd::sim {

class Directory;

// Any server-sent event stream (events, metrics, logs), ended once the key it was opened with no
// longer authenticates: revoked, expired, or its member removed. The key is checked at least once
// a second, so a revoked key's stream ends within about a second, and reconnecting gets 401.
class KeyCheckedStream final : public ServerStream {
public:
    static constexpr std::chrono::milliseconds checkInterval{500};

    KeyCheckedStream(std::unique_ptr<ServerStream> inner, const Directory& directory, QString keyId);

    std::optional<QByteArray> next(std::chrono::milliseconds wait) override;
    void close() override;

private:
    std::unique_ptr<ServerStream> m_inner;
    const Directory& m_directory;
    QString m_keyId;
};

} // namespace cd::sim
