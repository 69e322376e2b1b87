#pragma once

#include <QGroupBox>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace cd {

struct Dataset;
class DatasetListModel;
class StorageSession;

// The Storage page's Datasets box: the tenant's datasets as the session lists them, with Refresh,
// Download and check (decrypted and verified on this computer) and Delete (asked first, refused
// while a cluster uses the dataset).
class DatasetsBox final : public QGroupBox {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DatasetsBox)

public:
    explicit DatasetsBox(StorageSession& storage, QWidget* parent = nullptr);

    // The role allows deleting (datasets:write).
    void setCanChange(bool canChange);
    // Support staff before choosing a tenant: connected, but no tenant's datasets to show yet.
    void setAwaitingTenant(bool awaiting);
    // The connection, the key or the selection changed: which buttons work now.
    void updateActions();
    DatasetListModel* model() const { return m_datasets; }
    // Downloads, decrypts and checks `dataset` into `target`, with a progress dialog; a failure
    // is shown in a message box, a cancel ends it quietly. (downloadSelected() asks for `target`.)
    void downloadDataset(const Dataset& dataset, const QString& target);
    // Its buttons, then its table.
    QList<QWidget*> tabOrder() const;

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);
    void loaded(int count);

private:
    void onReset();
    void onLoaded(const QList<Dataset>& datasets);
    // "Not connected", or "Choose a tenant" for support staff, while there is no client.
    void showUnconnected();
    int selectedRow() const;
    void downloadSelected();
    void deleteSelected();

    StorageSession& m_storage;
    bool m_canChange = true;
    bool m_awaitingTenant = false;
    DatasetListModel* m_datasets;
    QSortFilterProxyModel* m_sorted;
    QTableView* m_view;
    QLabel* m_state;
    QPushButton* m_refresh;
    QPushButton* m_download;
    QPushButton* m_delete;
};

} // namespace cd
