#include "BillingReportPdf.h"

#include "charts/DailyCostChart.h"

#include "billing/BillingText.h"
#include "core/MoneyFormat.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QPdfWriter>
#include <QSaveFile>

namespace cd {

namespace {

// Print colours: black on white whatever the screen's theme.
QPalette printPalette() {
    QPalette p;
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Mid, QColor(0xbb, 0xbb, 0xbb));
    p.setColor(QPalette::Midlight, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Dark, QColor(0x77, 0x77, 0x77));
    return p;
}

// Writes rows of cells in fixed columns, starting a new page when one is full.
class TableWriter {
public:
    TableWriter(QPainter& p, QPdfWriter& writer, double* y, double width, double pageBottom)
        : m_p(p)
        , m_writer(writer)
        , m_y(y)
        , m_width(width)
        , m_bottom(pageBottom) {}

    void title(const QString& text) {
        room(3);
        QFont f = m_p.font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 1.2);
        m_p.save();
        m_p.setFont(f);
        *m_y += line() * 0.6;
        m_p.drawText(QRectF(0, *m_y, m_width, line() * 1.3), Qt::AlignLeft | Qt::AlignVCenter, text);
        m_p.restore();
        *m_y += line() * 1.4;
    }
    // `widths` are fractions of the page width; numbers (alignRight) sit on the right.
    void row(const QStringList& cells, const QList<double>& widths, bool header = false, int rightFrom = 1) {
        room(1);
        m_p.save();
        if (header) {
            QFont f = m_p.font();
            f.setBold(true);
            m_p.setFont(f);
        }
        double x = 0;
        for (int i = 0; i < cells.size(); ++i) {
            const double w = widths.value(i) * m_width;
            const QFontMetricsF fm(m_p.font(), m_p.device());
            m_p.drawText(QRectF(x, *m_y, w - 6, line()),
                         (i >= rightFrom ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter,
                         fm.elidedText(cells[i], Qt::ElideRight, w - 6));
            x += w;
        }
        m_p.restore();
        *m_y += line();
        if (header) {
            m_p.drawLine(QPointF(0, *m_y - 2), QPointF(m_width, *m_y - 2));
        }
    }
    void paragraph(const QString& text) {
        room(2);
        const QRectF box = m_p.boundingRect(QRectF(0, *m_y, m_width, 1e6), Qt::TextWordWrap, text);
        m_p.drawText(QRectF(0, *m_y, m_width, box.height()), Qt::TextWordWrap, text);
        *m_y += box.height() + line() * 0.3;
    }
    double line() const { return QFontMetricsF(m_p.font(), m_p.device()).height() * 1.25; }
    void room(int lines) {
        if (*m_y + lines * line() > m_bottom) {
            m_writer.newPage();
            *m_y = 0;
        }
    }

private:
    QPainter& m_p;
    QPdfWriter& m_writer;
    double* m_y;
    double m_width;
    double m_bottom;
};

} // namespace

