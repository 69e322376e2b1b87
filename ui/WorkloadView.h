#pragma once

#include "core/Cluster.h"
#include "core/LogLine.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QWidget;

namespace cd {

class ClustersSession;
class WorkloadSession;
struct FailureExplanation;

// A cluster's Workload tab: where its workload stands (phase, step N of M, throughput, loss),
// its checkpoints, and after a failure the last lines of its log with what they mean and what to
// do next. Restart workload, Run again and Clone… for the roles that may launch.
class WorkloadView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkloadView)

public:
    explicit WorkloadView(ClustersSession& session, QWidget* parent = nullptr);
    ~WorkloadView() override;

    void showCluster(const std::optional<Cluster>& cluster);
    // Viewers see state and checkpoints but no Restart, Run again or Clone….
    void setCanChange(bool canChange);

    QLabel* phaseLabel() const { return m_phase; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* meaningLabel() const { return m_meaning; }
    QLabel* nextStepLabel() const { return m_nextStep; }
    QPlainTextEdit* lastLines() const { return m_lastLines; }
    QTreeWidget* checkpointTable() const { return m_checkpoints; }
    QPushButton* restartButton() const { return m_restart; }
    QPushButton* runAgainButton() const { return m_runAgain; }
    QPushButton* cloneButton() const { return m_clone; }
    QLabel* messageLabel() const { return m_message; }

Q_SIGNALS:
    void runAgainRequested(const cd::Cluster& cluster);
    void cloneRequested(const cd::Cluster& cluster);
    void restarted(const cd::Cluster& cluster);

private:
    void showStatus(const Cluster& cluster);
    void showCheckpoints(const QList<Checkpoint>& checkpoints);
    void showFailure(const QList<LogLine>& lines, const FailureExplanation& explanation);
    void askToRestart();
    void updateButtons();

    WorkloadSession* m_session;
    std::optional<Cluster> m_cluster;
    bool m_canChange = false;
    std::optional<qint64> m_checkpointsFor; // the last checkpoint step the table was loaded for
    bool m_explained = false;
    QLabel* m_phase;
    QProgressBar* m_progress;
    QLabel* m_details;
    QWidget* m_failure;
    QLabel* m_meaning;
    QLabel* m_nextStep;
    QPlainTextEdit* m_lastLines;
    QLabel* m_checkpointsLabel = nullptr;
    QTreeWidget* m_checkpoints;
    QLabel* m_message;
    QPushButton* m_restart;
    QPushButton* m_runAgain;
    QPushButton* m_clone;
};

} // namespace cd
