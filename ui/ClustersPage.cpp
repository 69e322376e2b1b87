#include "ClustersPage.h"

#include "ClusterDetailView.h"
#include "LaunchClusterDialog.h"
#include "ListTable.h"
#include "MessageBanner.h"
#include "ResizeClusterDialog.h"
#include "SizingAdvisorDialog.h"
#include "SvgIconEngine.h"
#include "TerminateClusterDialog.h"
#include "WorkloadView.h"

#include "core/ClusterText.h"
#include "core/ErrorText.h"
#include "core/WorkloadText.h"
#include "models/ClusterFilterProxy.h"
#include "models/ClusterListModel.h"
#include "session/ClustersSession.h"
#include "session/RelaunchSpec.h"
#include "session/TemplatesSession.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace cd {

ClustersPage::ClustersPage(ClustersSession& session, QSettings& settings, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_settings(settings)
    , m_model(new ClusterListModel(this))
    , m_proxy(new ClusterFilterProxy(this))
    , m_banner(new MessageBanner(this))
    , m_live(new QLabel(this))
    , m_launch(new QPushButton(tr("&Launch cluster\u2026"), this))
    , m_advisor(new QPushButton(tr("Si&ze advisor\u2026"), this))
    , m_search(new QLineEdit(this))
    , m_stateFilter(new QComboBox(this))
    , m_health(new QPushButton(tr("Health re&port\u2026"), this))
    , m_resize(new QPushButton(tr("Resi&ze\u2026"), this))
    , m_stop(new QPushButton(tr("St&op"), this))
    , m_start(new QPushButton(tr("St&art"), this))
    , m_terminate(new QPushButton(tr("&Terminate\u2026"), this))
    , m_table(new QTableView(this))
    , m_detail(new ClusterDetailView(session, this)) {
    setObjectName(QStringLiteral("clustersPage"));
    m_proxy->setSourceModel(m_model);
    auto* title = new QLabel(QStringLiteral("<h2>%1</h2>").arg(tr("Clusters").toHtmlEscaped()), this);
    m_launch->setObjectName(QStringLiteral("launchCluster"));
    m_launch->setIcon(SvgIconEngine::icon(QStringLiteral("clusters")));
    m_resize->setObjectName(QStringLiteral("resizeCluster"));
    m_stop->setObjectName(QStringLiteral("stopCluster"));
    m_start->setObjectName(QStringLiteral("startCluster"));
    m_terminate->setObjectName(QStringLiteral("terminateCluster"));
    m_health->setObjectName(QStringLiteral("clusterHealthReport"));
    m_health->setToolTip(tr("Failed and degraded nodes, XID errors, idle, hot or slow GPUs and budgets, "
                            "with what to do next: to read, copy or save for a ticket."));
    m_search->setObjectName(QStringLiteral("clusterSearch"));
    m_search->setPlaceholderText(tr("Search name, GPU, region\u2026"));
    m_search->setAccessibleName(tr("Search clusters"));
    m_search->setClearButtonEnabled(true);
    m_stateFilter->setAccessibleName(tr("Show clusters"));
    m_stateFilter->addItem(tr("All but terminated"), int(ClusterFilterProxy::StateFilter::Active));
    m_stateFilter->addItem(tr("Running"), int(ClusterFilterProxy::StateFilter::Running));
    m_stateFilter->addItem(tr("Changing"), int(ClusterFilterProxy::StateFilter::Transitional));
    m_stateFilter->addItem(tr("Stopped"), int(ClusterFilterProxy::StateFilter::Stopped));
    m_stateFilter->addItem(tr("Failed"), int(ClusterFilterProxy::StateFilter::Failed));
    m_stateFilter->addItem(tr("All, with terminated"), int(ClusterFilterProxy::StateFilter::All));
    m_live->setObjectName(QStringLiteral("liveIndicator"));

    auto* header = new QHBoxLayout;
    header->addWidget(title);
    header->addSpacing(12);
    header->addWidget(m_live);
    header->addStretch(1);
    header->addWidget(m_launch);
    header->addWidget(m_advisor);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_search, 2);
    actions->addWidget(m_stateFilter);
    actions->addStretch(1);
    actions->addWidget(m_health);
    actions->addWidget(m_resize);
    actions->addWidget(m_stop);
    actions->addWidget(m_start);
    actions->addWidget(m_terminate);

    m_table->setModel(m_proxy);
    m_table->setObjectName(QStringLiteral("clustersTable"));
    m_table->setAccessibleName(tr("Clusters"));
    ListTable::setUp(m_table);
    m_table->sortByColumn(ClusterListModel::AgeColumn, Qt::AscendingOrder);
    m_table->horizontalHeader()->setSectionResizeMode(ClusterListModel::PoolsColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ClusterListModel::StateColumn,
                                                      QHeaderView::ResizeToContents);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    m_detail->setMinimumWidth(320);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_banner);
    layout->addLayout(actions);
    layout->addWidget(splitter, 1);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setSearchText(text);
        selectFirstIfNone();
    });
    connect(m_stateFilter, &QComboBox::currentIndexChanged, this, [this] {
        m_proxy->setStateFilter(ClusterFilterProxy::StateFilter(m_stateFilter->currentData().toInt()));
        selectFirstIfNone();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ClustersPage::showSelected);
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex& from) {
        const auto current = selected();
        if (current && m_model->rowOf(current->id) == from.row())
            showSelected();
    });
    connect(m_launch, &QPushButton::clicked, this, [this] { openLaunchDialog(); });
    connect(m_advisor, &QPushButton::clicked, this, &ClustersPage::openSizeAdvisor);
    connect(m_resize, &QPushButton::clicked, this, &ClustersPage::resizeSelected);
    connect(m_stop, &QPushButton::clicked, this, &ClustersPage::stopSelected);
    connect(m_start, &QPushButton::clicked, this, &ClustersPage::startSelected);
    connect(m_terminate, &QPushButton::clicked, this, &ClustersPage::terminateSelected);
    connect(m_health, &QPushButton::clicked, this, [this] {
        if (const auto c = selected())
            Q_EMIT healthReportRequested(*c);
    });
    connect(m_banner, &MessageBanner::actionTriggered, this, &ClustersPage::reload);
    connect(m_detail->workloadView(), &WorkloadView::runAgainRequested, this,
            [this](const Cluster& c) { openRelaunchDialog(c, false); });
    connect(m_detail->workloadView(), &WorkloadView::cloneRequested, this,
            [this](const Cluster& c) { openRelaunchDialog(c, true); });
    connect(m_detail->workloadView(), &WorkloadView::restarted, m_model, &ClusterListModel::apply);
    connect(&m_session, &ClustersSession::clientChanged, this, &ClustersPage::onClientChanged);
    connect(&m_session, &ClustersSession::clustersLoaded, this, &ClustersPage::onLoaded);
    connect(&m_session, &ClustersSession::eventReceived, this, &ClustersPage::onEvent);
    connect(&m_session, &ClustersSession::liveChanged, this, &ClustersPage::onLiveChanged);
    connect(&m_session, &ClustersSession::failed, this, &ClustersPage::showError);
    connect(&m_session, &ClustersSession::clusterChanged, this, [this](const Cluster& c) {
        m_banner->hide();
        m_model->apply(c);
    });
    connect(&m_session, &ClustersSession::changeFailed, this, &ClustersPage::showError);
    updateActions();
}

