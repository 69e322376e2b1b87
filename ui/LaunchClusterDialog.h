#pragma once

#include "DatasetRegionWarning.h"
#include "LaunchDatasetList.h"
#include "LaunchOfferingList.h"

#include "core/Cluster.h"
#include "core/ClusterSpec.h"
#include "core/Dataset.h"
#include "core/Error.h"
#include "core/Estimate.h"
#include "core/Offering.h"

#include <QDialog>
#include <QTimer>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace cd {

class ClustersSession;
class LaunchSession;

// Launch a cluster: a name, one or more node pools (an offering and a node count each), how to
// pay, the stage, image, dedicated hardware and auto-stop. A live estimate per hour and for a
// chosen duration, with quota and capacity checks, shows before anything is spent. One
// Idempotency-Key per request, so a retry after a lost connection cannot launch twice.
class LaunchClusterDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchClusterDialog)

public:
    // Quotes and launches in the account's billing currency (the session's), whatever currency the
    // Offerings page compares prices in. Opened before the offerings have loaded, it fills its pools'
    // lists once they arrive.
    LaunchClusterDialog(const ClustersSession& clusters, QList<Offering> offerings,
                        QWidget* parent = nullptr);
    ~LaunchClusterDialog() override;
    // Datasets to tick once the list has loaded.
    void preselectDatasets(const QStringList& ids);

    // Replaces the pools with one pool of `nodes` nodes of the offering (from the size advisor); an
    // offering not loaded yet is chosen once it is.
    void usePool(const QString& offeringId, int nodes);
    ClusterSpec spec() const;
    // Empty when the form can be sent; else what to fix, in words.
    QString validationMessage() const;
    QByteArray idempotencyKey() const;

    QLineEdit* nameEdit() const { return m_name; }
    QTableWidget* poolTable() const { return m_pools; }
    QPushButton* launchButton() const { return m_launch; }
    QLabel* messageLabel() const { return m_message; }
    QLabel* estimateLabel() const { return m_estimate; }
    QLabel* currencyLabel() const { return m_currencyNote; }
    // Warns (without blocking) when a ticked dataset lives in another region than the cluster.
    QLabel* regionWarningLabel() const { return m_regionWarning; }
    const Estimate& lastEstimate() const { return m_lastEstimate; }

Q_SIGNALS:
    void launched(const cd::Cluster& cluster);
    void estimateUpdated();

private:
    void addPool(const QString& offeringId = {}, int nodes = 1);
    void removePool();
    void onChanged();
    void requestEstimate();
    void showEstimate(const Estimate& estimate);
    void launch();
    void onLaunched(const Cluster& cluster);
    void onLaunchFailed(const Error& error);
    void setBusy(bool busy);
    void fillImages();
    const Offering* offering(const QString& id) const { return m_offerings.find(id); }
    BillingMode billingMode() const;
    void showOfferings(const QList<Offering>& offerings);
    void updateOfferingChoices();
    void updateRegionWarning();
    // Launch may be asked for: the form is valid and no estimate has refused it. While the estimate
    // is on its way, asking waits for it (the price shows first), then launches.
    bool canAskToLaunch() const;

    LaunchSession* m_session;
    Currency m_currency;
    LaunchOfferingList m_offerings;
    QString m_wantedOffering; // asked for by usePool(), perhaps before the offerings arrived
    Estimate m_lastEstimate;
    bool m_estimated = false;   // the estimate shown is for the form as it is now
    bool m_launchAsked = false; // Launch was pressed while the estimate was on its way

    QLineEdit* m_name;
    QTableWidget* m_pools;
    QPushButton* m_addPool;
    QPushButton* m_removePool;
    QComboBox* m_mode;
    QCheckBox* m_offPeak;
    QComboBox* m_stage;
    QComboBox* m_image;
    QCheckBox* m_dedicated;
    QSpinBox* m_autoStop;
    LaunchDatasetList* m_datasets;
    QDoubleSpinBox* m_hours;
    QLabel* m_currencyNote;
    DatasetRegionWarning* m_regionWarning;
    QLabel* m_estimate;
    QLabel* m_message;
    QDialogButtonBox* m_buttons;
    QPushButton* m_launch;
    QTimer m_estimateTimer;
};

} // namespace cd
