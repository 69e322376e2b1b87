#include "BillingPage.h"

#include "AsOfLabel.h"
#include "BillingBudgetsTab.h"
#include "BillingExports.h"
#include "BillingInvoicesTab.h"
#include "BillingLinesTab.h"
#include "BillingOverviewTab.h"
#include "BillingQuotesTab.h"
#include "BudgetWatcher.h"
#include "CustomRangeDialog.h"
#include "HeadlineTiles.h"
#include "MessageBanner.h"

#include "billing/BillingText.h"
#include "billing/LineItemBuilder.h"
#include "core/ErrorText.h"
#include "core/MoneyFormat.h"
#include "models/LineItemTreeModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace cd {

namespace {

QString money(const Money& m) {
    return MoneyFormat::format(m);
}

} // namespace

BillingPage::BillingPage(BillingSession& session, QSettings& settings, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_banner(new MessageBanner(this))
    , m_rangeCombo(new QComboBox(this))
    , m_refresh(new QPushButton(tr("Refres&h"), this))
    , m_export(new QToolButton(this))
    , m_status(new QLabel(this))
    , m_asOf(new AsOfLabel(session.freshness(), this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_tiles(new HeadlineTiles(5, this))
    , m_tabs(new QTabWidget(this))
    // The tabs after the toolbar and in reading order: Tab follows the order widgets are made in.
    , m_overview(new BillingOverviewTab(session, this))
    , m_lines(new BillingLinesTab(session, settings, this))
    , m_quotes(new BillingQuotesTab(session, this))
    , m_budgets(new BillingBudgetsTab(session, this))
    , m_invoices(new BillingInvoicesTab(session, this))
    , m_exports(new BillingExports(session, *m_overview, *m_lines->model(), settings, this))
    , m_watcher(new BudgetWatcher(session, this)) {
    setObjectName(QStringLiteral("billingPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildToolbar());
    layout->addWidget(m_banner);
    m_banner->hide();
    layout->addWidget(m_tiles);
    m_tabs->setObjectName(QStringLiteral("billingTabs"));
    m_tabs->addTab(m_overview, tr("&Overview"));
    m_tabs->addTab(m_lines, tr("&Line items"));
    m_tabs->addTab(m_quotes, tr("&Quoted and billed"));
    m_tabs->addTab(m_budgets, tr("&Budgets"));
    m_tabs->addTab(m_invoices, tr("&Invoices"));
    layout->addWidget(m_tabs, 1);
    connect(m_banner, &MessageBanner::actionTriggered, this, &BillingPage::reload);
    connect(m_watcher, &BudgetWatcher::notification, this, &BillingPage::notification);
    connect(m_exports, &BillingExports::notification, this, &BillingPage::notification);
    connect(m_budgets, &BillingBudgetsTab::saveRequested, this, &BillingPage::saveBudgets);
    connect(m_lines, &BillingLinesTab::totalsChanged, this, &BillingPage::showRangeStatus);
    connect(&session, &BillingSession::clientChanged, this, [this] {
        m_banner->hide();
        showSummary();
    });
    // Before the first figures arrive the page says it is loading, not that there is nothing.
    connect(&session.freshness(), &StaleAfter::stateChanged, this, [this] {
        if (m_session.freshness().isLoading() && !m_session.summary().asOf.isValid() &&
            !m_session.isLoadingLines())
            m_status->setText(tr("Loading\u2026"));
    });
    connect(&session, &BillingSession::rangeChanged, this, &BillingPage::showRange);
    connect(&session, &BillingSession::summaryChanged, this, &BillingPage::showSummary);
    connect(&session, &BillingSession::linesLoading, this, &BillingPage::showLinesLoading);
    connect(&session, &BillingSession::linesProgressed, this,
            [this](int n) { m_status->setText(tr("Loading\u2026 %n line(s) so far", nullptr, n)); });
    connect(&session, &BillingSession::linesCancelled, this,
            [this] { m_status->setText(tr("Loading stopped; the lines shown are from before.")); });
    connect(&session, &BillingSession::failed, this, &BillingPage::showError);
    connect(&session, &BillingSession::loaded, this, &BillingPage::loaded);
    connect(&session, &BillingSession::budgetsSaved, this, &BillingPage::budgetsSaved);
    showRange();
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
    menu->addAction(tr("FOCUS CSV (every line)\u2026"), this,
                    [this] { m_exports->interactive(BillingExports::FocusCsv); });
    menu->addAction(tr("PDF report (A4)\u2026"), this,
                    [this] { m_exports->interactive(BillingExports::PdfA4); });
    menu->addAction(tr("PDF report (Letter)\u2026"), this,
                    [this] { m_exports->interactive(BillingExports::PdfLetter); });
    menu->addAction(tr("Table as shown (CSV)\u2026"), this,
                    [this] { m_exports->interactive(BillingExports::Table); });
    m_export->setMenu(menu);
    m_status->setObjectName(QStringLiteral("billingStatus"));
    m_status->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_progress->setMaximumWidth(160);
    m_progress->setRange(0, 0);
    m_progress->hide();
    m_cancel->setObjectName(QStringLiteral("billingCancel"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, &m_session, &BillingSession::cancelLines);
    row->addWidget(rangeLabel);
    row->addWidget(m_rangeCombo);
    row->addWidget(m_refresh);
    row->addWidget(m_export);
    row->addWidget(m_status, 1);
    row->addWidget(m_asOf);
    row->addWidget(m_progress);
    row->addWidget(m_cancel);
    return bar;
}

LineItemTreeModel* BillingPage::lineModel() const {
    return m_lines->model();
}

DailyCostChart* BillingPage::dailyChart() const {
    return m_overview->dailyChart();
}

void BillingPage::setCanChange(bool canChange) {
    m_budgets->setCanChange(canChange);
}

void BillingPage::setCanActOnClusters(bool canAct) {
    m_session.setCanActOnClusters(canAct);
}

void BillingPage::setTenantName(const QString& name) {
    m_exports->setTenantName(name);
}

void BillingPage::reload() {
    if (!m_session.hasClient())
        return;
    m_banner->hide();
    m_session.reload();
}

void BillingPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_session.setShown(true);
}

void BillingPage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    m_session.setShown(false);
}

void BillingPage::setRange(Range range) {
    m_session.setRange(range);
}

void BillingPage::setCustomRange(const QDateTime& from, const QDateTime& to) {
    m_session.setCustomRange(from, to);
}

void BillingPage::saveBudgets(const QList<Budget>& budgets) {
    m_session.saveBudgets(budgets);
}

bool BillingPage::exportFocusCsv(const QString& path, QString* error) {
    return m_exports->focusCsv(path, error);
}

bool BillingPage::exportPdf(const QString& path, QPageSize::PageSizeId page, QString* error) {
    return m_exports->pdf(path, page, error);
}

bool BillingPage::exportTable(const QString& path, QString* error) {
    return m_exports->table(path, error);
}

void BillingPage::chooseRange(int index) {
    const auto range = Range(m_rangeCombo->itemData(index).toInt());
    if (range != Range::Custom) {
        setRange(range);
        return;
    }
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const qint64 to = m_session.rangeEnd().toSecsSinceEpoch();
    CustomRangeDialog dialog(m_session.rangeStart().toSecsSinceEpoch(), to, std::max(now, to), this, 0);
    if (dialog.exec() != QDialog::Accepted) {
        showRange();
        return;
    }
    // Costs are daily: the range is the whole UTC days it touches.
    const QDateTime start = LineItemBuilder::dayStart(QDateTime::fromSecsSinceEpoch(dialog.start(), Qt::UTC));
    QDateTime end = LineItemBuilder::dayStart(QDateTime::fromSecsSinceEpoch(dialog.end(), Qt::UTC));
    if (end.toSecsSinceEpoch() != dialog.end())
        end = end.addDays(1);
    setCustomRange(start, end);
}

void BillingPage::showRange() {
    m_rangeCombo->setCurrentIndex(m_rangeCombo->findData(int(m_session.range())));
}

void BillingPage::showRangeStatus() {
    const QDateTime from = m_session.rangeStart().toUTC();
    const QDateTime to = m_session.rangeEnd().toUTC().addMSecs(-1);
    m_status->setText(tr("%1 to %2 (UTC)")
                          .arg(QLocale().toString(from.date(), QLocale::ShortFormat),
                               QLocale().toString(to.date(), QLocale::ShortFormat)));
}

void BillingPage::showLinesLoading(bool loading) {
    // Exports write the lines shown; they must not change under them.
    m_export->setEnabled(!loading);
    m_progress->setVisible(loading);
    m_cancel->setVisible(loading);
    m_refresh->setEnabled(!loading);
    if (loading)
        m_status->setText(tr("Loading lines\u2026"));
    else
        m_status->clear();
}

void BillingPage::showError(const Error& error) {
    m_banner->showError(ErrorText::sentence(error), tr("&Retry"));
    m_banner->setToolTip(error.detail);
}

void BillingPage::showSummary() {
    const BillingSummary& summary = m_session.summary();
    const CostForecast& f = summary.forecast;
    const QString dash = QStringLiteral("\u2014");
    const bool known = summary.asOf.isValid();
    m_tiles->setTile(
        0, tr("Month to date"), known ? money(f.monthToDate) : dash,
        known ? tr("since %1").arg(QLocale().toString(summary.periodStart.date(), QLocale::ShortFormat))
              : QString());
    m_tiles->setTile(1, tr("Forecast at month end"), known ? money(f.expected) : dash,
                     known ? tr("between %1 and %2").arg(money(f.low), money(f.high)) : QString());
    m_tiles->tile(1)->setToolTip(known ? tr("At what is running now, %1 a day; the range spans the last "
                                            "seven days' cheapest and dearest.")
                                             .arg(money(f.dailyRate))
                                       : QString());
    const BudgetStatus* tenantBudget = nullptr;
    for (const BudgetStatus& b : summary.budgets) {
        if (b.budget.scope == Budget::Scope::Tenant) {
            tenantBudget = &b;
            break;
        }
    }
    m_tiles->setTile(
        2, tr("Budget remaining"), known && summary.hasTenantBudget ? money(summary.budgetRemaining) : dash,
        tenantBudget ? tr("of %1 \u00b7 %2")
                           .arg(money(tenantBudget->budget.amount), BillingText::budgetState(*tenantBudget))
        : known ? tr("no budget for the whole tenant")
                : QString()); // not known yet: no "no budget" while the summary loads
    m_tiles->setTile(
        3, tr("Idle GPU cost"), known ? money(summary.idleCost) : dash,
        known && f.monthToDate.micros() > 0
            ? tr("%1 of this month's spend")
                  .arg(BillingText::percent(100.0 * double(summary.idleCost.micros()) /
                                            double(f.monthToDate.micros() - summary.credits.micros())))
            : QString());
    m_tiles->setTile(4, tr("Discounts and credits"), known ? money(summary.credits) : dash,
                     tr("off-peak hours and credits this month"));
}

} // namespace cd
