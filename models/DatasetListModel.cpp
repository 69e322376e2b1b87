#include "DatasetListModel.h"

#include "UploadQueueModel.h"

#include "crypto/TenantKey.h"

#include <QLocale>

namespace cd {

DatasetListModel::DatasetListModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void DatasetListModel::setDatasets(QList<Dataset> datasets) {
    beginResetModel();
    m_datasets = std::move(datasets);
    endResetModel();
}

int DatasetListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_datasets.size());
}

int DatasetListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DatasetListModel::data(const QModelIndex& index, int role) const {
    const Dataset* d = datasetAt(index.row());
    if (!d)
        return {};
    if (role == DatasetIdRole)
        return d->id;
    if (role == SortRole) {
        switch (Column(index.column())) {
        case SizeColumn:
            return d->sizeBytes;
        case CreatedColumn:
            return d->createdAt;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::ToolTipRole && index.column() == EncryptionColumn && d->isEncrypted())
        return tr("AES-256-GCM (%1), encrypted on the uploading computer with key %2")
            .arg(d->encryptionFormat,
                 crypto::TenantKey::fingerprintOf(QByteArray::fromHex(d->keyId.toLatin1())));
    if (role == Qt::ToolTipRole && index.column() == NameColumn)
        return tr("%1\nFile: %2\nSHA-256 of the stored bytes: %3")
            .arg(d->id, d->files.value(0).name, d->files.value(0).sha256);
    if (role == Qt::TextAlignmentRole && index.column() == SizeColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    switch (Column(index.column())) {
    case NameColumn:
        return d->name;
    case SizeColumn:
        return UploadQueueModel::sizeText(d->sizeBytes);
    case EncryptionColumn:
        // The short form of the fingerprint: its first two groups, as people compare them.
        return d->isEncrypted()
                   ? tr("Encrypted · key %1")
                         .arg(crypto::TenantKey::fingerprintOf(QByteArray::fromHex(d->keyId.toLatin1()))
                                  .left(9))
                   : tr("Not encrypted");
    case RegionColumn:
        return d->region;
    case CreatedColumn:
        return QLocale().toString(d->createdAt.toLocalTime(), QLocale::ShortFormat);
    case UsedByColumn:
        return d->attachedClusters.isEmpty() ? QStringLiteral("—")
                                             : d->attachedClusters.join(QStringLiteral(", "));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant DatasetListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case NameColumn:
        return tr("Name");
    case SizeColumn:
        return tr("Size");
    case EncryptionColumn:
        return tr("Encryption");
    case RegionColumn:
        return tr("Region");
    case CreatedColumn:
        return tr("Created");
    case UsedByColumn:
        return tr("Used by");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace cd