bool BillingReportPdf::write(const QString& path, const Content& c, QPageSize::PageSizeId page,
                             QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(page));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setResolution(144);
        writer.setTitle(tr("Cost report: %1").arg(c.tenant));
        writer.setCreator(QStringLiteral("ClusterDesk"));
        QPainter p;
        if (!p.begin(&writer)) {
            *error = tr("The PDF could not be started.");
            file.cancelWriting();
            return false;
        }
        QFont font = QApplication::font();
        font.setPointSizeF(9);
        p.setFont(font);
        const QRectF paper = writer.pageLayout().paintRectPixels(writer.resolution());
        const double width = paper.width();
        double y = 0;
        TableWriter t(p, writer, &y, width, paper.height());
        const QLocale locale;
        const Currency cur = c.summary.forecast.monthToDate.currency();
        auto money = [](const Money& m) { return MoneyFormat::format(m); };
        auto moneyList = [&](const QList<Money>& amounts) {
            QStringList parts;
            for (const Money& m : amounts)
                parts.append(money(m));
            return parts.isEmpty() ? money(Money(0, cur)) : locale.createSeparatedList(parts);
        };

        QFont big = font;
        big.setPointSizeF(16);
        big.setBold(true);
        p.setFont(big);
        p.drawText(QRectF(0, y, width, 40), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("Cost report \u2014 %1").arg(c.tenant));
        y += 44;
        p.setFont(font);
        t.paragraph(tr("%1 to %2 (UTC) \u00b7 %n line(s) totalling %3 \u00b7 "
                       "as of %4",
                       nullptr, c.lineCount)
                        .arg(locale.toString(c.from.toUTC().date(), QLocale::ShortFormat),
                             locale.toString(c.to.toUTC().date(), QLocale::ShortFormat),
                             moneyList(c.rangeTotals),
                             locale.toString(c.summary.asOf.toLocalTime(), QLocale::ShortFormat)));
        const CostForecast& f = c.summary.forecast;
        const QList<double> four = {0.2, 0.4, 0.2, 0.2};
        t.row({tr("Month to date"), tr("Forecast at month end"), tr("Idle cost this month"),
               tr("Budget remaining")},
              four, true, 4);
        t.row({money(f.monthToDate), tr("%1 (%2 to %3)").arg(money(f.expected), money(f.low), money(f.high)),
               money(c.summary.idleCost),
               c.summary.hasTenantBudget ? money(c.summary.budgetRemaining) : QStringLiteral("\u2014")},
              four, false, 4);

        t.title(c.dailyTitle);
        const double chartHeight = paper.height() * 0.32;
        t.room(int(chartHeight / t.line()) + 1);
        DailyCostChart::paint(p, QRectF(0, y, width, chartHeight), c.daily, c.dailyLabels, printPalette());
        y += chartHeight + t.line() * 0.5;

        t.title(tr("Share of each stage"));
        const double sharesHeight =
            (QFontMetricsF(font, &writer).height() + 8) * std::max<qsizetype>(1, c.stages.size());
        t.room(int(sharesHeight / t.line()) + 1);
        ShareBars::paint(p, QRectF(0, y, width, sharesHeight), c.stages, printPalette());
        y += sharesHeight;

        t.title(tr("GPU cost and utilization"));
        const QList<double> gpuCols = {0.4, 0.2, 0.2, 0.2};
        t.row({tr("GPU model"), tr("Cost"), tr("GPU-hours"), tr("Average utilization")}, gpuCols, true);
        for (const BillingBreakdown::GpuCost& g : c.gpus)
            t.row({g.gpuModel, money(Money(g.micros, cur)), locale.toString(g.gpuHours, 'f', 0),
                   g.gpuHours > 0 ? BillingText::percent(g.utilization) : QStringLiteral("\u2014")},
                  gpuCols);

        t.title(tr("Quoted and billed"));
        const QList<double> quoteCols = {0.3, 0.15, 0.15, 0.15, 0.25};
        t.row({tr("Cluster"), tr("Quoted"), tr("Billed"), tr("Difference"), QString()}, quoteCols, true, 1);
        for (const QuoteComparison& q : c.summary.quotes) {
            t.row({q.clusterName, money(q.quoted), money(q.billed),
                   money(Money(q.billed.micros() - q.quoted.micros(), q.billed.currency())), QString()},
                  quoteCols, false, 1);
            for (const QuoteComparison::Difference& d : q.differences)
                t.paragraph(QStringLiteral("    %1: %2").arg(money(d.amount), BillingText::reason(d, q)));
        }

        t.title(tr("Budgets"));
        const QList<double> budgetCols = {0.3, 0.2, 0.15, 0.15, 0.2};
        t.row({tr("Budget"), tr("Covers"), tr("Amount"), tr("Spent"), tr("State")}, budgetCols, true, 2);
        for (const BudgetStatus& b : c.summary.budgets)
            t.row({b.budget.name, BillingText::budgetScope(b.budget), money(b.budget.amount), money(b.spent),
                   BillingText::budgetState(b)},
                  budgetCols, false, 2);

        t.title(tr("Invoices"));
        const QList<double> invoiceCols = {0.3, 0.2, 0.2, 0.15, 0.15};
        t.row({tr("Invoice"), tr("Usage"), tr("Credits"), tr("Total"), tr("Status")}, invoiceCols, true, 1);
        for (const Invoice& i : c.invoices)
            t.row({i.id, money(i.usage), money(i.credits), money(i.total),
                   i.issued ? tr("issued") : tr("open")},
                  invoiceCols, false, 1);
        p.end();
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace cd
