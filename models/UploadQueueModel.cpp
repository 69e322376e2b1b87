#include "UploadQueueModel.h"

#include "upload/UploadEngine.h"

#include <QLocale>

namespace cd {

UploadQueueModel::UploadQueueModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void UploadQueueModel::setEngine(UploadEngine* engine) {
    if (m_engine)
        disconnect(m_engine, nullptr, this, nullptr);
    m_engine = engine;
    if (engine) {
        connect(engine, &UploadEngine::jobAdded, this, &UploadQueueModel::reload);
        connect(engine, &UploadEngine::jobRemoved, this, &UploadQueueModel::reload);
        connect(engine, &UploadEngine::jobChanged, this, [this](qint64 id) {
            const int row = rowOf(id);
            if (row >= 0)
                emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        });
    }
    reload();
}

void UploadQueueModel::reload() {
    beginResetModel();
    m_ids.clear();
    if (m_engine) {
        for (const UploadJob& job : m_engine->jobs())
            m_ids.append(job.id);
    }
    endResetModel();
}

int UploadQueueModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_ids.size());
}

int UploadQueueModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString UploadQueueModel::sizeText(qint64 bytes) {
    if (bytes < 0)
        return QStringLiteral("—");
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

QString UploadQueueModel::durationText(int seconds) {
    if (seconds < 0)
        return QStringLiteral("—");
    if (seconds < 60)
        return tr("%n s", nullptr, seconds);
    if (seconds < 3600)
        return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
    return tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60);
}

namespace {

QString stateText(const UploadJob& job, const QString& status) {
    if (status.startsWith(u"retry ")) {
        const QStringList parts = status.split(u' ');
        return UploadQueueModel::tr("Waiting to retry (%1 s): %2")
            .arg(parts.value(1), parts.mid(2).join(u' '));
    }
    switch (job.state) {
    case UploadState::Queued:
        return UploadQueueModel::tr("Queued");
    case UploadState::Bundling:
        return UploadQueueModel::tr("Bundling the folder");
    case UploadState::Uploading:
        return UploadQueueModel::tr("Encrypting and uploading");
    case UploadState::Verifying:
        return UploadQueueModel::tr("Checking the platform's copy");
    case UploadState::Paused:
        return UploadQueueModel::tr("Paused");
    case UploadState::Done:
        return job.leftOut.isEmpty()
                   ? UploadQueueModel::tr("Done: dataset %1").arg(job.datasetId)
                   : UploadQueueModel::tr("Done: dataset %1 (%n item(s) left out of the bundle)", nullptr,
                                          int(job.leftOut.size()))
                         .arg(job.datasetId);
    case UploadState::Failed:
        return UploadQueueModel::tr("Failed: %1").arg(job.error);
    case UploadState::Cancelled:
        return UploadQueueModel::tr("Cancelled");
    }
    return {};
}

} // namespace

QVariant UploadQueueModel::data(const QModelIndex& index, int role) const {
    if (!m_engine || !index.isValid() || index.row() >= m_ids.size())
        return {};
    const qint64 id = m_ids[index.row()];
    const UploadJob job = m_engine->job(id);
    const UploadEngine::Progress p = m_engine->progress(id);
    const double fraction =
        p.total > 0 ? double(p.sent) / double(p.total) : (job.state == UploadState::Done ? 1 : 0);
    if (role == JobIdRole)
        return id;
    if (role == StateRole)
        return int(job.state);
    if (role == ProgressRole)
        return int(fraction * 1000);
    if (role == Qt::ToolTipRole) {
        QString tip = job.source;
        if (!job.leftOut.isEmpty())
            tip += u'\n' + tr("Left out of the bundle:") + u'\n' + job.leftOut.mid(0, 20).join(u'\n') +
                   (job.leftOut.size() > 20 ? tr("\n… and %n more", nullptr, int(job.leftOut.size() - 20))
                                            : QString());
        return tip;
    }
    if (role == Qt::TextAlignmentRole && index.column() != NameColumn && index.column() != StateColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    const bool moving = job.state == UploadState::Uploading && p.bytesPerSecond > 0;
    switch (Column(index.column())) {
    case NameColumn:
        return job.folder ? tr("%1 (folder)").arg(job.datasetName) : job.datasetName;
    case SizeColumn:
        return sizeText(job.uploadLength >= 0 ? job.uploadLength : job.plainSize);
    case ProgressColumn:
        return QString(QLocale().toString(fraction * 100, 'f', 1) + u'%');
    case SpeedColumn:
        return moving ? tr("%1/s").arg(sizeText(qint64(p.bytesPerSecond))) : QStringLiteral("—");
    case EtaColumn:
        return moving ? durationText(p.etaSeconds) : QStringLiteral("—");
    case StateColumn:
        return stateText(job, p.status);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant UploadQueueModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case NameColumn:
        return tr("Name");
    case SizeColumn:
        return tr("Size");
    case ProgressColumn:
        return tr("Progress");
    case SpeedColumn:
        return tr("Speed");
    case EtaColumn:
        return tr("Time left");
    case StateColumn:
        return tr("State");
    case ColumnCount:
        break;
    }
    return {};
}

QString UploadQueueModel::summary() const {
    if (!m_engine)
        return {};
    qint64 sent = 0;
    qint64 total = 0;
    int done = 0;
    int active = 0;
    int eta = 0;
    for (qint64 id : m_ids) {
        const UploadJob job = m_engine->job(id);
        if (job.state == UploadState::Cancelled)
            continue;
        const UploadEngine::Progress p = m_engine->progress(id);
        if (job.state == UploadState::Done)
            ++done;
        else if (!isFinal(job.state))
            ++active;
        sent += std::max<qint64>(0, p.sent);
        total += std::max<qint64>(0, p.total);
        if (!isFinal(job.state) && p.etaSeconds > 0)
            eta += p.etaSeconds;
    }
    if (active == 0)
        return {};
    QString text =
        tr("%1 of %2 done · %3 of %4").arg(done).arg(done + active).arg(sizeText(sent), sizeText(total));
    if (eta > 0)
        text += tr(" · about %1 left").arg(durationText(eta));
    return text;
}

} // namespace cd
