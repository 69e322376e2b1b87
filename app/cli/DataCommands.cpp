// upload, download and datasets (list, delete): the console's own upload engine (app/upload) with
// its journal, so a cdctl killed mid-way resumes where the platform's offset says when run again,
// and the same "download and check" decryption. Keys come from CliTenantKey (the console's).
#include "CliPrompt.h"
#include "CliRun.h"
#include "CliTenantKey.h"
#include "CliText.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include "api/PlatformClient.h"
#include "session/ProfileStore.h"
#include "upload/DatasetDownload.h"
#include "upload/UploadEngine.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <thread>

namespace cd::cli {

namespace {

QString key(const char* name) {
    return QString::fromLatin1(name);
}

const QList<Column> datasetColumns = {
    {QT_TRANSLATE_NOOP("cdctl", "Id"), QStringLiteral("id")},
    {QT_TRANSLATE_NOOP("cdctl", "Name"), QStringLiteral("name")},
    {QT_TRANSLATE_NOOP("cdctl", "Size"), QStringLiteral("size_bytes")},
    {QT_TRANSLATE_NOOP("cdctl", "Region"), QStringLiteral("region")},
    {QT_TRANSLATE_NOOP("cdctl", "Encryption"), QStringLiteral("encryption.format")},
    {QT_TRANSLATE_NOOP("cdctl", "Created"), QStringLiteral("created_at")},
};

// A progress bar on standard error, redrawn in place; only on a terminal (never in a pipe or log).
void progressBar(qint64 done, qint64 total, double bytesPerSecond) {
    if (!CliRun::stderrIsTerminal() || total <= 0)
        return;
    const int width = 30;
    const int filled = int(std::clamp<qint64>(done * width / total, 0, width));
    std::fprintf(stderr, "\r[%s%s] %3d%%  %.1f MiB/s ", QByteArray(filled, '#').constData(),
                 QByteArray(width - filled, '.').constData(), int(done * 100 / total),
                 bytesPerSecond / (1024.0 * 1024.0));
    std::fflush(stderr);
}

void endProgressBar() {
    if (CliRun::stderrIsTerminal())
        std::fprintf(stderr, "\n");
}

// cdctl's own journal (the console's engine and rules, another file): a console running beside it
// never takes cdctl's uploads, nor cdctl the console's.
QString journalPath(CliRun& run) {
    if (run.global().demo)
        return QFileInfo(
                   qEnvironmentVariable("XDG_CACHE_HOME", QDir::homePath() + QStringLiteral("/.cache")) +
                   QStringLiteral("/ClusterDesk/cdctl-demo-uploads.sqlite"))
            .absoluteFilePath();
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("cdctl-uploads.sqlite"));
}

void openEngine(CliRun& run, UploadEngine& engine) {
    QString error;
    QDir().mkpath(QFileInfo(journalPath(run)).absolutePath());
    if (!engine.openJournal(journalPath(run), &error))
        CliRun::fail(Unexpected, CliText::tr("The upload journal could not be opened: %1").arg(error));
    const QByteArray baseUrl = run.global().demo
                                   ? QByteArrayLiteral("demo:")
                                   : ProfileStore(run.settings()).profile(run.profileName())->url.toEncoded();
    engine.setConnection(&run.client(), run.profileName(), baseUrl);
}

// "20M", "512k", "1G" or plain bytes per second; 0 for none.
qint64 rateArgument(const QString& text) {
    if (text.isEmpty())
        return 0;
    static const QString units = QStringLiteral("kmg");
    qint64 factor = 1;
    QString digits = text.trimmed().toLower();
    if (const qsizetype u = units.indexOf(digits.right(1)); u >= 0) {
        factor = qint64(1) << (10 * (u + 1));
        digits.chop(1);
    }
    bool ok = false;
    const qint64 n = digits.toLongLong(&ok);
    if (!ok || n <= 0)
        CliRun::fail(Usage, CliText::tr("--limit-rate takes bytes per second, such as 500k or 20M."));
    return n * factor;
}

int upload(CliRun& run) {
    const CliArgs& a = run.args();
    if (a.positionals().size() > 1 && a.has(key("--dataset")))
        CliRun::fail(Usage, CliText::tr("--dataset names one dataset: give one PATH with it."));
    for (const QString& p : a.positionals())
        if (!QFileInfo::exists(p))
            CliRun::fail(NotFound, CliText::tr("%1 does not exist.").arg(p));
    const CliTenantKey::Keys keys = CliTenantKey::load(run);
    UploadEngine engine;
    openEngine(run, engine);
    engine.setBandwidthLimit(rateArgument(a.value(key("--limit-rate"))));
    if (a.has(key("--connections"))) {
        bool ok = false;
        const int n = a.value(key("--connections")).toInt(&ok);
        if (!ok || n < 1 || n > 16)
            CliRun::fail(Usage, CliText::tr("--connections takes a number from 1 to 16."));
        engine.setConnectionsPerUpload(n);
    }
    if (a.has(key("--files"))) {
        bool ok = false;
        const int n = a.value(key("--files")).toInt(&ok);
        if (!ok || n < 1 || n > UploadEngine::maxFilesAtOnce)
            CliRun::fail(
                Usage, CliText::tr("--files takes a number from 1 to %1.").arg(UploadEngine::maxFilesAtOnce));
        engine.setFilesAtOnce(n);
    }
    // The same path again finds its unfinished upload in the journal and resumes it; other
    // unfinished uploads wait for their own command.
    QList<qint64> ours;
    for (const QString& p : a.positionals()) {
        const QString source = QFileInfo(p).absoluteFilePath();
        qint64 id = 0;
        for (const UploadJob& job : engine.jobs())
            if (!isFinal(job.state) && job.source == source)
                id = job.id;
        if (id) {
            engine.resume(id);
            run.progress(CliText::tr("Resuming the upload of %1.").arg(source));
        } else {
            QString error;
            id = engine.add(source, a.value(key("--dataset")), &error);
            if (!id)
                CliRun::fail(Usage, error);
        }
        ours.append(id);
    }
    for (const UploadJob& job : engine.jobs())
        if (!isFinal(job.state) && !ours.contains(job.id) && job.state != UploadState::Paused)
            engine.pause(job.id);

    QEventLoop loop;
    auto allDone = [&] {
        for (qint64 id : ours)
            if (!isFinal(engine.job(id).state))
                return false;
        return true;
    };
    QObject::connect(&engine, &UploadEngine::jobFinished, &loop, [&] {
        if (allDone())
            loop.quit();
    });
    QTimer bar;
    QObject::connect(&bar, &QTimer::timeout, &loop, [&] {
        qint64 sent = 0, total = 0;
        double rate = 0;
        for (qint64 id : ours) {
            const UploadEngine::Progress p = engine.progress(id);
            sent += p.sent;
            total += std::max<qint64>(p.total, 0);
            rate += p.bytesPerSecond;
        }
        progressBar(sent, total, rate);
    });
    bar.start(250);
    engine.setKey(keys.current);
    if (!allDone())
        loop.exec();
    bar.stop();
    endProgressBar();

    QJsonArray datasets;
    for (qint64 id : ours) {
        const UploadJob job = engine.job(id);
        if (job.state != UploadState::Done)
            CliRun::fail(job.state == UploadState::Cancelled ? Interrupted : Unexpected,
                         CliText::tr("The upload of %1 failed: %2").arg(job.source, job.error));
        datasets.append(run.getObject("/v1/datasets/" + job.datasetId.toUtf8()));
    }
    if (datasets.size() == 1)
        run.out().object(datasets.first().toObject(), datasetColumns);
    else
        run.out().list(datasets, datasetColumns);
    return Success;
}

// A dataset's id from its id or its name (the newest of that name).
QString datasetId(CliRun& run, const QString& idOrName) {
    QString byName;
    for (const QJsonValue& v : run.getItems("/v1/datasets")) {
        const QJsonObject d = v.toObject();
        if (d.value(key("id")).toString() == idOrName)
            return idOrName;
        if (byName.isEmpty() && d.value(key("name")).toString() == idOrName)
            byName = d.value(key("id")).toString();
    }
    if (byName.isEmpty())
        CliRun::fail(
            NotFound,
            CliText::tr("There is no dataset \"%1\"; \"cdctl datasets list\" shows them.").arg(idOrName));
    return byName;
}

int download(CliRun& run) {
    const CliArgs& a = run.args();
    const QString id = datasetId(run, a.positional(0));
    std::unique_ptr<TypedCall<Dataset>> call(run.client().dataset(id));
    run.await(call.get());
    const Dataset dataset = call->value();
    QString destination = a.value(key("-O"));
    if (destination.isEmpty())
        destination = dataset.files.isEmpty() ? dataset.name : dataset.files.first().name;
    if (QFileInfo::exists(destination) && !a.has(key("--force")))
        CliRun::fail(Conflict, CliText::tr("%1 exists already: give -O FILE or --force.").arg(destination));
    const CliTenantKey::Keys keys = CliTenantKey::load(run);
    UploadEngine engine; // only for its journal: what this key uploaded encrypted stays so
    openEngine(run, engine);
    QList<QByteArray> keyIds;
    for (const crypto::TenantKey& k : keys.all)
        keyIds.append(k.id());

    PlatformClient& client = run.client();
    std::shared_ptr<Transport> transport = client.sharedTransport();
    std::atomic<bool> cancel{false};
    std::atomic<qint64> done{0};
    DatasetDownload::Job job;
    job.transport = transport.get();
    job.authorize = [credentials = client.credentials()](Request r) {
        return credentials.apply(std::move(r));
    };
    job.datasetId = id;
    job.sizeBytes = dataset.sizeBytes;
    job.encrypted = dataset.isEncrypted();
    job.uploadedEncrypted = engine.uploadedEncrypted(id, keyIds);
    job.keys = keys.all;
    job.destination = QFileInfo(destination).absoluteFilePath();
    job.cancel = &cancel;
    job.progress = [&done](qint64 d, qint64) { done = d; };
    QString error;
    bool verified = false;
    bool finished = false;
    QEventLoop loop;
    std::thread worker([&] {
        error = DatasetDownload::run(job, &verified);
        QMetaObject::invokeMethod(
            &loop,
            [&] {
                finished = true;
                loop.quit();
            },
            Qt::QueuedConnection);
    });
    QTimer bar;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&bar, &QTimer::timeout, &loop, [&] {
        progressBar(done, dataset.sizeBytes, double(done) * 1000.0 / std::max<qint64>(1, clock.elapsed()));
    });
    bar.start(250);
    if (!finished)
        loop.exec();
    worker.join();
    bar.stop();
    endProgressBar();
    if (!error.isEmpty())
        CliRun::fail(Unexpected, error);
    run.out().note(
        verified ? CliText::tr("%1 decrypted and verified into %2.").arg(dataset.name, destination)
                 : CliText::tr("%1 (not encrypted) downloaded into %2.").arg(dataset.name, destination));
    return Success;
}

