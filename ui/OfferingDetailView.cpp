#include "OfferingDetailView.h"

#include "DetailHtml.h"

#include "core/MoneyFormat.h"

#include <QApplication>
#include <QLocale>
#include <QPalette>

namespace cd {

namespace {

QString modeName(BillingMode mode) {
    switch (mode) {
    case BillingMode::Hourly:
        return OfferingDetailView::tr("Hourly");
    case BillingMode::Daily:
        return OfferingDetailView::tr("Daily (per GPU-day)");
    case BillingMode::Monthly:
        return OfferingDetailView::tr("Monthly (per GPU-month)");
    case BillingMode::Yearly:
        return OfferingDetailView::tr("Yearly (per GPU-year)");
    case BillingMode::TflopsHours:
        return OfferingDetailView::tr("TFLOPS-hours (per TFLOPS-hour)");
    }
    return {};
}
} // namespace

OfferingDetailView::OfferingDetailView(QWidget* parent)
    : QTextBrowser(parent) {
    setObjectName(QStringLiteral("offeringDetail"));
    setAccessibleName(tr("Offering details"));
    setOpenLinks(false);
    showOffering(std::nullopt, Currency::USD);
}

void OfferingDetailView::showOffering(const std::optional<Offering>& offering, Currency currency) {
    if (!offering) {
        setHtml(DetailHtml::hint(
            tr("Select an offering to see its specifications, every price and what is free now.")));
        return;
    }
    setHtml(html(*offering, currency));
}

QString OfferingDetailView::html(const Offering& o, Currency currency) {
    const QLocale locale;
    QString h = QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(o.name.toHtmlEscaped(), tr("%1 \u00b7 %2").arg(o.region, o.id).toHtmlEscaped());

    h += QStringLiteral("<h3>%1</h3><table>").arg(tr("GPU").toHtmlEscaped());
    h += DetailHtml::row(tr("Model"), tr("%1 %2").arg(o.gpu.vendor, o.gpu.model));
    h += DetailHtml::row(tr("Memory"), tr("%1 GB %2, %3 GB/s")
                                           .arg(o.gpu.memoryGb)
                                           .arg(o.gpu.memoryType, locale.toString(o.gpu.memoryBandwidthGBs)));
    h += DetailHtml::row(tr("BF16 / FP16"), tr("%1 / %2 TFLOPS (dense)")
                                                .arg(locale.toString(o.gpu.bf16Tflops, 'f', 0),
                                                     locale.toString(o.gpu.fp16Tflops, 'f', 0)));
    h += DetailHtml::row(tr("Power"), tr("%1 W").arg(o.gpu.tdpWatts));
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h3>%1</h3><table>").arg(tr("Node").toHtmlEscaped());
    h += DetailHtml::row(tr("GPUs"), tr("%1 \u00d7 %2 (%3 GB GPU memory in all)")
                                         .arg(o.gpusPerNode)
                                         .arg(o.gpu.model)
                                         .arg(o.totalGpuMemoryGb()));
    h += DetailHtml::row(tr("CPU and memory"),
                         tr("%1 vCPU, %2 GB RAM, %3 GB local NVMe")
                             .arg(o.vcpus)
                             .arg(locale.toString(o.ramGb), locale.toString(o.localNvmeGb)));
    h += DetailHtml::row(
        tr("Inside the node"),
        tr("%1, %2 GB/s per GPU").arg(o.intraNode.kind, locale.toString(o.intraNode.bandwidth)));
    h += DetailHtml::row(
        tr("Between nodes"),
        tr("%1, %2 Gb/s per node").arg(o.interNode.kind, locale.toString(o.interNode.bandwidth)));
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='2'>")
             .arg(tr("Prices (%1)").arg(currencyCode(currency)).toHtmlEscaped());
    h += QStringLiteral("<tr style='color:%5'><td>%1</td><td align='right'>%2</td><td align='right'>%3</td>"
                        "<td align='right'>%4</td></tr>")
             .arg(tr("Billing").toHtmlEscaped(), tr("Unit price").toHtmlEscaped(),
                  tr("GPU-hour").toHtmlEscaped(), tr("Node-hour").toHtmlEscaped(), DetailHtml::mutedColor());
    for (const Price& p : o.prices) {
        if (p.currency() != currency)
            continue;
        const QString perNode = MoneyFormat::format(p.gpuHourPrice.times(o.gpusPerNode));
        // An amount is one word: "$10,512.00" never breaks across lines, however narrow the pane.
        h += QStringLiteral("<tr><td>%1</td><td align='right' style='white-space:nowrap'>%2</td>"
                            "<td align='right' style='white-space:nowrap'>%3</td>"
                            "<td align='right' style='white-space:nowrap'>%4</td></tr>")
                 .arg(modeName(p.mode).toHtmlEscaped(), MoneyFormat::unitPrice(p.unitPrice).toHtmlEscaped(),
                      MoneyFormat::format(p.gpuHourPrice).toHtmlEscaped(), perNode.toHtmlEscaped());
    }
    h += QStringLiteral("</table><table>");
    h += DetailHtml::row(tr("Off-peak"), tr("%1% off from %2 to %3 (%4)")
                                             .arg(o.offPeak.discountPercent)
                                             .arg(o.offPeak.start, o.offPeak.end, o.offPeak.timeZone));
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h3>%1</h3><table>").arg(tr("Capacity").toHtmlEscaped());
    h += DetailHtml::row(tr("Free now"), o.availableNodes == 0
                                             ? tr("none: sold out in this region right now")
                                             : tr("%1 of %2 nodes (%3 GPUs)")
                                                   .arg(o.availableNodes)
                                                   .arg(o.totalNodes)
                                                   .arg(qint64(o.availableNodes) * o.gpusPerNode));
    h += DetailHtml::row(
        tr("Dedicated"),
        o.dedicatedAvailable
            ? tr("available: physically isolated nodes, +%1%").arg(o.dedicatedSurchargePercent)
            : tr("not offered for this shape"));
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Framework images").toHtmlEscaped());
    for (const QString& image : o.images)
        h += QStringLiteral("<li><code>%1</code></li>").arg(image.toHtmlEscaped());
    h += QStringLiteral("</ul>");
    return h;
}

} // namespace cd
