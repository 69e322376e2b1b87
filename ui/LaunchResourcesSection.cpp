#include "LaunchResourcesSection.h"

#include "BillingModeText.h"
#include "LaunchSshKeyPicker.h"
#include "TabOrder.h"

#include "core/ClusterText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <utility>

namespace cd {

namespace {
enum PoolColumn { PoolNameColumn, OfferingColumn, NodesColumn };

} // namespace

// Every string below is translated in the dialog's context, spelled out for lupdate to find.
LaunchResourcesSection::LaunchResourcesSection(QList<Offering> offerings, Currency currency, QWidget* parent)
    : QWidget(parent)
    , m_currency(currency)
    , m_offerings(std::move(offerings), currency)
    // Made in the order Tab reaches them (after the dialog's tab bar, before the Workload tab).
    , m_name(new QLineEdit(this))
    , m_pools(new QTableWidget(0, 3, this))
    , m_addPool(new QPushButton(QCoreApplication::translate("cd::LaunchClusterDialog", "&Add pool"), this))
    , m_removePool(
          new QPushButton(QCoreApplication::translate("cd::LaunchClusterDialog", "Re&move pool"), this))
    , m_mode(new QComboBox(this))
    , m_offPeak(new QCheckBox(QCoreApplication::translate("cd::LaunchClusterDialog",
                                                          "Run only in the &off-peak window (cheaper)"),
                              this))
    , m_stage(new QComboBox(this))
    , m_image(new QComboBox(this))
    , m_dedicated(new QCheckBox(
          QCoreApplication::translate("cd::LaunchClusterDialog", "&Dedicated, physically isolated hardware"),
          this))
    , m_autoStop(new QSpinBox(this))
    , m_datasets(new LaunchDatasetList(this))
    , m_hours(new QDoubleSpinBox(this))
    , m_currencyNote(new QLabel(this))
    , m_regionWarning(new DatasetRegionWarning(this)) {
    m_name->setObjectName(QStringLiteral("clusterName"));
    m_name->setPlaceholderText(QCoreApplication::translate("cd::LaunchClusterDialog", "e.g. llama-finetune"));
    m_name->setMaxLength(ClusterRules::maxNameLength);
    m_pools->setObjectName(QStringLiteral("poolTable"));
    m_pools->setAccessibleName(QCoreApplication::translate("cd::LaunchClusterDialog", "Node pools"));
    m_pools->setHorizontalHeaderLabels({QCoreApplication::translate("cd::LaunchClusterDialog", "Pool"),
                                        QCoreApplication::translate("cd::LaunchClusterDialog", "Offering"),
                                        QCoreApplication::translate("cd::LaunchClusterDialog", "Nodes")});
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
    m_autoStop->setSpecialValueText(QCoreApplication::translate("cd::LaunchClusterDialog", "Never"));
    m_autoStop->setSuffix(QCoreApplication::translate("cd::LaunchClusterDialog", " min of idle GPUs"));
    m_autoStop->setAccessibleName(QCoreApplication::translate("cd::LaunchClusterDialog", "Auto-stop"));
    m_hours->setRange(1, 24 * 365);
    m_hours->setDecimals(0);
    m_hours->setValue(24);
    m_hours->setSuffix(QCoreApplication::translate("cd::LaunchClusterDialog", " h"));
    m_hours->setAccessibleName(QCoreApplication::translate("cd::LaunchClusterDialog", "Estimate for"));
    m_currencyNote->setObjectName(QStringLiteral("billingCurrency"));
    m_currencyNote->setWordWrap(true);
    m_currencyNote->setText(
        m_currency == Currency::CNY
            ? QCoreApplication::translate("cd::LaunchClusterDialog",
                                          "Billed in Chinese yuan (CNY), your account's currency.")
            : QCoreApplication::translate("cd::LaunchClusterDialog",
                                          "Billed in US dollars (USD), your account's currency."));

    auto* poolButtons = new QHBoxLayout;
    poolButtons->addWidget(m_addPool);
    poolButtons->addWidget(m_removePool);
    poolButtons->addStretch(1);
    auto* form = new QFormLayout(this);
    form->addRow(QCoreApplication::translate("cd::LaunchClusterDialog", "&Name:"), m_name);
    form->addRow(QCoreApplication::translate("cd::LaunchClusterDialog", "Node &pools:"), m_pools);
    form->addRow(QString(), poolButtons);
    form->addRow(QCoreApplication::translate("cd::LaunchClusterDialog", "&Billing:"), m_mode);
    form->addRow(QString(), m_offPeak);
    form->addRow(QString(), m_currencyNote);
    form->addRow(QCoreApplication::translate("cd::LaunchClusterDialog", "Sta&ge:"), m_stage);
    form->addRow(QCoreApplication::translate("cd::LaunchClusterDialog", "&Image:"), m_image);
    form->addRow(QString(), m_dedicated);
    form->addRow(QCoreApplication::translate("cd::LaunchClusterDialog", "A&uto-stop:"), m_autoStop);
    form->addRow(QCoreApplication::translate("cd::LaunchClusterDialog", "Datas&ets:"), m_datasets);
    m_sshRow = new QWidget(this);
    new QVBoxLayout(m_sshRow);
    m_sshRow->layout()->setContentsMargins(0, 0, 0, 0);
    form->addRow(QCoreApplication::translate("cd::LaunchClusterDialog", "SSH &keys:"), m_sshRow);
    m_sshRow->hide();
    form->addRow(QString(), m_regionWarning);
    form->addRow(QCoreApplication::translate("cd::LaunchClusterDialog", "Estimate &for:"), m_hours);

    connect(m_addPool, &QPushButton::clicked, this, [this] { addPool(); });
    connect(m_removePool, &QPushButton::clicked, this, &LaunchResourcesSection::removePool);
    connect(m_name, &QLineEdit::textChanged, this, &LaunchResourcesSection::changed);
    connect(m_datasets, &QListWidget::itemChanged, this, &LaunchResourcesSection::changed);
    for (QComboBox* box : {m_mode, m_stage, m_image})
        connect(box, &QComboBox::currentIndexChanged, this, &LaunchResourcesSection::changed);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &LaunchResourcesSection::updateOfferingChoices);
    for (QCheckBox* box : {m_offPeak, m_dedicated})
        connect(box, &QCheckBox::toggled, this, &LaunchResourcesSection::changed);
    connect(m_autoStop, &QSpinBox::valueChanged, this, &LaunchResourcesSection::changed);
    connect(m_hours, &QDoubleSpinBox::valueChanged, this, &LaunchResourcesSection::changed);