int listDatasets(CliRun& run) {
    run.out().list(run.getItems("/v1/datasets"), datasetColumns);
    return Success;
}

int deleteDataset(CliRun& run) {
    const QString id = datasetId(run, run.args().positional(0));
    if (!CliPrompt::confirm(
            run, CliText::tr("Delete the dataset %1 from the platform?").arg(run.args().positional(0))))
        return Success;
    std::unique_ptr<TypedCall<bool>> call(run.client().deleteDataset(id));
    run.await(call.get());
    run.out().note(CliText::tr("The dataset %1 is deleted.").arg(id));
    return Success;
}

} // namespace

void registerDataCommands(CommandTable& table) {
    table.add(
        {.path = {QStringLiteral("upload")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Upload files or folders as encrypted datasets (resumable)"),
         .usage = "upload PATH... [--dataset NAME] [--limit-rate RATE] [--connections N] [--files N]",
         .options = {{"--dataset", "NAME",
                      QT_TRANSLATE_NOOP("cdctl", "the dataset's name (default: the file's)")},
                     {"--limit-rate", "RATE",
                      QT_TRANSLATE_NOOP("cdctl", "at most this many bytes per second (500k, 20M)")},
                     {"--connections", "N",
                      QT_TRANSLATE_NOOP("cdctl", "connections one upload uses at once, 1 to 16 (default 8)")},
                     {"--files", "N",
                      QT_TRANSLATE_NOOP("cdctl", "files uploaded at once, 1 to 8 (default 2)")},
                     {"--passphrase-file", "FILE",
                      QT_TRANSLATE_NOOP("cdctl", "the key file's passphrase, where no keychain runs")}},
         .examples = QT_TRANSLATE_NOOP(
             "cdctl",
             "  cdctl upload ./corpus --dataset corpus-v2\n"
             "  cdctl upload weights.safetensors -o json   # run it again after a crash: it resumes"),
         .minArgs = 1,
         .maxArgs = -1,
         .run = upload});
    table.add(
        {.path = {QStringLiteral("download")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Download a dataset and decrypt it, checking every segment"),
         .usage = "download DATASET [-O FILE] [--force]",
         .options = {{"-O", "FILE",
                      QT_TRANSLATE_NOOP("cdctl", "where to write it (default: its file name, here)")},
                     {"--force", nullptr, QT_TRANSLATE_NOOP("cdctl", "replace the file if it exists")},
                     {"--passphrase-file", "FILE",
                      QT_TRANSLATE_NOOP("cdctl", "the key file's passphrase, where no keychain runs")}},
         .minArgs = 1,
         .maxArgs = 1,
         .run = download});
    table.add({.path = {QStringLiteral("datasets")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List and delete the tenant's datasets"),
               .usage = "datasets list|delete"});
    table.add({.path = {QStringLiteral("datasets"), QStringLiteral("list")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List the datasets"),
               .usage = "datasets list",
               .run = listDatasets});
    table.add({.path = {QStringLiteral("datasets"), QStringLiteral("delete")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Delete a dataset (asks first)"),
               .usage = "datasets delete DATASET [--yes]",
               .options = {{"--yes", nullptr, QT_TRANSLATE_NOOP("cdctl", "go ahead without asking")}},
               .minArgs = 1,
               .maxArgs = 1,
               .run = deleteDataset});
}

} // namespace cd::cli
