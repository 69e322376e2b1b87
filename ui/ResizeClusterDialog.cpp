#include "ResizeClusterDialog.h"

#include "api/PlatformClient.h"
#include "core/ErrorText.h"
#include "models/ClusterText.h"
#include "models/MoneyFormat.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cd {

ResizeClusterDialog::ResizeClusterDialog(PlatformClient* client, Cluster cluster, QWidget* parent)
    : QDialog(parent)
    , m_client(client)
    , m_cluster(std::move(cluster))
    , m_form(new QFormLayout)
    , m_cost(new QLabel(this))
    , m_message(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("resizeClusterDialog"));
    setWindowTitle(tr("Resize %1").arg(m_cluster.name));
    m_cost->setObjectName(QStringLiteral("resizeCost"));
    m_cost->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("resizeMessage"));
    m_message->setWordWrap(true);
    m_apply = m_buttons->addButton(tr("&Resize"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("resizeButton"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Nodes per pool:"), this));
    layout->addLayout(m_form);
    layout->addWidget(m_cost);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    m_costTimer.setSingleShot(true);
    m_costTimer.setInterval(200);
    connect(&m_costTimer, &QTimer::timeout, this, &ResizeClusterDialog::requestCost);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ResizeClusterDialog::apply);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buildRows();
    onChanged();
    // The rows come after the buttons in Tab's ring (they are made later), which is the right ring;
    // the dialog opens on the first row, not on Cancel.
    if (m_form->rowCount() > 0)
        m_form->itemAt(0, QFormLayout::FieldRole)->widget()->setFocus();
}

ResizeClusterDialog::~ResizeClusterDialog() = default;

void ResizeClusterDialog::buildRows() {
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_counts.clear();
    for (const NodePool& p : m_cluster.pools) {
        auto* spin = new QSpinBox(this);
        spin->setRange(1, ClusterRules::maxNodesPerPool);
        spin->setValue(p.nodeCount);
        spin->setAccessibleName(tr("Nodes in pool %1").arg(p.name));
        spin->setSuffix(tr(" \u00d7 %1\u00d7%2").arg(p.gpusPerNode).arg(p.gpuModel));
        m_form->addRow(tr("%1 (now %2):").arg(p.name).arg(p.nodeCount), spin);
        m_counts.insert(p.id, spin);
        connect(spin, &QSpinBox::valueChanged, this, &ResizeClusterDialog::onChanged);
    }
}

void ResizeClusterDialog::setNodeCount(const QString& poolId, int nodes) {
    if (QSpinBox* spin = m_counts.value(poolId))
        spin->setValue(nodes);
}

QHash<QString, int> ResizeClusterDialog::nodeCounts() const {
    QHash<QString, int> counts;
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it)
        counts.insert(it.key(), it.value()->value());
    return counts;
}

void ResizeClusterDialog::onChanged() {
    bool changed = false;
    for (const NodePool& p : m_cluster.pools)
        changed = changed || nodeCounts().value(p.id) != p.nodeCount;
    const bool running = m_cluster.state == ClusterState::Running;
    m_apply->setEnabled(changed && running && !m_applyCall);
    if (!running)
        m_message->setText(tr("The cluster is not running; it can be resized once it is."));
    m_costTimer.start();
}

void ResizeClusterDialog::requestCost() {
    if (!m_client)
        return;
    ClusterSpec s;
    s.billingMode = m_cluster.billingMode;
    s.currency = m_cluster.hourlyCost.currency();
    s.offPeakOnly = m_cluster.offPeakOnly;
    s.dedicated = m_cluster.dedicated;
    const QHash<QString, int> counts = nodeCounts();
    for (const NodePool& p : m_cluster.pools)
        s.pools.append({p.name, p.offeringId, counts.value(p.id, p.nodeCount)});
    delete m_costCall;
    auto* call = m_client->estimate(s, 1, this);
    m_costCall = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (!call->succeeded()) {
            if (call->error().kind != ErrorKind::Cancelled)
                m_cost->setText(ErrorText::sentence(call->error()));
            return;
        }
        const Money now = m_cluster.hourlyCost;
        const Money then = call->value().hourly;
        const Money delta(then.micros() - now.micros(), then.currency());
        QString text =
            tr("Per hour: %1 now, %2 after (%3%4).")
                .arg(MoneyFormat::format(now), MoneyFormat::format(then),
                     delta.micros() >= 0 ? QStringLiteral("+") : QString(), MoneyFormat::format(delta));
        // Growing may need capacity that is not there: say so before the platform refuses.
        for (const EstimateProblem& p : call->value().problems) {
            if (p.code == u"capacity_exceeded" || p.code == u"quota_exceeded")
                text += u' ' + tr("Note: growing needs capacity or quota the platform may not have.");
        }
        m_cost->setText(text);
        Q_EMIT costUpdated();
    });
}

void ResizeClusterDialog::apply() {
    if (!m_client || m_applyCall)
        return;
    auto* call = m_client->resizeCluster(m_cluster.id, nodeCounts(), m_cluster.etag, this);
    m_applyCall = call;
    m_apply->setEnabled(false);
    m_message->setText(tr("Resizing\u2026"));
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->succeeded()) {
            Q_EMIT resized(call->value());
            accept();
            return;
        }
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (call->error().kind == ErrorKind::PreconditionFailed) {
            reloadAfterConflict();
            return;
        }
        m_message->setText(ErrorText::sentence(call->error()));
        onChanged();
    });
}

void ResizeClusterDialog::reloadAfterConflict() {
    const QHash<QString, int> wanted = nodeCounts();
    auto* call = m_client->cluster(m_cluster.id, this);
    m_applyCall = call;
    connect(call, &ApiCall::finished, this, [this, call, wanted] {
        call->deleteLater();
        if (!call->succeeded()) {
            m_message->setText(ErrorText::sentence(call->error()));
            onChanged();
            return;
        }
        m_cluster = call->value();
        buildRows();
        // Keep what the person asked for, now on top of the cluster as it really is.
        for (auto it = wanted.cbegin(); it != wanted.cend(); ++it)
            setNodeCount(it.key(), it.value());
        QStringList sizes;
        for (const NodePool& p : m_cluster.pools)
            sizes << tr("%1: %2 nodes").arg(p.name).arg(p.nodeCount);
        m_applyCall = nullptr;
        onChanged();
        m_message->setText(
            tr("Someone else changed this cluster while you were deciding. It now has %1 and is %2. "
               "Check the sizes and resize again.")
                .arg(sizes.join(QStringLiteral(", ")), ClusterText::state(m_cluster.state).toLower()));
    });
}

} // namespace cd