    addPool();
}

void LaunchResourcesSection::setSshKeys(SshKeysSession& keys) {
    if (m_sshPicker)
        return;
    m_sshPicker = new LaunchSshKeyPicker(keys, m_sshRow);
    m_sshPicker->setSelectedKeyIds(m_sshKeyIds);
    m_sshRow->layout()->addWidget(m_sshPicker);
    // Made after the whole dialog, the list would come last in Tab's order: it follows Datasets.
    // No focus proxy on the row or the picker: Tab counts a widget with one as a control at the
    // widget's own place in the order, and came back to the list from Cancel.
    QWidget::setTabOrder(m_datasets, m_sshPicker->list());
    if (auto* label = qobject_cast<QLabel*>(static_cast<QFormLayout*>(layout())->labelForField(m_sshRow)))
        label->setBuddy(m_sshPicker->list());
    m_sshRow->show();
}

BillingMode LaunchResourcesSection::billingMode() const {
    return BillingMode(m_mode->currentData().toInt());
}

void LaunchResourcesSection::showOfferings(const QList<Offering>& offerings) {
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
    Q_EMIT changed();
}

void LaunchResourcesSection::showDatasets(const QList<Dataset>& datasets) {
    m_datasets->showDatasets(datasets);
}

void LaunchResourcesSection::addPool(const QString& offeringId, int nodes) {
    if (m_pools->rowCount() >= ClusterRules::maxPools)
        return;
    const int row = m_pools->rowCount();
    m_pools->insertRow(row);
    auto* name =
        new QLineEdit(row == 0 ? QStringLiteral("main") : QStringLiteral("pool-%1").arg(row + 1), m_pools);
    name->setAccessibleName(QCoreApplication::translate("cd::LaunchClusterDialog", "Pool name"));
    auto* offerings = new QComboBox(m_pools);
    offerings->setAccessibleName(QCoreApplication::translate("cd::LaunchClusterDialog", "Offering"));
    // The column stretches anyway: measuring every offering's name for the size hint cost most of
    // the dialog's opening time with a large catalog (bench_launch_dialog).
    offerings->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    offerings->setMinimumContentsLength(24);
    m_offerings.fill(*offerings, billingMode(), offeringId);
    auto* count = new QSpinBox(m_pools);
    count->setAccessibleName(QCoreApplication::translate("cd::LaunchClusterDialog", "Nodes"));
    // The range allows what the platform refuses (0, too many) on purpose: the message says why.
    count->setRange(0, ClusterRules::maxNodesPerPool * 4);
    count->setValue(nodes);
    m_pools->setCellWidget(row, PoolNameColumn, name);
    m_pools->setCellWidget(row, OfferingColumn, offerings);
    m_pools->setCellWidget(row, NodesColumn, count);
    connect(name, &QLineEdit::textChanged, this, &LaunchResourcesSection::changed);
    connect(offerings, &QComboBox::currentIndexChanged, this, [this] {
        fillImages();
        Q_EMIT changed();
    });
    connect(count, &QSpinBox::valueChanged, this, &LaunchResourcesSection::changed);
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
    Q_EMIT changed();
}

