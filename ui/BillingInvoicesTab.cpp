#include "BillingInvoicesTab.h"

#include "BillingTable.h"

#include "core/MoneyFormat.h"
#include "core/MonthFormat.h"
#include "session/BillingSession.h"

#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

BillingInvoicesTab::BillingInvoicesTab(const BillingSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session) {
    auto* layout = new QVBoxLayout(this);
    m_invoices = BillingTable::make({tr("Invoice"), tr("Period"), tr("Usage"), tr("Discounts and credits"),
                                     tr("Total"), tr("Lines"), tr("Status")},
                                    this, "billingInvoices", tr("Invoices"));
    layout->addWidget(m_invoices, 1);
    connect(&session, &BillingSession::invoicesChanged, this, &BillingInvoicesTab::showInvoices);
}

void BillingInvoicesTab::showInvoices() {
    m_invoices->setRowCount(0);
    for (const Invoice& i : m_session.invoices()) {
        const int row = m_invoices->rowCount();
        m_invoices->insertRow(row);
        m_invoices->setItem(row, 0, BillingTable::cell(i.id));
        m_invoices->setItem(row, 1, BillingTable::cell(MonthFormat::format(i.periodStart.toUTC().date())));
        m_invoices->setItem(row, 2, BillingTable::cell(MoneyFormat::format(i.usage), true));
        m_invoices->setItem(row, 3, BillingTable::cell(MoneyFormat::format(i.credits), true));
        m_invoices->setItem(row, 4, BillingTable::cell(MoneyFormat::format(i.total), true));
        m_invoices->setItem(row, 5, BillingTable::cell(QLocale().toString(i.lineCount), true));
        m_invoices->setItem(row, 6, BillingTable::cell(i.issued ? tr("Issued") : tr("Open (this month)")));
    }
}

} // namespace cd
