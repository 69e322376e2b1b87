#pragma once

#include "billing/BillingSummary.h"
#include "billing/LineItem.h"
#include "models/BillingBreakdown.h"

#include <QDateTime>
#include <QPageSize>
#include <QPointer>
#include <QSet>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSettings;
class QTabWidget;
class QTableWidget;
class QToolButton;
class QTreeView;

namespace cd {

class ApiCall;
class BudgetWatcher;
class DailyCostChart;
class HeadlineTiles;
class LineItemTreeModel;
class MessageBanner;
class PlatformClient;
class ShareBars;

// The Billing area: where the money goes and is heading. Headline figures (month to date, the
// month-end forecast with its range, budget remaining, idle cost, discounts and credits); daily
// cost stacked by cluster, GPU model or stage; each stage's share and each GPU model's cost beside
// its utilization; every itemized line, grouped, filtered, searched and sorted with totals that add
// up; quoted against billed per cluster; budgets with alerts; invoices. Exports FOCUS CSV, a PDF
// report (A4 or Letter) and the table as shown.
class BillingPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingPage)

public:
    enum class Range { ThisMonth, LastMonth, Last30Days, Last90Days, Custom };

    BillingPage(QSettings& settings, QWidget* parent = nullptr);
    ~BillingPage() override;

    void setClient(PlatformClient* client);
    // The role may change budgets (billing:write).
    void setCanChange(bool canChange);
    // The role may stop and resize clusters (clusters:write): what a reached budget's action needs.
    void setCanActOnClusters(bool canAct);
    void setTenantName(const QString& name) { m_tenant = name; }
    void reload();
    void setRange(Range range);
    void setCustomRange(const QDateTime& from, const QDateTime& to);
    QDateTime rangeStart() const { return m_from; }
    QDateTime rangeEnd() const { return m_to; }
    bool isLoading() const;

    LineItemTreeModel* lineModel() const { return m_model; }
    const BillingSummary& summary() const { return m_summary; }
    const QList<Invoice>& invoices() const { return m_invoices; }
    HeadlineTiles* tiles() const { return m_tiles; }
    QTabWidget* tabs() const { return m_tabs; }
    DailyCostChart* dailyChart() const { return m_daily; }

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

private:
    QWidget* buildToolbar();
    QWidget* buildOverview();
    QWidget* buildLines();
    QWidget* buildQuotes();
    QWidget* buildBudgets();
    QWidget* buildInvoices();
    void chooseRange(int index);
    void loadLines();
    void loadSummary();
    void onLinesLoaded();
    void showSummary();
    void showBreakdown();
    void showQuotes();
    void showBudgets();
    void showInvoices();
    void updateTotals();
    void applyGrouping();
    void editBudget(int row);
    void removeBudget(int shownRow);
    void exportInteractive(int kind);
    void failed(const ApiCall& call);
    void finishIfDone();
    QList<Budget> currentBudgets() const;

    QSettings& m_settings;
    PlatformClient* m_client = nullptr;
    bool m_canChange = true;
    QString m_tenant;
    Range m_range = Range::ThisMonth;
    QDateTime m_from;
    QDateTime m_to;
    QList<LineItem> m_lines;
    BillingSummary m_summary;
    QList<Invoice> m_invoices;
    QList<Budget> m_allBudgets; // every currency's: what a save sends back
    QPointer<ApiCall> m_linesCall;
    QPointer<ApiCall> m_summaryCall;
    QPointer<ApiCall> m_invoicesCall;

    MessageBanner* m_banner;
    QComboBox* m_rangeCombo;
    QPushButton* m_refresh;
    QToolButton* m_export;
    QLabel* m_status;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    HeadlineTiles* m_tiles;
    QTabWidget* m_tabs;
    QComboBox* m_stackBy;
    DailyCostChart* m_daily;
    ShareBars* m_stages;
    QTableWidget* m_gpus;
    QTableWidget* m_spenders;
    QComboBox* m_groupBy[3];
    QComboBox* m_category;
    QLineEdit* m_search;
    QTreeView* m_tree;
    LineItemTreeModel* m_model;
    QLabel* m_totals;
    BudgetWatcher* m_watcher;
    QTableWidget* m_quotes;
    QTableWidget* m_budgets;
    QPushButton* m_addBudget;
    QPushButton* m_editBudget;
    QPushButton* m_removeBudget;
    QTableWidget* m_invoiceTable;
};

} // namespace cd
