#include "BillingExports.h"

#include "BillingOverviewTab.h"
#include "BillingReportPdf.h"

#include "billing/BillingBreakdown.h"
#include "billing/FocusCsv.h"
#include "core/TableCsv.h"
#include "session/BillingSession.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

#include <array>

namespace cd {

BillingExports::BillingExports(const BillingSession& session, const BillingOverviewTab& overview,
                               const QAbstractItemModel& table, QSettings& settings, QWidget* page)
    : QObject(page)
    , m_session(session)
    , m_overview(overview)
    , m_table(table)
    , m_settings(settings)
    , m_page(page) {}

bool BillingExports::focusCsv(const QString& path, QString* error) {
    const QList<LineItem>& lines = m_session.lines();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    QProgressDialog progress(tr("Writing %n line(s)\u2026", nullptr, int(lines.size())), tr("Cancel"), 0,
                             int(lines.size()), m_page);
    progress.setMinimumDuration(500);
    progress.setWindowModality(Qt::WindowModal);
    const bool ok = FocusCsv::write(lines, file, [&](qsizetype done) {
        progress.setValue(int(done));
        return !progress.wasCanceled();
    });
    if (!ok) {
        file.cancelWriting();
        *error = progress.wasCanceled() ? tr("Stopped; no file was written.") : file.errorString();
        return false;
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

bool BillingExports::table(const QString& path, QString* error) {
    QSaveFile file(path);
    const QByteArray csv = TableCsv::write(m_table);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

bool BillingExports::pdf(const QString& path, QPageSize::PageSizeId pageSize, QString* error) {
    const QList<LineItem>& lines = m_session.lines();
    BillingReportPdf::Content c;
    c.tenant = m_tenant.isEmpty() ? tr("this tenant") : m_tenant;
    c.from = m_session.rangeStart();
    c.to = m_session.rangeEnd().addMSecs(-1); // the last day shown, not the midnight after it
    // One total per currency the lines are in, yuan first.
    std::array<qint64, currencyCount> totals{};
    std::array<bool, currencyCount> present{};
    for (const LineItem& l : lines) {
        totals[std::size_t(l.currency())] += l.billedCost.micros();
        present[std::size_t(l.currency())] = true;
    }
    for (int cur = 0; cur < currencyCount; ++cur) {
        if (present[std::size_t(cur)])
            c.rangeTotals.append(Money(totals[std::size_t(cur)], Currency(cur)));
    }
    c.lineCount = int(lines.size());
    c.summary = m_session.summary();
    m_overview.fillReport(c);
    c.gpus = BillingBreakdown::gpuCosts(lines);
    c.invoices = m_session.invoices();
    return BillingReportPdf::write(path, c, pageSize, error);
}

void BillingExports::interactive(Kind kind) {
    const QString dir = m_settings
                            .value(QStringLiteral("billing/exportDir"),
                                   QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                            .toString();
    const QString stamp = m_session.rangeStart().toUTC().toString(QStringLiteral("yyyy-MM-dd"));
    QString title;
    QString name;
    QString filter;
    switch (kind) {
    case FocusCsv:
        title = tr("Export FOCUS CSV");
        name = QStringLiteral("focus-%1.csv").arg(stamp);
        filter = tr("CSV files (*.csv)");
        break;
    case Table:
        title = tr("Export the table as shown");
        name = QStringLiteral("billing-table-%1.csv").arg(stamp);
        filter = tr("CSV files (*.csv)");
        break;
    default:
        title = tr("Export a PDF report");
        name = QStringLiteral("cost-report-%1.pdf").arg(stamp);
        filter = tr("PDF files (*.pdf)");
        break;
    }
    const QString path = QFileDialog::getSaveFileName(m_page, title, dir + u'/' + name, filter);
    if (path.isEmpty())
        return;
    m_settings.setValue(QStringLiteral("billing/exportDir"), QFileInfo(path).absolutePath());
    QString error;
    bool ok = false;
    if (kind == FocusCsv)
        ok = focusCsv(path, &error);
    else if (kind == Table)
        ok = table(path, &error);
    else
        ok = pdf(path, kind == PdfA4 ? QPageSize::A4 : QPageSize::Letter, &error);
    if (ok)
        Q_EMIT notification(tr("Export"), tr("Saved %1").arg(QDir::toNativeSeparators(path)), false);
    else
        QMessageBox::warning(m_page, title,
                             tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), error));
}

} // namespace cd
