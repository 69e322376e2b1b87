#include "ResizeClusterDialog.h"

#include "EnterKey.h"

#include "core/ClusterText.h"
#include "core/ErrorText.h"
#include "core/MoneyFormat.h"
#include "session/ResizeSession.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cd {

ResizeClusterDialog::ResizeClusterDialog(const ClustersSession& clusters, Cluster cluster, QWidget* parent)
    : QDialog(parent)
    , m_session(new ResizeSession(clusters, this))
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
    EnterKey::makePrimary(*this, m_apply);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Nodes per pool:"), this));
    layout->addLayout(m_form);
    layout->addWidget(m_cost);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    // Wide enough for the price line on one or two lines, in any language.
    setMinimumWidth(fontMetrics().averageCharWidth() * 56);
    m_costTimer.setSingleShot(true);
    m_costTimer.setInterval(200);
    connect(&m_costTimer, &QTimer::timeout, this, &ResizeClusterDialog::requestCost);
    connect(m_session, &ResizeSession::estimated, this, &ResizeClusterDialog::showCost);
    connect(m_session, &ResizeSession::estimateFailed, this,
            [this](const Error& error) { m_cost->setText(ErrorText::sentence(error)); });
    connect(m_session, &ResizeSession::resized, this, [this](const Cluster& c) {
        Q_EMIT resized(c);
        accept();
    });
    connect(m_session, &ResizeSession::resizeFailed, this, [this](const Error& error) {
        m_message->setText(ErrorText::sentence(error));
        onChanged();
        fitHeight();
    });
    connect(m_session, &ResizeSession::conflicted, this, &ResizeClusterDialog::onConflict);
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
        // The largest count with its suffix, whole: a long row label must not squash it.
        spin->setMinimumWidth(spin->sizeHint().width());
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
    m_apply->setEnabled(changed && running && !m_session->isBusy());
    if (!running)
        m_message->setText(tr("The cluster is not running; it can be resized once it is."));
    m_costTimer.start();
}

void ResizeClusterDialog::requestCost() {
    if (!m_session->isConnected())
        return;
    ClusterSpec s;
    s.billingMode = m_cluster.billingMode;
    s.currency = m_cluster.hourlyCost.currency();
    s.offPeakOnly = m_cluster.offPeakOnly;
    s.dedicated = m_cluster.dedicated;
    const QHash<QString, int> counts = nodeCounts();
    for (const NodePool& p : m_cluster.pools)
        s.pools.append({p.name, p.offeringId, counts.value(p.id, p.nodeCount)});
    m_session->estimate(s);
}

void ResizeClusterDialog::showCost(const Estimate& estimate) {
    const Money now = m_cluster.hourlyCost;
    const Money then = estimate.hourly;
    const Money delta(then.micros() - now.micros(), then.currency());
    QString text =
        tr("Per hour: %1 now, %2 after (%3%4).")
            .arg(MoneyFormat::format(now), MoneyFormat::format(then),
                 delta.micros() >= 0 ? QStringLiteral("+") : QString(), MoneyFormat::format(delta));
    // Growing may need capacity that is not there: say so (once) before the platform refuses.
    for (const EstimateProblem& p : estimate.problems) {
        if (p.code == u"capacity_exceeded" || p.code == u"quota_exceeded") {
            text += u' ' + tr("Note: growing needs capacity or quota the platform may not have.");
            break;
        }
    }
    m_cost->setText(text);
    fitHeight();
    Q_EMIT costUpdated();
}

void ResizeClusterDialog::fitHeight() {
    // A word-wrapped label knows its height only for a width, and a dialog already shown does not
    // grow by itself: without this the price line arriving later is cut off.
    layout()->activate();
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : layout()->totalSizeHint().height();
    if (height() < needed)
        resize(width(), needed);
}

void ResizeClusterDialog::apply() {
    if (!m_session->isConnected() || m_session->isBusy())
        return;
    m_session->resize(m_cluster, nodeCounts());
    m_apply->setEnabled(false);
    m_message->setText(tr("Resizing\u2026"));
}

void ResizeClusterDialog::onConflict(const Cluster& current) {
    const QHash<QString, int> wanted = nodeCounts();
    m_cluster = current;
    buildRows();
    // Keep what the person asked for, now on top of the cluster as it really is.
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it)
        setNodeCount(it.key(), it.value());
    QStringList sizes;
    for (const NodePool& p : m_cluster.pools)
        sizes << tr("%1: %2 nodes").arg(p.name).arg(p.nodeCount);
    onChanged();
    m_message->setText(
        tr("Someone else changed this cluster while you were deciding. It now has %1 and is %2. "
           "Check the sizes and resize again.")
            .arg(sizes.join(QStringLiteral(", ")), ClusterText::state(m_cluster.state).toLower()));
    fitHeight();
}

} // namespace cd
