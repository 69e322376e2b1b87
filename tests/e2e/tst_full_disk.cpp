// A full disk under the upload journal and under a download, on a small tmpfs of the test's own
// (run in a private mount namespace by tests/support/with-private-mounts.sh): a clear message,
// nothing corrupted or left posing as the dataset, and the work goes on once space returns.
#include "api/PlatformClient.h"
#include "crypto/TenantKey.h"
#include "sqlite/SqliteDb.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"
#include "upload/DatasetDownload.h"
#include "upload/UploadEngine.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>

#include <cerrno>
#include <cstring>

using namespace cd;
using namespace cd::test;

namespace {

QByteArray payload(qsizetype size, quint32 seed) {
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator(seed).fillRange(reinterpret_cast<quint32*>(data.data()), size / 4);
    return data;
}

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestFullDisk final : public QObject {
    Q_OBJECT

    SimProcess m_sim;
    QTemporaryDir m_work; // off the small disk: sources, the simulator
    QString m_disk;       // the small tmpfs
    crypto::TenantKey m_key = crypto::TenantKey::generate();
    std::unique_ptr<PlatformClient> m_client;

    bool mountDisk(qint64 bytes, bool remount) {
        const QByteArray options = "size=" + QByteArray::number(bytes);
        const int rc = ::mount("tmpfs", QFile::encodeName(m_disk).constData(), "tmpfs",
                               remount ? MS_REMOUNT : 0, options.constData());
        if (rc != 0)
            qWarning("mount tmpfs on %s: %s", qPrintable(m_disk), std::strerror(errno));
        return rc == 0;
    }

    // Takes every byte left on the small disk.
    void fill() {
        QFile filler(m_disk + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered | QIODevice::Append));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {
        }
    }

    QString upload(UploadEngine& engine, const QByteArray& data, const QString& name, QString* datasetId) {
        const QString path = m_work.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            return QStringLiteral("cannot write the source");
        f.close();
        QString error;
        const qint64 id = engine.add(path, name, &error);
        if (id <= 0)
            return error;
        if (!QTest::qWaitFor([&] { return isFinal(engine.job(id).state); }, 60000))
            return QStringLiteral("the upload did not end");
        *datasetId = engine.job(id).datasetId;
        return engine.job(id).error;
    }

    QString download(const QString& datasetId, qint64 size, const QString& destination) {
        DatasetDownload::Job d;
        d.transport = &m_client->transport();
        d.authorize = [this](Request r) { return m_client->authorized(std::move(r)); };
        d.datasetId = datasetId;
        d.sizeBytes = size;
        d.keys = {m_key};
        d.destination = destination;
        return DatasetDownload::run(d);
    }

private Q_SLOTS:
    void initTestCase() {
        QDir(m_work.path()).mkdir(QStringLiteral("disk"));
        m_disk = m_work.filePath(QStringLiteral("disk"));
        QVERIFY2(mountDisk(1 << 20, false), "cannot mount a tmpfs: run through with-private-mounts.sh");
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_client = httpClient(m_sim.baseUrl(), m_sim.key(QStringLiteral("0/member")));
    }

    // A 3 MiB dataset onto a 1 MiB disk: "not enough space", no file at the destination nor a
    // temporary one beside it; with room again the same download succeeds.
    void downloadToFullDisk() {
        UploadEngine engine;
        QString error;
        QVERIFY2(engine.openJournal(m_work.filePath(QStringLiteral("journal-dl.sqlite")), &error),
                 qPrintable(error));
        engine.setConnection(m_client.get(), QStringLiteral("disk"), m_sim.baseUrl().toEncoded());
        engine.setKey(m_key);
        const QByteArray data = payload(3 << 20, 3);
        QString datasetId;
        const QString failed = upload(engine, data, QStringLiteral("three.bin"), &datasetId);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        const qint64 stored = engine.jobs().constFirst().uploadLength;

        const QString destination = m_disk + QStringLiteral("/three.bin");
        const QString message = download(datasetId, stored, destination);
        QVERIFY2(message.startsWith(QStringLiteral("There is not enough space on the disk to save ")),
                 qPrintable(message));
        QVERIFY(!QFile::exists(destination));
        QCOMPARE(QDir(m_disk).entryList(QDir::Files | QDir::Hidden), QStringList());

        QVERIFY(mountDisk(8 << 20, true));
        QCOMPARE(download(datasetId, stored, destination), QString());
        QVERIFY(fileBytes(destination) == data);
        QVERIFY(QFile::remove(destination));
        QVERIFY(mountDisk(1 << 20, true));
    }

    // The journal's disk fills in the middle of an upload: the upload stops with a sentence, the
    // journal stays sound, and a retry once space returns finishes it, byte for byte.
    void journalOnFullDisk() {
        const QString journal = m_disk + QStringLiteral("/journal.sqlite");
        const QByteArray data = payload(6 << 20, 6);
        const QString source = m_work.filePath(QStringLiteral("six.bin"));
        QFile f(source);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(data) == data.size());
        f.close();
        qint64 id = 0;
        {
            UploadEngine engine;
            QString error;
            QVERIFY2(engine.openJournal(journal, &error), qPrintable(error));
            engine.setConnection(m_client.get(), QStringLiteral("disk"), m_sim.baseUrl().toEncoded());
            engine.setKey(m_key);
            engine.setBandwidthLimit(2 << 20);
            id = engine.add(source, QStringLiteral("six"), &error);
            QVERIFY2(id > 0, qPrintable(error));
            QTRY_VERIFY_WITH_TIMEOUT(engine.job(id).confirmedOffset >= (1 << 20), 20000);
            fill();
            QTRY_VERIFY_WITH_TIMEOUT(isFinal(engine.job(id).state), 30000);
            QCOMPARE(engine.job(id).state, UploadState::Failed);
            QCOMPARE(
                engine.job(id).error,
                QStringLiteral("The upload queue cannot be saved on this computer; the disk may be full. "
                               "Free some space, then retry the upload."));

            // Failed, it stays failed: the journal could not record that, but the engine does not
            // take the job up again by itself (it did, in a loop, until space returned).
            QTRY_VERIFY_WITH_TIMEOUT(!engine.isRunning(), 5000);
            for (int i = 0; i < 30; ++i) {
                QTest::qWait(10);
                QVERIFY(!engine.isRunning());
            }

            // Space returns; the person presses Retry.
            QVERIFY(QFile::remove(m_disk + QStringLiteral("/filler")));
            engine.retry(id);
            QTRY_VERIFY_WITH_TIMEOUT(isFinal(engine.job(id).state), 30000);
            QVERIFY2(engine.job(id).state == UploadState::Done, qPrintable(engine.job(id).error));

            const QString destination = m_work.filePath(QStringLiteral("six-back.bin"));
            QCOMPARE(download(engine.job(id).datasetId, engine.job(id).uploadLength, destination), QString());
            QVERIFY(fileBytes(destination) == data);
        }
        SqliteDb db;
        QString error;
        QVERIFY2(db.open(journal, &error), qPrintable(error));
        QStringList rows;
        QVERIFY(db.query(
            QStringLiteral("PRAGMA integrity_check"), {},
            [&rows](const QVariantList& r) { rows.append(r.value(0).toString()); }, &error));
        QCOMPARE(rows, QStringList{QStringLiteral("ok")});
    }

    void cleanupTestCase() {
        m_client.reset();
        ::umount2(QFile::encodeName(m_disk).constData(), MNT_DETACH);
    }
};

QTEST_GUILESS_MAIN(TestFullDisk)
#include "tst_full_disk.moc"
