#include "HealthReportDialog.h"

#include "EnterKey.h"

#include "core/ErrorText.h"
#include "core/SafeFileName.h"
#include "session/HealthReportSession.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPageSize>
#include <QPdfWriter>
#include <QPushButton>
#include <QSaveFile>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace cd {

namespace {

constexpr int windowMinutes = 15;

} // namespace

HealthReportDialog::HealthReportDialog(const ClustersSession& clusters, const Cluster& cluster,
                                       const Context& context, QWidget* parent)
    : QDialog(parent)
    , m_session(new HealthReportSession(clusters, this))
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
    // A report to read: Enter closes it, never starts a save.
    EnterKey::makePrimary(*this, buttons->button(QDialogButtonBox::Close));
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

    connect(m_session, &HealthReportSession::finished, this, &HealthReportDialog::onGathered);
    m_session->gather(m_inputs);
}

void HealthReportDialog::onGathered() {
    m_inputs = m_session->inputs();
    for (const HealthReportSession::Gap& gap : m_session->gaps()) {
        const QString why = ErrorText::sentence(gap.error);
        switch (gap.part) {
        case HealthReportSession::Part::Nodes:
            m_gaps.append(tr("Nodes could not be read: %1").arg(why));
            break;
        case HealthReportSession::Part::Events:
            m_gaps.append(tr("Events could not be read: %1").arg(why));
            break;
        case HealthReportSession::Part::Budgets:
            m_gaps.append(tr("Budgets could not be read: %1").arg(why));
            break;
        case HealthReportSession::Part::Utilization:
            m_gaps.append(tr("%1 could not be read: %2").arg(tr("GPU utilization"), why));
            break;
        case HealthReportSession::Part::Temperatures:
            m_gaps.append(tr("%1 could not be read: %2").arg(tr("GPU temperatures"), why));
            break;
        case HealthReportSession::Part::Clocks:
            m_gaps.append(tr("%1 could not be read: %2").arg(tr("GPU clocks"), why));
            break;
        }
    }
    m_ready = true;
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
        SafeFileName::from(QStringLiteral("health-%1.%2").arg(m_inputs.cluster.name, pdf ? u"pdf" : u"txt"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the health report"), suggested,
                                                      pdf ? tr("PDF (*.pdf)") : tr("Text (*.txt)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!(pdf ? savePdf(path, &error) : saveText(path, &error)))
        QMessageBox::warning(this, tr("Health report"), tr("The report was not saved: %1").arg(error));
}

} // namespace cd
