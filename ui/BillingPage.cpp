#include "BillingPage.h"

#include "BillingReportPdf.h"
#include "BudgetDialog.h"
#include "BudgetWatcher.h"
#include "CustomRangeDialog.h"
#include "DailyCostChart.h"
#include "HeadlineTiles.h"
#include "ListTable.h"
#include "MessageBanner.h"
#include "ShareBars.h"
#include "Theme.h"

#include "api/PlatformClient.h"
#include "billing/LineItemBuilder.h"
#include "core/ErrorText.h"
#include "models/BillingText.h"
#include "models/FocusCsv.h"
#include "models/LineItemTreeModel.h"
#include "models/MoneyFormat.h"
#include "models/TableCsv.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace cd {

namespace {

enum ExportKind { ExportFocus, ExportPdfA4, ExportPdfLetter, ExportTable };

// Group-by choices: the dimensions a person thinks in, each a FOCUS column.
const QList<FocusColumn>& groupChoices() {
    static const QList<FocusColumn> columns = {
        FocusColumn::ClusterName,       FocusColumn::PoolName,
        FocusColumn::ResourceName,      FocusColumn::Stage,
        FocusColumn::GpuModel,          FocusColumn::ServiceName,
        FocusColumn::ChargeCategory,    FocusColumn::AllocationType,
        FocusColumn::ChargePeriodStart, FocusColumn::BillingPeriodStart,
        FocusColumn::RegionId,          FocusColumn::BillingMode,
    };
    return columns;
}

QTableWidgetItem* cell(const QString& text, bool number = false) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget* table(const QStringList& headers, QWidget* parent, const char* name,
                    const QString& spokenName) {
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(QString::fromLatin1(name));
    t->setAccessibleName(spokenName);
    t->setTabKeyNavigation(false); // Tab leaves the table, arrows move in it: no keyboard trap
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QString money(const Money& m) {
    return MoneyFormat::format(m);
}

} // namespace

BillingPage::BillingPage(QSettings& settings, QWidget* parent)
    : QWidget(parent)
    , m_settings(settings)
    , m_banner(new MessageBanner(this))
    , m_rangeCombo(new QComboBox(this))
    , m_refresh(new QPushButton(tr("Refres&h"), this))
    , m_export(new QToolButton(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_tiles(new HeadlineTiles(5, this))
    , m_tabs(new QTabWidget(this))
    , m_stackBy(new QComboBox(this))
    , m_daily(new DailyCostChart(this))
    , m_stages(new ShareBars(this))
    , m_gpus(nullptr)
    , m_spenders(nullptr)
    , m_category(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_tree(new QTreeView(this))
    , m_model(new LineItemTreeModel(this))
    , m_totals(new QLabel(this))
    , m_watcher(new BudgetWatcher(settings, this)) {
    setObjectName(QStringLiteral("billingPage"));
    for (QComboBox*& combo : m_groupBy)
        combo = new QComboBox(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildToolbar());
    layout->addWidget(m_banner);
    m_banner->hide();
    layout->addWidget(m_tiles);
    m_tabs->setObjectName(QStringLiteral("billingTabs"));
    m_tabs->addTab(buildOverview(), tr("&Overview"));
    m_tabs->addTab(buildLines(), tr("&Line items"));
    m_tabs->addTab(buildQuotes(), tr("&Quoted and billed"));
    m_tabs->addTab(buildBudgets(), tr("&Budgets"));
    m_tabs->addTab(buildInvoices(), tr("&Invoices"));
    layout->addWidget(m_tabs, 1);
    connect(m_banner, &MessageBanner::actionTriggered, this, &BillingPage::reload);
    connect(m_watcher, &BudgetWatcher::notification, this, &BillingPage::notification);
    connect(m_watcher, &BudgetWatcher::failed, this, [this](const Error& e) {
        m_banner->showError(ErrorText::sentence(e), tr("&Retry"));
        m_banner->setToolTip(e.detail);
    });
    // The range a person last chose (a custom one starts as this month).
    const auto saved =
        Range(m_settings.value(QStringLiteral("billing/range"), int(Range::ThisMonth)).toInt());
    setRange(saved == Range::Custom || saved < Range::ThisMonth || saved > Range::Custom ? Range::ThisMonth
                                                                                         : saved);
    showSummary();
}

BillingPage::~BillingPage() = default;

QWidget* BillingPage::buildToolbar() {
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    auto* rangeLabel = new QLabel(tr("&Range:"), bar);
    rangeLabel->setBuddy(m_rangeCombo);
    m_rangeCombo->setObjectName(QStringLiteral("billingRange"));
    m_rangeCombo->addItem(tr("This month"), int(Range::ThisMonth));
    m_rangeCombo->addItem(tr("Last month"), int(Range::LastMonth));
    m_rangeCombo->addItem(tr("Last 30 days"), int(Range::Last30Days));
    m_rangeCombo->addItem(tr("Last 90 days"), int(Range::Last90Days));
    m_rangeCombo->addItem(tr("Custom\u2026"), int(Range::Custom));
    connect(m_rangeCombo, &QComboBox::activated, this, &BillingPage::chooseRange);
    m_refresh->setObjectName(QStringLiteral("billingRefresh"));
    connect(m_refresh, &QPushButton::clicked, this, &BillingPage::reload);
    m_export->setObjectName(QStringLiteral("billingExport"));
    m_export->setText(tr("E&xport"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_export);
    menu->addAction(tr("FOCUS CSV (every line)\u2026"), this, [this] { exportInteractive(ExportFocus); });
    menu->addAction(tr("PDF report (A4)\u2026"), this, [this] { exportInteractive(ExportPdfA4); });
    menu->addAction(tr("PDF report (Letter)\u2026"), this, [this] { exportInteractive(ExportPdfLetter); });
    menu->addAction(tr("Table as shown (CSV)\u2026"), this, [this] { exportInteractive(ExportTable); });
    m_export->setMenu(menu);
    m_status->setObjectName(QStringLiteral("billingStatus"));
    m_status->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_progress->setMaximumWidth(160);
    m_progress->setRange(0, 0);
    m_progress->hide();
    m_cancel->setObjectName(QStringLiteral("billingCancel"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_linesCall)
            m_linesCall->cancel();
    });
    row->addWidget(rangeLabel);
    row->addWidget(m_rangeCombo);
    row->addWidget(m_refresh);
    row->addWidget(m_export);
    row->addWidget(m_status, 1);
    row->addWidget(m_progress);
    row->addWidget(m_cancel);
    return bar;
}

QWidget* BillingPage::buildOverview() {
    auto* page = new QWidget(this);
    auto* split = new QSplitter(Qt::Horizontal, page);
    auto* left = new QWidget(split);
    auto* leftLayout = new QVBoxLayout(left);
    auto* head = new QHBoxLayout;
    auto* title = new QLabel(tr("&Daily cost by"), left);
    title->setBuddy(m_stackBy);
    m_stackBy->setObjectName(QStringLiteral("billingStackBy"));
    for (FocusColumn c : {FocusColumn::ClusterName, FocusColumn::GpuModel, FocusColumn::Stage})
        m_stackBy->addItem(BillingText::dimension(c), int(c));
    connect(m_stackBy, &QComboBox::currentIndexChanged, this, &BillingPage::showBreakdown);
    head->addWidget(title);
    head->addWidget(m_stackBy);
    head->addStretch(1);
    leftLayout->addLayout(head);
    m_daily->setObjectName(QStringLiteral("billingDailyChart"));
    m_daily->setAccessibleName(tr("Daily cost chart"));
    leftLayout->addWidget(m_daily, 1);
    auto* right = new QWidget(split);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->addWidget(new QLabel(tr("<b>Share of each stage</b>"), right));
    m_stages->setObjectName(QStringLiteral("billingStages"));
    m_stages->setAccessibleName(tr("Share of each stage"));
    rightLayout->addWidget(m_stages);
    rightLayout->addWidget(new QLabel(tr("<b>Top spenders this month</b>"), right));
    m_spenders = table({tr("Cluster"), tr("Cost")}, right, "billingSpenders", tr("Top spenders this month"));
    rightLayout->addWidget(m_spenders, 1);
    rightLayout->addWidget(new QLabel(tr("<b>GPU cost and utilization</b>"), right));
    m_gpus = table({tr("GPU model"), tr("Cost"), tr("GPU-hours"), tr("Average use")}, right, "billingGpus",
                   tr("GPU cost and utilization"));
    rightLayout->addWidget(m_gpus, 1);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(split);
    return page;
}

QWidget* BillingPage::buildLines() {
    auto* page = new QWidget(this);
    auto* bar = new QHBoxLayout;
    auto* groupLabel = new QLabel(tr("&Group by:"), page);
    groupLabel->setBuddy(m_groupBy[0]);
    bar->addWidget(groupLabel);
    const QStringList saved =
        m_settings
            .value(QStringLiteral("billing/groupBy"),
                   QStringList{QStringLiteral("x_ClusterName"), QStringLiteral("x_PoolName"),
                               QStringLiteral("ResourceName")})
            .toStringList();
    for (int level = 0; level < 3; ++level) {
        QComboBox* combo = m_groupBy[level];
        combo->setObjectName(QStringLiteral("billingGroupBy%1").arg(level));
        combo->addItem(level == 0 ? tr("Nothing (every line)") : tr("\u2014"), QString());
        for (FocusColumn c : groupChoices())
            combo->addItem(BillingText::dimension(c), FocusColumns::name(c));
        combo->setCurrentIndex(std::max(0, combo->findData(saved.value(level))));
        connect(combo, &QComboBox::currentIndexChanged, this, &BillingPage::applyGrouping);
        if (level > 0)
            bar->addWidget(new QLabel(tr("then"), page));
        bar->addWidget(combo);
    }
    bar->addSpacing(12);
    m_category->setObjectName(QStringLiteral("billingCategory"));
    m_category->addItem(tr("All charges"), -1);
    for (ChargeCategory c : {ChargeCategory::Usage, ChargeCategory::Credit})
        m_category->addItem(BillingText::category(c, Allocation::None), int(c));
    connect(m_category, &QComboBox::currentIndexChanged, this, [this] {
        const int c = m_category->currentData().toInt();
        m_model->setCategory(c < 0 ? std::nullopt : std::optional(ChargeCategory(c)));
        updateTotals();
    });
    bar->addWidget(m_category);
    m_search->setObjectName(QStringLiteral("billingSearch"));
    m_search->setPlaceholderText(tr("Search lines (cluster, node, GPU, stage, region\u2026)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search lines"));
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_model->setSearch(text);
        updateTotals();
    });
    bar->addWidget(m_search, 1);
    m_tree->setObjectName(QStringLiteral("billingLines"));
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(LineItemTreeModel::BilledCost, Qt::DescendingOrder);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_tree->header()->resizeSection(LineItemTreeModel::Name, 320);
    m_tree->setAccessibleName(tr("Line items"));
    m_totals->setObjectName(QStringLiteral("billingTotals"));
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(bar);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_totals);
    QList<FocusColumn> grouping;
    for (QComboBox* combo : m_groupBy) {
        if (const auto c = FocusColumns::fromName(combo->currentData().toString()))
            grouping.append(*c);
    }
    m_model->setGrouping(grouping);
    return page;
}

QWidget* BillingPage::buildQuotes() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* intro =
        new QLabel(tr("What the launch dialog quoted for the time each cluster ran, beside what was billed, "
                      "and what made the difference."),
                   page);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_quotes = table({tr("Cluster"), tr("Quoted per hour"), tr("Hours run"), tr("Quoted"), tr("Billed"),
                      tr("Difference"), tr("Why")},
                     page, "billingQuotes", tr("Quoted and billed"));
    m_quotes->setWordWrap(false);
    layout->addWidget(m_quotes, 1);
    return page;
}

