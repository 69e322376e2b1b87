#include "LaunchClusterDialog.h"

#include "EnterKey.h"
#include "LaunchResourcesSection.h"
#include "LaunchTemplateBar.h"
#include "LaunchWorkloadSection.h"
#include "Theme.h"

#include "core/ErrorText.h"
#include "core/MoneyFormat.h"
#include "session/LaunchSession.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <utility>

namespace cd {

LaunchClusterDialog::LaunchClusterDialog(const ClustersSession& clusters, QList<Offering> offerings,
                                         QWidget* parent)
    : QDialog(parent)
    , m_session(new LaunchSession(clusters, this))
    , m_tabs(new QTabWidget(this))
    , m_resources(new LaunchResourcesSection(std::move(offerings), m_session->currency(), this))
    , m_workload(new LaunchWorkloadSection(this))
    , m_estimate(new QLabel(this))
    , m_message(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("launchClusterDialog"));
    setWindowTitle(tr("Launch a cluster"));

    connect(m_session, &LaunchSession::datasetsLoaded, this, [this](const QList<Dataset>& datasets) {
        m_resources->showDatasets(datasets);
        m_workload->showDatasets(datasets);
        onChanged();
    });
    connect(m_session, &LaunchSession::datasetsFailed, m_resources->datasetList(),
            &LaunchDatasetList::showFailure);
    m_session->loadDatasets();
    m_estimate->setObjectName(QStringLiteral("estimate"));
    m_estimate->setWordWrap(true);
    m_estimate->setTextFormat(Qt::RichText);
    m_message->setObjectName(QStringLiteral("launchMessage"));
    m_message->setWordWrap(true);
    m_launch = m_buttons->addButton(tr("&Launch"), QDialogButtonBox::AcceptRole);
    m_launch->setObjectName(QStringLiteral("launchButton"));
    EnterKey::makePrimary(*this, m_launch); // not Add pool, not Cancel, whatever has the focus

    // Two tabs keep the dialog within a 1280x800 screen; the workload's long form scrolls.
    m_tabs->setObjectName(QStringLiteral("launchTabs"));
    m_tabs->addTab(m_resources, tr("&Resources"));
    auto* workloadScroll = new QScrollArea(m_tabs);
    workloadScroll->setObjectName(QStringLiteral("workloadScroll"));
    workloadScroll->setWidgetResizable(true);
    workloadScroll->setFrameShape(QFrame::NoFrame);
    workloadScroll->setFocusPolicy(Qt::NoFocus); // Tab goes to its fields, which it scrolls into view
    workloadScroll->setWidget(m_workload);
    m_tabs->addTab(workloadScroll, tr("&Workload"));
    // The scroll area follows Tab only within itself: coming in from the tab bar, or back with
    // Shift+Tab from the buttons, the focused field would stay scrolled out of sight.
    connect(qApp, &QApplication::focusChanged, workloadScroll, [workloadScroll](QWidget*, QWidget* now) {
        if (now && workloadScroll->widget()->isAncestorOf(now))
            workloadScroll->ensureWidgetVisible(now);
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_estimate);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    resize(760, 700);

    m_estimateTimer.setSingleShot(true);
    m_estimateTimer.setInterval(250);
    connect(&m_estimateTimer, &QTimer::timeout, this, &LaunchClusterDialog::requestEstimate);
    connect(m_session, &LaunchSession::estimated, this, &LaunchClusterDialog::showEstimate);
    connect(m_session, &LaunchSession::estimateFailed, this, [this](const Error& error) {
        m_estimate->setText(ErrorText::sentence(error).toHtmlEscaped());
        if (std::exchange(m_launchAsked, false))
            m_message->setText(validationMessage()); // the estimate's error, above, says why
    });
    connect(m_session, &LaunchSession::offeringsLoaded, m_resources, &LaunchResourcesSection::showOfferings);
    connect(m_session, &LaunchSession::launched, this, &LaunchClusterDialog::onLaunched);
    connect(m_session, &LaunchSession::launchFailed, this, &LaunchClusterDialog::onLaunchFailed);
    connect(m_resources, &LaunchResourcesSection::changed, this, &LaunchClusterDialog::onChanged);
    connect(m_resources, &LaunchResourcesSection::offeringImagesChanged, m_workload,
            &LaunchWorkloadSection::setOfferingImages);
    connect(m_workload, &LaunchWorkloadSection::changed, this, &LaunchClusterDialog::onChanged);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &LaunchClusterDialog::launch);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_workload->setOfferingImages(m_resources->offeringImages());
    onChanged();
    // The tab bar comes first in Tab's order; the dialog opens with the cursor in the name.
    m_resources->nameEdit()->setFocus(Qt::OtherFocusReason);
}

