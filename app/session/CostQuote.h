#pragma once

#include "core/ClusterSpec.h"
#include "core/Error.h"
#include "core/Estimate.h"

#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class PlatformClient;

// The platform's estimate of a cluster form, one at a time: a new request replaces the one under
// way, so what a dialog shows is always the price of the form as it is now. The launch and resize
// dialogs' sessions share it.
class CostQuote final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CostQuote)

public:
    explicit CostQuote(QObject* parent = nullptr);
    ~CostQuote() override;

    // Nothing happens without a client.
    void request(PlatformClient* client, const ClusterSpec& spec, double hours);

Q_SIGNALS:
    void estimated(const cd::Estimate& estimate);
    // Not for a request that a newer one replaced.
    void failed(const cd::Error& error);

private:
    QPointer<ApiCall> m_call;
};

} // namespace cd
