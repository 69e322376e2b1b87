#pragma once

#include "core/Cluster.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>

namespace cd {

// The tenant's clusters as a table. Live events change one row at a time (one dataChanged for
// that row); a reload merges, so rows that did not change do not flicker and selection stays.
class ClusterListModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterListModel)

public:
    enum Column {
        NameColumn,
        StateColumn,
        PoolsColumn,
        GpusColumn,
        RegionColumn,
        AgeColumn,
        HourlyCostColumn,
        CostSoFarColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole,
        ClusterIdRole,
        StateRole,        // int(ClusterState)
        TransitionalRole, // bool
        SearchTextRole,   // name, id, region, GPU models: what the search box matches
    };

    explicit ClusterListModel(QObject* parent = nullptr);

    // Replaces everything (a reset).
    void setClusters(QList<Cluster> clusters);
    // A fresh list from the platform: changed rows are updated in place, clusters gone are
    // removed and new ones appended; never a reset.
    void merge(const QList<Cluster>& clusters);
    // One cluster as an event reported it; appended if new. Ignores a snapshot older than the row's.
    void apply(const Cluster& cluster);

    const QList<Cluster>& clusters() const { return m_clusters; }
    const Cluster& cluster(int row) const { return m_clusters[row]; }
    int rowOf(const QString& id) const { return m_rows.value(id, -1); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const Cluster& c, int column) const;
    QVariant sortValue(const Cluster& c, int column) const;
    void reindex();

    QList<Cluster> m_clusters;
    QHash<QString, int> m_rows;
};

} // namespace cd
