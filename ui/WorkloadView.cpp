#include "WorkloadView.h"

#include "core/ClusterText.h"
#include "core/WorkloadText.h"
#include "models/UploadQueueModel.h"
#include "session/ClustersSession.h"
#include "session/WorkloadSession.h"

#include <QFontDatabase>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <limits>

namespace cd {

namespace {

QString when(const QDateTime& t) {
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : QStringLiteral("\u2014");
}

} // namespace

WorkloadView::WorkloadView(ClustersSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(new WorkloadSession(session, this))
    , m_phase(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_details(new QLabel(this))
    , m_failure(new QGroupBox(tr("Why it failed"), this))
    , m_meaning(new QLabel(m_failure))
    , m_nextStep(new QLabel(m_failure))
    , m_lastLines(new QPlainTextEdit(m_failure))
    , m_checkpoints(new QTreeWidget(this))
    , m_message(new QLabel(this))
    , m_restart(new QPushButton(tr("Re&start workload"), this))
    , m_runAgain(new QPushButton(tr("R&un again"), this))
    , m_clone(new QPushButton(tr("Clon&e\u2026"), this)) {
    setObjectName(QStringLiteral("workloadView"));
    m_phase->setObjectName(QStringLiteral("workloadPhase"));
    m_phase->setTextFormat(Qt::PlainText);
    m_phase->setWordWrap(true);
    QFont bold = m_phase->font();
    bold.setBold(true);
    m_phase->setFont(bold);
    m_progress->setObjectName(QStringLiteral("workloadProgress"));
    m_progress->setAccessibleName(tr("Training progress"));
    m_details->setObjectName(QStringLiteral("workloadDetails"));
    m_details->setTextFormat(Qt::PlainText);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_meaning->setObjectName(QStringLiteral("failureMeaning"));
    m_meaning->setWordWrap(true);
    m_meaning->setTextFormat(Qt::PlainText);
    m_meaning->setFont(bold);
    m_nextStep->setObjectName(QStringLiteral("failureNextStep"));
    m_nextStep->setWordWrap(true);
    m_nextStep->setTextFormat(Qt::PlainText);
    m_lastLines->setObjectName(QStringLiteral("failureLines"));
    m_lastLines->setAccessibleName(tr("The last lines of the log"));
    m_lastLines->setReadOnly(true);
    m_lastLines->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_lastLines->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_lastLines->setMaximumHeight(160);
    auto* failure = new QVBoxLayout(m_failure);
    failure->addWidget(m_meaning);
    failure->addWidget(m_nextStep);
    failure->addWidget(m_lastLines);
    m_checkpoints->setObjectName(QStringLiteral("workloadCheckpoints"));
    m_checkpoints->setAccessibleName(tr("Checkpoints"));
    m_checkpoints->setHeaderLabels({tr("Step"), tr("Time"), tr("Size"), tr("Node")});
    m_checkpoints->setRootIsDecorated(false);
    m_checkpoints->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_message->setObjectName(QStringLiteral("workloadMessage"));
    m_message->setWordWrap(true);
    m_restart->setObjectName(QStringLiteral("restartWorkload"));
    m_runAgain->setObjectName(QStringLiteral("runAgain"));
    m_clone->setObjectName(QStringLiteral("cloneCluster"));
    m_restart->setToolTip(tr("Start the workload again from its last checkpoint."));
    m_runAgain->setToolTip(tr("Open the launch form filled with everything this cluster was launched with."));
    m_clone->setToolTip(tr("Open the launch form filled from this cluster, with a new name to give."));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_restart);
    buttons->addWidget(m_runAgain);
    buttons->addWidget(m_clone);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_phase);
    layout->addWidget(m_progress);
    layout->addWidget(m_details);
    layout->addWidget(m_failure);
    m_checkpointsLabel = new QLabel(tr("Checkpoints:"), this);
    m_checkpointsLabel->setBuddy(m_checkpoints);
    layout->addWidget(m_checkpointsLabel);
    layout->addWidget(m_checkpoints, 1);
    layout->addWidget(m_message);
    layout->addLayout(buttons);

    connect(m_session, &WorkloadSession::checkpointsLoaded, this, &WorkloadView::showCheckpoints);
    connect(m_session, &WorkloadSession::checkpointsFailed, m_message, &QLabel::setText);
    connect(m_session, &WorkloadSession::failureExplained, this, &WorkloadView::showFailure);
    connect(m_session, &WorkloadSession::restarted, this, [this](const Cluster& c) {
        m_message->setText(tr("The workload restarts from step %1.")
                               .arg(QLocale().toString(c.workload && c.workload->status.lastCheckpointStep
                                                           ? *c.workload->status.lastCheckpointStep
                                                           : 0)));
        updateButtons();
        Q_EMIT restarted(c);
    });
    connect(m_session, &WorkloadSession::restartFailed, this, [this](const QString& sentence) {
        m_message->setText(sentence);
        updateButtons();
    });
    connect(m_restart, &QPushButton::clicked, this, &WorkloadView::askToRestart);
    connect(m_runAgain, &QPushButton::clicked, this, [this] {
        if (m_cluster)
            Q_EMIT runAgainRequested(*m_cluster);
    });
    connect(m_clone, &QPushButton::clicked, this, [this] {
        if (m_cluster)
            Q_EMIT cloneRequested(*m_cluster);
    });
    showCluster(std::nullopt);
}

WorkloadView::~WorkloadView() = default;

void WorkloadView::setCanChange(bool canChange) {
    m_canChange = canChange;
    updateButtons();
}

void WorkloadView::updateButtons() {
    const bool running = m_cluster && m_cluster->workload && m_cluster->state == ClusterState::Running;
    for (QPushButton* b : {m_restart, m_runAgain, m_clone})
        b->setVisible(m_canChange && m_cluster.has_value());
    m_restart->setEnabled(running && !m_session->isRestarting());
}

void WorkloadView::showCluster(const std::optional<Cluster>& cluster) {
    const bool other = !cluster || !m_cluster || cluster->id != m_cluster->id;
    m_cluster = cluster;
    if (other) {
        m_checkpoints->clear();
        m_lastLines->clear();
        m_message->clear();
        m_checkpointsFor.reset();
        m_explained = false;
    }
    if (!cluster || !cluster->workload) {
        m_phase->setText(cluster ? tr("No workload: an interactive cluster, reached over SSH.")
                                 : tr("Select a cluster to see its workload."));
        m_progress->hide();
        m_details->clear();
        m_failure->hide();
        m_checkpointsLabel->hide();
        m_checkpoints->hide();
        updateButtons();
        return;
    }
    m_checkpointsLabel->show();
    m_checkpoints->show();
    showStatus(*cluster);
    const WorkloadStatus& s = cluster->workload->status;
    // The checkpoints change only when a new one is written: load again only then.
    const qint64 last = s.lastCheckpointStep.value_or(-1);
    if (!m_checkpointsFor || *m_checkpointsFor != last) {
        m_checkpointsFor = last;
        m_session->loadCheckpoints(cluster->id);
    }
    if (s.phase == WorkloadPhase::Failed && !m_explained) {
        m_explained = true;
        m_session->explainFailure(*cluster);
    } else if (s.phase != WorkloadPhase::Failed) {
        m_explained = false;
        m_failure->hide();
    }
    updateButtons();
}

void WorkloadView::showStatus(const Cluster& c) {
    const WorkloadStatus& s = c.workload->status;
    const QLocale locale;
    QString phase = WorkloadText::phase(s.phase);
    if (s.phase == WorkloadPhase::Failed && s.failure != WorkloadFailure::None)
        phase = tr("%1: %2").arg(phase, WorkloadText::failure(s.failure));
    if (s.exitCode)
        phase = tr("%1 (exit code %2)").arg(phase).arg(*s.exitCode);
    m_phase->setText(phase);
    m_progress->setVisible(s.totalSteps > 0);
    // A QProgressBar holds an int: steps count in the millions at most, but keep within range.
    m_progress->setRange(0, int(std::min<qint64>(s.totalSteps, std::numeric_limits<int>::max())));
    m_progress->setValue(int(std::min<qint64>(s.step, m_progress->maximum())));
    m_progress->setFormat(tr("Step %1 of %2").arg(locale.toString(s.step), locale.toString(s.totalSteps)));
    QStringList lines;
    if (s.phase == WorkloadPhase::Running || s.phase == WorkloadPhase::Checkpointing)
        lines << tr("Throughput: %1 tokens/s").arg(locale.toString(s.tokensPerSecond, 'f', 0));
    if (s.loss)
        lines << tr("Loss: %1").arg(locale.toString(*s.loss, 'f', 3));
    lines << tr("Started: %1").arg(when(s.startedAt));
    if (s.endedAt.isValid())
        lines << tr("Ended: %1").arg(when(s.endedAt));
    lines << tr("Restarts: %1").arg(s.restarts);
    lines << tr("Last checkpoint: %1")
                 .arg(s.lastCheckpointStep ? tr("step %1").arg(locale.toString(*s.lastCheckpointStep))
                                           : tr("none yet"));
    lines << tr("On node failure: %1").arg(WorkloadText::onNodeFailure(c.workload->spec.onNodeFailure));
    lines << tr("Image: %1").arg(c.workload->spec.image);
    lines << tr("Command: %1").arg(c.workload->spec.command);
    // While it runs, the platform's sentence repeats the step shown above, as of its last change:
    // only what it says about a pull, a start, a restart or an end adds anything.
    const bool live = s.phase == WorkloadPhase::Running || s.phase == WorkloadPhase::Checkpointing;
    if (!s.detail.isEmpty() && !live)
        lines << tr("Platform: %1").arg(s.detail);
    m_details->setText(lines.join(u'\n'));
}

void WorkloadView::showCheckpoints(const QList<Checkpoint>& checkpoints) {
    m_checkpoints->clear();
    const QLocale locale;
    for (const Checkpoint& c : checkpoints) {
        auto* item = new QTreeWidgetItem(m_checkpoints);
        item->setText(0, locale.toString(c.step));
        item->setText(1, when(c.createdAt));
        item->setText(2, UploadQueueModel::sizeText(c.sizeBytes));
        item->setText(3, c.node);
        item->setToolTip(0, c.path);
    }
    if (checkpoints.isEmpty()) {
        auto* item = new QTreeWidgetItem(m_checkpoints);
        item->setText(0, tr("No checkpoints yet."));
        item->setFirstColumnSpanned(true);
    }
}

void WorkloadView::showFailure(const QList<LogLine>& lines, const FailureExplanation& explanation) {
    if (!m_cluster || !m_cluster->workload || m_cluster->workload->status.phase != WorkloadPhase::Failed)
        return;
    m_meaning->setText(explanation.meaning);
    m_nextStep->setText(explanation.nextStep);
    QStringList text;
    for (const LogLine& l : lines) {
        const QString where = l.rank >= 0 ? tr("rank %1").arg(l.rank) : l.node;
        text << (where.isEmpty() ? l.text : QStringLiteral("[%1] %2").arg(where, l.text));
    }
    m_lastLines->setPlainText(text.join(u'\n'));
    m_lastLines->setVisible(!lines.isEmpty());
    m_failure->show();
}

void WorkloadView::askToRestart() {
    if (!m_cluster || !m_cluster->workload)
        return;
    auto* box = new QMessageBox(QMessageBox::Question, tr("Restart the workload?"),
                                tr("Restart the workload of %1 from its last checkpoint? Work since "
                                   "that checkpoint is done again.")
                                    .arg(m_cluster->name),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("restartWorkloadQuestion"));
    QPushButton* restart = box->addButton(tr("&Restart"), QMessageBox::AcceptRole);
    box->setDefaultButton(restart);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, restart](QAbstractButton* button) {
        if (button != restart || !m_cluster)
            return;
        m_message->setText(tr("Restarting the workload\u2026"));
        m_session->restart(*m_cluster);
        updateButtons();
    });
    box->open();
}

} // namespace cd
