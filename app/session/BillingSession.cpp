#include "BillingSession.h"

#include "api/CallGroup.h"
#include "api/PlatformClient.h"
#include "billing/LineItemBuilder.h"
#include "core/ClusterEvent.h"

#include <QSettings>

namespace cd {

namespace {
const QString rangeKey = QStringLiteral("billing/range");
}

BillingSession::BillingSession(QSettings& settings, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_policy(settings)
    , m_freshness(staleAfter) {
    connect(&m_freshness, &StaleAfter::due, this, &BillingSession::reload);
    resetGroup();
    // The range a person last chose (a custom one starts as this month).
    const auto saved = Range(m_settings.value(rangeKey, int(Range::ThisMonth)).toInt());
    setRange(saved == Range::Custom || saved < Range::ThisMonth || saved > Range::Custom ? Range::ThisMonth
                                                                                         : saved);
}

BillingSession::~BillingSession() = default;

void BillingSession::resetGroup() {
    // Deleting the group cancels its calls without their handlers: nothing of the last platform
    // arrives after the switch.
    delete m_group;
    m_group = new CallGroup(this);
    connect(m_group, &CallGroup::finished, this, [this] {
        if (m_fullLoad) {
            m_fullLoad = false;
            m_freshness.finished(!m_roundFailed && m_summary.asOf.isValid());
        }
        Q_EMIT loaded();
    });
}

void BillingSession::setCurrency(Currency currency) {
    if (currency == m_currency)
        return;
    m_currency = currency;
    if (m_client)
        reload();
}

void BillingSession::setClient(PlatformClient* client) {
    const bool wasLoadingLines = isLoadingLines();
    resetGroup();
    m_fullLoad = false;
    m_freshness.reset();
    ++m_serial;
    m_client = client;
    m_allBudgets.clear();
    m_lines.clear();
    m_summary = {};
    m_invoices.clear();
    Q_EMIT clientChanged();
    if (m_client)
        reload();
    else if (wasLoadingLines)
        Q_EMIT linesLoading(false);
}

bool BillingSession::isLoading() const {
    return m_group->isRunning();
}

bool BillingSession::isLoadingLines() const {
    return m_linesCall != nullptr;
}

void BillingSession::reload() {
    if (!m_client)
        return;
    // The summary first, at the platform's now; the invoices and lines follow as of its `as_of`.
    // The platform's own instant, not this computer's clock: one that runs ahead would ask about a
    // future the platform clamps, one that runs behind about a past, and either way the figures
    // would still each be taken at a different moment.
    m_fullLoad = true;
    m_roundFailed = false;
    m_freshness.started();
    loadSummary(true);
}

void BillingSession::noteChange(const ClusterEvent& event) {
    // What starts, stops or changes GPU-hours; a workload's own news (a checkpoint, a restart on
    // the same nodes) and a rename cost nothing.
    static const QStringList costly = {QStringLiteral("cluster.created"),
                                       QStringLiteral("cluster.state_changed"),
                                       QStringLiteral("cluster.resized"), QStringLiteral("node.failed")};
    if (m_client && costly.contains(event.type))
        m_freshness.changed();
}

void BillingSession::setRange(Range range) {
    applyRange(range);
    loadLines();
}

void BillingSession::applyRange(Range range) {
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
    m_settings.setValue(rangeKey, int(range));
    Q_EMIT rangeChanged();
}

void BillingSession::setCustomRange(const QDateTime& from, const QDateTime& to) {
    m_range = Range::Custom;
    m_from = from.toUTC();
    m_to = to.toUTC();
    Q_EMIT rangeChanged();
    loadLines();
}

void BillingSession::cancelLines() {
    if (m_linesCall)
        m_linesCall->cancel();
}

void BillingSession::loadSummary(bool thenFigures) {
    if (!m_client)
        return;
    delete m_summaryCall;
    delete m_budgetsCall;
    // Alone (after a save), the summary is asked as of the instant the page shows, so it still
    // agrees with the lines and invoices beside it.
    const QDateTime asOf = thenFigures ? QDateTime() : m_summary.asOf;
    m_summaryCall =
        m_group->add<TypedCall<BillingSummary>>(m_client->billingSummary(m_currency, nullptr, asOf),
                                                [this, thenFigures](TypedCall<BillingSummary>* call) {
                                                    m_summaryCall = nullptr;
                                                    if (!call->succeeded()) {
                                                        report(call->error());
                                                        // Still the rest, as of the instant shown before (or
                                                        // the platform's now).
                                                        if (thenFigures)
                                                            loadFigures();
                                                        return;
                                                    }
                                                    const bool first = !m_summary.asOf.isValid();
                                                    m_summary = call->value();
                                                    Q_EMIT summaryChanged();
                                                    checkBudgets();
                                                    // The platform's clock (a demo runs ahead of the wall):
                                                    // ranges count from its today.
                                                    if (first && m_range != Range::Custom)
                                                        applyRange(m_range);
                                                    if (thenFigures || first)
                                                        loadFigures();
                                                });
    m_budgetsCall = m_group->add<PagedCall<Budget>>(m_client->budgets(), [this](PagedCall<Budget>* call) {
        m_budgetsCall = nullptr;
        if (call->succeeded())
            m_allBudgets = call->items();
    });
}

void BillingSession::loadFigures() {
    loadInvoices();
    loadLines();
}

void BillingSession::loadInvoices() {
    if (!m_client)
        return;
    delete m_invoicesCall;
    m_invoicesCall = m_group->add<PagedCall<Invoice>>(m_client->invoices(m_currency, nullptr, m_summary.asOf),
                                                      [this](PagedCall<Invoice>* call) {
                                                          m_invoicesCall = nullptr;
                                                          if (!call->succeeded()) {
                                                              report(call->error());
                                                              return;
                                                          }
                                                          m_invoices = call->items();
                                                          Q_EMIT invoicesChanged();
                                                      });
}

void BillingSession::loadLines() {
    if (!m_client || !m_from.isValid())
        return;
    delete m_linesCall;
    // As of the summary's instant: a range chosen later still agrees with the figures shown.
    auto* call = m_client->lineItems(m_from, m_to, nullptr, 5000, m_summary.asOf);
    connect(call, &ApiCall::progressed, this, &BillingSession::linesProgressed);
    m_linesCall = m_group->add<PagedCall<LineItem>>(call, [this](PagedCall<LineItem>* done) {
        m_linesCall = nullptr;
        Q_EMIT linesLoading(false);
        if (done->error().kind == ErrorKind::Cancelled) {
            Q_EMIT linesCancelled();
            return;
        }
        if (!done->succeeded()) {
            report(done->error());
            return;
        }
        m_lines = done->items();
        Q_EMIT linesChanged();
    });
    Q_EMIT linesLoading(true);
}

void BillingSession::saveBudgets(const QList<Budget>& budgets) {
    if (!m_client)
        return;
    // Part of the group, so the summary it loads again finishes the same round.
    m_group->add<TypedCall<Page<Budget>>>(m_client->setBudgets(budgets),
                                          [this](TypedCall<Page<Budget>>* call) {
                                              if (!call->succeeded()) {
                                                  report(call->error());
                                                  Q_EMIT budgetsSaved(false);
                                                  return;
                                              }
                                              Q_EMIT budgetsSaved(true);
                                              loadSummary(false);
                                          });
}

void BillingSession::report(const Error& error) {
    if (error.kind == ErrorKind::Cancelled)
        return;
    m_roundFailed = true;
    Q_EMIT failed(error);
}

void BillingSession::checkBudgets() {
    const BudgetPolicy::Decisions decisions = m_policy.check(m_summary, m_canAct && m_client);
    for (const BudgetPolicy::Alert& alert : decisions.alerts)
        Q_EMIT budgetAlert(alert.status, alert.threshold);
    for (const BudgetStatus& status : decisions.actions) {
        if (status.budget.automatic)
            actOnBudget(status, m_serial);
        else
            Q_EMIT budgetActionAsked(status, m_serial);
    }
}

void BillingSession::actOnBudget(const BudgetStatus& status, quint64 serial) {
    // Only on the platform that reported the budget: cluster ids repeat between platforms.
    if (!m_client || serial != m_serial)
        return;
    const bool stop = status.budget.action == Budget::Action::Stop;
    // The cluster as it is now, for its pools and its ETag.
    auto* fetch = m_client->cluster(status.budget.target, this);
    connect(fetch, &ApiCall::finished, this, [this, fetch, stop, serial, budget = status.budget.name] {
        fetch->deleteLater();
        if (!m_client || serial != m_serial)
            return;
        if (!fetch->succeeded()) {
            Q_EMIT failed(fetch->error());
            return;
        }
        const Cluster c = fetch->value();
        QHash<QString, int> one;
        for (const NodePool& p : c.pools)
            one.insert(p.id, 1);
        auto* change = stop ? m_client->stopCluster(c.id, c.etag, this)
                            : m_client->resizeCluster(c.id, one, c.etag, this);
        connect(change, &ApiCall::finished, this, [this, change, stop, budget, cluster = c.name] {
            change->deleteLater();
            if (!change->succeeded()) {
                Q_EMIT failed(change->error());
                return;
            }
            Q_EMIT budgetActed(budget, cluster, stop);
        });
    });
}

} // namespace cd
