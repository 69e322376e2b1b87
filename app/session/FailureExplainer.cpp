#include "FailureExplainer.h"

#include <QRegularExpression>

namespace cd {

namespace {

bool isOutOfMemory(const QString& text) {
    return text.contains(u"CUDA out of memory", Qt::CaseInsensitive) ||
           text.contains(u"HIP out of memory", Qt::CaseInsensitive) || text.contains(u"OutOfMemoryError") ||
           text.contains(u"hipErrorOutOfMemory") || text.contains(u"CUDA_ERROR_OUT_OF_MEMORY");
}

bool isCollectiveTimeout(const QString& text) {
    const bool collective = text.contains(u"NCCL") || text.contains(u"RCCL") || text.contains(u"c10d");
    return collective && (text.contains(u"Watchdog caught collective operation timeout") ||
                          text.contains(u"timeout", Qt::CaseInsensitive) ||
                          text.contains(u"timed out", Qt::CaseInsensitive));
}

// What a registry answers when it has no such tag or digest (Docker, containerd, Podman).
bool isManifestUnknown(const QString& text) {
    return text.contains(u"manifest unknown", Qt::CaseInsensitive) ||
           (text.contains(u"failed to resolve reference") && text.contains(u"not found"));
}

// ... and when it wants credentials, or refuses the ones given.
bool isPullDenied(const QString& text) {
    return text.contains(u"pull access denied", Qt::CaseInsensitive) ||
           (text.contains(u"pull", Qt::CaseInsensitive) &&
            (text.contains(u"unauthorized", Qt::CaseInsensitive) ||
             text.contains(u"authentication required", Qt::CaseInsensitive)));
}

FailureExplanation outOfMemory(qint64 seq) {
    return {
        FailureExplainer::tr("The model did not fit in GPU memory."),
        FailureExplainer::tr("Use more or larger GPUs, a smaller micro-batch, activation checkpointing or "
                             "ZeRO-3/FSDP sharding."),
        seq};
}

FailureExplanation collectiveTimeout(qint64 seq) {
    return {
        FailureExplainer::tr("A collective operation timed out: a node failed or the network stalled."),
        FailureExplainer::tr("Restart from the last checkpoint; choose 'Restart from the last checkpoint' "
                             "on node failure to do it automatically."),
        seq};
}

} // namespace

FailureExplanation FailureExplainer::explain(const QList<LogLine>& lines, const WorkloadStatus& status) {
    // The last exception a traceback names: "RuntimeError: shape mismatch", "KeyError: 'lr'".
    static const QRegularExpression exception(QStringLiteral(
        R"(^\s*(?:\[rank\d+\]:\s*)?((?:[A-Za-z_][A-Za-z0-9_]*\.)*[A-Za-z_][A-Za-z0-9_]*(?:Error|Exception|Interrupt|Exit|Warning)):\s*(.*)$)"));
    bool traceback = false;
    const LogLine* raised = nullptr;
    QString raisedType;
    QString raisedMessage;
    for (const LogLine& line : lines) {
        if (isOutOfMemory(line.text))
            return outOfMemory(line.seq);
        if (isCollectiveTimeout(line.text))
            return collectiveTimeout(line.seq);
        if (isManifestUnknown(line.text))
            return {tr("The registry has no image with that tag or digest."),
                    tr("Check the image reference's tag or digest (it must have been pushed to the "
                       "registry), then run it again."),
                    line.seq};
        if (isPullDenied(line.text))
            return {tr("The registry refused to let the platform pull the image."),
                    tr("Give the registry's user name and password or token under Registry credentials, "
                       "or check the repository's name, then run it again."),
                    line.seq};
        if (line.text.contains(u"Traceback (most recent call last):"))
            traceback = true;
        if (const QRegularExpressionMatch m = exception.match(line.text); traceback && m.hasMatch()) {
            raised = &line;
            raisedType = m.captured(1);
            raisedMessage = m.captured(2).trimmed();
            while (raisedMessage.endsWith(u'.'))
                raisedMessage.chop(1);
        }
    }
    if (raised)
        return {tr("The training script raised %1: %2.").arg(raisedType, raisedMessage),
                tr("Fix the script and run it again."), raised->seq};
    switch (status.failure) {
    case WorkloadFailure::OutOfMemory:
        return outOfMemory(0);
    case WorkloadFailure::NcclTimeout:
        return collectiveTimeout(0);
    case WorkloadFailure::ImagePull:
        return {tr("The image could not be pulled."),
                tr("Check the image reference and the registry credentials, then run it again."), 0};
    case WorkloadFailure::None:
    case WorkloadFailure::ExitCode:
        break;
    }
    if (status.exitCode == 137)
        return {tr("The command was killed (exit code 137), most often because the node ran out of memory."),
                tr("Use fewer data loader workers or nodes with more memory, then run it again."), 0};
    if (status.exitCode)
        return {tr("The command exited with code %1.").arg(*status.exitCode),
                tr("Read the log for the first error, fix it and run the workload again."), 0};
    return {tr("The workload failed without saying why."), tr("Read the log for the first error."), 0};
}

} // namespace cd
