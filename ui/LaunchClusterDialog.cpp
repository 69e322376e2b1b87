#include "LaunchClusterDialog.h"

#include "BillingModeText.h"
#include "EnterKey.h"
#include "LaunchSshKeyPicker.h"
#include "LaunchTemplateBar.h"
#include "LaunchWorkloadSection.h"
#include "TabOrder.h"
#include "Theme.h"

#include "core/ClusterText.h"
#include "core/ErrorText.h"
#include "core/MoneyFormat.h"
#include "session/LaunchSession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <utility>

namespace cd {

namespace {
enum PoolColumn { PoolNameColumn, OfferingColumn, NodesColumn };

} // namespace

LaunchClusterDialog::LaunchClusterDialog(const ClustersSession& clusters, QList<Offering> offerings,
                                         QWidget* parent)
    : QDialog(parent)
    , m_session(new LaunchSession(clusters, this))
    , m_currency(m_session->currency())
    , m_offerings(std::move(offerings), m_currency)
    , m_tabs(new QTabWidget(this))
    , m_name(new QLineEdit(this))
    , m_pools(new QTableWidget(0, 3, this))
    , m_addPool(new QPushButton(tr("&Add pool"), this))
    , m_removePool(new QPushButton(tr("Re&move pool"), this))
    , m_mode(new QComboBox(this))
    , m_offPeak(new QCheckBox(tr("Run only in the &off-peak window (cheaper)"), this))
    , m_stage(new QComboBox(this))
    , m_image(new QComboBox(this))
    , m_dedicated(new QCheckBox(tr("&Dedicated, physically isolated hardware"), this))
    , m_autoStop(new QSpinBox(this))
    , m_datasets(new LaunchDatasetList(this))
    , m_hours(new QDoubleSpinBox(this))
    , m_workload(new LaunchWorkloadSection(this))
    , m_currencyNote(new QLabel(this))
    , m_regionWarning(new DatasetRegionWarning(this))
    , m_estimate(new QLabel(this))
    , m_message(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("launchClusterDialog"));
    setWindowTitle(tr("Launch a cluster"));

    m_name->setObjectName(QStringLiteral("clusterName"));
    m_name->setPlaceholderText(tr("e.g. llama-finetune"));
    m_name->setMaxLength(ClusterRules::maxNameLength);
    m_pools->setObjectName(QStringLiteral("poolTable"));
    m_pools->setAccessibleName(tr("Node pools"));
    m_pools->setHorizontalHeaderLabels({tr("Pool"), tr("Offering"), tr("Nodes")});
    m_pools->horizontalHeader()->setSectionResizeMode(OfferingColumn, QHeaderView::Stretch);
    m_pools->verticalHeader()->hide();
    m_pools->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_pools->setTabKeyNavigation(false); // Tab goes through the cells' editors, then on
    m_pools->setMinimumHeight(120);
    m_mode->setObjectName(QStringLiteral("billingMode"));
    for (BillingMode mode : allBillingModes())
        m_mode->addItem(BillingModeText::label(mode), int(mode));
    for (WorkloadStage stage : allWorkloadStages())
        m_stage->addItem(ClusterText::stage(stage), int(stage));
    m_stage->setCurrentIndex(int(WorkloadStage::Pretrain));
    m_autoStop->setRange(0, ClusterRules::maxAutoStopMinutes);
    m_autoStop->setSpecialValueText(tr("Never"));
    m_autoStop->setSuffix(tr(" min of idle GPUs"));
    m_autoStop->setAccessibleName(tr("Auto-stop"));
    connect(m_session, &LaunchSession::datasetsLoaded, this, [this](const QList<Dataset>& datasets) {
        m_datasets->showDatasets(datasets);
        m_workload->showDatasets(datasets);
        onChanged();
    });
    connect(m_session, &LaunchSession::datasetsFailed, m_datasets, &LaunchDatasetList::showFailure);
    m_session->loadDatasets();
    m_hours->setRange(1, 24 * 365);
    m_hours->setDecimals(0);
    m_hours->setValue(24);
    m_hours->setSuffix(tr(" h"));
    m_hours->setAccessibleName(tr("Estimate for"));
    m_currencyNote->setObjectName(QStringLiteral("billingCurrency"));
    m_currencyNote->setWordWrap(true);
    m_currencyNote->setText(m_currency == Currency::CNY
                                ? tr("Billed in Chinese yuan (CNY), your account's currency.")
                                : tr("Billed in US dollars (USD), your account's currency."));
    m_estimate->setObjectName(QStringLiteral("estimate"));
    m_estimate->setWordWrap(true);
    m_estimate->setTextFormat(Qt::RichText);
    m_message->setObjectName(QStringLiteral("launchMessage"));
    m_message->setWordWrap(true);
    m_launch = m_buttons->addButton(tr("&Launch"), QDialogButtonBox::AcceptRole);
    m_launch->setObjectName(QStringLiteral("launchButton"));
    EnterKey::makePrimary(*this, m_launch); // not Add pool, not Cancel, whatever has the focus

