// The person's upload settings (limit, connections, files at once) as StorageSession keeps them:
// read from the settings file, applied to every upload queue it makes (a new platform, a new demo),
// written back when changed, and a hand-edited file read as the nearest allowed values.
#include "demo/DemoPlatform.h"
#include "session/ConnectionManager.h"
#include "session/StorageSession.h"
#include "session/UploadSettings.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

class TestUploadSettings final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString file() const { return m_dir.filePath(QStringLiteral("settings.ini")); }

private Q_SLOTS:
    void init() { QFile::remove(file()); }

    void withoutASettingsFileTheDefaults() {
        QSettings settings(file(), QSettings::IniFormat);
        const UploadSettings s = UploadSettings::read(settings);
        QCOMPARE(s.limitMBps, 0);
        QCOMPARE(s.connections, UploadEngine::defaultConnections);
        QCOMPARE(s.filesAtOnce, UploadEngine::defaultFilesAtOnce);
    }

    void handEditedValuesReadAsTheNearestAllowed_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("connections");
        QTest::addColumn<int>("files");
        const int c = UploadEngine::defaultConnections;
        const int f = UploadEngine::defaultFilesAtOnce;
        QTest::newRow("limit below zero") << "storage/bandwidthLimitMBps"
                                          << "-5" << 0 << c << f;
        QTest::newRow("limit too high") << "storage/bandwidthLimitMBps"
                                        << "999999" << 10000 << c << f;
        QTest::newRow("limit not a number") << "storage/bandwidthLimitMBps"
                                            << "fast" << 0 << c << f;
        QTest::newRow("connections 0") << "storage/connectionsPerUpload"
                                       << "0" << 0 << 1 << f;
        QTest::newRow("connections 99") << "storage/connectionsPerUpload"
                                        << "99" << 0 << 16 << f;
        QTest::newRow("connections empty") << "storage/connectionsPerUpload"
                                           << "" << 0 << c << f;
        QTest::newRow("files 50") << "storage/filesAtOnce"
                                  << "50" << 0 << c << UploadEngine::maxFilesAtOnce;
        QTest::newRow("files 3") << "storage/filesAtOnce"
                                 << "3" << 0 << c << 3;
    }
    void handEditedValuesReadAsTheNearestAllowed() {
        QFETCH(QString, key);
        QFETCH(QString, value);
        {
            QSettings written(file(), QSettings::IniFormat);
            written.setValue(key, value);
        }
        QSettings settings(file(), QSettings::IniFormat);
        const UploadSettings s = UploadSettings::read(settings);
        QTEST(s.limitMBps, "limit");
        QTEST(s.connections, "connections");
        QTEST(s.filesAtOnce, "files");
    }

    // Only in the file (for a computer short of memory): 0 streams every request.
    void requestMemoryFromTheFile_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("mib");
        QTest::newRow("absent") << QString() << 64;
        QTest::newRow("8") << "8" << 8;
        QTest::newRow("0") << "0" << 0;
        QTest::newRow("below zero") << "-1" << 0;
        QTest::newRow("too much") << "99999" << UploadSettings::maxRequestMemoryMiB;
        QTest::newRow("not a number") << "lots" << 64;
    }
    void requestMemoryFromTheFile() {
        QFETCH(QString, value);
        QFETCH(int, mib);
        {
            QSettings written(file(), QSettings::IniFormat);
            if (!value.isNull())
                written.setValue(QStringLiteral("storage/requestMemoryMiB"), value);
        }
        QSettings settings(file(), QSettings::IniFormat);
        const UploadSettings s = UploadSettings::read(settings);
        QCOMPARE(s.requestMemoryMiB, mib);
        UploadEngine engine;
        s.applyTo(engine);
        QCOMPARE(engine.requestMemory(), qint64(mib) << 20);
        // Written back, the default is not added to a file that lacked it.
        s.write(settings);
        QCOMPARE(settings.contains(QStringLiteral("storage/requestMemoryMiB")), !value.isNull());
    }

    void everyQueueTheSessionMakesHasThem() {
        QSettings settings(file(), QSettings::IniFormat);
        UploadSettings wanted;
        wanted.limitMBps = 5;
        wanted.connections = 3;
        wanted.filesAtOnce = 1;
        wanted.requestMemoryMiB = 2;
        wanted.write(settings);

        ConnectionManager connection;
        connection.setDemoFactory(DemoPlatform::factory());
        StorageSession storage(connection, nullptr, &settings);
        storage.setDemoStoryUploads(false);
        QCOMPARE(storage.uploadSettings(), wanted);
        const auto applied = [&](const UploadSettings& s) {
            const UploadEngine& e = storage.engine();
            return e.bandwidthLimit() == qint64(s.limitMBps) * 1000 * 1000 &&
                   e.connectionsPerUpload() == s.connections && e.filesAtOnce() == s.filesAtOnce &&
                   e.requestMemory() == qint64(s.requestMemoryMiB) << 20;
        };
        QVERIFY(applied(wanted));
        // The demo gets a queue of its own: it starts with the same settings.
        QSignalSpy replaced(&storage, &StorageSession::engineChanged);
        QString error;
        QVERIFY2(connection.startDemo(7, &error), qPrintable(error));
        QTRY_COMPARE(replaced.count(), 1);
        QVERIFY(applied(wanted));

        // Changed, they apply at once and are in the file for the next start.
        UploadSettings changed = wanted;
        changed.connections = 12;
        changed.limitMBps = 0;
        storage.setUploadSettings(changed);
        QVERIFY(applied(changed));
        settings.sync();
        QSettings reread(file(), QSettings::IniFormat);
        QCOMPARE(UploadSettings::read(reread), changed);
    }
};

QTEST_GUILESS_MAIN(TestUploadSettings)
#include "tst_upload_settings.moc"
