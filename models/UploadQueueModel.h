#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

namespace cd {

class UploadEngine;

// The upload queue as a table: name, size, progress, speed, time left and state. It follows the
// engine's signals; the progress column's UserRole is 0..1000 for a progress-bar delegate.
class UploadQueueModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UploadQueueModel)

public:
    enum Column { NameColumn, SizeColumn, ProgressColumn, SpeedColumn, EtaColumn, StateColumn, ColumnCount };
    enum Role { JobIdRole = Qt::UserRole + 1, ProgressRole, StateRole };

    explicit UploadQueueModel(QObject* parent = nullptr);
    void setEngine(UploadEngine* engine);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    qint64 jobAt(int row) const { return m_ids.value(row); }
    int rowOf(qint64 id) const { return int(m_ids.indexOf(id)); }
    // "3 of 5 done · 1.2 GB of 4 GB · 12 s left", for the summary line; empty when idle.
    QString summary() const;

    static QString sizeText(qint64 bytes);
    static QString durationText(int seconds);

private:
    void reload();
    QPointer<UploadEngine> m_engine;
    QList<qint64> m_ids;
};

} // namespace cd
