#include "StoragePage.h"

#include "DatasetsBox.h"
#include "ListTable.h"
#include "MnemonicFocus.h"
#include "ProgressDelegate.h"
#include "ShortcutsHelp.h"
#include "StorageKeyStrip.h"
#include "TabOrder.h"

#include "models/DatasetListModel.h"
#include "models/UploadQueueModel.h"
#include "session/StorageSession.h"

#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace cd {

StoragePage::StoragePage(StorageSession& storage, QWidget* parent)
    : QWidget(parent)
    , m_storage(storage)
    , m_queue(new UploadQueueModel(this))
    , m_queueView(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_limit(new QSpinBox(this))
    , m_connections(new QSpinBox(this))
    , m_filesAtOnce(new QSpinBox(this)) {
    setObjectName(QStringLiteral("storagePage"));
    setAcceptDrops(true);
    m_keyStrip = new StorageKeyStrip(m_storage, this);
    connect(m_keyStrip, &StorageKeyStrip::notification, this, &StoragePage::notification);
    m_datasetsBox = new DatasetsBox(m_storage, this);
    connect(m_datasetsBox, &DatasetsBox::notification, this, &StoragePage::notification);
    connect(m_datasetsBox, &DatasetsBox::loaded, this, &StoragePage::datasetsLoaded);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(buildUploads());
    splitter->addWidget(m_datasetsBox);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_keyStrip);
    layout->addWidget(splitter, 1);
    // The key strip, then each box's buttons before its table (made first): Tab goes as the page reads.
    TabOrder::chain(m_keyStrip->tabOrder() +
                    QList<QWidget*>{m_uploadFiles, m_uploadFolder, m_pause, m_resume, m_cancel, m_retry,
                                    m_clear, m_limit, m_connections, m_filesAtOnce, m_queueView} +
                    m_datasetsBox->tabOrder());
    MnemonicFocus::install(this);

    connect(&m_storage, &StorageSession::engineChanged, this, &StoragePage::onEngineChanged);
    connect(&m_storage, &StorageSession::keyChanged, this, &StoragePage::onKeyChanged);
    // Another client: the key strip shows that connection's key (the box empties itself).
    connect(&m_storage, &StorageSession::datasetsReset, this, &StoragePage::onKeyChanged);
    onEngineChanged();
    onKeyChanged();
}

StoragePage::~StoragePage() = default;