QWidget* BillingPage::buildBudgets() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    m_budgets = table({tr("Budget"), tr("Covers"), tr("Per month"), tr("Spent"), tr("Forecast"),
                       tr("Alerts at"), tr("When reached"), tr("State")},
                      page, "billingBudgets", tr("Budgets"));
    layout->addWidget(m_budgets, 1);
    auto* buttons = new QHBoxLayout;
    m_addBudget = new QPushButton(tr("&New budget\u2026"), page);
    m_editBudget = new QPushButton(tr("&Edit\u2026"), page);
    m_removeBudget = new QPushButton(tr("Re&move"), page);
    m_addBudget->setObjectName(QStringLiteral("budgetAdd"));
    m_editBudget->setObjectName(QStringLiteral("budgetEdit"));
    m_removeBudget->setObjectName(QStringLiteral("budgetRemove"));
    buttons->addWidget(m_addBudget);
    buttons->addWidget(m_editBudget);
    buttons->addWidget(m_removeBudget);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_addBudget, &QPushButton::clicked, this, [this] { editBudget(-1); });
    connect(m_editBudget, &QPushButton::clicked, this, [this] { editBudget(m_budgets->currentRow()); });
    connect(m_removeBudget, &QPushButton::clicked, this, [this] { removeBudget(m_budgets->currentRow()); });
    connect(m_budgets, &QTableWidget::itemSelectionChanged, this, [this] { setCanChange(m_canChange); });
    connect(m_budgets, &QTableWidget::itemDoubleClicked, this, [this](QTableWidgetItem* item) {
        if (m_canChange)
            editBudget(item->row());
    });
    return page;
}

