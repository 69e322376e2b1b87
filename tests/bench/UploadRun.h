#pragma once

#include <QString>

class QTableView;

namespace cd {

class PlatformClient;

// One file through the console's own upload engine, with a live queue view on the GUI thread:
// how long it took, what the process's memory grew by, and the longest the GUI thread went
// without running its event loop. Shared by the upload benchmarks.
struct UploadRun {
    double seconds = 0;
    qint64 bytesSent = 0;
    qint64 rssGrowth = 0;
    qint64 longestGuiGapMs = 0;
    int parts = 0; // partial uploads it went in; 0 for one upload
    bool ok = false;

    double megabytesPerSecond() const { return seconds > 0 ? double(bytesSent) / seconds / 1e6 : 0; }

    struct Options {
        bool encrypted = true;
        int connections = 4;
        QString journal;
    };
    static UploadRun run(PlatformClient& client, const QString& file, const Options& options,
                         QTableView& view);
};

qint64 residentBytes();
// `mib` MiB of random bytes, written in 64 MiB blocks; false if it could not be written.
bool writeRandomFile(const QString& path, qint64 mib);

} // namespace cd