ClustersPage::~ClustersPage() = default;

void ClustersPage::onClientChanged() {
    m_model->setClusters({});
    m_detail->showCluster(std::nullopt);
    m_banner->hide();
    m_live->clear();
    updateActions();
}

void ClustersPage::onLiveChanged(bool live) {
    m_live->setText(live ? tr("\u25cf Live") : tr("\u25cb Reconnecting to updates\u2026"));
    m_live->setToolTip(live ? tr("Changes appear as they happen.")
                            : tr("The update stream dropped; it reconnects by itself and catches up."));
}

void ClustersPage::setCanChange(bool canChange) {
    m_canChange = canChange;
    m_detail->workloadView()->setCanChange(canChange);
    updateActions();
}

void ClustersPage::reload() {
    m_session.reload();
}

bool ClustersPage::isLoading() const {
    return m_session.isLoading();
}

// A full load merges too (`merge` or not): the client's change already emptied the table.
void ClustersPage::onLoaded(const QList<Cluster>& clusters, bool /*merge*/) {
    m_banner->hide();
    const QString keep = selected() ? selected()->id : QString();
    // Merged row by row (never a reset), and the view stays where the person scrolled it:
    // choosing the current row again would scroll back to the first column.
    const int scrolled = m_table->horizontalScrollBar()->value();
    m_model->merge(clusters);
    if (!keep.isEmpty() && (!selected() || selected()->id != keep))
        select(keep);
    selectFirstIfNone();
    m_table->horizontalScrollBar()->setValue(scrolled);
    updateActions();
    Q_EMIT loaded(int(m_model->rowCount()));
}