QWidget* BillingPage::buildInvoices() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    m_invoiceTable = table({tr("Invoice"), tr("Period"), tr("Usage"), tr("Discounts and credits"),
                            tr("Total"), tr("Lines"), tr("Status")},
                           page, "billingInvoices", tr("Invoices"));
    layout->addWidget(m_invoiceTable, 1);
    return page;
}

void BillingPage::setClient(PlatformClient* client) {
    m_watcher->setClient(client);
    m_allBudgets.clear();
    delete m_linesCall;
    delete m_summaryCall;
    delete m_invoicesCall;
    m_client = client;
    m_lines.clear();
    m_model->setLines({});
    m_summary = {};
    m_invoices.clear();
    m_banner->hide();
    showSummary();
    if (m_client)
        reload();
}

void BillingPage::setCanActOnClusters(bool canAct) {
    m_watcher->setCanAct(canAct);
}

void BillingPage::setCanChange(bool canChange) {
    m_canChange = canChange;
    const QString why = canChange ? QString() : tr("Your role can see costs but not change budgets.");
    const bool selected = m_budgets->currentRow() >= 0;
    m_addBudget->setEnabled(canChange);
    m_editBudget->setEnabled(canChange && selected);
    m_removeBudget->setEnabled(canChange && selected);
    for (QPushButton* b : {m_addBudget, m_editBudget, m_removeBudget})
        b->setToolTip(why);
}