void LaunchResourcesSection::updateOfferingChoices() {
    for (int row = 0; row < m_pools->rowCount(); ++row) {
        if (auto* box = qobject_cast<QComboBox*>(m_pools->cellWidget(row, OfferingColumn)))
            m_offerings.rename(*box, billingMode());
    }
}

bool LaunchResourcesSection::updateRegionWarning() {
    QString region;
    for (const PoolSpec& p : spec().pools) {
        if (const Offering* o = offering(p.offeringId); o && region.isEmpty())
            region = o->region;
    }
    return m_regionWarning->check(region, *m_datasets);
}

void LaunchResourcesSection::removePool() {
    if (m_pools->rowCount() <= 1)
        return;
    const int row = m_pools->currentRow() >= 0 ? m_pools->currentRow() : m_pools->rowCount() - 1;
    m_pools->removeRow(row);
    m_addPool->setEnabled(true);
    m_removePool->setEnabled(m_pools->rowCount() > 1);
    fillImages();
    Q_EMIT changed();
}

void LaunchResourcesSection::usePool(const QString& offeringId, int nodes) {
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
    Q_EMIT changed();
}

void LaunchResourcesSection::fillImages() {
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
    Q_EMIT offeringImagesChanged(common);
    m_dedicated->setEnabled(dedicated);
    if (!dedicated)
        m_dedicated->setChecked(false);
    m_dedicated->setToolTip(
        dedicated ? QString()
                  : QCoreApplication::translate("cd::LaunchClusterDialog",
                                                "Not every offering chosen has dedicated hardware."));
}

void LaunchResourcesSection::preselectDatasets(const QStringList& ids) {
    m_datasets->preselect(ids);
}

ClusterSpec LaunchResourcesSection::spec() const {
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
    s.sshKeyIds = m_sshPicker ? m_sshPicker->selectedKeyIds() : m_sshKeyIds;
    return s;
}

void LaunchResourcesSection::setSpec(const ClusterSpec& s) {
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
    m_sshKeyIds = s.sshKeyIds;
    if (m_sshPicker)
        m_sshPicker->setSelectedKeyIds(s.sshKeyIds);
}

QString LaunchResourcesSection::problem() const {
    const ClusterSpec s = spec();
    if (s.name.isEmpty())
        return QCoreApplication::translate("cd::LaunchClusterDialog", "Give the cluster a name.");
    if (!ClusterRules::isValidName(s.name))
        return QCoreApplication::translate(
            "cd::LaunchClusterDialog",
            "A name has 3 to 40 lowercase letters, digits or hyphens, starts with a letter and does not end "
            "with a hyphen.");
    if (m_offerings.isEmpty())
        return QCoreApplication::translate(
            "cd::LaunchClusterDialog",
            "No offerings are loaded; refresh the Offerings page or check the connection.");
    QSet<QString> names;
    QString region;
    for (const PoolSpec& p : s.pools) {
        if (!ClusterRules::isValidName(p.name) || names.contains(p.name))
            return QCoreApplication::translate("cd::LaunchClusterDialog",
                                               "Each pool needs its own name, written like a cluster name.");
        names.insert(p.name);
        if (p.nodeCount < 1)
            return QCoreApplication::translate("cd::LaunchClusterDialog", "Pool %1 needs at least one node.")
                .arg(p.name);
        if (p.nodeCount > ClusterRules::maxNodesPerPool)
            return QCoreApplication::translate("cd::LaunchClusterDialog",
                                               "Pool %1 asks for %2 nodes; a pool has at most %3.")
                .arg(p.name)
                .arg(p.nodeCount)
                .arg(ClusterRules::maxNodesPerPool);
        const Offering* o = offering(p.offeringId);
        if (!o)
            return QCoreApplication::translate("cd::LaunchClusterDialog", "Choose an offering for pool %1.")
                .arg(p.name);
        if (!region.isEmpty() && o->region != region)
            return QCoreApplication::translate("cd::LaunchClusterDialog",
                                               "All pools of a cluster must be in one region.");
        region = o->region;
    }
    return {};
}

bool LaunchResourcesSection::canEstimate() const {
    // The estimate does not need a valid name, only valid pools.
    for (const PoolSpec& p : spec().pools) {
        if (p.nodeCount < 1 || p.nodeCount > ClusterRules::maxNodesPerPool || !offering(p.offeringId))
            return false;
    }
    return true;
}

double LaunchResourcesSection::estimateHours() const {
    return m_hours->value();
}

QStringList LaunchResourcesSection::offeringImages() const {
    QStringList images;
    for (int i = 0; i < m_image->count(); ++i)
        images.append(m_image->itemText(i));
    return images;
}

void LaunchResourcesSection::setBusy(bool busy) {
    for (QWidget* w : std::initializer_list<QWidget*>{m_name, m_pools, m_addPool, m_removePool, m_mode,
                                                      m_offPeak, m_stage, m_image, m_autoStop, m_hours})
        w->setEnabled(!busy);
}

} // namespace cd
