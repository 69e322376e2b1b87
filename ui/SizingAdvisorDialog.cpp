#include "SizingAdvisorDialog.h"

#include "EnterKey.h"

#include "Theme.h"

#include "core/MoneyFormat.h"
#include "sizing/SizingAdvisor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cd {

namespace {
QString problemText(SizingProblem problem) {
    switch (problem) {
    case SizingProblem::None:
        return {};
    case SizingProblem::NoParameters:
        return SizingAdvisorDialog::tr("Enter the model size: more than zero billion parameters.");
    case SizingProblem::NoTokens:
        return SizingAdvisorDialog::tr("Enter how many tokens to train on: more than zero.");
    case SizingProblem::BadMfu:
        return SizingAdvisorDialog::tr("The expected utilisation (MFU) must be above 0 % and at most 100 %.");
    case SizingProblem::BadMaxNodes:
        return SizingAdvisorDialog::tr("Allow at least one node.");
    case SizingProblem::BadDeadline:
        return SizingAdvisorDialog::tr("The deadline must be more than zero hours away.");
    case SizingProblem::BadBudget:
    case SizingProblem::BudgetCurrency:
        return SizingAdvisorDialog::tr("The budget must be more than zero.");
    }
    return {};
}

QString gb(double value) {
    return QLocale().toString(value, 'f', value < 10 ? 1 : 0);
}

// 4.2e21 as "4.2 × 10²¹": plain text, so it reads the same in a label, a tooltip or a screen reader.
QString scientific(double value) {
    int exponent = value > 0 ? int(std::floor(std::log10(value))) : 0;
    double mantissa = value / std::pow(10.0, exponent);
    if (std::round(mantissa * 10) >= 100) {
        mantissa /= 10;
        ++exponent;
    }
    static const char16_t superscripts[] = u"\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079";
    QString power;
    for (const QChar digit : QString::number(exponent))
        power += digit.isDigit() ? QChar(superscripts[digit.digitValue()]) : QChar(u'\u207b');
    return QStringLiteral("%1 \u00d7 10%2").arg(QLocale().toString(mantissa, 'f', 1), power);
}

QString duration(double hours) {
    const QLocale locale;
    if (hours < 1)
        return SizingAdvisorDialog::tr("%1 min").arg(locale.toString(std::ceil(hours * 60), 'f', 0));
    if (hours < 72)
        return SizingAdvisorDialog::tr("%1 h").arg(locale.toString(hours, 'f', 1));
    return SizingAdvisorDialog::tr("%1 days").arg(locale.toString(hours / 24, 'f', 1));
}
} // namespace

