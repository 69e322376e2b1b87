#pragma once

#include "session/OfflineDemo.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>

namespace cd {

// The demo lab's own files, so its Storage page has a story: training code and data uploaded,
// and a checkpoint still uploading. They are written into a temporary folder when a demo starts
// and go through the same encryption and upload as anyone's files. Their content follows from the
// seed: the same seed uploads the same bytes.
class DemoSamples {
public:
    using Sample = OfflineDemo::SampleFile;
    // Writes every sample under `folder`, smallest first, so the small ones finish while the
    // large one is still on its way. Empty (and why) when the disk refused, or when `cancelled`
    // was set meanwhile (looked at between files).
    static QList<Sample> write(const QString& folder, std::uint64_t seed, QString* error,
                               const std::atomic<bool>* cancelled = nullptr);
};

} // namespace cd