    auto* poolButtons = new QHBoxLayout;
    poolButtons->addWidget(m_addPool);
    poolButtons->addWidget(m_removePool);
    poolButtons->addStretch(1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Node &pools:"), m_pools);
    form->addRow(QString(), poolButtons);
    form->addRow(tr("&Billing:"), m_mode);
    form->addRow(QString(), m_offPeak);
    form->addRow(QString(), m_currencyNote);
    form->addRow(tr("&Stage:"), m_stage);
    form->addRow(tr("&Image:"), m_image);
    form->addRow(QString(), m_dedicated);
    form->addRow(tr("Auto-s&top:"), m_autoStop);
    form->addRow(tr("Data&sets:"), m_datasets);
    m_sshRow = new QWidget(this);
    new QVBoxLayout(m_sshRow);
    m_sshRow->layout()->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("SSH &keys:"), m_sshRow);
    m_sshRow->hide();
    form->addRow(QString(), m_regionWarning);
    form->addRow(tr("Estimate &for:"), m_hours);
    // Two tabs keep the dialog within a 1280x800 screen; the workload's long form scrolls.
    auto* resources = new QWidget(m_tabs);
    resources->setLayout(form);
    m_tabs->setObjectName(QStringLiteral("launchTabs"));
    m_tabs->addTab(resources, tr("&Resources"));
    auto* workloadScroll = new QScrollArea(m_tabs);
    workloadScroll->setObjectName(QStringLiteral("workloadScroll"));
    workloadScroll->setWidgetResizable(true);
    workloadScroll->setFrameShape(QFrame::NoFrame);
    workloadScroll->setWidget(m_workload);
    m_tabs->addTab(workloadScroll, tr("&Workload"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_estimate);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    resize(760, 700);

    m_estimateTimer.setSingleShot(true);
    m_estimateTimer.setInterval(250);
    connect(&m_estimateTimer, &QTimer::timeout, this, &LaunchClusterDialog::requestEstimate);
    connect(m_session, &LaunchSession::estimated, this, &LaunchClusterDialog::showEstimate);
    connect(m_session, &LaunchSession::estimateFailed, this, [this](const Error& error) {
        m_estimate->setText(ErrorText::sentence(error).toHtmlEscaped());
        if (std::exchange(m_launchAsked, false))
            m_message->setText(validationMessage()); // the estimate's error, above, says why
    });
    connect(m_session, &LaunchSession::offeringsLoaded, this, &LaunchClusterDialog::showOfferings);
    connect(m_session, &LaunchSession::launched, this, &LaunchClusterDialog::onLaunched);
    connect(m_session, &LaunchSession::launchFailed, this, &LaunchClusterDialog::onLaunchFailed);
    connect(m_addPool, &QPushButton::clicked, this, [this] { addPool(); });
    connect(m_removePool, &QPushButton::clicked, this, &LaunchClusterDialog::removePool);
    connect(m_name, &QLineEdit::textChanged, this, &LaunchClusterDialog::onChanged);
    connect(m_datasets, &QListWidget::itemChanged, this, &LaunchClusterDialog::onChanged);
    for (QComboBox* box : {m_mode, m_stage, m_image})
        connect(box, &QComboBox::currentIndexChanged, this, &LaunchClusterDialog::onChanged);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &LaunchClusterDialog::updateOfferingChoices);
    for (QCheckBox* box : {m_offPeak, m_dedicated})
        connect(box, &QCheckBox::toggled, this, &LaunchClusterDialog::onChanged);
    connect(m_autoStop, &QSpinBox::valueChanged, this, &LaunchClusterDialog::onChanged);
    connect(m_hours, &QDoubleSpinBox::valueChanged, this, &LaunchClusterDialog::onChanged);
    connect(m_workload, &LaunchWorkloadSection::changed, this, &LaunchClusterDialog::onChanged);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &LaunchClusterDialog::launch);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    addPool();
    onChanged();
    // The tab bar comes first in Tab's order; the dialog opens with the cursor in the name.
    m_name->setFocus(Qt::OtherFocusReason);
}