LaunchClusterDialog::~LaunchClusterDialog() = default;

void LaunchClusterDialog::setTemplates(TemplatesSession& templates, bool canSave) {
    if (m_templateBar)
        return;
    m_templateBar = new LaunchTemplateBar(
        templates, canSave, [this] { return spec(); }, this);
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, m_templateBar);
    connect(m_templateBar, &LaunchTemplateBar::specChosen, this, &LaunchClusterDialog::setSpec);
}

void LaunchClusterDialog::setSshKeys(SshKeysSession& keys) {
    m_resources->setSshKeys(keys);
}

LaunchSshKeyPicker* LaunchClusterDialog::sshKeyPicker() const {
    return m_resources->sshKeyPicker();
}

void LaunchClusterDialog::usePool(const QString& offeringId, int nodes) {
    m_resources->usePool(offeringId, nodes);
}

void LaunchClusterDialog::preselectDatasets(const QStringList& ids) {
    m_resources->preselectDatasets(ids);
}

ClusterSpec LaunchClusterDialog::spec() const {
    ClusterSpec s = m_resources->spec();
    s.workload = m_workload->workload(s.datasets);
    return s;
}

void LaunchClusterDialog::setSpec(const ClusterSpec& s) {
    m_resources->setSpec(s);
    m_workload->setWorkload(s.workload);
    onChanged();
}

QString LaunchClusterDialog::validationMessage() const {
    if (QString resources = m_resources->problem(); !resources.isEmpty())
        return resources;
    const QStringList datasets = m_resources->datasetList()->checkedIds();
    if (const auto problem = m_workload->problem(datasets))
        return m_workload->problemText(*problem, datasets);
    return {};
}

bool LaunchClusterDialog::showWorkloadProblem() {
    const QStringList datasets = m_resources->datasetList()->checkedIds();
    const auto problem = m_workload->problem(datasets);
    if (!problem)
        return false;
    m_message->setText(m_workload->problemText(*problem, datasets));
    focusField(problem->field);
    return true;
}

bool LaunchClusterDialog::focusField(const QString& field) {
    if (field.isEmpty() || !field.startsWith(u"workload"))
        return false;
    if (field.startsWith(u"workload.data_datasets")) {
        m_tabs->setCurrentIndex(0);
        m_resources->datasetList()->setFocus(Qt::OtherFocusReason);
        return true;
    }
    m_tabs->setCurrentIndex(1);
    return m_workload->focusField(field);
}

bool LaunchClusterDialog::canAskToLaunch() const {
    // A workload's problem does not disable Launch: pressing it takes the person to the field.
    return m_session->isConnected() && !m_session->isLaunching() && m_resources->problem().isEmpty() &&
           !(m_estimated && !m_lastEstimate.canLaunch());
}

void LaunchClusterDialog::onChanged() {
    const QString problem = validationMessage();
    // A launch asked for waits on through changes that keep the form valid (the datasets arriving).
    m_launchAsked = m_launchAsked && problem.isEmpty();
    m_message->setText(m_launchAsked ? tr("Waiting for the price estimate\u2026") : problem);
    if (m_resources->updateRegionWarning()) {
        // A dialog already shown does not grow by itself: the whole warning shows.
        layout()->activate();
        if (const int needed = layout()->totalMinimumSize().height(); height() < needed)
            resize(width(), needed);
    }
    // Nothing is launched on an estimate of a form that has changed since.
    m_estimated = false;
    m_launch->setEnabled(canAskToLaunch());
    m_estimateTimer.start();
}

