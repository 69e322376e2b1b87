#include "DatasetsBox.h"

#include "AsOfLabel.h"
#include "ListTable.h"

#include "core/ErrorText.h"
#include "core/SafeFileName.h"
#include "models/DatasetListModel.h"
#include "models/UploadQueueModel.h"
#include "session/StorageSession.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace cd {

DatasetsBox::DatasetsBox(StorageSession& storage, QWidget* parent)
    : QGroupBox(tr("Datasets"), parent)
    , m_storage(storage)
    , m_datasets(new DatasetListModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_state(new QLabel(this))
    , m_refresh(new QPushButton(tr("Re&fresh"), this))
    , m_download(new QPushButton(tr("Do&wnload and check…"), this))
    , m_delete(new QPushButton(tr("De&lete…"), this)) {
    m_state->setObjectName(QStringLiteral("datasetState"));
    m_download->setToolTip(tr("Fetch the dataset and decrypt it on this computer: every segment's "
                              "authentication is checked, and the file appears only if all of it verifies."));
    m_delete->setObjectName(QStringLiteral("deleteDataset"));
    m_delete->setShortcut(QKeySequence::Delete);
    connect(m_refresh, &QPushButton::clicked, &m_storage, &StorageSession::refreshDatasets);
    connect(m_download, &QPushButton::clicked, this, &DatasetsBox::downloadSelected);
    connect(m_delete, &QPushButton::clicked, this, &DatasetsBox::deleteSelected);
    auto* tools = new QHBoxLayout;
    tools->addWidget(m_refresh);
    tools->addWidget(m_download);
    tools->addWidget(m_delete);
    tools->addStretch(1);
    tools->addWidget(m_state);
    tools->addWidget(new AsOfLabel(m_storage.freshness(), this));

    m_sorted->setSourceModel(m_datasets);
    m_sorted->setSortRole(DatasetListModel::SortRole);
    m_view->setObjectName(QStringLiteral("datasets"));
    m_view->setAccessibleName(tr("Datasets"));
    m_view->setModel(m_sorted);
    ListTable::setUp(m_view);
    m_view->setColumnWidth(DatasetListModel::NameColumn, 220);
    m_view->setColumnWidth(DatasetListModel::EncryptionColumn, 200);
    m_view->setColumnWidth(DatasetListModel::CreatedColumn, 150);
    m_view->horizontalHeader()->setSectionResizeMode(DatasetListModel::UsedByColumn, QHeaderView::Stretch);
    m_view->sortByColumn(DatasetListModel::CreatedColumn, Qt::DescendingOrder);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &DatasetsBox::updateActions);
    connect(m_view, &QTableView::activated, this, &DatasetsBox::downloadSelected);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(tools);
    layout->addWidget(m_view, 1);

    connect(&m_storage, &StorageSession::datasetsReset, this, &DatasetsBox::onReset);
    // Refreshing, the count stays beside its "Refreshing…" (AsOfLabel); only a first load says so here.
    connect(&m_storage, &StorageSession::datasetsLoading, this, [this] {
        if (m_datasets->rowCount() == 0)
            m_state->setText(tr("Loading…"));
    });
    connect(&m_storage, &StorageSession::datasetsLoaded, this, &DatasetsBox::onLoaded);
    connect(&m_storage, &StorageSession::datasetsFailed, this,
            [this](const Error& error) { m_state->setText(ErrorText::sentence(error)); });
    connect(&m_storage, &StorageSession::datasetNotDeleted, this,
            [this](const QString& name, const Error& error) {
                QMessageBox::warning(this, tr("Delete dataset"),
                                     tr("%1 was not deleted: %2").arg(name, ErrorText::withDetail(error)));
            });
}

QList<QWidget*> DatasetsBox::tabOrder() const {
    return {m_refresh, m_download, m_delete, m_view};
}

void DatasetsBox::showUnconnected() {
    if (!m_storage.hasClient())
        m_state->setText(m_awaitingTenant ? tr("Choose a tenant to inspect") : tr("Not connected"));
}

void DatasetsBox::onReset() {
    m_datasets->setDatasets({});
    // With a client, the datasets load again at once and the box says so instead.
    showUnconnected();
    updateActions();
}

void DatasetsBox::setAwaitingTenant(bool awaiting) {
    m_awaitingTenant = awaiting;
    showUnconnected();
    updateActions();
}

void DatasetsBox::setCanChange(bool canChange) {
    m_canChange = canChange;
    updateActions();
}

