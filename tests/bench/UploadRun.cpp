#include "UploadRun.h"

#include "api/PlatformClient.h"
#include "crypto/TenantKey.h"
#include "models/UploadQueueModel.h"
#include "upload/UploadEngine.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QRandomGenerator>
#include <QTableView>
#include <QTimer>

#include <cstdio>

namespace cd {

qint64 residentBytes() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return 0;
}

bool writeRandomFile(const QString& path, qint64 mib) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    QByteArray block(64 << 20, Qt::Uninitialized);
    QRandomGenerator(3).fillRange(reinterpret_cast<quint32*>(block.data()), block.size() / 4);
    for (qint64 left = mib << 20; left > 0; left -= block.size()) {
        block[0] = char(left >> 20); // no two blocks alike
        const qint64 n = std::min<qint64>(left, block.size());
        if (f.write(block.constData(), n) != n)
            return false;
    }
    return true;
}

UploadRun UploadRun::run(PlatformClient& client, const QString& file, const Options& options,
                         QTableView& view) {
    UploadEngine engine;
    QString error;
    engine.openJournal(options.journal, &error);
    engine.setEncrypting(options.encrypted);
    engine.setConnectionsPerUpload(options.connections);
    engine.setConnection(&client, QStringLiteral("bench"), {});
    engine.setKey(crypto::TenantKey::generate());
    // As in a console that is connected: the engine asks the upload server what it offers when it
    // connects, not when an upload begins.
    QElapsedTimer asked;
    asked.start();
    while (!engine.serverKnown() && asked.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    UploadQueueModel model;
    model.setEngine(&engine);
    view.setModel(&model);

    UploadRun run;
    QEventLoop loop;
    QElapsedTimer gap;
    QTimer tick;
    tick.setInterval(5);
    const qint64 baseline = residentBytes();
    qint64 peak = baseline;
    int ticks = 0;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        run.longestGuiGapMs = std::max(run.longestGuiGapMs, gap.elapsed() - 5);
        gap.restart();
        if (++ticks % 10 == 0)
            peak = std::max(peak, residentBytes());
    });
    QObject::connect(&engine, &UploadEngine::jobFinished, &loop,
                     [&](qint64, bool ok, const QString& message) {
                         run.ok = ok;
                         if (!ok)
                             std::fprintf(stderr, "upload failed: %s\n", qPrintable(message));
                         loop.quit();
                     });
    QElapsedTimer t;
    t.start();
    gap.start();
    tick.start();
    const qint64 id = engine.add(
        file, options.encrypted ? QStringLiteral("bench-encrypted") : QStringLiteral("bench-plain"), &error);
    if (id == 0) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return run;
    }
    loop.exec();
    run.seconds = double(t.nsecsElapsed()) / 1e9;
    run.bytesSent = engine.job(id).uploadLength;
    run.parts = int(engine.job(id).parts.size());
    run.rssGrowth = peak - baseline;
    view.setModel(nullptr);
    return run;
}

} // namespace cd
