#include "WorkloadLogText.h"

#include <QHash>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <numbers>

namespace cd::sim {

namespace {

QString s(const char* text) {
    return QString::fromLatin1(text);
}

QString capture(const QString& text, const char* pattern, const char* fallback) {
    // Compiled once per pattern (a literal, so its address names it) and thread: rankInit() asks
    // for every rank of a start, and compiling was most of the time a 512-GPU restart took.
    thread_local QHash<const char*, QRegularExpression> compiled;
    auto it = compiled.find(pattern);
    if (it == compiled.end())
        it = compiled.insert(pattern, QRegularExpression(QString::fromLatin1(pattern)));
    const auto match = it->match(text);
    return match.hasMatch() ? match.captured(1) : s(fallback);
}

// PCI bus ids of the eight GPUs of an HGX board, as NCCL prints them.
constexpr const char* busIds[] = {"18000", "2a000", "3a000", "5d000", "9a000", "ab000", "ba000", "db000"};

int pidOf(const QString& hostname, int localRank) {
    return 2000 + int(WorkloadLogText::hash(hostname, localRank) % 60000);
}

QString gib(double value) {
    return QString::number(value, 'f', 2) + s(" GiB");
}

} // namespace

WorkloadLogText::WorkloadLogText(const WorkloadSpec& spec, const QDateTime& at)
    : m_spec(spec)
    , m_at(at) {}

quint64 WorkloadLogText::hash(const QString& text, qint64 number) {
    quint64 h = 14695981039346656037ULL;
    auto mix = [&h](quint64 byte) {
        h ^= byte;
        h *= 1099511628211ULL;
    };
    for (QChar c : text) {
        mix(c.unicode() & 0xff);
        mix(c.unicode() >> 8);
    }
    for (int i = 0; i < 8; ++i)
        mix(quint64(number) >> (8 * i) & 0xff);
    return h;
}

double WorkloadLogText::learningRate(qint64 step, qint64 totalSteps) {
    constexpr double peak = 3e-4;
    // A twentieth of the run warms up, at most 2,000 steps (a short fine-tune warms up briefly).
    const qint64 warmup = totalSteps > 0 ? std::clamp<qint64>(totalSteps / 20, 1, 2000) : 2000;
    if (step < warmup)
        return peak * double(std::max<qint64>(step, 1)) / double(warmup);
    if (totalSteps <= warmup)
        return peak;
    const double progress = std::min(1.0, double(step - warmup) / double(totalSteps - warmup));
    return peak * (0.1 + 0.9 * 0.5 * (1 + std::cos(std::numbers::pi * progress)));
}

void WorkloadLogText::at(const QDateTime& time) {
    m_at = time;
    m_offsetMs = 0;
}

void WorkloadLogText::add(const QString& nodeId, int rank, LogLevel level, QString text) {
    // The one place every line passes: a secret's value is masked here whatever the wording.
    for (const EnvVar& v : m_spec.env) {
        if (v.secret && !v.value.isEmpty())
            text.replace(v.value, s("***"));
    }
    if (m_spec.registryAuth && !m_spec.registryAuth->password.isEmpty())
        text.replace(m_spec.registryAuth->password, s("***"));
    m_lines.append({0, m_at.addMSecs(m_offsetMs++), nodeId, rank, level, text});
}

void WorkloadLogText::platform(LogLevel level, const QString& text) {
    add(QString(), -1, level, text);
}

void WorkloadLogText::node(const QString& nodeId, LogLevel level, const QString& text) {
    add(nodeId, -1, level, text);
}

void WorkloadLogText::rank(const QString& nodeId, int rank, LogLevel level, const QString& text) {
    add(nodeId, rank, level, text);
}

QString WorkloadLogText::script() const {
    const QString name = capture(m_spec.command, R"((\S+\.py)\b)", "train.py");
    return name.startsWith(u'/') ? name : m_spec.workingDir + u'/' + name;
}

QString WorkloadLogText::frameworkOf() const {
    const QString command = m_spec.command.toLower();
    if (command.contains(u"deepspeed"))
        return s("deepspeed");
    if (command.contains(u"megatron") || command.contains(u"pretrain_gpt"))
        return s("megatron");
    return s("torchrun");
}

void WorkloadLogText::nodeStart(const QString& nodeId, const Distributed& env, Stack stack) {
    node(nodeId, LogLevel::Info, s("+ cd ") + m_spec.workingDir);
    // A long setup script is echoed in part: 512 nodes times a page of pip output says nothing more.
    const QStringList setup = m_spec.setup.split(u'\n', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < std::min<qsizetype>(setup.size(), 20); ++i)
        node(nodeId, LogLevel::Info, s("+ ") + setup[i].trimmed());
    if (setup.size() > 20)
        node(nodeId, LogLevel::Info, QStringLiteral("(%1 more setup lines)").arg(setup.size() - 20));
    node(nodeId, LogLevel::Info, s("MASTER_ADDR=") + env.masterAddr);
    node(nodeId, LogLevel::Info, s("MASTER_PORT=29500"));
    node(nodeId, LogLevel::Info, s("WORLD_SIZE=") + QString::number(env.worldSize));
    node(nodeId, LogLevel::Info, s("NODE_RANK=") + QString::number(env.nodeRank));
    node(nodeId, LogLevel::Info, s("LOCAL_WORLD_SIZE=") + QString::number(env.localWorldSize));
    for (const EnvVar& v : m_spec.env)
        node(nodeId, LogLevel::Info, v.name + u'=' + (v.secret ? s("***") : v.value));
    node(nodeId, LogLevel::Info, s("+ ") + m_spec.command);

    const QString torch = capture(m_spec.image, R"(pytorch[-:](\d+\.\d+))", "2.4") + s(".0");
    switch (stack) {
    case Stack::Cuda: {
        const QString cuda = capture(m_spec.image, R"(cuda(\d+\.\d+))", "12.4");
        node(nodeId, LogLevel::Info,
             QStringLiteral("PyTorch %1+cu%2 (CUDA %3, cuDNN 9.1.0, NCCL 2.20.5), Python 3.10.12")
                 .arg(torch, QString(cuda).remove(u'.'), cuda));
        break;
    }
    case Stack::Rocm: {
        const QString rocm = capture(m_spec.image, R"(rocm(\d+\.\d+))", "6.1");
        node(nodeId, LogLevel::Info,
             QStringLiteral("PyTorch %1+rocm%2 (ROCm %2, MIOpen 3.1.0, RCCL 2.18.6), Python 3.10.12")
                 .arg(torch, rocm));
        break;
    }
    case Stack::Ascend:
        node(nodeId, LogLevel::Info,
             QStringLiteral("PyTorch %1 with torch_npu %1.post4 (CANN 8.0.RC2, HCCL), Python 3.10.12")
                 .arg(torch));
        break;
    }
    const QString framework = frameworkOf();
    if (framework == u"deepspeed") {
        node(nodeId, LogLevel::Info,
             QStringLiteral("[INFO] [real_accelerator.py:203:get_accelerator] Setting ds_accelerator to %1 "
                            "(auto detect)")
                 .arg(stack == Stack::Ascend ? s("npu") : s("cuda")));
        node(nodeId, LogLevel::Info,
             s("[INFO] [launch.py:146:main] WORLD INFO DICT: nnodes=") + QString::number(env.nodes) +
                 s(", num_local_procs=") + QString::number(env.localWorldSize));
    } else {
        node(nodeId, LogLevel::Info,
             QStringLiteral("torch.distributed.run: [INFO] Starting elastic_operator with launch configs: "
                            "nnodes=%1, nproc_per_node=%2, rdzv_endpoint=%3:29500, max_restarts=0")
                 .arg(env.nodes)
                 .arg(env.localWorldSize)
                 .arg(env.masterAddr));
    }
}

void WorkloadLogText::rankInit(const QString& nodeId, const QString& hostname, int r, int localRank,
                               int worldSize, Stack stack) {
    const int pid = pidOf(hostname, localRank);
    const quint64 comm = hash(hostname, r);
    const QString prefix = QStringLiteral("%1:%2:%2 [%3] ").arg(hostname).arg(pid).arg(localRank);
    if (stack == Stack::Ascend) {
        rank(nodeId, r, LogLevel::Info,
             QStringLiteral("[INFO] HCCL(%1): rank %2 nranks %3 device %4 - HcclCommInitRootInfo success")
                 .arg(pid)
                 .arg(r)
                 .arg(worldSize)
                 .arg(localRank));
        return;
    }
    const bool rocm = stack == Stack::Rocm;
    const QString lib = rocm ? s("RCCL") : s("NCCL");
    if (r == 0) {
        rank(nodeId, r, LogLevel::Info,
             prefix + lib +
                 (rocm
                      ? s(" INFO RCCL version 2.18.6+hip") + capture(m_spec.image, R"(rocm(\d+\.\d+))", "6.1")
                      : s(" INFO NCCL version 2.20.5+cuda") +
                            capture(m_spec.image, R"(cuda(\d+\.\d+))", "12.4")));
        rank(nodeId, r, LogLevel::Info,
             prefix + lib +
                 QStringLiteral(" INFO Bootstrap : Using eth0:10.%1.%2.%3<0>")
                     .arg(comm % 200 + 10)
                     .arg(comm / 200 % 250)
                     .arg(comm / 50000 % 250 + 2));
    }
    rank(nodeId, r, LogLevel::Info,
         prefix + lib +
             QStringLiteral(" INFO comm 0x%1 rank %2 nranks %3 %4 %5 busId %6 - Init COMPLETE")
                 .arg(QString::number(0x7f0000000000ULL + (comm & 0xffffffffffULL), 16))
                 .arg(r)
                 .arg(worldSize)
                 .arg(rocm ? s("hipDev") : s("cudaDev"))
                 .arg(localRank)
                 .arg(s(busIds[localRank % 8])));
}

void WorkloadLogText::trainingStart(const QString& nodeId, qint64 totalSteps, int worldSize) {
    if (frameworkOf() == u"megatron")
        rank(nodeId, 0, LogLevel::Info,
             QStringLiteral("using world size: %1, data-parallel size: %2, tensor-model-parallel size: %3, "
                            "pipeline-model-parallel size: 1")
                 .arg(worldSize)
                 .arg(std::max(1, worldSize / 8))
                 .arg(std::min(8, std::max(1, worldSize))));
    rank(nodeId, 0, LogLevel::Info,
         QStringLiteral("training starts: world_size=%1").arg(worldSize) +
             (totalSteps > 0 ? QStringLiteral(", max_steps=%1").arg(totalSteps) : QString()));
}

void WorkloadLogText::step(const QString& nodeId, qint64 n, qint64 totalSteps, double loss,
                           double tokensPerSecond, double stepSeconds) {
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    const QString progress =
        totalSteps > 0 ? QStringLiteral("%1/%2").arg(n).arg(totalSteps) : QString::number(n);
    rank(nodeId, 0, LogLevel::Info,
         QStringLiteral("[step %1] loss=%2 lr=%3 tokens/s=%4 step_time=%5s")
             .arg(progress, QString::number(loss, 'f', 4),
                  QString::number(learningRate(n, totalSteps), 'e', 1),
                  english.toString(qint64(std::llround(tokensPerSecond))),
                  QString::number(stepSeconds, 'f', 2)));
}

void WorkloadLogText::slowDataloader(const QString& nodeId, int r, quint64 draw) {
    rank(nodeId, r, LogLevel::Warning,
         QStringLiteral(
             "/usr/local/lib/python3.10/dist-packages/torch/utils/data/dataloader.py:1326: UserWarning: "
             "DataLoader worker (pid %1) is slow: the last batch took %2s to load (expected under "
             "0.50s); consider raising num_workers")
             .arg(3000 + draw % 5000)
             .arg(QString::number(1.0 + double(draw % 400) / 100.0, 'f', 2)));
}

void WorkloadLogText::checkpoint(const QString& nodeId, const Checkpoint& checkpoint) {
    const QString path = checkpoint.path.isEmpty()
                             ? m_spec.checkpointDir + QStringLiteral("/step-%1").arg(checkpoint.step)
                             : checkpoint.path;
    rank(nodeId, 0, LogLevel::Info,
         QStringLiteral("saving checkpoint to %1 (%2 GB)")
             .arg(path, QString::number(double(checkpoint.sizeBytes) / 1e9, 'f', 1)));
    rank(nodeId, 0, LogLevel::Info, QStringLiteral("checkpoint saved at step %1").arg(checkpoint.step));
}

void WorkloadLogText::resumed(const QString& nodeId, qint64 n) {
    rank(nodeId, 0, LogLevel::Info,
         QStringLiteral("loading checkpoint from %1/step-%2").arg(m_spec.checkpointDir).arg(n));
    rank(nodeId, 0, LogLevel::Info, QStringLiteral("resumed training at step %1").arg(n));
}

void WorkloadLogText::finished(const QString& nodeId, qint64 n, std::optional<double> loss) {
    rank(nodeId, 0, LogLevel::Info,
         QStringLiteral("training finished at step %1").arg(n) +
             (loss ? QStringLiteral(", final loss=%1").arg(QString::number(*loss, 'f', 4)) : QString()));
}

void WorkloadLogText::outOfMemory(const Failure& where, Stack stack) {
    const quint64 draw = hash(where.hostname, where.rank);
    const double total = where.gpuMemoryGb * 1e9 / double(1 << 30) * 0.99;
    const double free = 0.25 + double(draw % 120) / 100.0;
    const double tried = 1.0 + double(draw / 120 % 13) * 0.25;
    const QString p = QStringLiteral("[rank%1]: ").arg(where.rank);
    const QString file = script();
    const QStringList traceback = {
        s("Traceback (most recent call last):"),
        QStringLiteral("  File \"%1\", line 214, in <module>").arg(file),
        s("    main()"),
        QStringLiteral("  File \"%1\", line 187, in main").arg(file),
        s("    loss = model(**batch).loss"),
        s("  File \"/usr/local/lib/python3.10/dist-packages/torch/nn/modules/module.py\", line 1553, in "
          "_wrapped_call_impl"),
        s("    return self._call_impl(*args, **kwargs)"),
        QStringLiteral(
            "torch.OutOfMemoryError: %1 out of memory. Tried to allocate %2. GPU %3 has a total "
            "capacity of %4 of which %5 is free. Of the allocated memory %6 is allocated by PyTorch, "
            "and 312.00 MiB is reserved by PyTorch but unallocated.")
            .arg(stack == Stack::Rocm ? s("HIP") : s("CUDA"), gib(tried))
            .arg(where.localRank)
            .arg(gib(total), gib(free), gib(total - free - 0.6)),
    };
    for (const QString& line : traceback)
        rank(where.node, where.rank, LogLevel::Error, p + line);
}

void WorkloadLogText::ncclTimeout(const Failure& where) {
    const qint64 seq = 3 * where.step + 17;
    const QString p = QStringLiteral("[Rank %1] ").arg(where.rank);
    rank(where.node, where.rank, LogLevel::Error,
         p + QStringLiteral(
                 "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=%1, OpType=ALLREDUCE, "
                 "NumelIn=262144000, NumelOut=262144000, Timeout(ms)=600000) ran for 600000 "
                 "milliseconds before timing out.")
                 .arg(seq));
    rank(where.node, where.rank, LogLevel::Error,
         p + QStringLiteral(
                 "Timeout at NCCL work: %1, last enqueued NCCL work: %1, last completed NCCL work: %2.")
                 .arg(seq)
                 .arg(seq - 1));
    rank(where.node, where.rank, LogLevel::Error,
         p + s("To avoid data inconsistency, we are taking the entire process down."));
}

void WorkloadLogText::pythonException(const Failure& where) {
    const QString p = QStringLiteral("[rank%1]: ").arg(where.rank);
    const QString file = script();
    const QStringList traceback = {
        s("Traceback (most recent call last):"),
        QStringLiteral("  File \"%1\", line 214, in <module>").arg(file),
        s("    main()"),
        QStringLiteral("  File \"%1\", line 96, in main").arg(file),
        s("    optimizer = build_optimizer(model, config)"),
        QStringLiteral("  File \"%1\", line 41, in build_optimizer").arg(file),
        s("    raise ValueError(f\"unknown optimizer {name!r}\")"),
        s("ValueError: unknown optimizer 'adamw_8bit'"),
    };
    for (const QString& line : traceback)
        rank(where.node, where.rank, LogLevel::Error, p + line);
}

void WorkloadLogText::imagePullFailed(bool denied) {
    // What containerd and the node agent print, so a person recognises it from their own machines.
    const QString& image = m_spec.image;
    // The repository alone: no digest, no tag (a colon after the last slash; one before it is a port).
    QString repository = image.section(u'@', 0, 0);
    if (const qsizetype colon = repository.lastIndexOf(u':'); colon > repository.lastIndexOf(u'/'))
        repository.truncate(colon);
    if (denied)
        platform(
            LogLevel::Error,
            QStringLiteral("Failed to pull image \"%1\": Error response from daemon: pull access denied for "
                           "%2, repository does not exist or may require 'docker login': denied: "
                           "requested access to the resource is denied")
                .arg(image, repository));
    else
        platform(
            LogLevel::Error,
            QStringLiteral("Failed to pull image \"%1\": Error response from daemon: manifest for %1 not "
                           "found: manifest unknown: manifest unknown")
                .arg(image));
    platform(LogLevel::Warning,
             QStringLiteral("Back-off pulling image \"%1\": gave up after 3 attempts").arg(image));
    platform(LogLevel::Error, QStringLiteral("ErrImagePull: the workload did not start; no command ran"));
}

void WorkloadLogText::launcherFailed(const QString& nodeId, const Failure& where, int exitCode) {
    // The launcher reports a process killed by a signal as the negative signal number.
    const int shown = exitCode > 128 ? -(exitCode - 128) : exitCode;
    node(nodeId, LogLevel::Error,
         QStringLiteral(
             "torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: %1) local_rank: "
             "%2 (pid: %3) of binary: /usr/bin/python3")
             .arg(shown)
             .arg(where.localRank)
             .arg(pidOf(where.hostname, where.localRank)));
}

QList<LogLine> WorkloadLogText::take() {
    return std::exchange(m_lines, {});
}

} // namespace cd::sim
