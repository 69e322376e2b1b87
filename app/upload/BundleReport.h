#pragma once

#include <QList>
#include <QString>

namespace cd {

// Something in the folder that did not go into the bundle, and why. Only the top-most entry is
// listed: an ignored directory stands for everything inside it.
struct BundleExclusion {
    QString path;   // relative to the folder, "/"-separated
    QString reason; // ".git", "gitignore: build/ (.gitignore:3)", "special file", "bundle output"
    bool operator==(const BundleExclusion&) const = default;
};

// What a finished (or failed) bundle holds. Shown to the person before the upload starts, so
// they can see that the data set they meant to send did not fall to a stray .gitignore rule.
struct BundleReport {
    qint64 files = 0; // regular files
    qint64 bytes = 0; // their contents, before compression
    qint64 directories = 0;
    qint64 symlinks = 0;
    QList<BundleExclusion> excluded; // sorted by path
};

struct BundleOutcome {
    BundleReport report; // after a failure: what was left out, and what was written before it
    QString error;       // empty on success; names the file and the cause otherwise
    bool cancelled = false;
    bool ok() const { return error.isEmpty(); }
};

} // namespace cd
