#include "CostQuote.h"

#include "api/PlatformClient.h"

namespace cd {

CostQuote::CostQuote(QObject* parent)
    : QObject(parent) {}

CostQuote::~CostQuote() = default;

void CostQuote::request(PlatformClient* client, const ClusterSpec& spec, double hours) {
    if (!client)
        return;
    delete m_call;
    auto* call = client->estimate(spec, hours, this);
    m_call = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->succeeded())
            Q_EMIT estimated(call->value());
        else if (call->error().kind != ErrorKind::Cancelled)
            Q_EMIT failed(call->error());
    });
}

} // namespace cd
