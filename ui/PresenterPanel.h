#pragma once

#include <QTimer>
#include <QToolBar>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace cd {

class ConnectionManager;

// The offline demo's presenter controls, for showing the console to an audience: how fast the
// simulated clock runs (1x to 3600x), things to make happen on the platform (a node fails, a
// budget alert, a scale-up) and a reset to the story's beginning. A toolbar, so it costs the
// pages no width on a laptop's screen, that the presenter can hide; the same actions fill the
// Demo menu, so every one is reachable by keyboard. Shown only while the demo runs.
class PresenterPanel final : public QToolBar {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PresenterPanel)

public:
    static constexpr double speeds[] = {1.0, 10.0, 60.0, 3600.0};

    PresenterPanel(ConnectionManager& connection, QWidget* parent = nullptr);

    // The Demo menu: the same actions as the panel, and the panel itself.
    void fillMenu(QMenu* menu) const;
    QAction* speedAction(double speed) const;
    QAction* failNodeAction() const { return m_failNode; }
    QAction* budgetAlertAction() const { return m_budgetAlert; }
    QAction* scaleUpAction() const { return m_scaleUp; }
    QAction* resetAction() const { return m_reset; }
    // The clock's line as the panel shows it.
    QString clockText() const;

Q_SIGNALS:
    // What the presenter made happen, in a sentence, or why it could not happen.
    void happened(const QString& text);
    // A budget changed behind the console's back: billing reads it again.
    void budgetsChanged();

private:
    void onStateChanged();
    void setSpeed(double speed);
    void failNode();
    void raiseBudgetAlert();
    void scaleUp();
    void reset();
    void refreshClock();

    ConnectionManager& m_connection;
    QActionGroup* m_speedGroup;
    QList<QAction*> m_speedActions;
    QAction* m_failNode;
    QAction* m_budgetAlert;
    QAction* m_scaleUp;
    QAction* m_reset;
    QLabel* m_clock;
    QTimer m_tick;
};

} // namespace cd
