#include "BillingQuotesTab.h"

#include "BillingTable.h"

#include "billing/BillingText.h"
#include "core/MoneyFormat.h"
#include "session/BillingSession.h"

#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cd {

BillingQuotesTab::BillingQuotesTab(const BillingSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session) {
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("What the launch dialog quoted for the time each cluster ran, beside what was billed, "
                      "and what made the difference."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_quotes = BillingTable::make({tr("Cluster"), tr("Quoted per hour"), tr("Hours run"), tr("Quoted"),
                                   tr("Billed"), tr("Difference"), tr("Why")},
                                  this, "billingQuotes", tr("Quoted and billed"));
    m_quotes->setWordWrap(false);
    layout->addWidget(m_quotes, 1);
    connect(&session, &BillingSession::clientChanged, this, &BillingQuotesTab::showQuotes);
    connect(&session, &BillingSession::summaryChanged, this, &BillingQuotesTab::showQuotes);
}

void BillingQuotesTab::showQuotes() {
    const auto money = [](const Money& m) { return MoneyFormat::format(m); };
    m_quotes->setRowCount(0);
    // Clusters billed in one currency stay together (yuan first), each amount with its own symbol:
    // nothing in this table is added or ordered across currencies.
    QList<QuoteComparison> quotes = m_session.summary().quotes;
    std::stable_sort(quotes.begin(), quotes.end(), [](const QuoteComparison& a, const QuoteComparison& b) {
        return a.billed.currency() < b.billed.currency();
    });
    for (const QuoteComparison& q : std::as_const(quotes)) {
        const int row = m_quotes->rowCount();
        m_quotes->insertRow(row);
        QStringList why;
        for (const QuoteComparison::Difference& d : q.differences)
            why.append(tr("%1: %2").arg(money(d.amount), BillingText::reason(d, q)));
        const Money difference(q.billed.micros() - q.quoted.micros(), q.billed.currency());
        m_quotes->setItem(row, 0, BillingTable::cell(q.clusterName));
        m_quotes->setItem(row, 1, BillingTable::cell(money(q.quotedHourly), true));
        m_quotes->setItem(row, 2, BillingTable::cell(QLocale().toString(q.billedHours, 'f', 1), true));
        m_quotes->setItem(row, 3, BillingTable::cell(money(q.quoted), true));
        m_quotes->setItem(row, 4, BillingTable::cell(money(q.billed), true));
        m_quotes->setItem(row, 5, BillingTable::cell(money(difference), true));
        auto* reasons = BillingTable::cell(why.isEmpty() ? tr("As quoted") : why.join(QStringLiteral("\n")));
        reasons->setToolTip(reasons->text());
        m_quotes->setItem(row, 6, reasons);
        // A line per reason; the column is wide enough to read each whole.
        m_quotes->setRowHeight(row,
                               int(std::max<qsizetype>(1, why.size())) * fontMetrics().lineSpacing() + 8);
    }
}

} // namespace cd
