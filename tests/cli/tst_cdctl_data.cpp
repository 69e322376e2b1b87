// cdctl's data commands against a real clusterdesk-sim, with no keychain (as on a server): the
// tenant key made, exported and read back through the console's key file; an upload killed with
// kill -9 half-way resumes from the platform's offset when run again, and the dataset downloads
// and decrypts byte-identical; datasets list and delete.
#include "CdctlRunner.h"

#include "support/SimProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <csignal>

using namespace cd;
using namespace cd::test;

class TestCdctlData : public QObject {
    Q_OBJECT

private:
    SimProcess m_sim;
    std::unique_ptr<CdctlRunner> m_cdctl;
    QString m_passphrase;

    CdctlRunner::Result run(QStringList args) {
        return m_cdctl->run(QStringList{QStringLiteral("--profile"), QStringLiteral("lab")} + args);
    }
    QString path(const QString& name) const { return m_cdctl->home() + u'/' + name; }
    QString writeFile(const QString& name, const QByteArray& bytes) {
        QFile f(path(name));
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(bytes);
        return path(name);
    }
    // The server's offset of an upload, over tus HEAD (as any tus client would ask).
    qint64 serverOffset(const QString& uploadPath) {
        QProcess curl;
        curl.start(QStringLiteral("curl"), {QStringLiteral("-sI"), QStringLiteral("-H"),
                                            QStringLiteral("Tus-Resumable: 1.0.0"), QStringLiteral("-H"),
                                            QStringLiteral("Authorization: Bearer ") +
                                                QString::fromLatin1(m_sim.key(QStringLiteral("0/owner"))),
                                            m_sim.baseUrl().toString() + uploadPath});
        curl.waitForFinished(10000);
        const auto m = QRegularExpression(QStringLiteral("(?im)^upload-offset: (\\d+)"))
                           .match(QString::fromLatin1(curl.readAllStandardOutput()));
        return m.hasMatch() ? m.captured(1).toLongLong() : -1;
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_cdctl = std::make_unique<CdctlRunner>();
        const QString key = writeFile(QStringLiteral("owner.key"), m_sim.key(QStringLiteral("0/owner")));
        QVERIFY(QFile::setPermissions(key, QFile::ReadOwner | QFile::WriteOwner));
        QCOMPARE(m_cdctl
                     ->run({QStringLiteral("login"), QStringLiteral("--profile"), QStringLiteral("lab"),
                            QStringLiteral("--url"), m_sim.baseUrl().toString(), QStringLiteral("--key-file"),
                            key})
                     .exitCode,
                 0);
        m_passphrase = writeFile(QStringLiteral("pass"), "correct horse battery staple\n");
    }