LaunchClusterDialog::~LaunchClusterDialog() = default;

void LaunchClusterDialog::setTemplates(TemplatesSession& templates, bool canSave) {
    if (m_templateBar)
        return;
    m_templateBar = new LaunchTemplateBar(
        templates, canSave, [this] { return spec(); }, this);
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, m_templateBar);
    connect(m_templateBar, &LaunchTemplateBar::specChosen, this, &LaunchClusterDialog::setSpec);
}

void LaunchClusterDialog::setSshKeys(SshKeysSession& keys) {
    if (m_sshPicker)
        return;
    m_sshPicker = new LaunchSshKeyPicker(keys, m_sshRow);
    m_sshPicker->setSelectedKeyIds(m_sshKeyIds);
    m_sshRow->layout()->addWidget(m_sshPicker);
    m_sshRow->show();
}

BillingMode LaunchClusterDialog::billingMode() const {
    return BillingMode(m_mode->currentData().toInt());
}

void LaunchClusterDialog::showOfferings(const QList<Offering>& offerings) {
    // Opened before the offerings had arrived: the pools' lists were empty until now.
    if (!m_offerings.isEmpty() || offerings.isEmpty())
        return;
    m_offerings.replace(offerings);
    for (int row = 0; row < m_pools->rowCount(); ++row) {
        if (auto* box = qobject_cast<QComboBox*>(m_pools->cellWidget(row, OfferingColumn))) {
            const QSignalBlocker block(box);
            m_offerings.fill(*box, billingMode(),
                             row < m_wantedOfferings.size() ? m_wantedOfferings[row] : QString());
        }
    }
    fillImages();
    onChanged();
}

