#pragma once

#include "ConnectionProfile.h"

#include "core/Error.h"
#include "core/Identity.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace cd {

class ApiCall;
class PlatformClient;

// The connection dialog's "Test connection": asks a platform who a key belongs to, once, with a
// client of its own that is installed nowhere. Deleting it, or starting again, ends a test still
// running without a word.
class ConnectionTest final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionTest)

public:
    explicit ConnectionTest(QObject* parent = nullptr);
    ~ConnectionTest() override;

    void start(const ConnectionProfile& profile, const QByteArray& apiKey);

Q_SIGNALS:
    // The platform's answer: who the key signs in as, or why it did not (a Cancelled error when
    // the call was cancelled).
    void finished(const cd::Error& error, const cd::Identity& who);

private:
    std::unique_ptr<PlatformClient> m_client;
    QPointer<ApiCall> m_call;
};

} // namespace cd
