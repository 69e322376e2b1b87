#pragma once

#include <QStringList>

namespace cd {

class MainWindow;

// Files and folders given at start (--upload, or the desktop's "Open with" and a file dropped on
// the launcher, which the desktop entry passes as arguments): shown on the Storage page and queued
// for an encrypted upload there once the platform is known and the tenant key is at hand. One that
// is missing or unreadable is named in a message then, like a file dropped on the page; until a
// connection, the status bar says they wait for one.
class StartupUploads {
public:
    static void queueWhenReady(MainWindow& window, const QStringList& paths);
};

} // namespace cd