void LaunchClusterDialog::addPool(const QString& offeringId, int nodes) {
    if (m_pools->rowCount() >= ClusterRules::maxPools)
        return;
    const int row = m_pools->rowCount();
    m_pools->insertRow(row);
    auto* name =
        new QLineEdit(row == 0 ? QStringLiteral("main") : QStringLiteral("pool-%1").arg(row + 1), m_pools);
    name->setAccessibleName(tr("Pool name"));
    auto* offerings = new QComboBox(m_pools);
    offerings->setAccessibleName(tr("Offering"));
    // The column stretches anyway: measuring every offering's name for the size hint cost most of
    // the dialog's opening time with a large catalog (bench_launch_dialog).
    offerings->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    offerings->setMinimumContentsLength(24);
    m_offerings.fill(*offerings, billingMode(), offeringId);
    auto* count = new QSpinBox(m_pools);
    count->setAccessibleName(tr("Nodes"));
    // The range allows what the platform refuses (0, too many) on purpose: the message says why.
    count->setRange(0, ClusterRules::maxNodesPerPool * 4);
    count->setValue(nodes);
    m_pools->setCellWidget(row, PoolNameColumn, name);
    m_pools->setCellWidget(row, OfferingColumn, offerings);
    m_pools->setCellWidget(row, NodesColumn, count);
    connect(name, &QLineEdit::textChanged, this, &LaunchClusterDialog::onChanged);
    connect(offerings, &QComboBox::currentIndexChanged, this, [this] {
        fillImages();
        onChanged();
    });
    connect(count, &QSpinBox::valueChanged, this, &LaunchClusterDialog::onChanged);
    m_addPool->setEnabled(m_pools->rowCount() < ClusterRules::maxPools);
    m_removePool->setEnabled(m_pools->rowCount() > 1);
    // The rows' editors are made after everything else: Tab reaches them from the table, row by
    // row, and goes on to the pool buttons below.
    QList<QWidget*> order{m_pools};
    for (int r = 0; r < m_pools->rowCount(); ++r)
        for (int column : {PoolNameColumn, OfferingColumn, NodesColumn})
            order.append(m_pools->cellWidget(r, column));
    order.append(m_addPool);
    TabOrder::chain(order);
    fillImages();
    onChanged();
}

void LaunchClusterDialog::updateOfferingChoices() {
    for (int row = 0; row < m_pools->rowCount(); ++row) {
        if (auto* box = qobject_cast<QComboBox*>(m_pools->cellWidget(row, OfferingColumn)))
            m_offerings.rename(*box, billingMode());
    }
}

void LaunchClusterDialog::updateRegionWarning() {
    QString region;
    for (const PoolSpec& p : spec().pools) {
        if (const Offering* o = offering(p.offeringId); o && region.isEmpty())
            region = o->region;
    }
    if (!m_regionWarning->check(region, *m_datasets))
        return;
    // A dialog already shown does not grow by itself: the whole warning shows.
    layout()->activate();
    if (const int needed = layout()->totalMinimumSize().height(); height() < needed)
        resize(width(), needed);
}

void LaunchClusterDialog::removePool() {
    if (m_pools->rowCount() <= 1)
        return;
    const int row = m_pools->currentRow() >= 0 ? m_pools->currentRow() : m_pools->rowCount() - 1;
    m_pools->removeRow(row);
    m_addPool->setEnabled(true);
    m_removePool->setEnabled(m_pools->rowCount() > 1);
    fillImages();
    onChanged();
}

void LaunchClusterDialog::usePool(const QString& offeringId, int nodes) {
    m_wantedOfferings = {offeringId};
    while (m_pools->rowCount() > 1)
        m_pools->removeRow(m_pools->rowCount() - 1);
    auto* offerings = qobject_cast<QComboBox*>(m_pools->cellWidget(0, OfferingColumn));
    auto* count = qobject_cast<QSpinBox*>(m_pools->cellWidget(0, NodesColumn));
    if (offerings)
        offerings->setCurrentIndex(std::max(0, offerings->findData(offeringId)));
    if (count)
        count->setValue(nodes);
    m_removePool->setEnabled(false);
    fillImages();
    onChanged();
}