SizingAdvisorDialog::SizingAdvisorDialog(const QList<Offering>& offerings, BillingMode mode,
                                         Currency currency, QWidget* parent)
    : QDialog(parent)
    , m_offerings(offerings)
    , m_mode(mode)
    , m_currency(currency)
    , m_parameters(new QDoubleSpinBox(this))
    , m_task(new QComboBox(this))
    , m_precision(new QComboBox(this))
    , m_tokens(new QDoubleSpinBox(this))
    , m_mfu(new QSpinBox(this))
    , m_deadlineOn(new QCheckBox(tr("&Deadline:"), this))
    , m_deadline(new QDoubleSpinBox(this))
    , m_budgetOn(new QCheckBox(tr("&Budget:"), this))
    , m_budget(new QDoubleSpinBox(this))
    , m_rankBy(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_use(new QPushButton(tr("&Use in launch dialog"), this)) {
    setWindowTitle(tr("What do I need?"));
    setObjectName(QStringLiteral("sizingAdvisorDialog"));

    m_parameters->setRange(0.1, 2000);
    m_parameters->setDecimals(1);
    m_parameters->setValue(7);
    m_parameters->setObjectName(QStringLiteral("sizingParameters"));
    // In the order of allTrainingTasks() and allPrecisions().
    const QStringList taskLabels{tr("Pretraining"), tr("Full fine-tune"), tr("LoRA fine-tune"),
                                 tr("Inference (serving)")};
    const QStringList precisionLabels{tr("FP32"), tr("BF16 (mixed precision)"), tr("FP8 (mixed precision)")};
    for (int i = 0; i < allTrainingTasks().size(); ++i)
        m_task->addItem(taskLabels.value(i), int(allTrainingTasks().at(i)));
    m_task->setCurrentIndex(m_task->findData(int(TrainingTask::FullFineTune)));
    for (int i = 0; i < allPrecisions().size(); ++i)
        m_precision->addItem(precisionLabels.value(i), int(allPrecisions().at(i)));
    m_precision->setCurrentIndex(m_precision->findData(int(Precision::Bf16)));
    m_tokens->setRange(0.1, 1'000'000);
    m_tokens->setDecimals(1);
    m_tokens->setValue(100);
    m_mfu->setRange(5, 100);
    m_mfu->setValue(40);
    m_mfu->setSuffix(tr(" %"));
    m_mfu->setToolTip(tr("Model FLOPs utilisation: the share of the GPUs' peak rate the run sustains. "
                         "Well-tuned large runs reach 35–55 %."));
    m_deadline->setRange(1, 1'000'000);
    m_deadline->setDecimals(0);
    m_deadline->setValue(72);
    m_deadline->setSuffix(tr(" hours"));
    m_deadline->setAccessibleName(tr("Deadline in hours"));
    m_budget->setRange(1, 1e9);
    m_budget->setDecimals(2);
    m_budget->setValue(10'000);
    m_budget->setPrefix(MoneyFormat::symbol(currency));
    m_budget->setAccessibleName(tr("Budget in %1").arg(currencyCode(currency)));
    m_rankBy->addItem(tr("Time"));
    m_rankBy->addItem(tr("Cost"));

    auto* form = new QFormLayout;
    const auto addRow = [this, form](const QString& text, QWidget* field) {
        auto* label = new QLabel(text, this);
        label->setBuddy(field);
        form->addRow(label, field);
    };
    addRow(tr("&Parameters (billions):"), m_parameters);
    addRow(tr("&Task:"), m_task);
    addRow(tr("P&recision:"), m_precision);
    addRow(tr("T&okens to train on (billions):"), m_tokens);
    addRow(tr("&MFU:"), m_mfu);
    form->addRow(m_deadlineOn, m_deadline);
    form->addRow(m_budgetOn, m_budget);
    addRow(tr("Ran&k by:"), m_rankBy);

    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("sizingSummary"));
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("sizingProblem"));
    m_problem->setStyleSheet(QStringLiteral("color: %1;").arg(Theme::bad().name()));
    m_problem->hide();

    m_table->setObjectName(QStringLiteral("sizingOptions"));
    m_table->setAccessibleName(tr("Configurations"));
    m_table->setAccessibleDescription(tr("Each offering at the node count the model needs, best first"));
    m_table->setHorizontalHeaderLabels({tr("Offering"), tr("Nodes"), tr("GPUs"), tr("Time"),
                                        tr("Cost (%1)").arg(currencyCode(currency)), tr("Fits / why")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false); // Tab moves on; arrows choose a configuration
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setHighlightSections(false);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_use, QDialogButtonBox::ActionRole);
    m_use->setObjectName(QStringLiteral("useInLaunchDialog"));
    m_use->setEnabled(false);
    // Enter takes the chosen configuration to the launch dialog; with none chosen it does nothing.
    EnterKey::makePrimary(*this, m_use);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_problem);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(960, 640);

    const auto recomputeNow = [this] { recompute(); };
    connect(m_parameters, &QDoubleSpinBox::valueChanged, this, recomputeNow);
    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, recomputeNow);
    connect(m_deadline, &QDoubleSpinBox::valueChanged, this, recomputeNow);
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, recomputeNow);
    connect(m_mfu, &QSpinBox::valueChanged, this, recomputeNow);
    connect(m_task, &QComboBox::currentIndexChanged, this, recomputeNow);
    connect(m_precision, &QComboBox::currentIndexChanged, this, recomputeNow);
    connect(m_rankBy, &QComboBox::currentIndexChanged, this, recomputeNow);
    connect(m_deadlineOn, &QCheckBox::toggled, this, recomputeNow);
    connect(m_budgetOn, &QCheckBox::toggled, this, recomputeNow);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SizingAdvisorDialog::updateUseButton);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &SizingAdvisorDialog::useSelected);
    connect(m_use, &QPushButton::clicked, this, &SizingAdvisorDialog::useSelected);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    recompute();
}

