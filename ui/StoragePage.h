#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace cd {

struct Dataset;
class DatasetListModel;
class StorageKeyStrip;
class StorageSession;
class UploadQueueModel;

// The Storage area: drop or pick files and folders to upload encrypted, follow the queue (pause,
// resume, cancel, a bandwidth limit), and work with the datasets they became: download and check,
// delete. The tenant key is shown by fingerprint, with export and import.
class StoragePage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StoragePage)

public:
    explicit StoragePage(StorageSession& storage, QWidget* parent = nullptr);
    ~StoragePage() override;

    // The role allows uploading and deleting (datasets:write).
    void setCanChange(bool canChange);
    // Support staff before choosing a tenant: connected, but no tenant's datasets to show yet.
    void setAwaitingTenant(bool awaiting);
    void refreshDatasets();
    // Queues files or folders (from a drop, the file dialog or the command line).
    void upload(const QStringList& paths);
    UploadQueueModel* queueModel() const { return m_queue; }
    DatasetListModel* datasetModel() const { return m_datasets; }
    // Downloads, decrypts and checks `dataset` into `target`, with a progress dialog; a failure
    // is shown in a message box, a cancel ends it quietly. (downloadSelected() asks for `target`.)
    void downloadDataset(const Dataset& dataset, const QString& target);

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);
    void datasetsLoaded(int count);

protected:
    // The session lists the datasets again, when stale, only while the page is on screen.
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QWidget* buildUploads();
    QWidget* buildDatasets();
    void onEngineChanged();
    void onKeyChanged();
    void onDatasetsReset();
    void onDatasetsLoaded(const QList<Dataset>& datasets);
    void updateActions();
    qint64 selectedJob() const;
    int selectedDatasetRow() const;
    void pickFiles();
    void pickFolder();
    void cancelSelected();
    void downloadSelected();
    void deleteSelected();

    StorageSession& m_storage;
    bool m_canChange = true;
    bool m_awaitingTenant = false;
    UploadQueueModel* m_queue;
    DatasetListModel* m_datasets;
    QSortFilterProxyModel* m_datasetSort;
    QTableView* m_queueView;
    QTableView* m_datasetView;
    QLabel* m_summary;
    QLabel* m_datasetState;
    QSpinBox* m_limit;
    QSpinBox* m_connections;
    QSpinBox* m_filesAtOnce;
    QPushButton* m_uploadFiles;
    QPushButton* m_uploadFolder;
    QPushButton* m_pause;
    QPushButton* m_resume;
    QPushButton* m_cancel;
    QPushButton* m_retry;
    QPushButton* m_clear;
    QPushButton* m_refreshDatasets;
    QPushButton* m_download;
    QPushButton* m_delete;
    StorageKeyStrip* m_keyStrip = nullptr;
};

} // namespace cd
