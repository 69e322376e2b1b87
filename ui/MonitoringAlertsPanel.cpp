#include "MonitoringAlertsPanel.h"

#include "Theme.h"

#include "metrics/GpuAlertTracker.h"
#include "session/MonitoringSession.h"

#include <QLabel>
#include <QListWidget>
#include <QPair>
#include <QVBoxLayout>

#include <algorithm>

namespace cd {

MonitoringAlertsPanel::MonitoringAlertsPanel(const MonitoringSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_title(new QLabel(this))
    , m_alerts(new QListWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title->setBuddy(m_alerts);
    layout->addWidget(m_title);
    layout->addWidget(m_alerts, 1);
    m_alerts->setObjectName(QStringLiteral("monitoringAlerts"));
    m_alerts->setAccessibleName(tr("GPU alerts"));
    m_alerts->setWordWrap(true);
    m_alerts->setMinimumWidth(260);
    connect(m_alerts, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { Q_EMIT nodeActivated(item->data(Qt::UserRole).toString()); });
}

MonitoringAlertsPanel::~MonitoringAlertsPanel() = default;

void MonitoringAlertsPanel::notify(const QList<GpuAlert>& raised) {
    // A notification per node and kind, and one summary when a whole job stalls at once: a
    // 64-node cluster going idle must not bring 512 notifications.
    QList<QList<GpuAlert>> groups;
    const QList<SeriesInfo>& gpus = m_session.liveSeries().gpus;
    for (const GpuAlert& a : raised) {
        const QString node = a.gpu < gpus.size() ? gpus[a.gpu].key.node : QString();
        auto same = std::find_if(groups.begin(), groups.end(), [&](const QList<GpuAlert>& g) {
            const GpuAlert& f = g.first();
            return f.kind == a.kind && (f.gpu < gpus.size() ? gpus[f.gpu].key.node : QString()) == node;
        });
        if (same == groups.end())
            groups.append({a});
        else
            same->append(a);
    }
    const AlertText::Context context = alertContext();
    if (groups.size() <= 2) {
        for (const QList<GpuAlert>& g : groups)
            Q_EMIT notification(tr("GPU alert"), AlertText::group(g, context), true);
        return;
    }
    Q_EMIT notification(
        tr("GPU alerts"),
        tr("%n new GPU alert(s) on %1; the Monitoring page lists them.", nullptr, int(raised.size()))
            .arg(m_session.cluster().name),
        true);
}

void MonitoringAlertsPanel::refresh() {
    m_alerts->clear();
    const QList<GpuAlert>& alerts = m_session.alerts();
    const QList<SeriesInfo>& gpus = m_session.liveSeries().gpus;
    const AlertText::Context context = alertContext();
    double idleCost = 0;
    // One line per node and kind: a 64-node cluster with a pool waiting is a few lines, not 128.
    // Failures and heat first, then idle GPUs.
    QList<QPair<QString, QList<GpuAlert>>> groups;
    for (GpuAlert::Kind kind : {GpuAlert::Kind::Xid, GpuAlert::Kind::Hot, GpuAlert::Kind::Idle}) {
        for (const GpuAlert& a : alerts) {
            if (a.kind != kind)
                continue;
            const QString node = a.gpu < gpus.size() ? gpus[a.gpu].key.node : QString();
            if (groups.isEmpty() || groups.last().first != node || groups.last().second.first().kind != kind)
                groups.append({node, {}});
            groups.last().second.append(a);
            if (kind == GpuAlert::Kind::Idle && a.gpu < gpus.size())
                idleCost += m_session.gpuHourPrice(gpus[a.gpu].pool);
        }
    }
    for (const auto& [node, group] : groups) {
        auto* item = new QListWidgetItem(AlertText::group(group, context), m_alerts);
        item->setForeground(group.first().kind != GpuAlert::Kind::Idle ? Theme::bad() : Theme::warning());
        item->setData(Qt::UserRole, node);
    }

    if (alerts.isEmpty())
        new QListWidgetItem(tr("No alerts: no GPU idle for %1 minutes, too hot or reporting an XID error.")
                                .arg(GpuAlertTracker::idleAfterSeconds / 60),
                            m_alerts);
    m_title->setText(idleCost > 0 ? tr("&Alerts (%1) \u00b7 idle GPUs cost %2 %3 an hour")
                                        .arg(alerts.size())
                                        .arg(idleCost, 0, 'f', 2)
                                        .arg(m_session.currencyCode())
                                  : tr("&Alerts (%1)").arg(alerts.size()));
}

AlertText::Context MonitoringAlertsPanel::alertContext() const {
    AlertText::Context c;
    c.clusterName = m_session.cluster().name;
    c.now = m_session.now();
    c.currency = m_session.currencyCode();
    c.gpus = m_session.liveSeries().gpus;
    c.price = [this](const QString& pool) { return m_session.gpuHourPrice(pool); };
    c.lookBackSeconds = MonitoringSession::idleLookBackSeconds;
    return c;
}

} // namespace cd
