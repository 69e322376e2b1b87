#pragma once

#include <QCoreApplication>

#include "BundleReport.h"

#include <QString>

#include <functional>

namespace cd {

struct BundleItem;
class SourceFile;

// Packs a code or data folder into one file for an encrypted upload: a tar (restricted pax) with
// zstd compression, every path under a top-level directory named after the folder. It leaves out
// ".git" and what the folder's .gitignore files exclude, keeps symlinks as symlinks (never
// following one out of the folder), and keeps mode bits and modification times but not owners,
// so the same folder always gives the same bytes.
//
// The bundle is written next to the output as "<output>.part" and renamed into place when
// complete; on failure or cancellation nothing is left behind. Runs on the calling thread: call
// it from a worker and pass results to the GUI thread yourself.
class FolderBundler {
    Q_DECLARE_TR_FUNCTIONS(FolderBundler)

public:
    using Progress = std::function<void(qint64 bytesDone, qint64 bytesTotal)>;
    using CancelCheck = std::function<bool()>; // true: stop; polled between files and every MiB

    FolderBundler(QString sourceDir, QString outputPath);
    FolderBundler(const FolderBundler&) = delete;
    FolderBundler& operator=(const FolderBundler&) = delete;

    void setProgress(Progress progress) { m_progress = std::move(progress); }
    void setCancelCheck(CancelCheck cancel) { m_cancel = std::move(cancel); }
    void setCompressionLevel(int level) { m_level = level; } // zstd, 1 to 19; 3 by default

    BundleOutcome run();

private:
    struct Writer;

    bool writeItem(Writer& w, const BundleItem& item, BundleOutcome& out);
    bool copyContents(Writer& w, const BundleItem& item, SourceFile& file, BundleOutcome& out);
    bool cancelled(BundleOutcome& out) const;

    QString m_source;
    QString m_output;
    Progress m_progress;
    CancelCheck m_cancel;
    int m_level = 3;
};

} // namespace cd