void LaunchClusterDialog::fillImages() {
    // Only images every pool's offering has: a cluster runs one image.
    QStringList common;
    bool first = true;
    bool dedicated = true;
    for (int row = 0; row < m_pools->rowCount(); ++row) {
        auto* box = qobject_cast<QComboBox*>(m_pools->cellWidget(row, OfferingColumn));
        const Offering* o = box ? offering(box->currentData().toString()) : nullptr;
        if (!o)
            continue;
        dedicated = dedicated && o->dedicatedAvailable;
        if (first)
            common = o->images;
        else
            common.removeIf([&](const QString& image) { return !o->images.contains(image); });
        first = false;
    }
    const QString current = m_wantedImage.isEmpty() ? m_image->currentText() : m_wantedImage;
    const QSignalBlocker block(m_image);
    m_image->clear();
    m_image->addItems(common);
    const int index = m_image->findText(current);
    m_image->setCurrentIndex(std::max(0, index));
    if (index >= 0 || !first)
        m_wantedImage.clear(); // chosen, or the offerings have loaded without it
    m_workload->setOfferingImages(common);
    m_dedicated->setEnabled(dedicated);
    if (!dedicated)
        m_dedicated->setChecked(false);
    m_dedicated->setToolTip(dedicated ? QString() : tr("Not every offering chosen has dedicated hardware."));
}

void LaunchClusterDialog::preselectDatasets(const QStringList& ids) {
    m_datasets->preselect(ids);
}

ClusterSpec LaunchClusterDialog::spec() const {
    ClusterSpec s;
    s.name = m_name->text().trimmed();
    for (int row = 0; row < m_pools->rowCount(); ++row) {
        auto* name = qobject_cast<QLineEdit*>(m_pools->cellWidget(row, PoolNameColumn));
        auto* box = qobject_cast<QComboBox*>(m_pools->cellWidget(row, OfferingColumn));
        auto* count = qobject_cast<QSpinBox*>(m_pools->cellWidget(row, NodesColumn));
        if (!name || !box || !count)
            continue;
        // Before the offerings arrive, a pool's list is empty: the offering asked for is the answer.
        const QString offeringId = box->count() == 0 && row < m_wantedOfferings.size()
                                       ? m_wantedOfferings[row]
                                       : box->currentData().toString();
        s.pools.append({name->text().trimmed(), offeringId, count->value()});
    }
    s.billingMode = billingMode();
    s.currency = m_currency;
    s.offPeakOnly = m_offPeak->isChecked();
    s.stage = WorkloadStage(m_stage->currentData().toInt());
    s.image = m_wantedImage.isEmpty() ? m_image->currentText() : m_wantedImage;
    s.dedicated = m_dedicated->isChecked();
    s.autoStopIdleMinutes = m_autoStop->value();
    s.datasets = m_datasets->checkedIds();
    s.workload = m_workload->workload(s.datasets);
    s.sshKeyIds = m_sshPicker ? m_sshPicker->selectedKeyIds() : m_sshKeyIds;
    return s;
}

void LaunchClusterDialog::setSpec(const ClusterSpec& s) {
    m_name->setText(s.name);
    m_mode->setCurrentIndex(std::max(0, m_mode->findData(int(s.billingMode))));
    m_offPeak->setChecked(s.offPeakOnly);
    m_stage->setCurrentIndex(std::max(0, m_stage->findData(int(s.stage))));
    m_pools->setRowCount(0);
    m_wantedOfferings.clear();
    const QList<PoolSpec> pools = s.pools.isEmpty() ? QList<PoolSpec>{PoolSpec{QStringLiteral("main"), {}, 1}}
                                                    : s.pools.mid(0, ClusterRules::maxPools);
    for (const PoolSpec& p : pools)
        m_wantedOfferings.append(p.offeringId);
    for (const PoolSpec& p : pools) {
        addPool(p.offeringId, p.nodeCount);
        if (auto* name =
                qobject_cast<QLineEdit*>(m_pools->cellWidget(m_pools->rowCount() - 1, PoolNameColumn)))
            name->setText(p.name);
    }
    m_wantedImage = s.image;
    fillImages();
    // Unavailable dedicated hardware stays unticked (fillImages says why).
    m_dedicated->setChecked(s.dedicated && m_dedicated->isEnabled());
    m_autoStop->setValue(s.autoStopIdleMinutes);
    QStringList datasets = s.datasets;
    if (s.workload) {
        for (const QString& id : s.workload->dataDatasets) {
            if (!datasets.contains(id))
                datasets.append(id);
        }
    }
    m_datasets->select(datasets);
    m_workload->setWorkload(s.workload);
    m_sshKeyIds = s.sshKeyIds;
    if (m_sshPicker)
        m_sshPicker->setSelectedKeyIds(s.sshKeyIds);
    onChanged();
}