QWidget* StoragePage::buildUploads() {
    auto* box = new QGroupBox(tr("Uploads"), this);
    m_uploadFiles = new QPushButton(tr("&Upload files…"), box);
    m_uploadFolder = new QPushButton(tr("Upload f&older…"), box);
    m_pause = new QPushButton(tr("P&ause"), box);
    m_resume = new QPushButton(tr("&Resume"), box);
    m_cancel = new QPushButton(tr("&Cancel upload…"), box);
    m_retry = new QPushButton(tr("Re&try"), box);
    m_clear = new QPushButton(tr("Clear fi&nished"), box);
    m_uploadFiles->setObjectName(QStringLiteral("uploadFiles"));
    m_uploadFolder->setObjectName(QStringLiteral("uploadFolder"));
    m_pause->setObjectName(QStringLiteral("pauseUpload"));
    m_resume->setObjectName(QStringLiteral("resumeUpload"));
    m_cancel->setObjectName(QStringLiteral("cancelUpload"));
    m_retry->setObjectName(QStringLiteral("retryUpload"));
    m_uploadFiles->setShortcut(QKeySequence(tr("Ctrl+U")));
    m_uploadFolder->setShortcut(QKeySequence(tr("Ctrl+Shift+U")));
    // The keys as the system writes them (⌘U on macOS), here and in updateActions().
    m_uploadFiles->setToolTip(
        tr("Encrypt files on this computer and upload them (%1). You can also drop files "
           "and folders here.")
            .arg(ShortcutsHelp::native(m_uploadFiles->shortcut())));
    m_uploadFolder->setToolTip(tr("Bundle a folder of code (tar + zstd, without .git and what .gitignore "
                                  "excludes), encrypt it and upload it (%1).")
                                   .arg(ShortcutsHelp::native(m_uploadFolder->shortcut())));
    m_limit->setObjectName(QStringLiteral("bandwidthLimit"));
    m_limit->setRange(0, UploadSettings::maxLimitMBps);
    m_limit->setSuffix(tr(" MB/s"));
    m_limit->setSpecialValueText(tr("No limit"));
    m_limit->setAccessibleName(tr("Upload bandwidth limit"));
    const UploadSettings& settings = m_storage.uploadSettings();
    m_limit->setValue(settings.limitMBps);
    connect(m_limit, &QSpinBox::valueChanged, this, [this](int mbps) {
        UploadSettings changed = m_storage.uploadSettings();
        changed.limitMBps = mbps;
        m_storage.setUploadSettings(changed);
    });
    m_connections->setObjectName(QStringLiteral("connectionsPerUpload"));
    m_connections->setRange(1, UploadEngine::maxConnections);
    m_connections->setAccessibleName(tr("Connections per upload"));
    m_connections->setToolTip(
        tr("How many connections one upload may use at once. More fill a long or fast link (another "
           "continent, 1 Gbit/s and up); 1 sends one request at a time. Takes effect with the next "
           "upload to start."));
    m_connections->setValue(settings.connections);
    connect(m_connections, &QSpinBox::valueChanged, this, [this](int n) {
        UploadSettings changed = m_storage.uploadSettings();
        changed.connections = n;
        m_storage.setUploadSettings(changed);
    });
    m_filesAtOnce->setObjectName(QStringLiteral("filesAtOnce"));
    m_filesAtOnce->setRange(1, UploadEngine::maxFilesAtOnce);
    m_filesAtOnce->setAccessibleName(tr("Files uploaded at once"));
    m_filesAtOnce->setToolTip(tr("How many files upload at the same time; the others wait their turn in "
                                 "order. Applies at once."));
    m_filesAtOnce->setValue(settings.filesAtOnce);
    connect(m_filesAtOnce, &QSpinBox::valueChanged, this, [this](int n) {
        UploadSettings changed = m_storage.uploadSettings();
        changed.filesAtOnce = n;
        m_storage.setUploadSettings(changed);
    });
    connect(m_uploadFiles, &QPushButton::clicked, this, &StoragePage::pickFiles);
    connect(m_uploadFolder, &QPushButton::clicked, this, &StoragePage::pickFolder);
    connect(m_pause, &QPushButton::clicked, this, [this] { m_storage.engine().pause(selectedJob()); });
    connect(m_resume, &QPushButton::clicked, this, [this] { m_storage.engine().resume(selectedJob()); });
    connect(m_retry, &QPushButton::clicked, this, [this] { m_storage.engine().retry(selectedJob()); });
    connect(m_cancel, &QPushButton::clicked, this, &StoragePage::cancelSelected);
    connect(m_clear, &QPushButton::clicked, this, [this] { m_storage.engine().clearFinished(); });

    auto* tools = new QHBoxLayout;
    for (QPushButton* b : {m_uploadFiles, m_uploadFolder, m_pause, m_resume, m_cancel, m_retry, m_clear})
        tools->addWidget(b);
    tools->addStretch(1);
    auto* limitLabel = new QLabel(tr("Li&mit:"), box);
    limitLabel->setBuddy(m_limit);
    tools->addWidget(limitLabel);
    tools->addWidget(m_limit);
    auto* connectionsLabel = new QLabel(tr("Connection&s:"), box);
    connectionsLabel->setBuddy(m_connections);
    tools->addWidget(connectionsLabel);
    tools->addWidget(m_connections);
    // No letter of its own is left on this page: Tab from Connections reaches it.
    auto* filesLabel = new QLabel(tr("Files at once:"), box);
    filesLabel->setBuddy(m_filesAtOnce);
    tools->addWidget(filesLabel);
    tools->addWidget(m_filesAtOnce);

    m_queueView->setObjectName(QStringLiteral("uploadQueue"));
    m_queueView->setAccessibleName(tr("Upload queue"));
    m_queueView->setModel(m_queue);
    ListTable::setUp(m_queueView);
    m_queueView->setSortingEnabled(false);
    m_queueView->setItemDelegateForColumn(UploadQueueModel::ProgressColumn,
                                          new ProgressDelegate(UploadQueueModel::ProgressRole, m_queueView));
    m_queueView->horizontalHeader()->setSectionResizeMode(UploadQueueModel::StateColumn,
                                                          QHeaderView::Stretch);
    m_queueView->setColumnWidth(UploadQueueModel::NameColumn, 220);
    m_queueView->setColumnWidth(UploadQueueModel::ProgressColumn, 160);
    connect(m_queueView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &StoragePage::updateActions);
    m_summary->setObjectName(QStringLiteral("uploadSummary"));

    auto* layout = new QVBoxLayout(box);
    layout->addLayout(tools);
    layout->addWidget(m_queueView, 1);
    layout->addWidget(m_summary);
    return box;
}

void StoragePage::onEngineChanged() {
    UploadEngine& engine = m_storage.engine();
    m_queue->setEngine(&engine); // it has the upload settings already (StorageSession)
    connect(&engine, &UploadEngine::jobChanged, this, [this] {
        m_summary->setText(m_queue->summary());
        updateActions();
    });
    connect(&engine, &UploadEngine::jobFinished, this,
            [this, engine = &engine](qint64 id, bool ok, const QString& message) {
                const UploadJob job = engine->job(id);
                if (ok) {
                    emit notification(
                        tr("Upload finished"),
                        tr("%1 is now dataset %2, encrypted with key %3.")
                            .arg(job.datasetName, message, m_storage.engine().key().fingerprint().left(9)),
                        false);
                    refreshDatasets();
                } else if (job.state == UploadState::Failed) {
                    emit notification(tr("Upload failed"), tr("%1: %2").arg(job.datasetName, message), true);
                }
                m_summary->setText(m_queue->summary());
                updateActions();
            });
    connect(m_queue, &QAbstractItemModel::modelReset, this, &StoragePage::updateActions,
            Qt::UniqueConnection);
    updateActions();
}

