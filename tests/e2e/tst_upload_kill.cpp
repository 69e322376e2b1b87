// The console killed with kill -9 in the middle of an upload, three times, and started again each
// time: the queue comes back from its journal, each start resumes from the server's offset, and the
// dataset on the platform decrypts to the original file. Runs the real console binary (offscreen)
// with a real keychain (gnome-keyring on a private D-Bus session, see tests/unit/with-keyring.sh).
#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "crypto/StreamDecryptor.h"
#include "crypto/TenantKey.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"
#include "sqlite/SqliteDb.h"
#include "support/SimProcess.h"
#include "upload/BlockingCall.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace cd;
using namespace cd::test;

namespace {

const QByteArray canary = QByteArrayLiteral("CANARY-kill9-5d2c81f0-plaintext");
constexpr qint64 segmentOnWire = (1 << 20) + 16;

struct ServerUpload {
    qint64 offset = -1;
    qint64 length = -1;
    qint64 received = 0;
    QString state;
};

} // namespace

class TestUploadKill final : public QObject {
    Q_OBJECT

    SimProcess m_sim;
    QTemporaryDir m_work;
    QByteArray m_data;
    QString m_file;
    std::unique_ptr<QProcess> m_console;
    int m_connections = 1;
    int m_requestMemoryMiB = 64;
    QByteArray m_consoleLog; // what every console of the current run printed
    qint64 m_serialBefore = 0;

    // Reads the simulator's own SQLite file, as an operator would: the upload, or its partial
    // uploads added up (bytes held and received), with the final upload's state once they are joined.
    ServerUpload serverUpload() {
        SqliteDb db;
        ServerUpload out;
        QString error;
        if (!db.openReadOnly(m_sim.databasePath(), &error)) {
            qWarning("%s", qPrintable(error));
            return out;
        }
        const char* sql = m_connections > 1
                              ? "SELECT SUM(offset), SUM(length), SUM(received), MIN(state) FROM uploads "
                                "WHERE serial > ? AND concat = 'partial'"
                              : "SELECT offset, length, received, state FROM uploads WHERE serial > ? "
                                "ORDER BY serial DESC LIMIT 1";
        db.query(
            QString::fromLatin1(sql), {m_serialBefore},
            [&](const QVariantList& r) {
                out = {r[0].toLongLong(), r[1].toLongLong(), r[2].toLongLong(), r[3].toString()};
            },
            &error);
        if (m_connections > 1) {
            out.state.clear();
            db.query(
                QStringLiteral("SELECT state FROM uploads WHERE serial > ? AND concat LIKE 'final;%'"),
                {m_serialBefore}, [&](const QVariantList& r) { out.state = r[0].toString(); }, &error);
        }
        return out;
    }

    // The dataset the last upload became: the final upload's, when it went in parts.
    QString datasetId() {
        SqliteDb db;
        QString error;
        QString id;
        if (db.openReadOnly(m_sim.databasePath(), &error))
            db.query(
                QStringLiteral("SELECT id FROM datasets ORDER BY rowid DESC LIMIT 1"), {},
                [&](const QVariantList& r) { id = r[0].toString(); }, &error);
        return id;
    }

    qint64 lastSerial() {
        SqliteDb db;
        QString error;
        qint64 serial = 0;
        if (db.openReadOnly(m_sim.databasePath(), &error))
            db.query(
                QStringLiteral("SELECT COALESCE(MAX(serial), 0) FROM uploads"), {},
                [&](const QVariantList& r) { serial = r[0].toLongLong(); }, &error);
        return serial;
    }

    void startConsole(const QStringList& extra) {
        m_console = std::make_unique<QProcess>();
        // Kept to see how it sent, and shown in this test's output in case it fails.
        m_console->setProcessChannelMode(QProcess::MergedChannels);
        QProcess* console = m_console.get();
        connect(console, &QProcess::readyReadStandardOutput, this, [this, console] {
            const QByteArray printed = console->readAllStandardOutput();
            m_consoleLog += printed;
            std::fwrite(printed.constData(), 1, std::size_t(printed.size()), stderr);
        });
        // What the console does, in this test's output if it fails.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("clusterdesk.*.debug=true"));
        m_console->setProcessEnvironment(env);
        QSettings().setValue(QStringLiteral("storage/connectionsPerUpload"), m_connections);
        QSettings().setValue(QStringLiteral("storage/requestMemoryMiB"), m_requestMemoryMiB);
        QSettings().sync();
        m_console->start(QStringLiteral(CLUSTERDESK_CONSOLE_PATH),
                         QStringList{QStringLiteral("--profile"), QStringLiteral("sim")} + extra);
    }

    void kill9() {
        m_console->kill(); // SIGKILL: no chance to save anything
        m_console->waitForFinished(5000);
    }

