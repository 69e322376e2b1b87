#include "UploadSettings.h"

#include "upload/TransferPlan.h"
#include "upload/UploadEngine.h"

#include <QSettings>

#include <algorithm>

namespace cd {

namespace {
const QString limitKey = QStringLiteral("storage/bandwidthLimitMBps");
const QString connectionsKey = QStringLiteral("storage/connectionsPerUpload");
const QString filesKey = QStringLiteral("storage/filesAtOnce");
const QString requestMemoryKey = QStringLiteral("storage/requestMemoryMiB");

int readInt(const QSettings& settings, const QString& key, int fallback, int low, int high) {
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    return ok ? std::clamp(value, low, high) : fallback;
}
} // namespace

UploadSettings::UploadSettings()
    : connections(UploadEngine::defaultConnections)
    , filesAtOnce(UploadEngine::defaultFilesAtOnce)
    , requestMemoryMiB(int(TransferPlan::maxBytesInFlight >> 20)) {}

UploadSettings UploadSettings::read(const QSettings& settings) {
    UploadSettings s;
    s.limitMBps = readInt(settings, limitKey, s.limitMBps, 0, maxLimitMBps);
    s.connections = readInt(settings, connectionsKey, s.connections, 1, UploadEngine::maxConnections);
    s.filesAtOnce = readInt(settings, filesKey, s.filesAtOnce, 1, UploadEngine::maxFilesAtOnce);
    s.requestMemoryMiB = readInt(settings, requestMemoryKey, s.requestMemoryMiB, 0, maxRequestMemoryMiB);
    return s;
}

void UploadSettings::write(QSettings& settings) const {
    settings.setValue(limitKey, limitMBps);
    settings.setValue(connectionsKey, connections);
    settings.setValue(filesKey, filesAtOnce);
    // Not written while it is the default: a later default then applies to whoever never chose.
    if (requestMemoryMiB != UploadSettings().requestMemoryMiB || settings.contains(requestMemoryKey))
        settings.setValue(requestMemoryKey, requestMemoryMiB);
}

void UploadSettings::applyTo(UploadEngine& engine) const {
    engine.setBandwidthLimit(qint64(limitMBps) * 1000 * 1000);
    engine.setConnectionsPerUpload(connections);
    engine.setFilesAtOnce(filesAtOnce);
    engine.setRequestMemory(qint64(requestMemoryMiB) << 20);
}

} // namespace cd
