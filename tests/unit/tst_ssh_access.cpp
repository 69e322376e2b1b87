// SSH access on the console's side: the OpenSSH public key parser, checked against keys that
// ssh-keygen makes at test time and the fingerprints it prints (a peer check, not our own
// arithmetic twice), and the ssh command a person copies, quoted for each shell.
#include "crypto/OpenSshPublicKey.h"
#include "session/SshCommand.h"
#include "session/TerminalLauncher.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using cd::SshCommand;
using cd::SshEndpoint;
using cd::TerminalLauncher;
using Key = cd::crypto::OpenSshPublicKey;

namespace {

// Made by ssh-keygen -t dsa, for the day ssh-keygen no longer makes DSA keys.
const QString dsaLine = QStringLiteral(
    "ssh-dss "
    "AAAAB3NzaC1kc3MAAACBAO/JIUn/MDwb3vbnQgHitbTsSOYLNpjK/"
    "MhmXWMqKbVLwb4fWFXpWudukyiXFSNrpjBTiftWt2Yq4szkz5BYV5e131D8Y3"
    "outKOm0NhPxS5u5zIv67M+OfKdgRp+rDe6E22rd3aHkY5BuRkx4cD81vOlCbG5K3lSphGwWMT+yIW9AAAAFQD8UvVcjbgBB56xT8tRz/"
    "yWauzRoQAAAIB1pqnsjXD5HRjstM+yWBkAn7kynK/DO1zIpVdLnMr/O6foyfsmZEksI/"
    "XOsNBg7xuHDiWgNsBcd4EZBRXQZEIojOp33bzfEJ+P+"
    "cOC2FZHszHrhRVTUf48HWKyEULpd17NjOqiCNV9GwMIdK4BBBOE1hW220glDuZayqxa6pW21QAAAIB6X2j9BurbElTw/"
    "NG8G4Wel60auW1xCuDCB0kqfBox7prYVI1Zqf0jwWdlOrY7HqtnbRiJ6x4PzJFfzUgWT2igSB5d/"
    "4wp3gtLd5AgQSGFJAICDQ/NdRmwOcGF1T4LNhJ71rAp7lr3TK9J3ifU9D26cWhUpsjRhxSmnsplNVU0WA== dsa@test");

} // namespace

class TestSshAccess : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // Makes a key with ssh-keygen; its .pub line and what `ssh-keygen -lf` prints for it.
    bool keygen(const QStringList& typeArgs, const QString& name, QString* line, QString* printed) {
        const QString path = m_dir.filePath(name);
        QProcess p;
        p.start(QStringLiteral("ssh-keygen"),
                typeArgs + QStringList{QStringLiteral("-q"), QStringLiteral("-N"), QString(),
                                       QStringLiteral("-C"), name + QStringLiteral("@test"),
                                       QStringLiteral("-f"), path});
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            return false;
        QFile pub(path + QStringLiteral(".pub"));
        if (!pub.open(QIODevice::ReadOnly))
            return false;
        *line = QString::fromLatin1(pub.readAll()).trimmed();
        QProcess lf;
        lf.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), pub.fileName()});
        lf.waitForFinished(10000);
        *printed = QString::fromLatin1(lf.readAllStandardOutput()).trimmed();
        return true;
    }

