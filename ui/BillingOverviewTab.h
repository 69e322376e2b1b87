#pragma once

#include "BillingReportPdf.h"

#include <QWidget>

class QComboBox;
class QTableWidget;

namespace cd {

class BillingSession;
class DailyCostChart;
class ShareBars;

// Billing > Overview: daily cost stacked by cluster, GPU model or stage; each stage's share; the
// month's top spenders; each GPU model's cost beside its utilization.
class BillingOverviewTab final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingOverviewTab)

public:
    explicit BillingOverviewTab(const BillingSession& session, QWidget* parent = nullptr);

    DailyCostChart* dailyChart() const { return m_daily; }
    // The report's chart and shares, titled and labelled as shown here.
    void fillReport(BillingReportPdf::Content& content) const;

private:
    void showSpenders();
    void showBreakdown();

    const BillingSession& m_session;
    QComboBox* m_stackBy;
    DailyCostChart* m_daily;
    ShareBars* m_stages;
    QTableWidget* m_spenders = nullptr;
    QTableWidget* m_gpus = nullptr;
};

} // namespace cd
