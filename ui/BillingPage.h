#pragma once

#include "billing/BillingSummary.h"
#include "session/BillingSession.h"

#include <QDateTime>
#include <QPageSize>
#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSettings;
class QTabWidget;
class QToolButton;

namespace cd {

class AsOfLabel;
class BillingBudgetsTab;
class BillingExports;
class BillingInvoicesTab;
class BillingLinesTab;
class BillingOverviewTab;
class BillingQuotesTab;
class BudgetWatcher;
class DailyCostChart;
class HeadlineTiles;
class LineItemTreeModel;
class MessageBanner;

// The Billing area: where the money goes and is heading. Headline figures (month to date, the
// month-end forecast with its range, budget remaining, idle cost, discounts and credits) over five
// tabs: the overview, every itemized line, quoted against billed, budgets, invoices. Exports FOCUS
// CSV, a PDF report (A4 or Letter) and the table as shown. Its BillingSession does the calls.
class BillingPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingPage)

public:
    using Range = BillingSession::Range;

    BillingPage(BillingSession& session, QSettings& settings, QWidget* parent = nullptr);
    ~BillingPage() override;

    // The role may change budgets (billing:write).
    void setCanChange(bool canChange);
    // The role may stop and resize clusters (clusters:write): what a reached budget's action needs.
    void setCanActOnClusters(bool canAct);
    void setTenantName(const QString& name);
    void reload();
    void setRange(Range range);
    void setCustomRange(const QDateTime& from, const QDateTime& to);
    QDateTime rangeStart() const { return m_session.rangeStart(); }
    QDateTime rangeEnd() const { return m_session.rangeEnd(); }
    bool isLoading() const { return m_session.isLoading(); }
    BillingSession& session() const { return m_session; }

    LineItemTreeModel* lineModel() const;
    const BillingSummary& summary() const { return m_session.summary(); }
    const QList<Invoice>& invoices() const { return m_session.invoices(); }
    HeadlineTiles* tiles() const { return m_tiles; }
    QTabWidget* tabs() const { return m_tabs; }
    DailyCostChart* dailyChart() const;

    bool exportFocusCsv(const QString& path, QString* error);
    bool exportPdf(const QString& path, QPageSize::PageSizeId page, QString* error);
    bool exportTable(const QString& path, QString* error);
    // Saves a changed budget list (null id: a new budget) and reloads the summary.
    void saveBudgets(const QList<Budget>& budgets);

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);
    // Lines, summary and invoices have all arrived (or failed).
    void loaded();
    void budgetsSaved(bool ok);

protected:
    // The session reloads stale figures only while the page is on screen.
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    QWidget* buildToolbar();
    void chooseRange(int index);
    void showRange();
    void showRangeStatus();
    void showLinesLoading(bool loading);
    void showSummary();
    void showError(const Error& error);

    BillingSession& m_session;
    MessageBanner* m_banner;
    QComboBox* m_rangeCombo;
    QPushButton* m_refresh;
    QToolButton* m_export;
    QLabel* m_status;
    AsOfLabel* m_asOf;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    HeadlineTiles* m_tiles;
    QTabWidget* m_tabs;
    BillingOverviewTab* m_overview;
    BillingLinesTab* m_lines;
    BillingQuotesTab* m_quotes;
    BillingBudgetsTab* m_budgets;
    BillingInvoicesTab* m_invoices;
    BillingExports* m_exports;
    BudgetWatcher* m_watcher;
};

} // namespace cd
