#include "PresenterPanel.h"

#include "core/MoneyFormat.h"
#include "session/ConnectionManager.h"
#include "session/OfflineDemo.h"

#include <QActionGroup>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>

namespace cd {

namespace {

QString speedName(double speed) {
    return QStringLiteral("%1\u00d7").arg(QLocale().toString(speed, 'f', 0));
}

} // namespace

PresenterPanel::PresenterPanel(ConnectionManager& connection, QWidget* parent)
    : QToolBar(tr("Presenter"), parent)
    , m_connection(connection)
    , m_speedGroup(new QActionGroup(this))
    , m_failNode(new QAction(tr("&Fail a node"), this))
    , m_budgetAlert(new QAction(tr("Raise a &budget alert"), this))
    , m_scaleUp(new QAction(tr("&Scale up a cluster"), this))
    , m_reset(new QAction(tr("&Reset the demo\u2026"), this))
    , m_clock(new QLabel(this)) {
    setObjectName(QStringLiteral("presenterPanel"));
    setAllowedAreas(Qt::TopToolBarArea | Qt::BottomToolBarArea);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    toggleViewAction()->setText(tr("&Presenter controls"));
    toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Alt+P")));

    m_failNode->setObjectName(QStringLiteral("demoFailNode"));
    m_failNode->setToolTip(tr("A node of the largest running cluster fails now; watch its work move to a "
                              "replacement."));
    m_budgetAlert->setObjectName(QStringLiteral("demoBudgetAlert"));
    m_budgetAlert->setToolTip(tr("Sets a budget just under what this month's biggest spender has spent, "
                                 "so its alerts go off."));
    m_scaleUp->setObjectName(QStringLiteral("demoScaleUp"));
    m_scaleUp->setToolTip(tr("Two more nodes for the inference cluster, as demand grows."));
    m_reset->setObjectName(QStringLiteral("demoReset"));
    m_reset->setToolTip(tr("Starts the story again from its beginning; what was changed in the demo is "
                           "lost."));
    connect(m_failNode, &QAction::triggered, this, &PresenterPanel::failNode);
    connect(m_budgetAlert, &QAction::triggered, this, &PresenterPanel::raiseBudgetAlert);
    connect(m_scaleUp, &QAction::triggered, this, &PresenterPanel::scaleUp);
    connect(m_reset, &QAction::triggered, this, &PresenterPanel::reset);

    m_clock->setObjectName(QStringLiteral("demoClock"));
    m_clock->setContentsMargins(6, 0, 12, 0);
    addWidget(m_clock);
    addSeparator();
    auto* speedTitle = new QLabel(tr("Clock speed:"), this);
    speedTitle->setContentsMargins(6, 0, 4, 0);
    addWidget(speedTitle);
    for (const double speed : speeds) {
        auto* a = new QAction(speedName(speed), this);
        a->setObjectName(QStringLiteral("demoSpeed%1").arg(qint64(speed)));
        a->setCheckable(true);
        a->setToolTip(speed == 1.0 ? tr("Real time") : tr("%1 simulated seconds every second").arg(speed));
        m_speedGroup->addAction(a);
        m_speedActions.append(a);
        connect(a, &QAction::triggered, this, [this, speed] { setSpeed(speed); });
        addAction(a);
        widgetForAction(a)->setAccessibleName(tr("Clock speed %1").arg(speedName(speed)));
    }
    addSeparator();
    for (QAction* a : {m_failNode, m_budgetAlert, m_scaleUp})
        addAction(a);
    addSeparator();
    addAction(m_reset);

    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &PresenterPanel::refreshClock);
    connect(&connection, &ConnectionManager::stateChanged, this, &PresenterPanel::onStateChanged);
    connection.followClient(this, [this](PlatformClient*) { onStateChanged(); });
    onStateChanged();
}

void PresenterPanel::fillMenu(QMenu* menu) const {
    menu->addAction(toggleViewAction());
    menu->addSeparator();
    QMenu* speed = menu->addMenu(tr("Clock &speed"));
    for (QAction* a : m_speedActions)
        speed->addAction(a);
    menu->addAction(m_failNode);
    menu->addAction(m_budgetAlert);
    menu->addAction(m_scaleUp);
    menu->addSeparator();
    menu->addAction(m_reset);
}

