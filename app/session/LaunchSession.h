#pragma once

#include "core/Cluster.h"
#include "core/ClusterSpec.h"
#include "core/Currency.h"
#include "core/Dataset.h"
#include "core/Error.h"
#include "core/Estimate.h"
#include "core/Offering.h"

#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class ClustersSession;
class CostQuote;
class PlatformClient;

// The calls of one launch dialog: the datasets to attach, the estimate of the form as it is, and
// the launch itself with one Idempotency-Key per request, so a retry after a lost connection
// cannot launch twice. Owned by the dialog: closing it cancels what is still under way.
class LaunchSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchSession)

public:
    explicit LaunchSession(const ClustersSession& clusters, QObject* parent = nullptr);
    ~LaunchSession() override;

    bool isConnected() const { return !m_client.isNull(); }
    // The account's billing currency: estimates and launches are in it, whatever `spec.currency` says.
    Currency currency() const { return m_currency; }
    void loadDatasets();
    // Replaces an estimate still under way.
    void estimate(ClusterSpec spec, double hours);
    void launch(ClusterSpec spec);
    bool isLaunching() const { return !m_launchCall.isNull(); }
    QByteArray idempotencyKey() const { return m_key; }

Q_SIGNALS:
    void datasetsLoaded(const QList<cd::Dataset>& datasets);
    void datasetsFailed(const cd::Error& error);
    void estimated(const cd::Estimate& estimate);
    void estimateFailed(const cd::Error& error);
    // The clusters session's offerings arrived (the dialog may have opened before they did).
    void offeringsLoaded(const QList<cd::Offering>& offerings);
    void launched(const cd::Cluster& cluster);
    // A cancelled launch too: the form is usable again.
    void launchFailed(const cd::Error& error);

private:
    QPointer<PlatformClient> m_client;
    Currency m_currency;
    QByteArray m_key;
    QByteArray m_keyFor; // the body the key was made for: another body needs another key
    CostQuote* m_quote;
    QPointer<ApiCall> m_launchCall;
};

} // namespace cd
