#include "HealthReportDialog.h"

#include "api/PlatformClient.h"
#include "api/TypedCall.h"
#include "core/ErrorText.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPageSize>
#include <QPdfWriter>
#include <QPointer>
#include <QPushButton>
#include <QSaveFile>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <cmath>

namespace cd {

namespace {

constexpr int windowMinutes = 15;

// Mean (or max) of each series' points, keyed by node and GPU.
QHash<QString, double> reduce(const MetricMatrix& matrix, bool maximum) {
    QHash<QString, double> out;
    for (const MatrixSeries& s : matrix) {
        double acc = maximum ? -1e300 : 0;
        int n = 0;
        for (const float v : s.values) {
            if (std::isnan(v))
                continue;
            acc = maximum ? std::max(acc, double(v)) : acc + v;
            ++n;
        }
        if (n > 0)
            out.insert(s.labels.value(QStringLiteral("hostname")) + u'/' +
                           s.labels.value(QStringLiteral("gpu")),
                       maximum ? acc : acc / n);
    }
    return out;
}

} // namespace

HealthReportDialog::HealthReportDialog(PlatformClient& client, const Cluster& cluster, const Context& context,
                                       QWidget* parent)
    : QDialog(parent)
    , m_status(new QLabel(tr("Gathering nodes, events, metrics and budgets…"), this))
    , m_view(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("healthReport"));
    setWindowTitle(tr("Health report: %1").arg(cluster.name));
    m_view->setObjectName(QStringLiteral("healthReportView"));
    m_view->setAccessibleName(tr("Health report"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    m_saveText = buttons->addButton(tr("Save as &text…"), QDialogButtonBox::ActionRole);
    m_savePdf = buttons->addButton(tr("Save as &PDF…"), QDialogButtonBox::ActionRole);
    m_saveText->setObjectName(QStringLiteral("healthSaveText"));
    m_savePdf->setObjectName(QStringLiteral("healthSavePdf"));
    // Qt 6.4's button box hands its focus to its first button; where the box stands after some of
    // its own buttons in Tab's ring (as here, with buttons of two roles), Tab from the last of
    // them goes back to the first and never reaches Close. Without the hand-over, Tab simply goes
    // from button to button. (A new style lays the box out again and hands over again; the theme,
    // which sets the style, cannot change while this window-modal dialog is open.)
    buttons->setFocusProxy(nullptr);
    for (QPushButton* b : {m_copy, m_saveText, m_savePdf})
        b->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(760, 640);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(reportText()); });
    connect(m_saveText, &QPushButton::clicked, this, [this] { chooseAndSave(false); });
    connect(m_savePdf, &QPushButton::clicked, this, [this] { chooseAndSave(true); });

    m_inputs.cluster = cluster;
    m_inputs.tenantName = context.tenantName;
    m_inputs.uploadsKnown = context.uploadsKnown;
    m_inputs.failedUploads = context.failedUploads;
    m_inputs.metricsMinutes = windowMinutes;
    m_inputs.costsHidden = !context.canSeeCosts;

    auto* nodes = client.nodes(cluster.id, this);
    auto* events = client.clusterEvents(cluster.id, 200, this);
    m_pending = 2;
    connect(nodes, &ApiCall::finished, this, [this, nodes] {
        nodes->deleteLater();
        if (nodes->succeeded())
            m_inputs.nodes = nodes->value();
        else
            m_gaps.append(tr("Nodes could not be read: %1").arg(ErrorText::sentence(nodes->error())));
        partDone();
    });
    connect(events, &ApiCall::finished, this, [this, events] {
        events->deleteLater();
        if (events->succeeded()) {
            m_inputs.events = events->value().items;
            std::sort(m_inputs.events.begin(), m_inputs.events.end(),
                      [](const ClusterEvent& a, const ClusterEvent& b) { return a.time < b.time; });
        } else {
            m_gaps.append(tr("Events could not be read: %1").arg(ErrorText::sentence(events->error())));
        }
        partDone();
    });
    if (context.canSeeCosts) {
        auto* summary = client.billingSummary(cluster.hourlyCost.currency(), this);
        ++m_pending;
        connect(summary, &ApiCall::finished, this, [this, summary] {
            summary->deleteLater();
            if (summary->succeeded()) {
                m_inputs.budgets = summary->value().budgets;
                m_inputs.asOf = summary->value().asOf;
            } else {
                m_gaps.append(tr("Budgets could not be read: %1").arg(ErrorText::sentence(summary->error())));
            }
            partDone();
        });
    }
    // The last minutes of every GPU: how busy, how hot, how fast, by the platform's clock (the
    // demo's runs faster than this computer's).
    if (cluster.state == ClusterState::Running) {
        ++m_pending;
        auto* now = client.health(this);
        QPointer<PlatformClient> platform(&client);
        connect(now, &ApiCall::finished, this, [this, now, platform] {
            now->deleteLater();
            const qint64 end =
                now->succeeded() ? now->value().toSecsSinceEpoch() : QDateTime::currentSecsSinceEpoch();
            if (platform)
                readGpus(*platform, end);
            else
                partDone();
        });
    }
}