SizingRequest SizingAdvisorDialog::request() const {
    SizingRequest r;
    r.parametersBillions = m_parameters->value();
    r.task = TrainingTask(m_task->currentData().toInt());
    r.precision = Precision(m_precision->currentData().toInt());
    r.tokensBillions = m_tokens->value();
    r.mfu = m_mfu->value() / 100.0;
    r.mode = m_mode;
    r.currency = m_currency;
    // Inference has no end, so neither a deadline nor a total budget applies to it.
    if (isTraining(r.task) && m_deadlineOn->isChecked())
        r.deadlineHours = m_deadline->value();
    if (isTraining(r.task) && m_budgetOn->isChecked())
        r.budget = Money::fromDouble(m_budget->value(), m_currency, 2);
    return r;
}

void SizingAdvisorDialog::recompute() {
    const SizingRequest r = request();
    const bool training = isTraining(r.task);
    m_tokens->setEnabled(training);
    m_mfu->setEnabled(training);
    m_deadlineOn->setEnabled(training);
    m_deadline->setEnabled(training && m_deadlineOn->isChecked());
    m_budgetOn->setEnabled(training);
    m_budget->setEnabled(training && m_budgetOn->isChecked());

    QString problem = problemText(SizingAdvisor::check(r));
    if (problem.isEmpty() && m_offerings.isEmpty())
        problem = tr("There are no offerings to compare: connect to a platform or open the demo first.");
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());

    const SizingNeed need = SizingAdvisor::need(r);
    if (!need.valid)
        m_summary->clear();
    else if (training)
        m_summary->setText(
            tr("Needs about %1 GB of GPU memory (%2 GB before activations) and %3 FLOPs.")
                .arg(gb(need.totalGb), gb(need.beforeActivationsGb), scientific(need.trainingFlops)));
    else
        m_summary->setText(tr("Needs about %1 GB of GPU memory (%2 GB for the weights, before the KV cache). "
                              "Serving has no end, so configurations rank by cost per hour.")
                               .arg(gb(need.totalGb), gb(need.beforeActivationsGb)));

    m_options = SizingAdvisor::advise(r, m_offerings);
    if (m_rankBy->currentIndex() == 1)
        SizingAdvisor::sortByCost(m_options);
    fillTable();
}

void SizingAdvisorDialog::fillTable() {
    const int current = m_table->currentRow();
    const QString selectedId =
        current >= 0 ? m_table->item(current, OfferingColumn)->data(Qt::UserRole).toString() : QString();
    const SizingRequest r = request();
    const QLocale locale;
    const QColor muted = palette().color(QPalette::PlaceholderText);
    m_table->clearContents();
    m_table->setRowCount(int(m_options.size()));
    int selectRow = -1;
    for (int row = 0; row < m_options.size(); ++row) {
        const SizingOption& o = m_options.at(row);
        QString time = QStringLiteral("\u2014");
        QString cost = QStringLiteral("\u2014");
        if (o.hours)
            time = duration(*o.hours);
        if (o.totalCost)
            cost = MoneyFormat::format(*o.totalCost);
        else if (o.hourlyCost)
            cost = tr("%1 per hour").arg(MoneyFormat::format(*o.hourlyCost));
        const QString why = explanation(o, r);
        const QStringList cells{tr("%1 \u00b7 %2").arg(o.offering.name, o.offering.region),
                                locale.toString(o.nodeCount),
                                tr("%1 \u00d7 %2").arg(locale.toString(o.totalGpus), o.offering.gpu.model),
                                time,
                                cost,
                                why};
        const bool missesGoal = !(o.meetsDeadline && o.withinBudget && o.enoughCapacity);
        for (int column = 0; column < ColumnCount; ++column) {
            auto* item = new QTableWidgetItem(cells.at(column));
            if (column == NodesColumn || column == TimeColumn || column == CostColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!o.fits)
                item->setForeground(muted);
            else if (column == FitColumn && missesGoal)
                item->setForeground(Theme::warning());
            item->setToolTip(why);
            m_table->setItem(row, column, item);
        }
        m_table->item(row, OfferingColumn)->setData(Qt::UserRole, o.offering.id);
        if (o.offering.id == selectedId)
            selectRow = row;
    }
    m_table->resizeColumnsToContents();
    m_table->clearSelection(); // the rows were re-ranked: keep the offering selected, not the row
    if (selectRow >= 0)
        m_table->selectRow(selectRow);
    updateUseButton();
}

