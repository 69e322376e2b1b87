#include "ApiCall.h"

#include "PlatformClient.h"

namespace cd {

ApiCall::ApiCall(QObject* parent)
    : QObject(parent) {}

ApiCall::~ApiCall() {
    if (!m_finished && m_client)
        m_client->abandon(m_callId);
}

void ApiCall::cancel() {
    if (m_finished)
        return;
    if (m_client)
        m_client->abandon(m_callId);
    complete(Error::make(ErrorKind::Cancelled, QStringLiteral("cancelled"), QStringLiteral("Cancelled.")));
}

void ApiCall::complete(Error error) {
    if (m_finished)
        return;
    if (error.isError())
        m_error = std::move(error);
    m_finished = true;
    Q_EMIT finished();
}

} // namespace cd