bool BillingPage::isLoading() const {
    return m_linesCall || m_summaryCall || m_invoicesCall;
}

void BillingPage::setRange(Range range) {
    m_range = range;
    const QDateTime now = m_summary.asOf.isValid() ? m_summary.asOf : QDateTime::currentDateTimeUtc();
    const QDateTime today = LineItemBuilder::dayStart(now);
    switch (range) {
    case Range::ThisMonth:
        m_from = LineItemBuilder::monthStart(now);
        m_to = today.addDays(1);
        break;
    case Range::LastMonth:
        m_to = LineItemBuilder::monthStart(now);
        m_from = m_to.addMonths(-1);
        break;
    case Range::Last30Days:
        m_from = today.addDays(-29);
        m_to = today.addDays(1);
        break;
    case Range::Last90Days:
        m_from = today.addDays(-89);
        m_to = today.addDays(1);
        break;
    case Range::Custom:
        break;
    }
    m_settings.setValue(QStringLiteral("billing/range"), int(range));
    m_rangeCombo->setCurrentIndex(m_rangeCombo->findData(int(range)));
    loadLines();
}

void BillingPage::setCustomRange(const QDateTime& from, const QDateTime& to) {
    m_range = Range::Custom;
    m_from = from.toUTC();
    m_to = to.toUTC();
    m_rangeCombo->setCurrentIndex(m_rangeCombo->findData(int(Range::Custom)));
    loadLines();
}

void BillingPage::chooseRange(int index) {
    const auto range = Range(m_rangeCombo->itemData(index).toInt());
    if (range != Range::Custom) {
        setRange(range);
        return;
    }
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    CustomRangeDialog dialog(m_from.toSecsSinceEpoch(), m_to.toSecsSinceEpoch(),
                             std::max(now, m_to.toSecsSinceEpoch()), this, 0);
    if (dialog.exec() != QDialog::Accepted) {
        m_rangeCombo->setCurrentIndex(m_rangeCombo->findData(int(m_range)));
        return;
    }
    // Costs are daily: the range is the whole UTC days it touches.
    const QDateTime start = LineItemBuilder::dayStart(QDateTime::fromSecsSinceEpoch(dialog.start(), Qt::UTC));
    QDateTime end = LineItemBuilder::dayStart(QDateTime::fromSecsSinceEpoch(dialog.end(), Qt::UTC));
    if (end.toSecsSinceEpoch() != dialog.end())
        end = end.addDays(1);
    setCustomRange(start, end);
}

void BillingPage::reload() {
    if (!m_client)
        return;
    m_banner->hide();
    loadSummary();
    loadLines();
}

