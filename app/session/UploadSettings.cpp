#include "UploadSettings.h"

#include "upload/UploadEngine.h"

#include <QSettings>

#include <algorithm>

namespace cd {

namespace {
const QString limitKey = QStringLiteral("storage/bandwidthLimitMBps");
const QString connectionsKey = QStringLiteral("storage/connectionsPerUpload");
const QString filesKey = QStringLiteral("storage/filesAtOnce");

int readInt(const QSettings& settings, const QString& key, int fallback, int low, int high) {
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    return ok ? std::clamp(value, low, high) : fallback;
}
} // namespace

UploadSettings::UploadSettings()
    : connections(UploadEngine::defaultConnections)
    , filesAtOnce(UploadEngine::defaultFilesAtOnce) {}

UploadSettings UploadSettings::read(const QSettings& settings) {
    UploadSettings s;
    s.limitMBps = readInt(settings, limitKey, s.limitMBps, 0, maxLimitMBps);
    s.connections = readInt(settings, connectionsKey, s.connections, 1, UploadEngine::maxConnections);
    s.filesAtOnce = readInt(settings, filesKey, s.filesAtOnce, 1, UploadEngine::maxFilesAtOnce);
    return s;
}

void UploadSettings::write(QSettings& settings) const {
    settings.setValue(limitKey, limitMBps);
    settings.setValue(connectionsKey, connections);
    settings.setValue(filesKey, filesAtOnce);
}

void UploadSettings::applyTo(UploadEngine& engine) const {
    engine.setBandwidthLimit(qint64(limitMBps) * 1000 * 1000);
    engine.setConnectionsPerUpload(connections);
    engine.setFilesAtOnce(filesAtOnce);
}

} // namespace cd