QAction* PresenterPanel::speedAction(double speed) const {
    for (qsizetype i = 0; i < m_speedActions.size(); ++i) {
        if (speeds[i] == speed)
            return m_speedActions[i];
    }
    return nullptr;
}

void PresenterPanel::onStateChanged() {
    OfflineDemo* demo = m_connection.demo();
    for (QAction* a : {m_failNode, m_budgetAlert, m_scaleUp, m_reset})
        a->setEnabled(demo != nullptr);
    // Not offered (the window's toolbar menu included) when there is nothing to present.
    toggleViewAction()->setVisible(demo != nullptr);
    for (qsizetype i = 0; i < m_speedActions.size(); ++i) {
        m_speedActions[i]->setEnabled(demo != nullptr);
        m_speedActions[i]->setChecked(demo && demo->clockSpeed() == speeds[i]);
    }
    if (demo)
        m_tick.start();
    else
        m_tick.stop();
    refreshClock();
}

QString PresenterPanel::clockText() const {
    OfflineDemo* demo = m_connection.demo();
    if (!demo)
        return {};
    return tr("Simulated time: %1 (%2)")
        .arg(QLocale().toString(demo->now().toLocalTime(), QLocale::ShortFormat),
             speedName(demo->clockSpeed()));
}

void PresenterPanel::refreshClock() {
    m_clock->setText(clockText());
}

void PresenterPanel::setSpeed(double speed) {
    if (OfflineDemo* demo = m_connection.demo()) {
        demo->setClockSpeed(speed);
        refreshClock();
        emit happened(tr("The simulated clock now runs at %1.").arg(speedName(speed)));
    }
}

void PresenterPanel::failNode() {
    OfflineDemo* demo = m_connection.demo();
    if (!demo)
        return;
    if (const auto failed = demo->failNode())
        emit happened(tr("Node %1 of %2 failed; a replacement is provisioning and the work will move to it.")
                          .arg(failed->nodeId, failed->clusterName));
    else
        emit happened(tr("No node can fail: no cluster is running."));
}

void PresenterPanel::raiseBudgetAlert() {
    OfflineDemo* demo = m_connection.demo();
    if (!demo)
        return;
    const auto outcome = demo->raiseBudgetAlert();
    if (const auto* why = std::get_if<QString>(&outcome)) {
        emit happened(tr("No budget alert: %1").arg(*why));
        return;
    }
    const Budget& budget = std::get<Budget>(outcome);
    emit happened(tr("Budget \u201c%1\u201d of %2 a month is set; its alerts follow.")
                      .arg(budget.name, MoneyFormat::format(budget.amount)));
    emit budgetsChanged();
}

void PresenterPanel::scaleUp() {
    OfflineDemo* demo = m_connection.demo();
    if (!demo)
        return;
    const auto outcome = demo->scaleUp();
    if (const auto* why = std::get_if<QString>(&outcome)) {
        emit happened(tr("No scale-up: %1").arg(*why));
        return;
    }
    const auto& scaled = std::get<OfflineDemo::ScaledUp>(outcome);
    emit happened(tr("Cluster %1 is growing: pool %2 from %3 to %4 nodes.")
                      .arg(scaled.clusterName, scaled.poolName)
                      .arg(scaled.fromNodes)
                      .arg(scaled.toNodes));
}

void PresenterPanel::reset() {
    if (!m_connection.demo())
        return;
    const auto answer = QMessageBox::question(
        window(), tr("Reset the demo"),
        tr("Start the demo again from its beginning? Clusters launched, uploads and budgets changed in "
           "this demo are lost."),
        QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Reset)
        return;
    QString error;
    if (m_connection.resetDemo(&error))
        emit happened(tr("The demo starts again from its beginning."));
    else
        emit happened(tr("The demo could not start again: %1").arg(error));
}

} // namespace cd