void HealthReportDialog::readGpus(PlatformClient& client, qint64 end) {
    const qint64 start = end - windowMinutes * 60;
    auto readings = std::make_shared<std::array<QHash<QString, double>, 3>>();
    auto models = std::make_shared<QHash<QString, QString>>();
    const char* metrics[3] = {"DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_DEV_GPU_TEMP", "DCGM_FI_DEV_SM_CLOCK"};
    const QString what[3] = {tr("GPU utilization"), tr("GPU temperatures"), tr("GPU clocks")};
    auto left = std::make_shared<int>(3);
    for (int i = 0; i < 3; ++i) {
        auto* call = client.queryRange(PlatformClient::clusterMetricsPath(m_inputs.cluster.id, "query_range"),
                                       QString::fromLatin1(metrics[i]), start, end, 60, this);
        connect(call, &ApiCall::finished, this, [this, call, i, readings, models, left, what = what[i]] {
            call->deleteLater();
            if (call->succeeded()) {
                (*readings)[std::size_t(i)] = reduce(call->value(), i == 1);
                for (const MatrixSeries& s : call->value())
                    models->insert(s.labels.value(QStringLiteral("hostname")) + u'/' +
                                       s.labels.value(QStringLiteral("gpu")),
                                   s.labels.value(QStringLiteral("model_name")));
            } else {
                m_gaps.append(tr("%1 could not be read: %2").arg(what, ErrorText::sentence(call->error())));
            }
            if (--*left > 0)
                return;
            // Without utilization there is nothing to say of a GPU; without the others, the
            // readings that are there are still worth the report.
            const auto& util = (*readings)[0];
            for (auto it = util.cbegin(); it != util.cend(); ++it) {
                const qsizetype slash = it.key().lastIndexOf(u'/');
                GpuReading g;
                g.node = it.key().left(slash);
                g.gpu = it.key().mid(slash + 1).toInt();
                g.model = models->value(it.key());
                g.utilizationAvg = it.value();
                g.temperatureMax = (*readings)[1].value(it.key());
                g.smClockAvg = (*readings)[2].value(it.key());
                m_inputs.gpus.append(g);
            }
            std::sort(m_inputs.gpus.begin(), m_inputs.gpus.end(),
                      [](const GpuReading& a, const GpuReading& b) {
                          return a.node != b.node ? a.node < b.node : a.gpu < b.gpu;
                      });
            partDone();
        });
    }
}

void HealthReportDialog::partDone() {
    if (--m_pending > 0)
        return;
    if (!m_inputs.asOf.isValid())
        m_inputs.asOf = QDateTime::currentDateTimeUtc();
    present();
    Q_EMIT ready();
}

void HealthReportDialog::present() {
    m_view->setHtml(reportHtml());
    m_status->setText(
        tr("Gathered at %1.").arg(QLocale().toString(m_inputs.asOf.toLocalTime(), QLocale::ShortFormat)));
    for (QPushButton* b : {m_copy, m_saveText, m_savePdf})
        b->setEnabled(true);
}

QString HealthReportDialog::reportHtml() const {
    QString html = ClusterHealthReport::html(m_inputs);
    for (const QString& gap : m_gaps)
        html += QStringLiteral("<p><i>%1</i></p>").arg(gap.toHtmlEscaped());
    return html;
}

QString HealthReportDialog::reportText() const {
    QString text = ClusterHealthReport::text(m_inputs);
    for (const QString& gap : m_gaps)
        text += u'\n' + gap;
    return text;
}

bool HealthReportDialog::saveText(const QString& path, QString* error) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) || file.write(reportText().toUtf8()) < 0 ||
        !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

bool HealthReportDialog::savePdf(const QString& path, QString* error) const {
    // Written beside the target and moved into place, so a failed write leaves no half a PDF.
    const QString partial = path + QStringLiteral(".part");
    {
        QPdfWriter pdf(partial);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setTitle(ClusterHealthReport::title(m_inputs));
        pdf.setCreator(QStringLiteral("ClusterDesk"));
        QTextDocument doc;
        doc.setHtml(reportHtml());
        doc.print(&pdf);
    }
    QFile::remove(path);
    if (!QFile::exists(partial) || !QFile::rename(partial, path)) {
        QFile::remove(partial);
        *error = tr("The PDF could not be written to %1.").arg(path);
        return false;
    }
    return true;
}

void HealthReportDialog::chooseAndSave(bool pdf) {
    const QString suggested =
        QStringLiteral("health-%1.%2").arg(m_inputs.cluster.name, pdf ? u"pdf" : u"txt");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the health report"), suggested,
                                                      pdf ? tr("PDF (*.pdf)") : tr("Text (*.txt)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!(pdf ? savePdf(path, &error) : saveText(path, &error)))
        QMessageBox::warning(this, tr("Health report"), tr("The report was not saved: %1").arg(error));
}

} // namespace cd
