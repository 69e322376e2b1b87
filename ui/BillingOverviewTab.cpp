#include "BillingOverviewTab.h"

#include "BillingTable.h"
#include "ShareBars.h"
#include "charts/DailyCostChart.h"

#include "billing/BillingBreakdown.h"
#include "billing/BillingText.h"
#include "core/MoneyFormat.h"
#include "session/BillingSession.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

BillingOverviewTab::BillingOverviewTab(const BillingSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_stackBy(new QComboBox(this))
    , m_daily(new DailyCostChart(this))
    , m_stages(new ShareBars(this)) {
    auto* split = new QSplitter(Qt::Horizontal, this);
    auto* left = new QWidget(split);
    auto* leftLayout = new QVBoxLayout(left);
    auto* head = new QHBoxLayout;
    auto* title = new QLabel(tr("&Daily cost by"), left);
    title->setBuddy(m_stackBy);
    m_stackBy->setObjectName(QStringLiteral("billingStackBy"));
    for (FocusColumn c : {FocusColumn::ClusterName, FocusColumn::GpuModel, FocusColumn::Stage})
        m_stackBy->addItem(BillingText::dimension(c), int(c));
    connect(m_stackBy, &QComboBox::currentIndexChanged, this, &BillingOverviewTab::showBreakdown);
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
    m_spenders = BillingTable::make({tr("Cluster"), tr("Cost")}, right, "billingSpenders",
                                    tr("Top spenders this month"));
    rightLayout->addWidget(m_spenders, 1);
    rightLayout->addWidget(new QLabel(tr("<b>GPU cost and utilization</b>"), right));
    m_gpus = BillingTable::make({tr("GPU model"), tr("Cost"), tr("GPU-hours"), tr("Average use")}, right,
                                "billingGpus", tr("GPU cost and utilization"));
    rightLayout->addWidget(m_gpus, 1);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
    connect(&session, &BillingSession::clientChanged, this, &BillingOverviewTab::showSpenders);
    connect(&session, &BillingSession::summaryChanged, this, &BillingOverviewTab::showSpenders);
    connect(&session, &BillingSession::linesChanged, this, &BillingOverviewTab::showBreakdown);
}

void BillingOverviewTab::showSpenders() {
    m_spenders->setRowCount(0);
    for (const Spender& s : m_session.summary().topSpenders) {
        const int row = m_spenders->rowCount();
        m_spenders->insertRow(row);
        m_spenders->setItem(row, 0, BillingTable::cell(s.clusterName));
        m_spenders->setItem(row, 1, BillingTable::cell(MoneyFormat::format(s.cost), true));
    }
}

void BillingOverviewTab::showBreakdown() {
    const QList<LineItem>& lines = m_session.lines();
    const auto stackBy = FocusColumn(m_stackBy->currentData().toInt());
    const BillingBreakdown::DailyStacks d =
        BillingBreakdown::daily(lines, stackBy, m_session.rangeStart().toUTC().date(),
                                m_session.rangeEnd().toUTC().addMSecs(-1).date().addDays(1));
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
    for (const BillingBreakdown::Share& s : BillingBreakdown::shares(lines, FocusColumn::Stage))
        bars.append(
            {BillingText::stage(s.key), MoneyFormat::format(Money(s.micros, d.currency)), s.fraction});
    m_stages->setBars(bars);
    m_gpus->setRowCount(0);
    for (const BillingBreakdown::GpuCost& g : BillingBreakdown::gpuCosts(lines)) {
        const int row = m_gpus->rowCount();
        m_gpus->insertRow(row);
        m_gpus->setItem(row, 0, BillingTable::cell(g.gpuModel));
        m_gpus->setItem(row, 1, BillingTable::cell(MoneyFormat::format(Money(g.micros, d.currency)), true));
        m_gpus->setItem(row, 2, BillingTable::cell(QLocale().toString(g.gpuHours, 'f', 0), true));
        m_gpus->setItem(row, 3,
                        BillingTable::cell(g.gpuHours > 0 ? BillingText::percent(g.utilization)
                                                          : QStringLiteral("\u2014"),
                                           true));
    }
}

void BillingOverviewTab::fillReport(BillingReportPdf::Content& c) const {
    c.daily = m_daily->data();
    c.dailyTitle = tr("Daily cost by %1").arg(m_stackBy->currentText().toLower());
    for (int i = 0; i < c.daily.series.size(); ++i)
        c.dailyLabels.append(i == c.daily.otherSeries
                                 ? tr("Everything else")
                                 : (m_stackBy->currentData().toInt() == int(FocusColumn::Stage)
                                        ? BillingText::stage(c.daily.series[i])
                                        : c.daily.series[i]));
    c.stages = m_stages->bars();
}

} // namespace cd
