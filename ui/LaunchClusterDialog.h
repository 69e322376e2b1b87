#pragma once

#include "LaunchResourcesSection.h"

#include "core/Cluster.h"
#include "core/ClusterSpec.h"
#include "core/Dataset.h"
#include "core/Error.h"
#include "core/Estimate.h"
#include "core/Offering.h"

#include <QDialog>
#include <QTimer>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace cd {

class ClustersSession;
class LaunchSession;
class LaunchWorkloadSection;
class LaunchSshKeyPicker;
class SshKeysSession;
class LaunchTemplateBar;
class TemplatesSession;

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
    // Adds the picker of the person's SSH keys (roles with ssh-keys:read); without it the spec keeps
    // the keys setSpec() gave.
    void setSshKeys(SshKeysSession& keys);
    // Adds the template bar at the top (start from, save as, import, export); `canSave` for roles
    // with templates:write.
    void setTemplates(TemplatesSession& templates, bool canSave);
    LaunchTemplateBar* templateBar() const { return m_templateBar; }
    LaunchSshKeyPicker* sshKeyPicker() const;

    // Replaces the pools with one pool of `nodes` nodes of the offering (from the size advisor); an
    // offering not loaded yet is chosen once it is.
    void usePool(const QString& offeringId, int nodes);
    ClusterSpec spec() const;
    // Fills the whole form from a spec (a template, Run again, Clone…): the inverse of spec(). Pools
    // whose offerings, and datasets, have not loaded yet are chosen once they arrive.
    void setSpec(const ClusterSpec& spec);
    // Empty when the form can be sent; else what to fix, in words.
    QString validationMessage() const;
    QByteArray idempotencyKey() const;

    QLineEdit* nameEdit() const { return m_resources->nameEdit(); }
    QTableWidget* poolTable() const { return m_resources->poolTable(); }
    QPushButton* launchButton() const { return m_launch; }
    QLabel* messageLabel() const { return m_message; }
    QLabel* estimateLabel() const { return m_estimate; }
    QLabel* currencyLabel() const { return m_resources->currencyLabel(); }
    // Warns (without blocking) when a ticked dataset lives in another region than the cluster.
    QLabel* regionWarningLabel() const { return m_resources->regionWarningLabel(); }
    LaunchResourcesSection* resourcesSection() const { return m_resources; }
    LaunchWorkloadSection* workloadSection() const { return m_workload; }
    QTabWidget* tabs() const { return m_tabs; }
    const Estimate& lastEstimate() const { return m_lastEstimate; }

Q_SIGNALS:
    void launched(const cd::Cluster& cluster);
    void estimateUpdated();

private:
    void onChanged();
    void requestEstimate();
    void showEstimate(const Estimate& estimate);
    void launch();
    void onLaunched(const Cluster& cluster);
    void onLaunchFailed(const Error& error);
    void setBusy(bool busy);
    // Launch may be asked for: the form is valid and no estimate has refused it. While the estimate
    // is on its way, asking waits for it (the price shows first), then launches.
    bool canAskToLaunch() const;
    // Shows the workload tab's first problem and moves the focus to its field; false when none.
    bool showWorkloadProblem();
    bool focusField(const QString& field);

    LaunchSession* m_session;
    LaunchTemplateBar* m_templateBar = nullptr;
    Estimate m_lastEstimate;
    bool m_estimated = false;   // the estimate shown is for the form as it is now
    bool m_launchAsked = false; // Launch was pressed while the estimate was on its way

    QTabWidget* m_tabs; // made first: Tab reaches its tab bar before the fields of a tab
    LaunchResourcesSection* m_resources;
    LaunchWorkloadSection* m_workload;
    QLabel* m_estimate;
    QLabel* m_message;
    QDialogButtonBox* m_buttons;
    QPushButton* m_launch;
    QTimer m_estimateTimer;
};

} // namespace cd
