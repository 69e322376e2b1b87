#include "ClusterListModel.h"

#include "core/ClusterText.h"
#include "core/MoneyFormat.h"
#include "core/WorkloadText.h"

#include <QLocale>
#include <QSet>

#include <algorithm>

namespace cd {

ClusterListModel::ClusterListModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void ClusterListModel::reindex() {
    m_rows.clear();
    m_rows.reserve(m_clusters.size());
    for (int i = 0; i < m_clusters.size(); ++i)
        m_rows.insert(m_clusters[i].id, i);
}

void ClusterListModel::setClusters(QList<Cluster> clusters) {
    beginResetModel();
    m_clusters = std::move(clusters);
    reindex();
    endResetModel();
}

void ClusterListModel::merge(const QList<Cluster>& clusters) {
    // Row by row, never a reset: a reset loses the view's current row, selection, column widths
    // and scroll position, on every refresh and every resync of the live stream.
    QSet<QString> fresh;
    for (const Cluster& c : clusters)
        fresh.insert(c.id);
    for (int row = int(m_clusters.size()) - 1; row >= 0; --row) {
        if (fresh.contains(m_clusters[row].id))
            continue;
        beginRemoveRows({}, row, row);
        m_clusters.removeAt(row);
        reindex(); // views ask for rows by id while the removal settles
        endRemoveRows();
    }
    for (const Cluster& c : clusters)
        apply(c);
}

void ClusterListModel::apply(const Cluster& cluster) {
    const int row = m_rows.value(cluster.id, -1);
    if (row < 0) {
        beginInsertRows({}, int(m_clusters.size()), int(m_clusters.size()));
        m_clusters.append(cluster);
        m_rows.insert(cluster.id, int(m_clusters.size()) - 1);
        endInsertRows();
        return;
    }
    Cluster& current = m_clusters[row];
    // Events and reloads can cross on the way: never let an older view replace a newer one. Not
    // even under the same ETag: the events of one catch-up share it, each showing its own step.
    if (cluster.asOf.isValid() && current.asOf.isValid() && cluster.asOf < current.asOf)
        return;
    if (current == cluster)
        return;
    current = cluster;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int ClusterListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_clusters.size());
}

int ClusterListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClusterListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Cluster& c = m_clusters[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return display(c, index.column());
    case Qt::ToolTipRole:
        if (index.column() == StateColumn && !c.stateDetail.isEmpty())
            return ClusterText::stateDetail(c);
        if (index.column() == CostSoFarColumn)
            return tr("As of %1 (platform time)")
                .arg(QLocale().toString(c.asOf.toLocalTime(), QLocale::ShortFormat));
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == GpusColumn || index.column() == HourlyCostColumn ||
            index.column() == CostSoFarColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SortRole:
        return sortValue(c, index.column());
    case ClusterIdRole:
        return c.id;
    case StateRole:
        return int(c.state);
    case TransitionalRole:
        return isTransitional(c.state);
    case SearchTextRole: {
        QStringList words{c.name, c.id, c.region, workloadStageId(c.stage)};
        for (const NodePool& p : c.pools)
            words << p.gpuModel << p.name;
        return words.join(u' ');
    }
    default:
        return {};
    }
}

QVariant ClusterListModel::display(const Cluster& c, int column) const {
    switch (column) {
    case NameColumn:
        return c.name;
    case StateColumn: {
        const QString progress = ClusterText::progress(c);
        if (!progress.isEmpty())
            return tr("%1 (%2)").arg(ClusterText::state(c.state), progress);
        // What the cluster does, not only that it is up: "Running · step 1,200/50,000".
        if (c.workload && c.state == ClusterState::Running) {
            const WorkloadStatus& w = c.workload->status;
            if (w.phase == WorkloadPhase::Running && w.totalSteps > 0)
                return tr("%1 · step %2/%3")
                    .arg(ClusterText::state(c.state), QLocale().toString(w.step),
                         QLocale().toString(w.totalSteps));
            return tr("%1 · workload: %2").arg(ClusterText::state(c.state), WorkloadText::summary(w));
        }
        return ClusterText::state(c.state);
    }
    case PoolsColumn: {
        QStringList pools;
        for (const NodePool& p : c.pools)
            pools << tr("%1 \u00d7 %2\u00d7%3").arg(p.nodeCount).arg(p.gpusPerNode).arg(p.gpuModel);
        return pools.join(QStringLiteral(" + "));
    }
    case GpusColumn:
        return c.gpuCount();
    case RegionColumn:
        return c.region;
    case AgeColumn:
        return ClusterText::duration(c.createdAt.secsTo(c.asOf));
    case HourlyCostColumn:
        return c.chargesHourly() ? MoneyFormat::format(c.hourlyCost) : QStringLiteral("\u2014");
    case CostSoFarColumn:
        return MoneyFormat::format(c.costSoFar);
    default:
        return {};
    }
}

namespace {
// "CNY 0000000000012345678": compares as text in currency, then amount order (amounts are never negative).
QString moneySortKey(const Money& m) {
    return QStringLiteral("%1 %2")
        .arg(currencyCode(m.currency()))
        .arg(std::max<qint64>(0, m.micros()), 19, 10, QLatin1Char('0'));
}
} // namespace

QVariant ClusterListModel::sortValue(const Cluster& c, int column) const {
    switch (column) {
    case NameColumn:
        return c.name;
    case StateColumn:
        return int(c.state);
    case PoolsColumn:
        return c.pools.isEmpty() ? QString() : c.pools.first().gpuModel;
    case GpusColumn:
        return c.gpuCount();
    case RegionColumn:
        return c.region;
    case AgeColumn:
        return c.createdAt.secsTo(c.asOf);
    // Amounts sort by currency first, then amount: yuan and dollars are never compared as plain
    // numbers. No price sorts before every price.
    case HourlyCostColumn:
        return c.chargesHourly() ? moneySortKey(c.hourlyCost) : QString();
    case CostSoFarColumn:
        return moneySortKey(c.costSoFar);
    default:
        return {};
    }
}

QVariant ClusterListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case StateColumn:
        return tr("State");
    case PoolsColumn:
        return tr("Node pools");
    case GpusColumn:
        return tr("GPUs");
    case RegionColumn:
        return tr("Region");
    case AgeColumn:
        return tr("Age");
    case HourlyCostColumn:
        return tr("Per hour");
    case CostSoFarColumn:
        return tr("Cost so far");
    default:
        return {};
    }
}

} // namespace cd
