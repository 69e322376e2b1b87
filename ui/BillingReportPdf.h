#pragma once

#include "ShareBars.h"

#include "billing/BillingBreakdown.h"
#include "billing/BillingSummary.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QPageSize>
#include <QString>

namespace cd {

// The Billing page as a PDF to send around: the headline figures, the daily cost chart and the
// stage shares on the first page; GPU cost beside utilization, quoted against billed, budgets and
// invoices after. A4 or Letter. Written through a temporary file, so a full disk or a cancelled
// write leaves no half a report behind.
class BillingReportPdf {
    Q_DECLARE_TR_FUNCTIONS(BillingReportPdf)

public:
    struct Content {
        QString tenant;
        QDateTime from;
        QDateTime to;
        QList<Money> rangeTotals; // one per currency: amounts in different currencies are never added
        int lineCount = 0;
        BillingSummary summary;
        BillingBreakdown::DailyStacks daily;
        QStringList dailyLabels;
        QString dailyTitle;
        QList<ShareBars::Bar> stages;
        QList<BillingBreakdown::GpuCost> gpus;
        QList<Invoice> invoices;
    };

    static bool write(const QString& path, const Content& content, QPageSize::PageSizeId page,
                      QString* error);
};

} // namespace cd