private Q_SLOTS:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
            QSKIP("ssh-keygen is not installed (Debian: openssh-client)");
    }

    void acceptsWhatSshKeygenMakes_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("type");
        QTest::addColumn<int>("bits");
        QTest::newRow("ed25519") << QStringList{QStringLiteral("-t"), QStringLiteral("ed25519")}
                                 << QStringLiteral("ssh-ed25519") << 256;
        QTest::newRow("ecdsa 256") << QStringList{QStringLiteral("-t"), QStringLiteral("ecdsa"),
                                                  QStringLiteral("-b"), QStringLiteral("256")}
                                   << QStringLiteral("ecdsa-sha2-nistp256") << 256;
        QTest::newRow("ecdsa 384") << QStringList{QStringLiteral("-t"), QStringLiteral("ecdsa"),
                                                  QStringLiteral("-b"), QStringLiteral("384")}
                                   << QStringLiteral("ecdsa-sha2-nistp384") << 384;
        QTest::newRow("ecdsa 521") << QStringList{QStringLiteral("-t"), QStringLiteral("ecdsa"),
                                                  QStringLiteral("-b"), QStringLiteral("521")}
                                   << QStringLiteral("ecdsa-sha2-nistp521") << 521;
        QTest::newRow("rsa 3072") << QStringList{QStringLiteral("-t"), QStringLiteral("rsa"),
                                                 QStringLiteral("-b"), QStringLiteral("3072")}
                                  << QStringLiteral("ssh-rsa") << 3072;
    }
    void acceptsWhatSshKeygenMakes() {
        QFETCH(QStringList, args);
        QFETCH(QString, type);
        QFETCH(int, bits);
        QString line, printed;
        QVERIFY(
            keygen(args, QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'), &line, &printed));
        const Key k = Key::parse(line + QStringLiteral("\n"));
        QVERIFY2(k.accepted(), qPrintable(k.reason));
        QCOMPARE(k.type, type);
        QCOMPARE(k.bits, bits);
        QVERIFY(k.comment.endsWith(QStringLiteral("@test")));
        QCOMPARE(k.line, line);
        // ssh-keygen -lf: "<bits> SHA256:... <comment> (<TYPE>)"
        const QStringList words = printed.split(u' ');
        QCOMPARE(words.value(0), QString::number(bits));
        QCOMPARE(k.fingerprint, words.value(1));
        QVERIFY(k.fingerprint.startsWith(QStringLiteral("SHA256:")));
    }

    void refusesWeakKeys() {
        QString line, printed;
        QVERIFY(keygen(
            {QStringLiteral("-t"), QStringLiteral("rsa"), QStringLiteral("-b"), QStringLiteral("2048")},
            QStringLiteral("rsa-2048"), &line, &printed));
        const Key rsa = Key::parse(line);
        QCOMPARE(rsa.verdict, Key::Verdict::Weak);
        QCOMPARE(rsa.problemCode(), QStringLiteral("weak_ssh_key"));
        QCOMPARE(rsa.reason, QStringLiteral("RSA keys need at least 3072 bits; this one has 2048."));
        QCOMPARE(rsa.fingerprint, printed.split(u' ').value(1)); // still shown, to tell which key it was

        const Key dsa = Key::parse(dsaLine);
        QCOMPARE(dsa.verdict, Key::Verdict::Weak);
        QCOMPARE(dsa.reason,
                 QStringLiteral("DSA keys are not accepted. Use an ed25519 key (ssh-keygen -t ed25519)."));
        QCOMPARE(dsa.fingerprint, QStringLiteral("SHA256:QopmVlC9gG9irquw9xHRBI1rpnED9mOTdwtIBLJZ1D4"));
    }

    void refusesWhatIsNotAPublicKey() {
        QString line, printed;
        QVERIFY(keygen({QStringLiteral("-t"), QStringLiteral("ed25519")}, QStringLiteral("bad"), &line,
                       &printed));
        const QStringList parts = line.split(u' ');

        QCOMPARE(Key::parse(QStringLiteral("hello world")).verdict, Key::Verdict::Invalid);
        QCOMPARE(Key::parse(QString()).verdict, Key::Verdict::Invalid);
        // Cut short: the base64 of a truncated blob.
        const Key cut = Key::parse(parts[0] + u' ' + parts[1].left(40));
        QCOMPARE(cut.verdict, Key::Verdict::Invalid);
        QCOMPARE(cut.problemCode(), QStringLiteral("invalid_ssh_key"));
        // Not base64 at all.
        QCOMPARE(Key::parse(parts[0] + QStringLiteral(" AAAA$$$$")).verdict, Key::Verdict::Invalid);
        // The line says RSA, the blob is ed25519.
        const Key mixed = Key::parse(QStringLiteral("ssh-rsa ") + parts[1]);
        QCOMPARE(mixed.verdict, Key::Verdict::Invalid);
        QVERIFY(mixed.reason.contains(QStringLiteral("does not match its type")));
        // The private key itself, pasted by mistake.
        QFile priv(m_dir.filePath(QStringLiteral("bad")));
        QVERIFY(priv.open(QIODevice::ReadOnly));
        const Key secret = Key::parse(QString::fromLatin1(priv.readAll()));
        QCOMPARE(secret.verdict, Key::Verdict::Invalid);
        QVERIFY(secret.reason.startsWith(QStringLiteral("This is a private key")));
        // Two keys at once.
        QCOMPARE(Key::parse(line + u'\n' + line).verdict, Key::Verdict::Invalid);
    }

    void sshCommandText() {
        const SshEndpoint direct{QStringLiteral("127.0.0.1"), 2222, QStringLiteral("ubuntu"), QString()};
        QCOMPARE(SshCommand::text(direct, SshCommand::Shell::Posix),
                 QStringLiteral("ssh -p 2222 ubuntu@127.0.0.1"));
        QCOMPARE(SshCommand::arguments(direct, {QStringLiteral("-i"), QStringLiteral("/k")},
                                       {QStringLiteral("echo")}),
                 (QStringList{QStringLiteral("-i"), QStringLiteral("/k"), QStringLiteral("-p"),
                              QStringLiteral("2222"), QStringLiteral("ubuntu@127.0.0.1"),
                              QStringLiteral("--"), QStringLiteral("echo")}));
        const SshEndpoint jumped{QStringLiteral("node-1.us-east.nodes.clusterdesk.test"), 22,
                                 QStringLiteral("ubuntu"),
                                 QStringLiteral("jump@bastion.us-east.clusterdesk.test:22")};
        QCOMPARE(SshCommand::text(jumped, SshCommand::Shell::Posix),
                 QStringLiteral("ssh -p 22 -J jump@bastion.us-east.clusterdesk.test:22 "
                                "ubuntu@node-1.us-east.nodes.clusterdesk.test"));
    }

    void quoting() {
        const QString nasty = QStringLiteral("it's a $HOME & \"x\"");
        QCOMPARE(SshCommand::quote(nasty, SshCommand::Shell::Posix),
                 QStringLiteral("'it'\\''s a $HOME & \"x\"'"));
        QCOMPARE(SshCommand::quote(nasty, SshCommand::Shell::PowerShell),
                 QStringLiteral("'it''s a $HOME & \"x\"'"));
        QCOMPARE(SshCommand::quote(nasty, SshCommand::Shell::Cmd),
                 QStringLiteral("\"it's a $HOME & \\\"x\\\"\""));
        QCOMPARE(SshCommand::quote(QString(), SshCommand::Shell::Posix), QStringLiteral("''"));
        QCOMPARE(SshCommand::quote(QStringLiteral("user@host"), SshCommand::Shell::Cmd),
                 QStringLiteral("user@host"));
        // The POSIX quoting survives a real shell.
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-c"),
                  QStringLiteral("printf %s ") + SshCommand::quote(nasty, SshCommand::Shell::Posix)});
        QVERIFY(sh.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(sh.readAllStandardOutput()), nasty);
    }

    void terminalPlans() {
        // Only the programs this test names exist.
        QStringList installed;
        const auto finder = [&installed](const QString& p) {
            return installed.contains(p) ? QStringLiteral("/usr/bin/") + p : QString();
        };
        TerminalLauncher linux(finder, TerminalLauncher::Os::Linux);
        linux.setTerminalVariable(QString());
        const QStringList args{QStringLiteral("-p"), QStringLiteral("22"), QStringLiteral("u@h")};
        QCOMPARE(
            std::get<QString>(linux.plan(args)),
            QStringLiteral("ssh is not installed. Install the OpenSSH client (on Debian and Ubuntu: sudo apt "
                           "install openssh-client), then try again."));
        installed = {QStringLiteral("ssh")};
        QCOMPARE(
            std::get<QString>(linux.plan(args)),
            QStringLiteral("No terminal program was found. Copy the SSH command and run it in a terminal of "
                           "your choice."));
        installed = {QStringLiteral("ssh"), QStringLiteral("xterm"), QStringLiteral("konsole")};
        auto plan = std::get<TerminalLauncher::Plan>(linux.plan(args));
        QCOMPARE(plan.program, QStringLiteral("/usr/bin/konsole"));
        QCOMPARE(plan.arguments, (QStringList{QStringLiteral("-e"), QStringLiteral("/usr/bin/ssh")} + args));
        installed.append(QStringLiteral("gnome-terminal"));
        plan = std::get<TerminalLauncher::Plan>(linux.plan(args));
        QCOMPARE(plan.arguments.first(), QStringLiteral("--"));
        installed.append(QStringLiteral("myterm"));
        linux.setTerminalVariable(QStringLiteral("myterm"));
        QCOMPARE(std::get<TerminalLauncher::Plan>(linux.plan(args)).program,
                 QStringLiteral("/usr/bin/myterm"));

        TerminalLauncher windows(finder, TerminalLauncher::Os::Windows);
        installed = {QStringLiteral("ssh.exe"), QStringLiteral("cmd.exe")};
        plan = std::get<TerminalLauncher::Plan>(windows.plan(args));
        QCOMPARE(plan.program, QStringLiteral("/usr/bin/cmd.exe"));
        installed.append(QStringLiteral("wt.exe"));
        QCOMPARE(std::get<TerminalLauncher::Plan>(windows.plan(args)).program,
                 QStringLiteral("/usr/bin/wt.exe"));

        TerminalLauncher mac(finder, TerminalLauncher::Os::MacOs);
        installed = {QStringLiteral("ssh"), QStringLiteral("open")};
        plan = std::get<TerminalLauncher::Plan>(mac.plan(args));
        QCOMPARE(plan.arguments.mid(0, 2), (QStringList{QStringLiteral("-a"), QStringLiteral("Terminal")}));
    }
};

QTEST_GUILESS_MAIN(TestSshAccess)
#include "tst_ssh_access.moc"