    bool waitFor(const std::function<bool()>& condition, int ms) { return QTest::qWaitFor(condition, ms); }

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("ClusterDesk"));
        QCoreApplication::setApplicationName(QStringLiteral("ClusterDesk"));
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QSKIP("needs a Secret Service (run through with-keyring.sh)");
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        // The console's own profile store and keychain, as a person would have set them up.
        QSettings settings;
        settings.clear();
        settings.setValue(QStringLiteral("storage/bandwidthLimitMBps"), 6);
        ProfileStore profiles(settings);
        profiles.save({QStringLiteral("sim"), m_sim.baseUrl(), {}, {}, {}});
        SecretStore secrets(QStringLiteral("ClusterDesk"));
        bool stored = false;
        secrets.write(ProfileStore::secretName(QStringLiteral("sim")), m_sim.key(QStringLiteral("0/member")),
                      [&](const SecretStore::Outcome& o) { stored = o.ok && !o.memoryOnly; });
        QTRY_VERIFY_WITH_TIMEOUT(stored, 10000);
        settings.sync();

        m_data = QByteArray(24 << 20, Qt::Uninitialized);
        QRandomGenerator(99).fillRange(reinterpret_cast<quint32*>(m_data.data()), m_data.size() / 4);
        for (qsizetype at = 0; at + canary.size() < m_data.size(); at += 1 << 20)
            m_data.replace(at, canary.size(), canary);
        m_file = m_work.filePath(QStringLiteral("weights.bin"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(m_data), m_data.size());
    }

    // One request at a time (1 connection), and four partial uploads at once (tus concatenation).
    void killedThreeTimesAndResumed_data() {
        QTest::addColumn<int>("connections");
        QTest::addColumn<int>("requestMemoryMiB");
        QTest::newRow("one request at a time") << 1 << 64;
        QTest::newRow("four parts at once") << 4 << 64;
        // No memory for requests held whole: each is built as libcurl reads it (PartBody), and a
        // kill lands in the middle of one.
        QTest::newRow("four parts at once, streamed") << 4 << 0;
    }
    void killedThreeTimesAndResumed() {
        QFETCH(int, connections);
        QFETCH(int, requestMemoryMiB);
        m_connections = connections;
        m_requestMemoryMiB = requestMemoryMiB;
        m_consoleLog.clear();
        m_serialBefore = lastSerial();
        // A journal of its own for each run: the first run's finished upload is not the second's.
        QFile::remove(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                          .filePath(QStringLiteral("uploads.sqlite")));
        startConsole({QStringLiteral("--upload"), m_file});
        // Kill points: early, in the middle, near the end.
        const qint64 total = qint64(m_data.size());
        for (qint64 mark : {total / 6, total / 2, total * 5 / 6}) {
            QVERIFY2(waitFor([&] { return serverUpload().offset >= mark; }, 60000),
                     qPrintable(QStringLiteral("the upload never reached %1 bytes").arg(mark)));
            kill9();
            const qint64 before = serverUpload().offset;
            startConsole({}); // no --upload: the queue must come from the journal
            QVERIFY(waitFor([&] { return serverUpload().offset > before; }, 30000));
        }
        QVERIFY2(waitFor([&] { return serverUpload().state == u"complete"; }, 60000),
                 "the upload never completed");
        kill9();
        if (connections > 1)
            QVERIFY(m_consoleLog.contains(requestMemoryMiB == 0 ? "chunks a request, streamed"
                                                                : "chunks a request, held whole"));

        const ServerUpload done = serverUpload();
        QCOMPARE(done.offset, done.length);
        qInfo("the server received %lld bytes for an upload of %lld", done.received, done.length);
        // Each resume re-sent at most what was in flight when the console died: one segment, or
        // one request of each part.
        const qint64 inFlight =
            connections == 1 ? segmentOnWire + 132 : connections * 3 * segmentOnWire + 132;
        QVERIFY2(done.received <= done.length + 3 * inFlight,
                 qPrintable(QStringLiteral("received %1 for %2").arg(done.received).arg(done.length)));
        // The simulator's storage never saw the plaintext.
        QVERIFY(!QFile(m_sim.databasePath()).open(QIODevice::ReadOnly) || ![&] {
            QFile db(m_sim.databasePath());
            db.open(QIODevice::ReadOnly);
            return db.readAll().contains(canary);
        }());

        // The dataset decrypts, with the tenant key from the keychain, to the original bytes.
        SecretStore secrets(QStringLiteral("ClusterDesk"));
        QByteArray keys;
        bool read = false;
        secrets.read(QStringLiteral("tenant-keys/") + m_sim.tenantId(0), [&](const SecretStore::Outcome& o) {
            keys = o.secret;
            read = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(read, 10000);
        const crypto::TenantKey key = crypto::TenantKey::fromBase64(keys.split('\n').first());
        QVERIFY(!key.isNull());
        TransportSettings s;
        s.baseUrl = m_sim.baseUrl();
        PlatformClient client(std::make_unique<CurlTransport>(s));
        client.setApiKey(m_sim.key(QStringLiteral("0/member")));
        QByteArray plain;
        crypto::StreamDecryptor decryptor(key, [&](const unsigned char* d, std::size_t n) {
            plain.append(reinterpret_cast<const char*>(d), qsizetype(n));
            return true;
        });
        for (qint64 at = 0; at < done.length; at += 8 << 20) {
            Request r;
            r.path = "/v1/datasets/" + datasetId().toUtf8() + "/content";
            r.headers.set("Range",
                          "bytes=" + QByteArray::number(at) + '-' + QByteArray::number(at + (8 << 20) - 1));
            const Response response = BlockingCall::send(client.transport(), client.authorized(r), nullptr);
            QCOMPARE(response.status, 206);
            QVERIFY(decryptor.feed(response.body.constData(), std::size_t(response.body.size())));
        }
        QVERIFY2(decryptor.finish(), qPrintable(decryptor.error().message));
        QVERIFY(plain == m_data);
    }

    void cleanupTestCase() {
        if (m_console && m_console->state() != QProcess::NotRunning)
            kill9();
    }
};

QTEST_GUILESS_MAIN(TestUploadKill)
#include "tst_upload_kill.moc"
