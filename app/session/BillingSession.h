#pragma once

#include "billing/BillingSummary.h"
#include "billing/BudgetPolicy.h"
#include "billing/LineItem.h"
#include "core/Error.h"
#include "session/StaleAfter.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

class QSettings;

namespace cd {

class ApiCall;
class CallGroup;
class PlatformClient;
struct ClusterEvent;

// What the Billing page shows, kept apart from the widgets: the month's summary, every budget,
// the invoices and the itemized lines of the chosen range, loaded as one group of calls that
// finishes as one. It also does what a budget's state calls for (BudgetPolicy decides): the
// cluster calls that stop or shrink a cluster, after the console has asked when it must.
class BillingSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingSession)

public:
    enum class Range { ThisMonth, LastMonth, Last30Days, Last90Days, Custom };

    // The range last chosen is kept in `settings`, and so is what the budgets have said.
    explicit BillingSession(QSettings& settings, QObject* parent = nullptr);
    ~BillingSession() override;

    // Another platform or tenant (or none): what was loaded goes, and everything loads again.
    void setClient(PlatformClient* client);
    // The tenant's billing currency (known once the platform said who this is): the summary and
    // invoices are asked in it, and asked again when it changes.
    void setCurrency(Currency currency);
    bool hasClient() const { return m_client != nullptr; }
    // The role may stop and resize clusters (clusters:write): what a reached budget's action needs.
    void setCanActOnClusters(bool canAct) { m_canAct = canAct; }

    // The summary, budgets, invoices and lines again.
    void reload();
    // Whether the Billing page is on screen. Shown with figures older than staleAfter, or changed
    // since (noteChange), they load again at once, and while it stays shown when they reach that
    // age; hidden, nothing loads.
    void setShown(bool shown) { m_freshness.setShown(shown); }
    // A cluster event: one that changes what is spent (launched, stopped, started, terminated,
    // resized, a node failed and was replaced) makes the figures stale. A shown page loads again
    // shortly after (a burst of events, one load), a hidden one when next shown.
    void noteChange(const ClusterEvent& event);
    // When the figures were loaded and whether they are loading; tests move its clock.
    StaleAfter& freshness() { return m_freshness; }
    static constexpr std::chrono::minutes staleAfter{5};
    // A fixed range counts from the platform's today (a demo runs ahead of the wall clock).
    void setRange(Range range);
    // Whole UTC days [from, to).
    void setCustomRange(const QDateTime& from, const QDateTime& to);
    Range range() const { return m_range; }
    QDateTime rangeStart() const { return m_from; }
    QDateTime rangeEnd() const { return m_to; }
    // Stops loading the lines; those loaded before stay.
    void cancelLines();
    bool isLoading() const;
    bool isLoadingLines() const;

    const QList<LineItem>& lines() const { return m_lines; }
    const BillingSummary& summary() const { return m_summary; }
    const QList<Invoice>& invoices() const { return m_invoices; }
    // Every budget of the tenant, whatever its currency: a save replaces the whole list.
    const QList<Budget>& allBudgets() const { return m_allBudgets; }
    // Saves a changed budget list (null id: a new budget), then loads the summary again.
    void saveBudgets(const QList<Budget>& budgets);

    // Which connection a question about a budget was asked on; an answer counts only on it.
    quint64 clientSerial() const { return m_serial; }
    // Stops the budget's cluster or shrinks it to one node per pool, if the connection is still
    // the one of `serial`.
    void actOnBudget(const BudgetStatus& status, quint64 serial);

Q_SIGNALS:
    // The client changed: what was shown is gone; questions about the last one's budgets are moot.
    void clientChanged();
    void rangeChanged();
    void summaryChanged();
    void invoicesChanged();
    // A load of the lines started (true) or ended, whatever its outcome (false).
    void linesLoading(bool loading);
    void linesProgressed(int linesSoFar);
    void linesChanged();
    // Loading the lines was stopped: the lines kept are from before.
    void linesCancelled();
    // Every call of a load (summary, budgets, invoices, lines) has finished, well or not.
    void loaded();
    void failed(const cd::Error& error);
    void budgetsSaved(bool ok);
    // Spending or the forecast passed one of the budget's thresholds (once a month each).
    void budgetAlert(const cd::BudgetStatus& status, const cd::Budget::Threshold& threshold);
    // A reached budget's action waits for a yes: answer with actOnBudget(status, serial).
    void budgetActionAsked(const cd::BudgetStatus& status, quint64 serial);
    // A budget's cluster is stopping (`stop`) or shrinking.
    void budgetActed(const QString& budgetName, const QString& clusterName, bool stop);

private:
    // The summary (with budgets), then, with `thenFigures`, the invoices and lines as of its
    // `as_of`: one refresh, one instant, so the page agrees with itself to the cent.
    void loadSummary(bool thenFigures);
    void loadFigures();
    void loadInvoices();
    void loadLines();
    // Sets the range's dates from the platform's today, without loading.
    void applyRange(Range range);
    void resetGroup();
    void checkBudgets();
    void report(const Error& error);

    QSettings& m_settings;
    BudgetPolicy m_policy;
    StaleAfter m_freshness;
    bool m_fullLoad = false;    // the load under way is a whole reload(), not only the lines
    bool m_roundFailed = false; // a call of that reload failed
    PlatformClient* m_client = nullptr;
    Currency m_currency = Currency::USD;
    quint64 m_serial = 0;
    bool m_canAct = true;
    Range m_range = Range::ThisMonth;
    QDateTime m_from;
    QDateTime m_to;
    QList<LineItem> m_lines;
    BillingSummary m_summary;
    QList<Invoice> m_invoices;
    QList<Budget> m_allBudgets;
    CallGroup* m_group = nullptr;
    QPointer<ApiCall> m_linesCall;
    QPointer<ApiCall> m_summaryCall;
    QPointer<ApiCall> m_invoicesCall;
    QPointer<ApiCall> m_budgetsCall;
};

} // namespace cd
