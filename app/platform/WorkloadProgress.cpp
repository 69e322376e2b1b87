#include "WorkloadProgress.h"

#include "ClusterStateMachine.h"
#include "SimRandom.h"
#include "WorkloadLogWriter.h"
#include "WorkloadOutcome.h"
#include "WorkloadPlan.h"

#include <algorithm>
#include <cmath>

namespace cd::sim {

namespace {

// Simulated seconds, as [least, most]: an image the offering preinstalls is cached on the node, a
// custom one comes over the network; starting is setup, NCCL/RCCL initialisation and data loading.
constexpr int cachedPullSeconds[] = {15, 45};
constexpr int customPullSeconds[] = {90, 240};
constexpr int startSeconds[] = {30, 90};
// Rank 0 logs about one line a simulated minute; the ticker writes them every few minutes.
constexpr int logTickSeconds = 300;
constexpr int maxSamplesPerTick = 20;
// Catching up on history (seeding plays hours of it; a reopened platform its time away), a tick
// writes as many lines as it may hold: the same line a minute in a quarter of the steps, each of
// which is a stored record and a log transaction.
constexpr int catchUpTickSeconds = maxSamplesPerTick * 60;

enum Salt { PullSalt = 1, StartSalt = 2 };

ClusterEvent workloadEvent(const ClusterRecord& r, const char* type, const QDateTime& at,
                           ClusterEvent::Severity severity, const QString& message) {
    return ClusterStateMachine::event(r, QString::fromLatin1(type), at, severity, message);
}

} // namespace

WorkloadProgress::WorkloadProgress(const Catalog& catalog, std::uint64_t seed)
    : m_catalog(catalog)
    , m_seed(seed) {}

void WorkloadProgress::attach(ClusterRecord& r, const WorkloadSpec& spec, const QDateTime& at) {
    Workload w;
    w.spec = spec;
    w.status.phase = WorkloadPhase::Pulling;
    w.status.since = at;
    w.status.detail = QStringLiteral("Waiting for the nodes.");
    r.cluster.workload = w;
    r.work = {};
}

int WorkloadProgress::secondsBetween(const ClusterRecord& r, int salt, int low, int high) const {
    // Keyed by the cluster, the restart and the transition, not by a running count: the cluster's
    // own random stream stays what it was without a workload.
    const int restarts = r.cluster.workload ? r.cluster.workload->status.restarts : 0;
    SimRandom rng =
        SimRandom(m_seed)
            .fork(stableHash(r.cluster.id.toUtf8().constData()))
            .fork(std::uint64_t(restarts) * 16 + std::uint64_t(salt) + (r.work.resumeOnStart ? 8 : 0));
    return rng.between(low, high);
}

bool WorkloadProgress::usesOfferingImage(const ClusterRecord& r) const {
    for (const NodePool& p : r.cluster.pools) {
        const Offering* o = m_catalog.find(p.offeringId);
        if (o && o->images.contains(r.cluster.workload->spec.image))
            return true;
    }
    return false;
}

void WorkloadProgress::setPhase(ClusterRecord& r, WorkloadPhase phase, const QDateTime& at,
                                const QString& detail) const {
    WorkloadStatus& s = r.cluster.workload->status;
    s.phase = phase;
    s.since = at;
    s.detail = detail;
    if (phase != WorkloadPhase::Running)
        s.tokensPerSecond = 0;
}

qint64 WorkloadProgress::stepAt(const ClusterRecord& r, const QDateTime& at) {
    if (!r.cluster.workload)
        return 0;
    const WorkloadStatus& s = r.cluster.workload->status;
    if (s.phase != WorkloadPhase::Running || !r.work.runningSince.isValid() || r.work.stepSeconds <= 0)
        return s.step;
    const qint64 ms = std::max<qint64>(0, r.work.runningSince.msecsTo(at));
    qint64 step = r.work.runningFromStep + qint64(std::floor(double(ms) / (r.work.stepSeconds * 1000.0)));
    qint64 last = s.totalSteps;
    if (r.work.exitCode)
        last = std::min(last, r.work.exitAtStep);
    return std::min(step, std::max(last, r.work.runningFromStep));
}

void WorkloadProgress::present(const ClusterRecord& r, const QDateTime& at, Cluster& view) {
    if (!view.workload)
        return;
    WorkloadStatus& s = view.workload->status;
    s.step = stepAt(r, at);
    if (s.step > 0 || s.phase == WorkloadPhase::Running)
        s.loss = WorkloadPlan::lossAt(r.work.modelBillions, s.step, r.work.lossSeed);
    s.tokensPerSecond = s.phase == WorkloadPhase::Running ? r.work.tokensPerSecond : 0;
}

bool WorkloadProgress::isBusy(const ClusterRecord& r) {
    if (!r.cluster.workload)
        return false;
    const WorkloadPhase p = r.cluster.workload->status.phase;
    return p == WorkloadPhase::Running || p == WorkloadPhase::Checkpointing;
}

void WorkloadProgress::clusterRunning(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>&) const {
    if (!r.cluster.workload)
        return;
    const WorkloadStatus& s = r.cluster.workload->status;
    const bool waiting = s.phase == WorkloadPhase::Pulling && !r.work.nextAt.isValid();
    const bool resuming = s.phase == WorkloadPhase::Stopped && r.work.resumeOnStart;
    if (waiting || resuming)
        beginPull(r, at);
}

void WorkloadProgress::beginPull(ClusterRecord& r, const QDateTime& at) const {
    Workload& w = *r.cluster.workload;
    QList<WorkloadPlan::Gpus> gpus;
    for (const NodePool& p : r.cluster.pools) {
        const Offering* o = m_catalog.find(p.offeringId);
        if (o)
            gpus.append({o->gpu.bf16Tflops, o->gpu.memoryGb, p.nodeCount * p.gpusPerNode});
    }
    const WorkloadPlan plan = WorkloadPlan::make(w.spec, gpus, r.cluster.nodeCount());
    r.work.modelBillions = plan.modelBillions;
    r.work.stepSeconds = plan.stepSeconds;
    r.work.tokensPerSecond = plan.tokensPerSecond;
    r.work.fits = plan.fits;
    r.work.neededGbPerGpu = plan.neededGbPerGpu;
    r.work.gpuMemoryGb = plan.gpuMemoryGb;
    r.work.exitCode = plan.exitCode;
    r.work.exitAtStep = plan.exitAtStep;
    r.work.checkpointBytes = plan.checkpointBytes;
    r.work.checkpointSeconds = plan.checkpointSeconds;
    r.work.lossSeed =
        SimRandom(m_seed).fork(stableHash(r.cluster.id.toUtf8().constData())).fork(0x10550).next();
    w.status.totalSteps = plan.totalSteps;
    w.status.step = w.status.lastCheckpointStep.value_or(0);
    w.status.exitCode.reset();
    w.status.failure = WorkloadFailure::None;
    w.status.endedAt = {};
    const bool cached = usesOfferingImage(r);
    const int seconds = cached ? secondsBetween(r, PullSalt, cachedPullSeconds[0], cachedPullSeconds[1])
                               : secondsBetween(r, PullSalt, customPullSeconds[0], customPullSeconds[1]);
    r.work.resumeOnStart = false;
    setPhase(r, WorkloadPhase::Pulling, at, QStringLiteral("Pulling image %1.").arg(w.spec.image));
    r.work.nextAt = at.addSecs(seconds);
    if (m_logs)
        m_logs->imagePull(r, at);
}

void WorkloadProgress::beginStarting(ClusterRecord& r, const QDateTime& at) const {
    // NCCL initialisation grows with the number of ranks.
    const int seconds =
        secondsBetween(r, StartSalt, startSeconds[0], startSeconds[1]) + r.cluster.nodeCount() / 4;
    setPhase(r, WorkloadPhase::Starting, at,
             QStringLiteral("Starting the command on %1 nodes.").arg(r.cluster.nodeCount()));
    r.work.nextAt = at.addSecs(seconds);
    if (m_logs)
        m_logs->started(r, at);
}

void WorkloadProgress::beginRunning(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events,
                                    const QDateTime& until) const {
    WorkloadStatus& s = r.cluster.workload->status;
    if (const auto oom = WorkloadOutcome::outOfMemory(r)) {
        end(r, at, WorkloadPhase::Failed, WorkloadFailure::OutOfMemory, oom->exitCode, oom->detail, events);
        return;
    }
    const bool first = !s.startedAt.isValid();
    if (first)
        s.startedAt = at;
    setPhase(r, WorkloadPhase::Running, at, WorkloadOutcome::stepDetail(r, s.step));
    s.tokensPerSecond = r.work.tokensPerSecond;
    r.work.runningSince = at;
    r.work.runningFromStep = s.step;
    r.work.loggedStep = s.step;
    r.work.nextCheckpointAt = at.addSecs(qint64(r.cluster.workload->spec.checkpointIntervalMinutes) * 60);
    events.append(workloadEvent(
        r, "workload.started", at, ClusterEvent::Severity::Info,
        s.step == 0
            ? QStringLiteral("The workload on %1 started (%2 steps).").arg(r.cluster.name).arg(s.totalSteps)
            : QStringLiteral("The workload on %1 resumed at step %2 of %3.")
                  .arg(r.cluster.name)
                  .arg(s.step)
                  .arg(s.totalSteps)));
    schedule(r, at, until);
}

void WorkloadProgress::schedule(ClusterRecord& r, const QDateTime& at, const QDateTime& until) const {
    const WorkloadStatus& s = r.cluster.workload->status;
    qint64 last = s.totalSteps;
    if (r.work.exitCode)
        last = std::min(last, r.work.exitAtStep);
    const bool behind = until.isValid() && at.secsTo(until) >= catchUpTickSeconds;
    QDateTime next = at.addSecs(behind ? catchUpTickSeconds : logTickSeconds);
    if (r.work.nextCheckpointAt.isValid())
        next = std::min(next, r.work.nextCheckpointAt);
    if (r.work.stepSeconds > 0) {
        // The moment the last step is reached, rounded up so stepAt() then says it was.
        const double ms = double(last - r.work.runningFromStep) * r.work.stepSeconds * 1000.0;
        next = std::min(next, r.work.runningSince.addMSecs(qint64(std::ceil(ms)) + 1));
    }
    r.work.nextAt = std::max(next, at.addMSecs(1));
}

void WorkloadProgress::logSteps(ClusterRecord& r, const QDateTime& at) const {
    const qint64 step = stepAt(r, at);
    if (!m_logs || step <= r.work.loggedStep || r.work.stepSeconds <= 0) {
        r.work.loggedStep = std::max(r.work.loggedStep, step);
        return;
    }
    // About a line a minute, like a log interval set for the run's speed.
    const qint64 every = std::max<qint64>(1, qint64(std::ceil(60.0 / r.work.stepSeconds)));
    QList<WorkloadLogWriter::StepSample> samples;
    qint64 first = (r.work.loggedStep / every + 1) * every;
    first = std::max(first, step - (maxSamplesPerTick - 1) * every);
    first = (first / every) * every;
    for (qint64 k = std::max<qint64>(first, r.work.loggedStep + 1); k <= step; k += every) {
        const double offset = double(k - r.work.runningFromStep) * r.work.stepSeconds * 1000.0;
        samples.append({k, r.work.runningSince.addMSecs(qint64(offset)),
                        WorkloadPlan::lossAt(r.work.modelBillions, k, r.work.lossSeed),
                        r.work.tokensPerSecond, r.work.stepSeconds});
    }
    r.work.loggedStep = step;
    if (!samples.isEmpty())
        m_logs->steps(r, samples);
}

void WorkloadProgress::whileRunning(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events,
                                    const QDateTime& until) const {
    WorkloadStatus& s = r.cluster.workload->status;
    logSteps(r, at);
    s.step = stepAt(r, at);
    if (const auto exited = WorkloadOutcome::commandExit(r, s.step)) {
        const bool ok = exited->exitCode == 0;
        end(r, at, ok ? WorkloadPhase::Succeeded : WorkloadPhase::Failed,
            ok ? WorkloadFailure::None : WorkloadFailure::ExitCode, exited->exitCode, exited->detail, events);
        return;
    }
    if (s.step >= s.totalSteps) {
        end(r, at, WorkloadPhase::Succeeded, WorkloadFailure::None, 0, WorkloadOutcome::finished(r), events);
        return;
    }
    if (r.work.nextCheckpointAt.isValid() && at >= r.work.nextCheckpointAt) {
        r.work.runningFromStep = s.step;
        r.work.runningSince = {};
        r.work.nextCheckpointAt = {};
        setPhase(r, WorkloadPhase::Checkpointing, at,
                 QStringLiteral("Writing the checkpoint at step %1.").arg(s.step));
        r.work.nextAt = at.addSecs(std::max(1, r.work.checkpointSeconds));
        return;
    }
    s.detail = WorkloadOutcome::stepDetail(r, s.step);
    schedule(r, at, until);
}

void WorkloadProgress::finishCheckpoint(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events,
                                        const QDateTime& until) const {
    WorkloadStatus& s = r.cluster.workload->status;
    Checkpoint c;
    c.id = QStringLiteral("ckpt-%1").arg(++r.work.checkpointSerial, 6, 10, QLatin1Char('0'));
    c.step = s.step;
    c.createdAt = at;
    c.sizeBytes = r.work.checkpointBytes;
    c.node = WorkloadOutcome::firstNode(r);
    c.path = r.cluster.workload->spec.checkpointDir + QStringLiteral("/step-%1").arg(s.step);
    r.work.checkpoints.append(c);
    while (r.work.checkpoints.size() > WorkloadRun::maxCheckpoints)
        r.work.checkpoints.removeFirst();
    s.lastCheckpointStep = s.step;
    if (m_logs)
        m_logs->checkpoint(r, c, at);
    ClusterEvent e = workloadEvent(
        r, "workload.checkpointed", at, ClusterEvent::Severity::Info,
        QStringLiteral("The workload on %1 saved a checkpoint at step %2.").arg(r.cluster.name).arg(s.step));
    e.checkpointStep = s.step;
    events.append(e);
    setPhase(r, WorkloadPhase::Running, at, WorkloadOutcome::stepDetail(r, s.step));
    s.tokensPerSecond = r.work.tokensPerSecond;
    r.work.runningSince = at;
    r.work.runningFromStep = s.step;
    r.work.nextCheckpointAt = at.addSecs(qint64(r.cluster.workload->spec.checkpointIntervalMinutes) * 60);
    schedule(r, at, until);
}

void WorkloadProgress::end(ClusterRecord& r, const QDateTime& at, WorkloadPhase phase,
                           WorkloadFailure failure, int exitCode, const QString& detail,
                           QList<ClusterEvent>& events) const {
    WorkloadStatus& s = r.cluster.workload->status;
    s.step = stepAt(r, at);
    setPhase(r, phase, at, detail);
    s.failure = failure;
    if (phase != WorkloadPhase::Stopped && failure != WorkloadFailure::ImagePull)
        s.exitCode = exitCode;
    s.endedAt = at;
    r.work.nextAt = {};
    r.work.runningSince = {};
    r.work.runningFromStep = s.step;
    r.work.nextCheckpointAt = {};
    const QString node = WorkloadOutcome::firstNode(r);
    if (m_logs) {
        if (phase == WorkloadPhase::Succeeded)
            m_logs->succeeded(r, at);
        else if (phase == WorkloadPhase::Failed)
            m_logs->failed(r, failure, exitCode, node, 0, at);
        else
            m_logs->stopped(r, at);
    }
    const char* type = phase == WorkloadPhase::Succeeded ? "workload.succeeded"
                       : phase == WorkloadPhase::Failed  ? "workload.failed"
                                                         : "workload.stopped";
    const auto severity =
        phase == WorkloadPhase::Failed ? ClusterEvent::Severity::Error : ClusterEvent::Severity::Info;
    ClusterEvent e = workloadEvent(
        r, type, at, severity,
        QStringLiteral("The workload on %1 %2: %3").arg(r.cluster.name, workloadPhaseId(phase), detail));
    events.append(e);
}

void WorkloadProgress::clusterStopping(ClusterRecord& r, const QDateTime& at, bool resumable,
                                       QList<ClusterEvent>& events) const {
    if (!r.cluster.workload || isFinished(r.cluster.workload->status.phase))
        return;
    const bool started = r.cluster.workload->status.startedAt.isValid() || r.work.nextAt.isValid();
    if (!started && resumable)
        return; // it never began: it begins when the cluster runs again
    end(r, at, WorkloadPhase::Stopped, WorkloadFailure::None, 0,
        resumable ? QStringLiteral("Stopped with its cluster; it resumes from the last checkpoint when the "
                                   "cluster starts.")
                  : QStringLiteral("Stopped: the cluster is terminating."),
        events);
    r.work.resumeOnStart = resumable;
}

void WorkloadProgress::nodeFailed(ClusterRecord& r, const QString& nodeId, const QDateTime& at,
                                  QList<ClusterEvent>& events) const {
    if (!r.cluster.workload)
        return;
    WorkloadStatus& s = r.cluster.workload->status;
    const WorkloadPhase phase = s.phase;
    if (phase == WorkloadPhase::Pulling || phase == WorkloadPhase::Starting) {
        if (!r.work.nextAt.isValid())
            return; // still waiting for its nodes
        // Nothing was computed yet: it starts again once the replacement is ready.
        setPhase(r, WorkloadPhase::Restarting, at,
                 QStringLiteral("Node %1 failed; waiting for its replacement.").arg(nodeId));
        r.work.nextAt = {};
        return;
    }
    if (phase != WorkloadPhase::Running && phase != WorkloadPhase::Checkpointing)
        return;
    s.step = stepAt(r, at);
    logSteps(r, at);
    const int rank = WorkloadOutcome::rankOf(r, nodeId);
    if (r.cluster.workload->spec.onNodeFailure == OnNodeFailure::RestartFromCheckpoint) {
        if (m_logs)
            m_logs->failed(r, WorkloadFailure::NcclTimeout, WorkloadOutcome::ncclTimeoutExitCode, nodeId,
                           rank, at);
        setPhase(
            r, WorkloadPhase::Restarting, at,
            QStringLiteral("NCCL timeout after node %1 failed; restarting from the checkpoint at step %2 "
                           "once its replacement is ready.")
                .arg(nodeId)
                .arg(s.lastCheckpointStep.value_or(0)));
        r.work.nextAt = {};
        r.work.runningSince = {};
        r.work.nextCheckpointAt = {};
        return;
    }
    const WorkloadOutcome::Failure nccl = WorkloadOutcome::ncclTimeout(r, nodeId, s.step);
    end(r, at, WorkloadPhase::Failed, WorkloadFailure::NcclTimeout, nccl.exitCode, nccl.detail, events);
}

void WorkloadProgress::nodesRestored(ClusterRecord& r, const QDateTime& at,
                                     QList<ClusterEvent>& events) const {
    if (!r.cluster.workload || r.cluster.workload->status.phase != WorkloadPhase::Restarting ||
        r.work.nextAt.isValid())
        return;
    restart(r, at, events);
}

void WorkloadProgress::restart(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events) const {
    WorkloadStatus& s = r.cluster.workload->status;
    const qint64 from = s.lastCheckpointStep.value_or(0);
    ++s.restarts;
    s.step = from;
    s.exitCode.reset();
    s.failure = WorkloadFailure::None;
    s.endedAt = {};
    r.work.runningSince = {};
    r.work.nextCheckpointAt = {};
    r.work.runningFromStep = from;
    r.work.loggedStep = from;
    r.work.resumeOnStart = false;
    if (m_logs)
        m_logs->restarted(r, from, at);
    ClusterEvent e =
        workloadEvent(r, "workload.restarted", at, ClusterEvent::Severity::Warning,
                      QStringLiteral("The workload on %1 restarted from the checkpoint at step %2.")
                          .arg(r.cluster.name)
                          .arg(from));
    e.checkpointStep = from;
    events.append(e);
    // A workload that never got as far as its plan pulls its image first.
    if (r.work.stepSeconds <= 0)
        beginPull(r, at);
    else
        beginStarting(r, at);
}

void WorkloadProgress::apply(ClusterRecord& r, const QDateTime& at, QList<ClusterEvent>& events,
                             const QDateTime& until) const {
    if (!r.cluster.workload) {
        r.work.nextAt = {};
        return;
    }
    switch (r.cluster.workload->status.phase) {
    case WorkloadPhase::Pulling:
        if (const auto refusal = WorkloadOutcome::pullRefusal(r, usesOfferingImage(r))) {
            end(r, at, WorkloadPhase::Failed, WorkloadFailure::ImagePull, 0, *refusal, events);
            return;
        }
        beginStarting(r, at);
        return;
    case WorkloadPhase::Starting:
        beginRunning(r, at, events, until);
        return;
    case WorkloadPhase::Running:
        whileRunning(r, at, events, until);
        return;
    case WorkloadPhase::Checkpointing:
        finishCheckpoint(r, at, events, until);
        return;
    case WorkloadPhase::Restarting:
        restart(r, at, events);
        return;
    case WorkloadPhase::Succeeded:
    case WorkloadPhase::Failed:
    case WorkloadPhase::Stopped:
        r.work.nextAt = {};
        return;
    }
}

} // namespace cd::sim