void BillingPage::loadSummary() {
    if (!m_client)
        return;
    delete m_summaryCall;
    delete m_invoicesCall;
    auto* summary = m_client->billingSummary(Currency::USD, this);
    m_summaryCall = summary;
    connect(summary, &ApiCall::finished, this, [this, summary] {
        summary->deleteLater();
        m_summaryCall = nullptr;
        if (summary->succeeded()) {
            const bool first = !m_summary.asOf.isValid();
            m_summary = summary->value();
            showSummary();
            m_watcher->check(m_summary);
            // The platform's clock (a demo runs ahead of the wall): ranges count from its today.
            if (first && m_range != Range::Custom)
                setRange(m_range);
        } else {
            failed(*summary);
        }
        finishIfDone();
    });
    auto* budgets = m_client->budgets(this);
    connect(budgets, &ApiCall::finished, this, [this, budgets] {
        budgets->deleteLater();
        if (budgets->succeeded())
            m_allBudgets = budgets->items();
    });
    auto* invoices = m_client->invoices(Currency::USD, this);
    m_invoicesCall = invoices;
    connect(invoices, &ApiCall::finished, this, [this, invoices] {
        invoices->deleteLater();
        m_invoicesCall = nullptr;
        if (invoices->succeeded()) {
            m_invoices = invoices->items();
            showInvoices();
        } else {
            failed(*invoices);
        }
        finishIfDone();
    });
}

void BillingPage::loadLines() {
    if (!m_client || !m_from.isValid())
        return;
    delete m_linesCall;
    auto* call = m_client->lineItems(m_from, m_to, this);
    m_linesCall = call;
    // Exports write m_lines; it must not change under them.
    m_export->setEnabled(false);
    m_progress->show();
    m_cancel->show();
    m_refresh->setEnabled(false);
    m_status->setText(tr("Loading lines\u2026"));
    connect(call, &ApiCall::progressed, this,
            [this](int n) { m_status->setText(tr("Loading\u2026 %n line(s) so far", nullptr, n)); });
    connect(call, &ApiCall::finished, this, &BillingPage::onLinesLoaded);
}

void BillingPage::onLinesLoaded() {
    auto* call = static_cast<PagedCall<LineItem>*>(sender());
    call->deleteLater();
    m_linesCall = nullptr;
    m_export->setEnabled(true);
    m_progress->hide();
    m_cancel->hide();
    m_refresh->setEnabled(true);
    if (call->error().kind == ErrorKind::Cancelled) {
        m_status->setText(tr("Loading stopped; the lines shown are from before."));
        finishIfDone();
        return;
    }
    if (!call->succeeded()) {
        failed(*call);
        m_status->clear();
        finishIfDone();
        return;
    }
    m_lines = call->items();
    m_model->setLines(m_lines);
    m_tree->expandToDepth(0);
    updateTotals();
    showBreakdown();
    finishIfDone();
}

void BillingPage::finishIfDone() {
    if (!isLoading())
        Q_EMIT loaded();
}

void BillingPage::failed(const ApiCall& call) {
    if (call.error().kind == ErrorKind::Cancelled)
        return;
    m_banner->showError(ErrorText::sentence(call.error()), tr("&Retry"));
    m_banner->setToolTip(call.error().detail);
}

void BillingPage::updateTotals() {
    const int shown = int(m_model->visibleLines().size());
    const int total = int(m_lines.size());
    const QString sum = money(m_model->visibleTotal());
    m_totals->setText(
        shown == total
            ? tr("%n line(s), billed %1", nullptr, total).arg(sum)
            : tr("%1 of %n line(s) shown, billed %2", nullptr, total).arg(QLocale().toString(shown), sum));
    m_status->setText(tr("%1 to %2 (UTC)")
                          .arg(QLocale().toString(m_from.toUTC().date(), QLocale::ShortFormat),
                               QLocale().toString(m_to.toUTC().addMSecs(-1).date(), QLocale::ShortFormat)));
}

void BillingPage::applyGrouping() {
    QList<FocusColumn> grouping;
    QStringList names;
    for (QComboBox* combo : m_groupBy) {
        const QString name = combo->currentData().toString();
        names.append(name);
        if (const auto c = FocusColumns::fromName(name); c && !grouping.contains(*c))
            grouping.append(*c);
    }
    m_settings.setValue(QStringLiteral("billing/groupBy"), names);
    m_model->setGrouping(grouping);
    m_tree->expandToDepth(0);
}

