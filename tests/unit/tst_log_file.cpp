#include "demo/DemoPlatform.h"
#include "diagnostics/ComponentVersions.h"
#include "diagnostics/DiagnosticsReport.h"
#include "diagnostics/LogFile.h"
#include "diagnostics/MessageLog.h"
#include "session/ConnectionManager.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

namespace {

Q_LOGGING_CATEGORY(lcLogTest, "clusterdesk.logtest", QtDebugMsg)

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray numbered(int n) {
    // 64 bytes with the newline, so that the sizes below are easy to count.
    return QByteArray("line ") + QByteArray::number(n).rightJustified(4, '0') + ' ' + QByteArray(53, 'x');
}

// What the previous handler (stderr, in the console) was given.
QStringList g_passedOn;
void recordPassedOn(QtMsgType, const QMessageLogContext&, const QString& message) {
    g_passedOn.append(message);
}

} // namespace

// The log file on disk: rotation by size, its newest lines, and the one message handler that
// writes every line there redacted; and the diagnostics report built from it.
class TestLogFile final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rotatesBySizeAndKeepsTheNewestLines() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clusterdesk.log"));
        LogFile log(path, {4096, 3});
        QVERIFY(log.isOpen());
        for (int n = 0; n < 300; ++n) // 19,200 bytes: far past three files of 4 KB
            log.append(numbered(n));

        QVERIFY(QFileInfo::exists(path));
        QVERIFY(QFileInfo::exists(log.rotatedPath(1)));
        QVERIFY(QFileInfo::exists(log.rotatedPath(2)));
        QVERIFY2(!QFileInfo::exists(log.rotatedPath(3)), "three files in all: the oldest went");
        for (const QString& p : {path, log.rotatedPath(1), log.rotatedPath(2)})
            QVERIFY2(QFileInfo(p).size() <= 4096, qPrintable(p));
        // Each rotated file is full: 4096 / 64 lines.
        QCOMPARE(QFileInfo(log.rotatedPath(1)).size(), 4096);

        // The newest line is the last of the current file; the oldest are gone.
        const QByteArray current = readAll(path);
        QVERIFY(current.endsWith(QByteArray(numbered(299) + '\n')));
        QVERIFY(readAll(log.rotatedPath(1))
                    .endsWith(QByteArray(numbered(299 - int(current.count('\n'))) + '\n')));
        QByteArray everything = readAll(log.rotatedPath(2)) + readAll(log.rotatedPath(1)) + current;
        QVERIFY(!everything.contains(numbered(0)));
        QCOMPARE(everything.count('\n'), 3 * 64 - (64 - current.count('\n')));

        // The last lines, oldest first, reaching into the file before when the current is short.
        const qsizetype inCurrent = current.count('\n');
        const QStringList last = log.lastLines(int(inCurrent) + 5);
        QCOMPARE(last.size(), inCurrent + 5);
        QCOMPARE(last.constLast(), QString::fromLatin1(numbered(299)));
        QCOMPARE(last.constFirst(), QString::fromLatin1(numbered(299 - int(inCurrent) - 4)));
    }

    void rotatesAtStartWhenTooBig() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clusterdesk.log"));
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write(QByteArray(5000, 'o') + '\n');
        }
        LogFile log(path, {4096, 3});
        log.append("after the start");
        QCOMPARE(readAll(path), QByteArray("after the start\n"));
        QCOMPARE(QFileInfo(log.rotatedPath(1)).size(), 5001);
        // A file under the limit is continued, not rotated.
        LogFile again(path, {4096, 3});
        again.append("second start");
        QCOMPARE(readAll(path), QByteArray("after the start\nsecond start\n"));
        QVERIFY(!QFileInfo::exists(log.rotatedPath(2)));
    }

    void handlerWritesEveryLineRedactedAndPassesItOn() {
        QTemporaryDir dir;
        const QByteArray key = "cdk_Q2xYfG7hT0pW9aLmN3bV6cX8zR1sD4eK5jH2gF7uIo0";
        const QByteArray passphrase = "correct horse battery staple";
        g_passedOn.clear();
        const QtMessageHandler before = qInstallMessageHandler(recordPassedOn);
        {
            MessageLog log(dir.path(), {1024 * 1024, 2});
            QCOMPARE(MessageLog::active(), &log);
            QCOMPARE(log.file().path(), dir.filePath(QStringLiteral("clusterdesk.log")));
            qCDebug(lcLogTest).noquote() << "GET /v1/me with Authorization: Bearer" << key;
            qCWarning(lcLogTest).noquote() << "proxy http://ana:s3cret-pw@proxy:3128 refused";
            const QByteArray opened = QByteArray("key file opened, passphrase=") + passphrase.left(7);
            qCInfo(lcLogTest).noquote() << opened;
            qCInfo(lcLogTest).noquote() << "two\nlines";
            qCritical("plain %s", "critical");
        }
        QCOMPARE(MessageLog::active(), nullptr);
        qCInfo(lcLogTest) << "after the log closed";
        QVERIFY(qInstallMessageHandler(before) == recordPassedOn); // the previous handler is back

        const QByteArray text = readAll(dir.filePath(QStringLiteral("clusterdesk.log")));
        QVERIFY2(!text.contains(key.mid(4, 12)), text.constData());
        QVERIFY(!text.contains("s3cret-pw"));
        QVERIFY(!text.contains(passphrase.left(7)));
        QVERIFY(!text.contains("after the log closed"));
        QVERIFY(text.contains("info clusterdesk.diagnostics: ClusterDesk "));
        QVERIFY(text.contains("debug clusterdesk.logtest: GET /v1/me with Authorization: [redacted]"));
        QVERIFY(text.contains("warning clusterdesk.logtest: proxy http://ana:[redacted]@proxy:3128 refused"));
        QVERIFY(text.contains("info clusterdesk.logtest: key file opened, passphrase=[redacted]"));
        QVERIFY(text.contains("info clusterdesk.logtest: two\n    lines\n"));
        QVERIFY(text.contains("critical default: plain critical"));
        // Each line starts with its UTC time to the millisecond.
        const QList<QByteArray> lines = text.split('\n');
        const QDateTime first =
            QDateTime::fromString(QString::fromLatin1(lines.first().left(24)), Qt::ISODateWithMs);
        QVERIFY2(first.isValid() && qAbs(first.secsTo(QDateTime::currentDateTimeUtc())) < 60,
                 lines.first().constData());

        // What went on to the previous handler (stderr) is redacted too, and nothing is lost.
        QCOMPARE(g_passedOn.size(), 6);
        QVERIFY(!g_passedOn.join(u'\n').contains(QString::fromLatin1(key.mid(4, 12))));
        QVERIFY(g_passedOn.constLast().contains(QStringLiteral("after the log closed")));
    }

    void diagnosticsSayWhatSupportNeedsWithoutSecrets() {
        QTemporaryDir dir;
        const QByteArray key = "cdk_Zz9yXx8wVv7uUu6tTt5sSs4rRr3qQq2pPp1oOo0nNn9";
        MessageLog log(dir.path());
        ConnectionManager connection;
        connection.setDemoFactory(DemoPlatform::factory());
        QString error;
        QVERIFY2(connection.startDemo(7, &error), qPrintable(error));
        QTRY_VERIFY(!connection.identity().tenantName.isEmpty());
        // Logged last, with no event loop turning before the report: these are its last lines.
        for (int n = 0; n < 250; ++n)
            qCInfo(lcLogTest).noquote() << "step" << n;
        qCInfo(lcLogTest).noquote() << "X-Api-Key:" << key;

        const QString report = DiagnosticsReport::build(connection, &log.file());
        QVERIFY(report.startsWith(QStringLiteral("ClusterDesk 0.")));
        QVERIFY(report.contains(QStringLiteral("System: ") + QSysInfo::prettyProductName()));
        for (const Component& c : ComponentVersions::all())
            QVERIFY2(report.contains(c.name + u' ' + ComponentVersions::versionText(c)), qPrintable(c.name));
        QVERIFY(report.contains(QStringLiteral("Connection: offline demo\n")));
        QVERIFY(report.contains(QStringLiteral("Offline demo: yes\n")));
        QVERIFY(report.contains(QStringLiteral("Role: owner\n")));
        QVERIFY(report.contains(QStringLiteral("Tenant: ") + connection.identity().tenantName));
        QVERIFY(report.contains(QStringLiteral("Log file: ") + log.file().path()));
        // The last 200 lines: step 250 - 199 = 51 is the first, the key's line the last.
        QVERIFY(report.contains(QStringLiteral("Last 200 log lines:\n")));
        QVERIFY(report.contains(QStringLiteral("clusterdesk.logtest: step 51\n")));
        QVERIFY(!report.contains(QStringLiteral("clusterdesk.logtest: step 50\n")));
        QVERIFY(report.contains(QStringLiteral("X-Api-Key: [redacted]")));
        QVERIFY(!report.contains(QString::fromLatin1(key.mid(4, 12))));

        // Without a log file the report says so.
        QVERIFY(DiagnosticsReport::build(connection, nullptr).contains(QStringLiteral("Log file: none\n")));
    }

    void everyComponentHasAVersionAndALicence() {
        const QList<Component> all = ComponentVersions::all();
        QStringList names;
        for (const Component& c : all) {
            names.append(c.name);
            QVERIFY2(!c.builtWith.isEmpty() && c.builtWith.at(0).isDigit(), qPrintable(c.name));
            QVERIFY2(!c.licence.isEmpty() && c.licenceUrl.isValid() && c.licenceUrl.scheme() == u"https",
                     qPrintable(c.name));
        }
        QCOMPARE(names,
                 QStringList({QStringLiteral("Qt"), QStringLiteral("Qt Charts"), QStringLiteral("libcurl"),
                              QStringLiteral("OpenSSL"), QStringLiteral("SQLite"), QStringLiteral("simdjson"),
                              QStringLiteral("libarchive"), QStringLiteral("QtKeychain"),
                              QStringLiteral("yaml-cpp"), QStringLiteral("zlib")}));
        const QString text = ComponentVersions::text();
        QVERIFY(text.startsWith(QStringLiteral("ClusterDesk 0.")));
        QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
        QCOMPARE(text.count(u'\n'), 2 + all.size());
    }
};

QTEST_GUILESS_MAIN(TestLogFile)
#include "tst_log_file.moc"