QString LaunchClusterDialog::validationMessage() const {
    if (QString resources = resourcesMessage(); !resources.isEmpty())
        return resources;
    const QStringList datasets = m_datasets->checkedIds();
    if (const auto problem = m_workload->problem(datasets))
        return m_workload->problemText(*problem, datasets);
    return {};
}

bool LaunchClusterDialog::showWorkloadProblem() {
    const QStringList datasets = m_datasets->checkedIds();
    const auto problem = m_workload->problem(datasets);
    if (!problem)
        return false;
    m_message->setText(m_workload->problemText(*problem, datasets));
    focusField(problem->field);
    return true;
}

bool LaunchClusterDialog::focusField(const QString& field) {
    if (field.isEmpty() || !field.startsWith(u"workload"))
        return false;
    if (field.startsWith(u"workload.data_datasets")) {
        m_tabs->setCurrentIndex(0);
        m_datasets->setFocus(Qt::OtherFocusReason);
        return true;
    }
    m_tabs->setCurrentIndex(1);
    return m_workload->focusField(field);
}

QString LaunchClusterDialog::resourcesMessage() const {
    const ClusterSpec s = spec();
    if (s.name.isEmpty())
        return tr("Give the cluster a name.");
    if (!ClusterRules::isValidName(s.name))
        return tr(
            "A name has 3 to 40 lowercase letters, digits or hyphens, starts with a letter and does not end "
            "with a hyphen.");
    if (m_offerings.isEmpty())
        return tr("No offerings are loaded; refresh the Offerings page or check the connection.");
    QSet<QString> names;
    QString region;
    for (const PoolSpec& p : s.pools) {
        if (!ClusterRules::isValidName(p.name) || names.contains(p.name))
            return tr("Each pool needs its own name, written like a cluster name.");
        names.insert(p.name);
        if (p.nodeCount < 1)
            return tr("Pool %1 needs at least one node.").arg(p.name);
        if (p.nodeCount > ClusterRules::maxNodesPerPool)
            return tr("Pool %1 asks for %2 nodes; a pool has at most %3.")
                .arg(p.name)
                .arg(p.nodeCount)
                .arg(ClusterRules::maxNodesPerPool);
        const Offering* o = offering(p.offeringId);
        if (!o)
            return tr("Choose an offering for pool %1.").arg(p.name);
        if (!region.isEmpty() && o->region != region)
            return tr("All pools of a cluster must be in one region.");
        region = o->region;
    }
    return {};
}

bool LaunchClusterDialog::canAskToLaunch() const {
    // A workload's problem does not disable Launch: pressing it takes the person to the field.
    return m_session->isConnected() && !m_session->isLaunching() && resourcesMessage().isEmpty() &&
           !(m_estimated && !m_lastEstimate.canLaunch());
}

void LaunchClusterDialog::onChanged() {
    const QString problem = validationMessage();
    // A launch asked for waits on through changes that keep the form valid (the datasets arriving).
    m_launchAsked = m_launchAsked && problem.isEmpty();
    m_message->setText(m_launchAsked ? tr("Waiting for the price estimate\u2026") : problem);
    updateRegionWarning();
    // Nothing is launched on an estimate of a form that has changed since.
    m_estimated = false;
    m_launch->setEnabled(canAskToLaunch());
    m_estimateTimer.start();
}