void StoragePage::onKeyChanged() {
    m_keyStrip->showKey();
    updateActions();
}

void StoragePage::setAwaitingTenant(bool awaiting) {
    m_awaitingTenant = awaiting;
    m_datasetsBox->setAwaitingTenant(awaiting);
    updateActions();
}

void StoragePage::setCanChange(bool canChange) {
    m_canChange = canChange;
    m_datasetsBox->setCanChange(canChange);
    updateActions();
}

void StoragePage::refreshDatasets() {
    m_storage.refreshDatasets();
}

qint64 StoragePage::selectedJob() const {
    const QModelIndex index = m_queueView->currentIndex();
    return index.isValid() && m_queueView->selectionModel()->isRowSelected(index.row(), {})
               ? m_queue->jobAt(index.row())
               : 0;
}

void StoragePage::updateActions() {
    const bool connected = m_storage.hasClient();
    const bool keyed = !m_storage.engine().key().isNull();
    const bool canUpload = connected && keyed && m_canChange;
    m_uploadFiles->setEnabled(canUpload);
    m_uploadFolder->setEnabled(canUpload);
    setAcceptDrops(canUpload);
    const QString why = !connected && m_awaitingTenant ? tr("Choose a tenant to inspect first.")
                        : !connected                   ? tr("Connect to a platform first.")
                        : !m_canChange ? tr("Your role can look at datasets but not upload or delete them.")
                        : !keyed && m_storage.needsKeyDecision()
                            ? tr("Unlock, import or make an encryption key first (see above).")
                        : !keyed ? tr("Waiting for the encryption key.")
                                 : QString();
    m_uploadFiles->setStatusTip(why);
    // Disabled for the role: the tooltip says why instead of what the button would do.
    const QString roleWhy = tr("Your role can look at datasets but not upload or delete them.");
    m_uploadFiles->setToolTip(m_canChange ? tr("Encrypt files on this computer and upload them (%1). You can "
                                               "also drop files and folders here.")
                                                .arg(ShortcutsHelp::native(m_uploadFiles->shortcut()))
                                          : roleWhy);
    m_uploadFolder->setToolTip(m_canChange ? tr("Bundle a folder of code (tar + zstd, without .git and what "
                                                ".gitignore excludes), encrypt it and upload it (%1).")
                                                 .arg(ShortcutsHelp::native(m_uploadFolder->shortcut()))
                                           : roleWhy);
    const qint64 id = selectedJob();
    const UploadJob job = m_storage.engine().job(id);
    const bool active = id != 0 && !isFinal(job.state);
    m_pause->setEnabled(active && job.state != UploadState::Paused);
    m_resume->setEnabled(id != 0 && job.state == UploadState::Paused);
    m_cancel->setEnabled(active);
    m_retry->setEnabled(id != 0 && job.state == UploadState::Failed);
    bool anyFinished = false;
    for (const UploadJob& j : m_storage.engine().jobs())
        anyFinished = anyFinished || isFinal(j.state);
    m_clear->setEnabled(anyFinished);
    m_datasetsBox->updateActions(); // Download and check needs the key
    m_keyStrip->updateActions(m_canChange);
}

void StoragePage::upload(const QStringList& paths) {
    if (m_storage.keyAtRisk() && !m_keyStrip->confirmKeyAtRisk([this, paths] { upload(paths); }))
        return;
    QStringList problems;
    for (const QString& path : paths) {
        QString error;
        if (m_storage.queueUpload(path, QFileInfo(path).fileName(), &error) == 0)
            problems.append(error);
    }
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Upload"), problems.join(u'\n'));
    m_summary->setText(m_queue->summary());
}

void StoragePage::pickFiles() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Upload files"), QStandardPaths::writableLocation(QStandardPaths::HomeLocation));
    if (!files.isEmpty())
        upload(files);
}

void StoragePage::pickFolder() {
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Upload a folder"), QStandardPaths::writableLocation(QStandardPaths::HomeLocation));
    if (!folder.isEmpty())
        upload({folder});
}

void StoragePage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_storage.setShown(true);
}

void StoragePage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    m_storage.setShown(false);
}

void StoragePage::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void StoragePage::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths.append(url.toLocalFile());
    }
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        upload(paths);
    }
}

void StoragePage::cancelSelected() {
    const qint64 id = selectedJob();
    const UploadJob job = m_storage.engine().job(id);
    if (id == 0)
        return;
    const auto answer = QMessageBox::question(this, tr("Cancel upload"),
                                              tr("Cancel the upload of %1? What was sent is deleted from the "
                                                 "platform; the file on this computer stays.")
                                                  .arg(job.datasetName),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes)
        m_storage.engine().cancel(id);
}

DatasetListModel* StoragePage::datasetModel() const {
    return m_datasetsBox->model();
}

void StoragePage::downloadDataset(const Dataset& dataset, const QString& target) {
    m_datasetsBox->downloadDataset(dataset, target);
}

} // namespace cd
