#pragma once

#include "core/Cluster.h"
#include "session/LogsSession.h"

#include <QTimer>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace cd {

class ClustersSession;
class LogLinesModel;

// The Logs tab of a cluster: its workload's log, followed live (LogsSession), every node merged or
// one node or rank, from a level up, searched, copied and saved. The view follows the newest line
// until the person pauses it or scrolls up; then new lines are counted until they resume.
class ClusterLogsView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterLogsView)

public:
    // The stream goes through `clusters`' client.
    explicit ClusterLogsView(ClustersSession& clusters, QWidget* parent = nullptr);
    ~ClusterLogsView() override;

    // The cluster shown and whether the tab is on screen: the stream is open only while both.
    void setCluster(const std::optional<Cluster>& cluster);
    void setActive(bool active);
    // Writes the lines of the current view to `path` (QSaveFile). False with a message shown when
    // it could not.
    bool saveTo(const QString& path);
    void jumpToFirstError();
    void copySelection();

    LogsSession& session() { return m_session; }
    LogLinesModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QComboBox* sourceBox() const { return m_source; }
    QComboBox* levelBox() const { return m_level; }
    QLineEdit* searchField() const { return m_search; }
    QCheckBox* onlyMatchingBox() const { return m_onlyMatching; }
    QPushButton* pauseButton() const { return m_pause; }
    QPushButton* resumeButton() const { return m_resume; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* matchLabel() const { return m_matches; }
    bool showsEmptyState() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // The stream runs only while the log is on screen: hidden with its page, it closes, and shown
    // again it goes on from the last line received (Last-Event-ID), missing and repeating none.
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void reopen();
    void applyFilter();
    void refreshSources();
    void onRowsInserted(int count);
    void setPaused(bool paused);
    void goToMatch(bool backwards);
    void updateStatus();
    void updateMatches();

    ClustersSession& m_clusters;
    LogsSession m_session;
    LogLinesModel* m_model;
    std::optional<Cluster> m_cluster;
    bool m_active = false;
    bool m_shown = false;
    bool m_hiddenWhileOpen = false; // m_openCluster's stream was closed because the view was hidden
    QString m_openCluster;

    QStackedWidget* m_stack;
    QLabel* m_empty;
    QComboBox* m_source;
    QComboBox* m_level;
    QLineEdit* m_search;
    QLabel* m_matches;
    QCheckBox* m_onlyMatching;
    QPushButton* m_pause;
    QPushButton* m_firstError;
    QPushButton* m_copy;
    QPushButton* m_save;
    QTableView* m_table;
    QPushButton* m_resume;
    QLabel* m_status;
    QTimer m_searchDelay;
    QTimer m_statusTick;
    qsizetype m_sourcesSeen = 0;
    int m_newWhilePaused = 0;
    QString m_notice;
};

} // namespace cd