void ClustersPage::focusSearch() {
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

std::optional<Cluster> ClustersPage::selected() const {
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    const int row = m_model->rowOf(current.data(ClusterListModel::ClusterIdRole).toString());
    if (row < 0)
        return std::nullopt;
    return m_model->cluster(row);
}

void ClustersPage::select(const QString& clusterId) {
    const int row = m_model->rowOf(clusterId);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (index.isValid())
        m_table->setCurrentIndex(index);
}

void ClustersPage::selectFirstIfNone() {
    // A filter that hid the chosen cluster shows the first one it kept, not an empty detail pane.
    if (!m_table->currentIndex().isValid() && m_proxy->rowCount() > 0)
        m_table->setCurrentIndex(m_proxy->index(0, 0));
}

void ClustersPage::showSelected() {
    m_detail->showCluster(selected());
    updateActions();
}

void ClustersPage::updateActions() {
    const auto c = selected();
    const bool connected = m_session.isConnected();
    const QString roleHint =
        m_canChange ? QString() : tr("Your role can look at clusters but not change them.");
    m_launch->setEnabled(connected && m_canChange);
    m_advisor->setEnabled(connected);
    m_health->setEnabled(connected && c);
    m_resize->setEnabled(m_canChange && c && c->state == ClusterState::Running);
    m_stop->setEnabled(m_canChange && c && c->state == ClusterState::Running);
    m_start->setEnabled(m_canChange && c && c->state == ClusterState::Stopped);
    m_terminate->setEnabled(m_canChange && c && c->state != ClusterState::Terminated &&
                            c->state != ClusterState::Terminating);
    for (QPushButton* b : {m_launch, m_resize, m_stop, m_start, m_terminate})
        b->setToolTip(roleHint);
}

void ClustersPage::showError(const Error& error) {
    m_banner->showError(ErrorText::sentence(error), tr("&Retry"));
}

namespace {

// "The workload of llama failed. Why: out of GPU memory." when the event carries the cluster.
QString workloadFailureText(const ClusterEvent& event) {
    QString text = ClusterText::event(event);
    if (event.cluster && event.cluster->workload &&
        event.cluster->workload->status.failure != WorkloadFailure::None)
        text = ClustersPage::tr("%1 Why: %2.")
                   .arg(text, WorkloadText::failure(event.cluster->workload->status.failure));
    return text;
}

} // namespace

void ClustersPage::onEvent(const ClusterEvent& event) {
    if (event.cluster)
        m_model->apply(*event.cluster);
    m_detail->noteEvent(event);
    const bool becameReady = event.type == u"cluster.state_changed" && event.toState == u"running" &&
                             (event.fromState == u"provisioning" || event.fromState == u"starting");
    if (becameReady)
        Q_EMIT notification(tr("Cluster ready"), ClusterText::event(event), false);
    else if (event.type == u"cluster.state_changed" && event.toState == u"failed")
        Q_EMIT notification(tr("Cluster failed"), ClusterText::event(event), true);
    else if (event.type == u"node.failed")
        Q_EMIT notification(tr("Node failed"), ClusterText::event(event), true);
    else if (event.type == u"workload.migrated")
        Q_EMIT notification(tr("Workload moved"), ClusterText::event(event), false);
    else if (event.type == u"workload.succeeded")
        Q_EMIT notification(tr("Workload finished"), ClusterText::event(event), false);
    else if (event.type == u"workload.failed")
        Q_EMIT notification(tr("Workload failed"), workloadFailureText(event), true);
    updateActions();
}

void ClustersPage::openLaunchDialog(const QString& offeringId, int nodes) {
    if (!m_session.isConnected() || !m_canChange)
        return;
    auto* dialog = new LaunchClusterDialog(m_session, m_session.offerings(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_sshKeys)
        dialog->setSshKeys(*m_sshKeys);
    // Only roles that may launch open this dialog, and all of them may save templates.
    dialog->setTemplates(*new TemplatesSession(m_session.client(), dialog), true);
    // The offering the person was looking at on the Offerings page is the one they mean.
    const QString chosen = offeringId.isEmpty() ? m_suggestedOffering : offeringId;
    if (!chosen.isEmpty())
        dialog->usePool(chosen, std::max(1, nodes));
    connect(dialog, &LaunchClusterDialog::launched, this, [this](const Cluster& c) {
        m_model->apply(c);
        m_stateFilter->setCurrentIndex(0);
        select(c.id);
    });
    dialog->open();
}

LaunchClusterDialog* ClustersPage::openRelaunchDialog(const Cluster& cluster, bool clone) {
    if (!m_session.isConnected() || !m_canChange)
        return nullptr;
    ClusterSpec spec = RelaunchSpec::from(cluster, m_session.accountCurrency());
    QStringList taken;
    for (const Cluster& c : m_model->clusters())
        taken << c.name;
    spec.name = clone ? QString() : RelaunchSpec::nextFreeName(cluster.name, taken);
    auto* dialog = new LaunchClusterDialog(m_session, m_session.offerings(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSpec(spec);
    if (m_sshKeys)
        dialog->setSshKeys(*m_sshKeys);
    connect(dialog, &LaunchClusterDialog::launched, this, [this](const Cluster& c) {
        m_model->apply(c);
        m_stateFilter->setCurrentIndex(0);
        select(c.id);
    });
    dialog->open();
    if (clone)
        dialog->nameEdit()->setFocus(Qt::OtherFocusReason);
    return dialog;
}

void ClustersPage::openSizeAdvisor() {
    // What the advisor proposes goes into the launch dialog: price it as it would be billed.
    const Currency currency = m_session.accountCurrency();
    auto* dialog = new SizingAdvisorDialog(m_session.offerings(), BillingMode::Hourly, currency, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCanLaunch(m_canChange);
    connect(dialog, &SizingAdvisorDialog::configurationChosen, this,
            [this](const QString& offeringId, int nodes) { openLaunchDialog(offeringId, nodes); });
    dialog->open();
}

void ClustersPage::resizeSelected() {
    const auto c = selected();
    if (!m_session.isConnected() || !c)
        return;
    auto* dialog = new ResizeClusterDialog(m_session, *c, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ResizeClusterDialog::resized, m_model, &ClusterListModel::apply);
    dialog->open();
}

void ClustersPage::stopSelected() {
    const auto c = selected();
    if (!m_session.isConnected() || !c)
        return;
    const auto answer = QMessageBox::question(
        this, tr("Stop %1?").arg(c->name),
        tr("Stopping releases the nodes of %1 and ends its billing. Local disks are erased; data in datasets "
           "stays. Start it again later with the same configuration.")
            .arg(c->name),
        QMessageBox::Cancel | QMessageBox::Ok, QMessageBox::Cancel);
    if (answer != QMessageBox::Ok)
        return;
    m_banner->showInfo(tr("Stopping %1\u2026").arg(c->name));
    m_session.stop(*c);
}

void ClustersPage::startSelected() {
    const auto c = selected();
    if (!m_session.isConnected() || !c)
        return;
    m_banner->showInfo(tr("Starting %1\u2026").arg(c->name));
    m_session.start(*c);
}

void ClustersPage::terminateSelected() {
    const auto c = selected();
    if (!m_session.isConnected() || !c)
        return;
    TerminateClusterDialog dialog(c->name, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_banner->showInfo(tr("Terminating %1\u2026").arg(c->name));
    m_session.terminate(*c);
}

} // namespace cd
