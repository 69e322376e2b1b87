#include "StartupUploads.h"

#include "MainWindow.h"
#include "StoragePage.h"

#include "session/StorageSession.h"

#include <QFileInfo>
#include <QStatusBar>
#include <QTimer>

#include <memory>

namespace cd {

void StartupUploads::queueWhenReady(MainWindow& window, const QStringList& paths) {
    if (paths.isEmpty())
        return;
    QStringList absolute;
    for (const QString& p : paths) {
        // A missing file keeps the name it was given by, for the message that names it.
        const QFileInfo info(p);
        absolute.append(info.exists() ? info.absoluteFilePath() : p);
    }
    QTimer::singleShot(0, &window, [&window] { window.showArea(MainWindow::Storage); });
    auto queued = std::make_shared<bool>(false);
    auto queue = [&window, queued, absolute] {
        if (*queued || window.storage().engine().key().isNull())
            return;
        *queued = true;
        window.storagePage()->upload(absolute);
    };
    // Queued once the platform is known and the tenant key is at hand, not before.
    QObject::connect(&window.storage(), &StorageSession::keyChanged, &window, queue);
    QTimer::singleShot(0, &window, [&window, queued, queue, count = absolute.size()] {
        queue(); // already connected (a test, or a console that connected at once)
        if (!*queued)
            window.statusBar()->showMessage(MainWindow::tr(
                "%n file(s) will be encrypted and uploaded once you connect.", nullptr, count));
    });
}

} // namespace cd
