#pragma once

#include "core/Dataset.h"

#include <QAbstractTableModel>

namespace cd {

// The tenant's datasets: name, size, whether and with which key they are encrypted, region,
// created, and the clusters that use them.
class DatasetListModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DatasetListModel)

public:
    enum Column {
        NameColumn,
        SizeColumn,
        EncryptionColumn,
        RegionColumn,
        CreatedColumn,
        UsedByColumn,
        ColumnCount
    };
    enum Role { DatasetIdRole = Qt::UserRole + 1, SortRole };

    explicit DatasetListModel(QObject* parent = nullptr);
    void setDatasets(QList<Dataset> datasets);
    const QList<Dataset>& datasets() const { return m_datasets; }
    const Dataset* datasetAt(int row) const {
        return row >= 0 && row < m_datasets.size() ? &m_datasets[row] : nullptr;
    }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<Dataset> m_datasets;
};

} // namespace cd
