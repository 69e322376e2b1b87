#pragma once

#include "core/Cluster.h"
#include "core/Estimate.h"

#include <QDialog>
#include <QHash>
#include <QTimer>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace cd {

class ClustersSession;
class ResizeSession;

// Change the node count of a cluster's pools, seeing what it does to the hourly cost first. The
// change carries the cluster's ETag: if someone else changed the cluster meanwhile, the platform
// refuses (412), and the dialog loads the cluster again and says what changed.
class ResizeClusterDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResizeClusterDialog)

public:
    ResizeClusterDialog(const ClustersSession& clusters, Cluster cluster, QWidget* parent = nullptr);
    ~ResizeClusterDialog() override;

    void setNodeCount(const QString& poolId, int nodes);
    QHash<QString, int> nodeCounts() const;
    QPushButton* applyButton() const { return m_apply; }
    QLabel* messageLabel() const { return m_message; }
    QLabel* costLabel() const { return m_cost; }
    const Cluster& cluster() const { return m_cluster; }

Q_SIGNALS:
    void resized(const cd::Cluster& cluster);
    void costUpdated();

private:
    void buildRows();
    void onChanged();
    void requestCost();
    void apply();
    void showCost(const Estimate& estimate);
    void onConflict(const Cluster& current);
    void fitHeight();

    ResizeSession* m_session;
    Cluster m_cluster;
    QFormLayout* m_form;
    QHash<QString, QSpinBox*> m_counts;
    QLabel* m_cost;
    QLabel* m_message;
    QDialogButtonBox* m_buttons;
    QPushButton* m_apply;
    QTimer m_costTimer;
};

} // namespace cd