void SizingAdvisorDialog::setCanLaunch(bool canLaunch) {
    m_canLaunch = canLaunch;
    // Disabled for the role: the tooltip says why, as on the Clusters page's Launch button.
    m_use->setToolTip(canLaunch ? QString() : tr("Your role can look at clusters but not launch them."));
    updateUseButton();
}

void SizingAdvisorDialog::updateUseButton() {
    const int row = m_table->selectionModel()->hasSelection() ? m_table->currentRow() : -1;
    m_use->setEnabled(m_canLaunch && row >= 0 && row < m_options.size() && m_options.at(row).fits);
}

void SizingAdvisorDialog::useSelected() {
    const int row = m_table->currentRow();
    if (!m_canLaunch || row < 0 || row >= m_options.size() || !m_options.at(row).fits)
        return;
    const SizingOption& o = m_options.at(row);
    Q_EMIT configurationChosen(o.offering.id, o.nodeCount);
    accept();
}

QString SizingAdvisorDialog::explanation(const SizingOption& o, const SizingRequest& r) {
    const QLocale locale;
    const Offering& of = o.offering;
    const QString need = gb(o.needGb);
    const QString gpus =
        tr("%n \u00d7 %1 %2 GB", nullptr, of.gpusPerNode).arg(of.gpu.model, locale.toString(of.gpu.memoryGb));
    const QString nodeGb = locale.toString(of.totalGpuMemoryGb());
    QStringList parts;
    switch (o.reasonKind) {
    case FitReason::FitsOnOneGpu:
        parts << tr("Needs %1 GB; one %2 with %3 GB holds it.")
                     .arg(need, of.gpu.model, locale.toString(of.gpu.memoryGb));
        break;
    case FitReason::FitsOnOneNode:
        parts << tr("Needs %1 GB; %2 hold %3 GB on one node, so it shards across that node's GPUs.")
                     .arg(need, gpus, nodeGb);
        break;
    case FitReason::ShardsAcrossNodes:
        parts << tr("Needs %1 GB; %2 hold %3 GB on one node, so it shards across %4 nodes.")
                     .arg(need, gpus, nodeGb, locale.toString(o.memoryNodeCount));
        break;
    case FitReason::InferenceExceedsOneNode:
        parts << tr("Needs %1 GB; %2 hold only %3 GB on one node, and serving is kept to one node.")
                     .arg(need, gpus, nodeGb);
        break;
    case FitReason::ExceedsMaxNodes:
        parts << tr("Needs %1 GB; %2 hold %3 GB on one node, so it would take %4 nodes, more than the %5 "
                    "allowed.")
                     .arg(need, gpus, nodeGb, locale.toString(o.memoryNodeCount),
                          locale.toString(r.maxNodes));
        break;
    case FitReason::NoGpuMemory:
        parts << tr("This offering lists no GPU memory.");
        break;
    }
    if (!o.fits)
        return parts.join(u' ');
    if (r.deadlineHours && o.meetsDeadline && o.nodeCount > o.memoryNodeCount)
        parts << tr("Uses %n node(s) to meet the deadline.", nullptr, o.nodeCount);
    if (r.deadlineHours && !o.meetsDeadline)
        parts << tr("Misses the deadline even on %n node(s).", nullptr, o.nodeCount);
    if (!o.hourlyCost)
        parts << tr("Has no price in this billing mode and currency.");
    else if (r.budget && !o.withinBudget)
        parts << tr("Costs more than the budget.");
    if (!o.enoughCapacity)
        parts << (of.availableNodes <= 0 ? tr("Sold out right now.")
                                         : tr("Only %n node(s) free now.", nullptr, of.availableNodes));
    return parts.join(u' ');
}

} // namespace cd