void BillingPage::showSummary() {
    const CostForecast& f = m_summary.forecast;
    const QString dash = QStringLiteral("\u2014");
    const bool known = m_summary.asOf.isValid();
    m_tiles->setTile(
        0, tr("Month to date"), known ? money(f.monthToDate) : dash,
        known ? tr("since %1").arg(QLocale().toString(m_summary.periodStart.date(), QLocale::ShortFormat))
              : QString());
    m_tiles->setTile(1, tr("Forecast at month end"), known ? money(f.expected) : dash,
                     known ? tr("between %1 and %2").arg(money(f.low), money(f.high)) : QString());
    m_tiles->tile(1)->setToolTip(known ? tr("At what is running now, %1 a day; the range spans the last "
                                            "seven days' cheapest and dearest.")
                                             .arg(money(f.dailyRate))
                                       : QString());
    const BudgetStatus* tenantBudget = nullptr;
    for (const BudgetStatus& b : m_summary.budgets) {
        if (b.budget.scope == Budget::Scope::Tenant) {
            tenantBudget = &b;
            break;
        }
    }
    m_tiles->setTile(
        2, tr("Budget remaining"),
        known && m_summary.hasTenantBudget ? money(m_summary.budgetRemaining) : dash,
        tenantBudget ? tr("of %1 \u00b7 %2")
                           .arg(money(tenantBudget->budget.amount), BillingText::budgetState(*tenantBudget))
                     : tr("no budget for the whole tenant"));
    m_tiles->setTile(
        3, tr("Idle GPU cost"), known ? money(m_summary.idleCost) : dash,
        known && f.monthToDate.micros() > 0
            ? tr("%1 of this month's spend")
                  .arg(BillingText::percent(100.0 * double(m_summary.idleCost.micros()) /
                                            double(f.monthToDate.micros() - m_summary.credits.micros())))
            : QString());
    m_tiles->setTile(4, tr("Discounts and credits"), known ? money(m_summary.credits) : dash,
                     tr("off-peak hours and credits this month"));
    m_spenders->setRowCount(0);
    for (const Spender& s : m_summary.topSpenders) {
        const int row = m_spenders->rowCount();
        m_spenders->insertRow(row);
        m_spenders->setItem(row, 0, cell(s.clusterName));
        m_spenders->setItem(row, 1, cell(money(s.cost), true));
    }
    showQuotes();
    showBudgets();
}

void BillingPage::showBreakdown() {
    const auto stackBy = FocusColumn(m_stackBy->currentData().toInt());
    const BillingBreakdown::DailyStacks d = BillingBreakdown::daily(
        m_lines, stackBy, m_from.toUTC().date(), m_to.toUTC().addMSecs(-1).date().addDays(1));
    QStringList labels;
    for (int i = 0; i < d.series.size(); ++i) {
        if (i == d.otherSeries)
            labels.append(tr("Everything else"));
        else if (stackBy == FocusColumn::Stage)
            labels.append(BillingText::stage(d.series[i]));
        else
            labels.append(d.series[i].isEmpty() ? tr("Storage and data transfer") : d.series[i]);
    }
    m_daily->setData(d, labels);
    QList<ShareBars::Bar> bars;
    for (const BillingBreakdown::Share& s : BillingBreakdown::shares(m_lines, FocusColumn::Stage))
        bars.append({BillingText::stage(s.key), money(Money(s.micros, d.currency)), s.fraction});
    m_stages->setBars(bars);
    m_gpus->setRowCount(0);
    for (const BillingBreakdown::GpuCost& g : BillingBreakdown::gpuCosts(m_lines)) {
        const int row = m_gpus->rowCount();
        m_gpus->insertRow(row);
        m_gpus->setItem(row, 0, cell(g.gpuModel));
        m_gpus->setItem(row, 1, cell(money(Money(g.micros, d.currency)), true));
        m_gpus->setItem(row, 2, cell(QLocale().toString(g.gpuHours, 'f', 0), true));
        m_gpus->setItem(
            row, 3,
            cell(g.gpuHours > 0 ? BillingText::percent(g.utilization) : QStringLiteral("\u2014"), true));
    }
}

void BillingPage::showQuotes() {
    m_quotes->setRowCount(0);
    for (const QuoteComparison& q : m_summary.quotes) {
        const int row = m_quotes->rowCount();
        m_quotes->insertRow(row);
        QStringList why;
        for (const QuoteComparison::Difference& d : q.differences)
            why.append(tr("%1: %2").arg(money(d.amount), BillingText::reason(d, q)));
        const Money difference(q.billed.micros() - q.quoted.micros(), q.billed.currency());
        m_quotes->setItem(row, 0, cell(q.clusterName));
        m_quotes->setItem(row, 1, cell(money(q.quotedHourly), true));
        m_quotes->setItem(row, 2, cell(QLocale().toString(q.billedHours, 'f', 1), true));
        m_quotes->setItem(row, 3, cell(money(q.quoted), true));
        m_quotes->setItem(row, 4, cell(money(q.billed), true));
        m_quotes->setItem(row, 5, cell(money(difference), true));
        auto* reasons = cell(why.isEmpty() ? tr("As quoted") : why.join(QStringLiteral("\n")));
        reasons->setToolTip(reasons->text());
        m_quotes->setItem(row, 6, reasons);
        // A line per reason; the column is wide enough to read each whole.
        m_quotes->setRowHeight(row,
                               int(std::max<qsizetype>(1, why.size())) * fontMetrics().lineSpacing() + 8);
    }
}