void LaunchClusterDialog::requestEstimate() {
    if (!m_session->isConnected())
        return;
    if (!m_resources->canEstimate()) {
        m_estimate->setText(QString());
        return;
    }
    m_session->estimate(spec(), m_resources->estimateHours());
}

void LaunchClusterDialog::showEstimate(const Estimate& e) {
    m_lastEstimate = e;
    // A change since the request asks again: this answer is not the form's any more.
    m_estimated = !m_estimateTimer.isActive();
    QString h = tr("<b>%1 per hour</b>, %2 for %n hour(s).", nullptr, int(e.hours))
                    .arg(MoneyFormat::format(e.hourly), MoneyFormat::format(e.total));
    h += QStringLiteral("<br>") + tr("Quota: %1 of %2 GPUs and %3 of %4 clusters in use.")
                                      .arg(e.gpusInUse)
                                      .arg(e.gpuQuota)
                                      .arg(e.clustersInUse)
                                      .arg(e.clusterQuota)
                                      .toHtmlEscaped();
    for (const EstimateProblem& p : e.problems) {
        QString text = p.detail;
        if (p.code == u"capacity_exceeded")
            text = tr("Only %1 nodes of %2 are free; this asks for %3.")
                       .arg(p.available)
                       .arg(p.offeringId)
                       .arg(p.requested);
        else if (p.code == u"quota_exceeded")
            text = tr("This needs %1 GPUs; your quota leaves %2.").arg(p.requested).arg(p.available);
        h += QStringLiteral("<br><span style='color:%1'>%2</span>")
                 .arg(Theme::bad().name(), text.toHtmlEscaped());
    }
    m_estimate->setText(h);
    m_launch->setEnabled(canAskToLaunch());
    Q_EMIT estimateUpdated();
    if (!m_estimated || !std::exchange(m_launchAsked, false))
        return;
    // The person asked to launch before the price was known; it shows above now.
    if (e.canLaunch() && validationMessage().isEmpty())
        launch();
    else
        m_message->setText(validationMessage()); // the estimate's problems, above, say why
}

void LaunchClusterDialog::setBusy(bool busy) {
    m_resources->setBusy(busy);
    m_workload->setEnabled(!busy);
    m_launch->setEnabled(!busy && canAskToLaunch());
    m_launch->setText(busy ? tr("Launching\u2026") : tr("&Launch"));
}

void LaunchClusterDialog::launch() {
    if (!canAskToLaunch() || showWorkloadProblem())
        return;
    if (!m_estimated) {
        // Enter straight after typing: the price is not known yet. Say so, and launch once it is.
        m_launchAsked = true;
        m_message->setText(tr("Waiting for the price estimate\u2026"));
        if (m_estimateTimer.isActive()) {
            m_estimateTimer.stop();
            requestEstimate();
        }
        return;
    }
    const ClusterSpec s = spec();
    m_session->launch(s);
    setBusy(true);
    m_message->setText(tr("Asking the platform for %1\u2026").arg(s.name));
}

void LaunchClusterDialog::onLaunched(const Cluster& cluster) {
    setBusy(false);
    Q_EMIT launched(cluster);
    accept();
}

void LaunchClusterDialog::onLaunchFailed(const Error& error) {
    setBusy(false);
    if (error.kind == ErrorKind::Cancelled)
        return;
    // Nothing the person typed is lost: the form stays as it was, ready to send again. A refusal
    // of the form says what to change in the platform's own words (which dataset it does not know).
    m_message->setText(error.kind == ErrorKind::Unprocessable ? ErrorText::withDetail(error)
                                                              : ErrorText::sentence(error));
    m_launch->setEnabled(canAskToLaunch());
    // The platform names the field it refused (a dataset it does not know, a secret without a value).
    focusField(error.field);
}

QByteArray LaunchClusterDialog::idempotencyKey() const {
    return m_session->idempotencyKey();
}

} // namespace cd