void LaunchClusterDialog::requestEstimate() {
    if (!m_session->isConnected())
        return;
    ClusterSpec s = spec();
    // The estimate does not need a valid name, only valid pools.
    for (const PoolSpec& p : s.pools) {
        if (p.nodeCount < 1 || p.nodeCount > ClusterRules::maxNodesPerPool || !offering(p.offeringId)) {
            m_estimate->setText(QString());
            return;
        }
    }
    m_session->estimate(s, m_hours->value());
}

void LaunchClusterDialog::showEstimate(const Estimate& e) {
    m_lastEstimate = e;
    // A change since the request asks again: this answer is not the form's any more.
    m_estimated = !m_estimateTimer.isActive();
    QString h = tr("<b>%1 per hour</b>, %2 for %n hour(s).", nullptr, int(e.hours))
                    .arg(MoneyFormat::format(e.hourly), MoneyFormat::format(e.total));
    h += QStringLiteral("<br>") + tr("Quota: %1 of %2 GPUs and %3 of %4 clusters in use.")
                                      .arg(e.gpusInUse)
                                      .arg(e.gpuQuota)
                                      .arg(e.clustersInUse)
                                      .arg(e.clusterQuota)
                                      .toHtmlEscaped();
    for (const EstimateProblem& p : e.problems) {
        QString text = p.detail;
        if (p.code == u"capacity_exceeded")
            text = tr("Only %1 nodes of %2 are free; this asks for %3.")
                       .arg(p.available)
                       .arg(p.offeringId)
                       .arg(p.requested);
        else if (p.code == u"quota_exceeded")
            text = tr("This needs %1 GPUs; your quota leaves %2.").arg(p.requested).arg(p.available);
        h += QStringLiteral("<br><span style='color:%1'>%2</span>")
                 .arg(Theme::bad().name(), text.toHtmlEscaped());
    }
    m_estimate->setText(h);
    m_launch->setEnabled(canAskToLaunch());
    Q_EMIT estimateUpdated();
    if (!m_estimated || !std::exchange(m_launchAsked, false))
        return;
    // The person asked to launch before the price was known; it shows above now.
    if (e.canLaunch() && validationMessage().isEmpty())
        launch();
    else
        m_message->setText(validationMessage()); // the estimate's problems, above, say why
}

void LaunchClusterDialog::setBusy(bool busy) {
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_name, m_pools, m_addPool, m_removePool, m_mode, m_offPeak, m_stage,
                                         m_image, m_autoStop, m_hours, m_workload})
        w->setEnabled(!busy);
    m_launch->setEnabled(!busy && canAskToLaunch());
    m_launch->setText(busy ? tr("Launching\u2026") : tr("&Launch"));
}

void LaunchClusterDialog::launch() {
    if (!canAskToLaunch() || showWorkloadProblem())
        return;
    if (!m_estimated) {
        // Enter straight after typing: the price is not known yet. Say so, and launch once it is.
        m_launchAsked = true;
        m_message->setText(tr("Waiting for the price estimate\u2026"));
        if (m_estimateTimer.isActive()) {
            m_estimateTimer.stop();
            requestEstimate();
        }
        return;
    }
    const ClusterSpec s = spec();
    m_session->launch(s);
    setBusy(true);
    m_message->setText(tr("Asking the platform for %1\u2026").arg(s.name));
}

void LaunchClusterDialog::onLaunched(const Cluster& cluster) {
    setBusy(false);
    Q_EMIT launched(cluster);
    accept();
}

void LaunchClusterDialog::onLaunchFailed(const Error& error) {
    setBusy(false);
    if (error.kind == ErrorKind::Cancelled)
        return;
    // Nothing the person typed is lost: the form stays as it was, ready to send again.
    m_message->setText(ErrorText::sentence(error));
    m_launch->setEnabled(canAskToLaunch());
    // The platform names the field it refused (a dataset it does not know, a secret without a value).
    focusField(error.field);
}

QByteArray LaunchClusterDialog::idempotencyKey() const {
    return m_session->idempotencyKey();
}

} // namespace cd