void BillingPage::showBudgets() {
    const int selected = m_budgets->currentRow();
    m_budgets->setRowCount(0);
    for (const BudgetStatus& b : m_summary.budgets) {
        const int row = m_budgets->rowCount();
        m_budgets->insertRow(row);
        m_budgets->setItem(row, 0, cell(b.budget.name));
        QString scope = BillingText::budgetScope(b.budget);
        for (const QuoteComparison& q : m_summary.quotes) {
            if (b.budget.scope == Budget::Scope::Cluster && q.clusterId == b.budget.target)
                scope = tr("Cluster %1").arg(q.clusterName);
        }
        m_budgets->setItem(row, 1, cell(scope));
        m_budgets->setItem(row, 2, cell(money(b.budget.amount), true));
        m_budgets->setItem(row, 3, cell(money(b.spent), true));
        m_budgets->setItem(row, 4, cell(money(b.forecast), true));
        m_budgets->setItem(row, 5, cell(BillingText::thresholds(b.budget.thresholds)));
        m_budgets->setItem(row, 6,
                           cell(b.budget.action == Budget::Action::None
                                    ? BillingText::action(b.budget.action)
                                    : (b.budget.automatic ? tr("%1, without asking") : tr("%1, after asking"))
                                          .arg(BillingText::action(b.budget.action))));
        auto* state = cell(BillingText::budgetState(b));
        if (b.reached || !b.crossed.isEmpty())
            state->setForeground(Theme::bad());
        m_budgets->setItem(row, 7, state);
    }
    if (selected >= 0 && selected < m_budgets->rowCount())
        m_budgets->selectRow(selected);
    setCanChange(m_canChange);
}

void BillingPage::showInvoices() {
    m_invoiceTable->setRowCount(0);
    for (const Invoice& i : m_invoices) {
        const int row = m_invoiceTable->rowCount();
        m_invoiceTable->insertRow(row);
        m_invoiceTable->setItem(row, 0, cell(i.id));
        m_invoiceTable->setItem(
            row, 1, cell(QLocale().toString(i.periodStart.toUTC().date(), QStringLiteral("MMMM yyyy"))));
        m_invoiceTable->setItem(row, 2, cell(money(i.usage), true));
        m_invoiceTable->setItem(row, 3, cell(money(i.credits), true));
        m_invoiceTable->setItem(row, 4, cell(money(i.total), true));
        m_invoiceTable->setItem(row, 5, cell(QLocale().toString(i.lineCount), true));
        m_invoiceTable->setItem(row, 6, cell(i.issued ? tr("Issued") : tr("Open (this month)")));
    }
}

QList<Budget> BillingPage::currentBudgets() const {
    // Every budget of the tenant, whatever its currency: a save replaces the whole list.
    return m_allBudgets;
}