void DatasetsBox::onLoaded(const QList<Dataset>& datasets) {
    const QString selected = m_view->currentIndex().data(DatasetListModel::DatasetIdRole).toString();
    m_datasets->setDatasets(datasets);
    m_state->setText(datasets.isEmpty() ? tr("No datasets yet: upload files or drop them here.")
                                        : tr("%n dataset(s)", nullptr, int(datasets.size())));
    for (int row = 0; row < m_sorted->rowCount(); ++row) {
        if (m_sorted->index(row, 0).data(DatasetListModel::DatasetIdRole).toString() == selected)
            m_view->selectRow(row);
    }
    emit loaded(int(datasets.size()));
    updateActions();
}

int DatasetsBox::selectedRow() const {
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid() || !m_view->selectionModel()->isRowSelected(index.row(), {}))
        return -1;
    return m_sorted->mapToSource(index).row();
}

void DatasetsBox::updateActions() {
    const bool connected = m_storage.hasClient();
    const int row = selectedRow();
    m_download->setEnabled(connected && row >= 0 && m_storage.hasKey()); // it decrypts: no key, nothing to do
    m_delete->setEnabled(connected && row >= 0 && m_canChange);
    // Disabled for the role: the tooltip says why instead of what the button would do.
    m_delete->setToolTip(m_canChange ? QString()
                                     : tr("Your role can look at datasets but not upload or delete them."));
}

void DatasetsBox::downloadSelected() {
    const Dataset* d = m_datasets->datasetAt(selectedRow());
    if (!d)
        return;
    const Dataset dataset = *d;
    // The platform's names are data: no folder, separator or control character comes from them.
    const QString suggested = SafeFileName::from(dataset.files.value(0).name,
                                                 SafeFileName::from(dataset.name, QStringLiteral("dataset")));
    const QString target = QFileDialog::getSaveFileName(
        this, tr("Save the decrypted dataset"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::DownloadLocation)).filePath(suggested));
    if (target.isEmpty())
        return;
    downloadDataset(dataset, target);
}

void DatasetsBox::downloadDataset(const Dataset& dataset, const QString& target) {
    QPointer<QProgressDialog> progress = new QProgressDialog(
        tr("Downloading and decrypting %1…").arg(dataset.name), tr("Cancel"), 0, 1000, this);
    progress->setObjectName(QStringLiteral("downloadProgress"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    // Reaching the maximum would reset and hide the dialog while the file is still being checked.
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    // Only the person's Cancel (the button, Esc, the window's close box) cancels. Closing the
    // dialog ourselves emits canceled() too, so `finished` is set first: a failure is then still
    // shown, and a download that ended is not "cancelled" by its own dialog going away.
    struct State {
        bool finished = false;
        bool cancelled = false;
    };
    auto state = std::make_shared<State>();
    const quint64 id = m_storage.download(
        dataset, target,
        [progress](qint64 done, qint64 total) {
            if (progress && total > 0)
                progress->setValue(int(done * 1000 / total));
        },
        [this, progress, dataset, target, state](bool ok, const QString& message) {
            state->finished = true;
            if (progress)
                progress->close();
            if (ok)
                emit notification(tr("Dataset downloaded"), message, false); // says whether it was verified
            else if (!state->cancelled)
                QMessageBox::warning(this, tr("Download and check"),
                                     tr("%1 could not be downloaded and checked; no file was written. %2")
                                         .arg(dataset.name, message));
        });
    const auto cancel = [this, id, state] {
        if (state->finished)
            return;
        state->cancelled = true;
        m_storage.cancelDownload(id);
    };
    // The Cancel button emits canceled(); Esc only rejects the dialog.
    connect(progress.data(), &QProgressDialog::canceled, this, cancel);
    connect(progress.data(), &QDialog::rejected, this, cancel);
}

void DatasetsBox::deleteSelected() {
    const Dataset* selected = m_datasets->datasetAt(selectedRow());
    if (!selected || !m_storage.hasClient())
        return;
    // A copy: the list may reload while the question is open.
    const Dataset dataset = *selected;
    const Dataset* d = &dataset;
    if (!d->attachedClusters.isEmpty()) {
        QMessageBox::information(this, tr("Delete dataset"),
                                 tr("%1 is used by %2. Terminate those clusters first.")
                                     .arg(d->name, d->attachedClusters.join(QStringLiteral(", "))));
        return;
    }
    const auto answer = QMessageBox::warning(
        this, tr("Delete dataset"),
        tr("Delete %1 (%2) from the platform? This cannot be undone; the files on this computer stay.")
            .arg(d->name, UploadQueueModel::sizeText(d->sizeBytes)),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    m_storage.deleteDataset(d->id, d->name);
}

} // namespace cd
