#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace cd {

struct Dataset;
class DatasetListModel;
class DatasetsBox;
class StorageKeyStrip;
class StorageSession;
class UploadQueueModel;

// The Storage area: drop or pick files and folders to upload encrypted, follow the queue (pause,
// resume, cancel, a bandwidth limit), and work with the datasets they became (DatasetsBox:
// download and check, delete). The tenant key is shown by fingerprint, with export and import
// (StorageKeyStrip).
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
    DatasetListModel* datasetModel() const;
    // Downloads, decrypts and checks `dataset` into `target` (DatasetsBox::downloadDataset).
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
    void onEngineChanged();
    void onKeyChanged();
    void updateActions();
    qint64 selectedJob() const;
    void pickFiles();
    void pickFolder();
    void cancelSelected();

    StorageSession& m_storage;
    bool m_canChange = true;
    bool m_awaitingTenant = false;
    UploadQueueModel* m_queue;
    QTableView* m_queueView;
    QLabel* m_summary;
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
    StorageKeyStrip* m_keyStrip = nullptr;
    DatasetsBox* m_datasetsBox = nullptr;
};

} // namespace cd