void BillingPage::editBudget(int row) {
    QList<Budget> budgets = currentBudgets();
    Budget budget;
    const QString id =
        row >= 0 && row < m_summary.budgets.size() ? m_summary.budgets[row].budget.id : QString();
    const auto at = std::find_if(budgets.begin(), budgets.end(), [&](const Budget& b) { return b.id == id; });
    row = id.isEmpty() || at == budgets.end() ? -1 : int(at - budgets.begin());
    if (row >= 0) {
        budget = budgets[row];
    } else {
        budget.name = tr("Monthly budget");
        budget.amount = Money(10'000 * Money::microsPerUnit, Currency::USD);
        budget.thresholds = {{80, Budget::Basis::Actual}, {100, Budget::Basis::Forecast}};
        row = -1;
    }
    QList<QPair<QString, QString>> clusters;
    for (const QuoteComparison& q : m_summary.quotes)
        clusters.append({q.clusterId, q.clusterName});
    BudgetDialog dialog(budget, clusters, budget.amount.currency(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (row < 0)
        budgets.append(dialog.budget());
    else
        budgets[row] = dialog.budget();
    saveBudgets(budgets);
}

void BillingPage::removeBudget(int shownRow) {
    QList<Budget> budgets = currentBudgets();
    const QString id = shownRow >= 0 && shownRow < m_summary.budgets.size()
                           ? m_summary.budgets[shownRow].budget.id
                           : QString();
    const auto at = std::find_if(budgets.begin(), budgets.end(), [&](const Budget& b) { return b.id == id; });
    if (id.isEmpty() || at == budgets.end())
        return;
    const int row = int(at - budgets.begin());
    if (QMessageBox::question(
            this, tr("Remove budget"),
            tr("Remove the budget \u201c%1\u201d? Its alerts stop.").arg(budgets[row].name)) !=
        QMessageBox::Yes)
        return;
    budgets.removeAt(row);
    saveBudgets(budgets);
}

void BillingPage::saveBudgets(const QList<Budget>& budgets) {
    if (!m_client)
        return;
    auto* call = m_client->setBudgets(budgets, this);
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (!call->succeeded()) {
            failed(*call);
            Q_EMIT budgetsSaved(false);
            return;
        }
        Q_EMIT budgetsSaved(true);
        loadSummary();
    });
}

bool BillingPage::exportFocusCsv(const QString& path, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    QProgressDialog progress(tr("Writing %n line(s)\u2026", nullptr, int(m_lines.size())), tr("Cancel"), 0,
                             int(m_lines.size()), this);
    progress.setMinimumDuration(500);
    progress.setWindowModality(Qt::WindowModal);
    const bool ok = FocusCsv::write(m_lines, file, [&](qsizetype done) {
        progress.setValue(int(done));
        return !progress.wasCanceled();
    });
    if (!ok) {
        file.cancelWriting();
        *error = progress.wasCanceled() ? tr("Stopped; no file was written.") : file.errorString();
        return false;
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

bool BillingPage::exportTable(const QString& path, QString* error) {
    QSaveFile file(path);
    const QByteArray csv = TableCsv::write(*m_model);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

bool BillingPage::exportPdf(const QString& path, QPageSize::PageSizeId page, QString* error) {
    BillingReportPdf::Content c;
    c.tenant = m_tenant.isEmpty() ? tr("this tenant") : m_tenant;
    c.from = m_from;
    c.to = m_to.addMSecs(-1); // the last day shown, not the midnight after it
    c.rangeTotal = Money(0, Currency::USD);
    for (const LineItem& l : std::as_const(m_lines))
        c.rangeTotal = Money(c.rangeTotal.micros() + l.billedCost.micros(), Currency::USD);
    c.lineCount = int(m_lines.size());
    c.summary = m_summary;
    c.daily = m_daily->data();
    c.dailyTitle = tr("Daily cost by %1").arg(m_stackBy->currentText().toLower());
    for (int i = 0; i < c.daily.series.size(); ++i)
        c.dailyLabels.append(i == c.daily.otherSeries
                                 ? tr("Everything else")
                                 : (m_stackBy->currentData().toInt() == int(FocusColumn::Stage)
                                        ? BillingText::stage(c.daily.series[i])
                                        : c.daily.series[i]));
    c.stages = m_stages->bars();
    c.gpus = BillingBreakdown::gpuCosts(m_lines);
    c.invoices = m_invoices;
    return BillingReportPdf::write(path, c, page, error);
}

void BillingPage::exportInteractive(int kind) {
    const QString dir = m_settings
                            .value(QStringLiteral("billing/exportDir"),
                                   QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                            .toString();
    const QString stamp = m_from.toUTC().toString(QStringLiteral("yyyy-MM-dd"));
    QString title;
    QString name;
    QString filter;
    switch (kind) {
    case ExportFocus:
        title = tr("Export FOCUS CSV");
        name = QStringLiteral("focus-%1.csv").arg(stamp);
        filter = tr("CSV files (*.csv)");
        break;
    case ExportTable:
        title = tr("Export the table as shown");
        name = QStringLiteral("billing-table-%1.csv").arg(stamp);
        filter = tr("CSV files (*.csv)");
        break;
    default:
        title = tr("Export a PDF report");
        name = QStringLiteral("cost-report-%1.pdf").arg(stamp);
        filter = tr("PDF files (*.pdf)");
        break;
    }
    const QString path = QFileDialog::getSaveFileName(this, title, dir + u'/' + name, filter);
    if (path.isEmpty())
        return;
    m_settings.setValue(QStringLiteral("billing/exportDir"), QFileInfo(path).absolutePath());
    QString error;
    bool ok = false;
    if (kind == ExportFocus)
        ok = exportFocusCsv(path, &error);
    else if (kind == ExportTable)
        ok = exportTable(path, &error);
    else
        ok = exportPdf(path, kind == ExportPdfA4 ? QPageSize::A4 : QPageSize::Letter, &error);
    if (ok)
        Q_EMIT notification(tr("Export"), tr("Saved %1").arg(QDir::toNativeSeparators(path)), false);
    else
        QMessageBox::warning(this, title,
                             tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), error));
}

} // namespace cd
