#pragma once

class QSettings;

namespace cd {

class UploadEngine;

// How the person wants uploads to go (the Storage page's Limit, Connections and Files at once):
// kept in the settings file, applied to every upload queue the storage session makes. A value
// edited by hand into something out of range or not a number reads as the nearest allowed one,
// or the default.
struct UploadSettings {
    int limitMBps = 0; // MB/s for all uploads together; 0: no limit
    int connections = 0;
    int filesAtOnce = 0;
    // What one upload's requests in flight may hold in memory together (MiB); larger requests are
    // built as they are sent (UploadEngine::setRequestMemory). In the settings file only, for a
    // computer short of memory: the page does not show it.
    int requestMemoryMiB = 0;

    static constexpr int maxLimitMBps = 10000;
    static constexpr int maxRequestMemoryMiB = 4096;

    UploadSettings();
    static UploadSettings read(const QSettings& settings);
    void write(QSettings& settings) const;
    void applyTo(UploadEngine& engine) const;
    bool operator==(const UploadSettings&) const = default;
};

} // namespace cd