    void keyMadeExportedAndReadBack() {
        // No keychain and no key yet: nothing is made silently.
        auto r = run({QStringLiteral("key"), QStringLiteral("fingerprint")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(
            r.err.startsWith("cdctl: No keychain service is running and this computer holds no key of this "
                             "tenant: \"cdctl key import FILE\" imports the key used before"),
            r.err.constData());

        r = run({QStringLiteral("key"), QStringLiteral("create"), QStringLiteral("--passphrase-file"),
                 m_passphrase});
        QCOMPARE(r.exitCode, 0);
        const QString fingerprint = QString::fromUtf8(r.out).trimmed();
        QVERIFY2(QRegularExpression(QStringLiteral("^([0-9a-f]{4}-){7}[0-9a-f]{4}$"))
                     .match(fingerprint)
                     .hasMatch(),
                 r.out.constData());
        QVERIFY2(r.err.startsWith("No keychain service is running: it is kept in "), r.err.constData());

        // Made once: a second create refuses (conflict) and changes nothing.
        QCOMPARE(run({QStringLiteral("key"), QStringLiteral("create"), QStringLiteral("--passphrase-file"),
                      m_passphrase})
                     .exitCode,
                 5);
        r = run({QStringLiteral("key"), QStringLiteral("fingerprint"), QStringLiteral("--passphrase-file"),
                 m_passphrase, QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("fingerprint")).toString(),
                 fingerprint);

        const QString exported = path(QStringLiteral("tenant.cdkey"));
        r = run({QStringLiteral("key"), QStringLiteral("export"), exported,
                 QStringLiteral("--passphrase-file"), m_passphrase});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QFile::permissions(exported) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
        r = run({QStringLiteral("key"), QStringLiteral("fingerprint"), exported});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.out).trimmed(), fingerprint);
        r = run({QStringLiteral("key"), QStringLiteral("import"), exported,
                 QStringLiteral("--passphrase-file"), writeFile(QStringLiteral("wrong"), "not it\n")});
        QCOMPARE(r.exitCode, 3);

        // No passphrase and no terminal to ask on: a sentence, nothing sent.
        r = run({QStringLiteral("upload"), exported});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("cdctl: A passphrase is needed and there is no terminal "
                                "to ask on: give --passphrase-file FILE.\n"));
    }

    // One request at a time, and four partial uploads at once (tus concatenation).
    void uploadKilledResumesAndDownloadsIdentical_data() {
        QTest::addColumn<int>("connections");
        QTest::addColumn<QString>("name");
        QTest::newRow("one request at a time") << 1 << QStringLiteral("weights");
        QTest::newRow("four parts at once") << 4 << QStringLiteral("weights-parts");
    }
    void uploadKilledResumesAndDownloadsIdentical() {
        QFETCH(int, connections);
        QFETCH(QString, name);
        QByteArray data(64 << 20, Qt::Uninitialized);
        QRandomGenerator(24 + quint32(connections))
            .fillRange(reinterpret_cast<quint32*>(data.data()), data.size() / 4);
        const QString source = writeFile(name + QStringLiteral(".bin"), data);
        const QStringList args = {QStringLiteral("--profile"),
                                  QStringLiteral("lab"),
                                  QStringLiteral("upload"),
                                  source,
                                  QStringLiteral("--dataset"),
                                  name,
                                  QStringLiteral("--connections"),
                                  QString::number(connections),
                                  QStringLiteral("--passphrase-file"),
                                  m_passphrase,
                                  QStringLiteral("-o"),
                                  QStringLiteral("json")};
        QProcessEnvironment env = m_cdctl->environment();
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("clusterdesk.upload.info=true"));

        QProcess first;
        first.setProcessEnvironment(env);
        first.start(QStringLiteral(CDCTL_PATH),
                    args + QStringList{QStringLiteral("--limit-rate"), QStringLiteral("16M")});
        QByteArray err;
        QStringList uploadPaths; // the upload, or its parts
        const QRegularExpression created(QStringLiteral("created at (/v1/uploads/[\\w-]+)"));
        auto readCreated = [&] {
            err += first.readAllStandardError();
            uploadPaths.clear();
            for (const auto& m : created.globalMatch(QString::fromUtf8(err)))
                uploadPaths.append(m.captured(1));
            return uploadPaths.size() >= connections; // parts are created as connections take them
        };
        QTRY_VERIFY_WITH_TIMEOUT(readCreated(), 20000);
        auto onServer = [&] {
            qint64 sum = 0;
            for (const QString& p : std::as_const(uploadPaths))
                sum += std::max<qint64>(0, serverOffset(p));
            return sum;
        };
        QTRY_VERIFY_WITH_TIMEOUT(onServer() >= (8 << 20), 20000);
        ::kill(pid_t(first.processId()), SIGKILL);
        first.waitForFinished();
        const qint64 offsetAtKill = onServer();
        QVERIFY2(offsetAtKill > 0 && offsetAtKill < data.size(),
                 QByteArray::number(offsetAtKill).constData());

        // Run again: the journal's upload goes on from the server's offset, not from the start.
        QProcess second;
        second.setProcessEnvironment(env);
        second.start(QStringLiteral(CDCTL_PATH), args);
        QVERIFY(second.waitForFinished(60000));
        const QByteArray err2 = second.readAllStandardError();
        QCOMPARE(second.exitCode(), 0);
        QVERIFY2(!err2.contains("starts with a new header"), err2.constData());
        QVERIFY2(QRegularExpression(
                     connections == 1
                         ? QStringLiteral("upload \\d+ at [1-9]\\d* of \\d+ on the server")
                         : QStringLiteral("upload \\d+ part \\d+ at [1-9]\\d* of \\d+ on the server"))
                     .match(QString::fromUtf8(err2))
                     .hasMatch(),
                 err2.constData());
        const QByteArray out = second.readAllStandardOutput();
        const QJsonObject dataset = QJsonDocument::fromJson(out).object();
        QCOMPARE(dataset.value(QStringLiteral("name")).toString(), name);
        QCOMPARE(dataset[QStringLiteral("encryption")][QStringLiteral("format")].toString(),
                 QStringLiteral("cd-aes256gcm-v1"));
        QCOMPARE(CdctlRunner::contractFindings(out, QStringLiteral("Dataset"), false), QString());

        const QString copy = path(name + QStringLiteral(".copy"));
        auto r = run({QStringLiteral("download"), name, QStringLiteral("-O"), copy,
                      QStringLiteral("--passphrase-file"), m_passphrase});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.out),
                 QStringLiteral("%1 decrypted and verified into %2.\n").arg(name, copy));
        QFile f(copy);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll() == data);
        // Not over an existing file unless asked.
        QCOMPARE(run({QStringLiteral("download"), name, QStringLiteral("-O"), copy}).exitCode, 5);
    }

    void datasetsListAndDelete() {
        auto r = run({QStringLiteral("datasets"), QStringLiteral("list"), QStringLiteral("-o"),
                      QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray items = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("Dataset"), true), QString());
        QStringList names;
        for (const QJsonValue& v : items)
            names.append(v[QStringLiteral("name")].toString());
        QVERIFY2(names.contains(QStringLiteral("weights")), qPrintable(names.join(u',')));

        r = run({QStringLiteral("datasets"), QStringLiteral("delete"), QStringLiteral("weights")});
        QCOMPARE(r.exitCode, 2); // no terminal to ask on, no --yes: nothing deleted
        r = run({QStringLiteral("datasets"), QStringLiteral("delete"), QStringLiteral("weights"),
                 QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("The dataset ds-") && r.out.endsWith(" is deleted.\n"), r.out.constData());
        r = run({QStringLiteral("download"), QStringLiteral("weights")});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(
            QString::fromUtf8(r.err),
            QStringLiteral("cdctl: There is no dataset \"weights\"; \"cdctl datasets list\" shows them.\n"));
    }
};

QTEST_GUILESS_MAIN(TestCdctlData)
#include "tst_cdctl_data.moc"
