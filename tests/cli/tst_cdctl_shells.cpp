// cdctl's help in English and Simplified Chinese, the help texts lupdate can extract (so that the
// .ts file can have them at all), and the completion scripts loaded and driven by real shells: zsh
// through its line editor in a pseudo-terminal, fish through `complete -C`. No simulator needed.
#include "CdctlRunner.h"

#include "cli/CommandGroups.h"
#include "cli/CommandTable.h"
#include "cli/GlobalOptions.h"

#include <QFile>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

using namespace cd;
using namespace cd::test;

class TestCdctlShells : public QObject {
    Q_OBJECT

private:
    CdctlRunner m_cdctl;

    QString script(const char* shell) {
        const auto r = m_cdctl.run({QStringLiteral("completion"), QString::fromLatin1(shell)});
        if (r.exitCode != 0)
            return {};
        const QString path = m_cdctl.home() + QStringLiteral("/cdctl.") + QString::fromLatin1(shell);
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(r.out);
        return path;
    }

    QString runShell(const QString& program, const QStringList& args) {
        QProcess p;
        p.setProcessEnvironment(m_cdctl.environment());
        p.setWorkingDirectory(m_cdctl.home()); // where fish would list files, had it offered them
        p.start(program, args);
        if (!p.waitForFinished(30000)) {
            p.kill();
            p.waitForFinished();
            return QStringLiteral("(timed out) ") + QString::fromUtf8(p.readAllStandardError());
        }
        return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    }

private Q_SLOTS:
    void helpInChineseFromTheLocaleOrLang_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("LANG=zh_CN.UTF-8") << QStringLiteral("zh_CN.UTF-8") << QStringList();
        QTest::newRow("--lang zh_CN")
            << QStringLiteral("C.UTF-8") << QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")};
    }

    void helpInChineseFromTheLocaleOrLang() {
        QFETCH(QString, lang);
        QFETCH(QStringList, args);
        CdctlRunner cdctl;
        cdctl.setEnv(QStringLiteral("LANG"), lang);
        cdctl.setEnv(QStringLiteral("LC_ALL"), lang);
        auto r = cdctl.run(args + QStringList{QStringLiteral("clusters"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        const QString clusters = QString::fromUtf8(r.out);
        QVERIFY2(clusters.startsWith(QStringLiteral("列出、启动、调整规模、停止、开启和终止 GPU 集群\n\n")),
                 qPrintable(clusters));
        QVERIFY2(clusters.contains(QStringLiteral("\n  list          列出租户的集群\n")),
                 qPrintable(clusters));
        QVERIFY(clusters.contains(QStringLiteral("\n  terminate     终止集群：其节点和本地磁盘将被删除\n")));
        // The headings, once looked up in a context lupdate never filled, so English.
        QVERIFY2(
            clusters.contains(QStringLiteral("\n\n用法：\n  cdctl clusters COMMAND [options]\n\n命令：\n")),
            qPrintable(clusters));

        r = cdctl.run(args + QStringList{QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        const QString top = QString::fromUtf8(r.out);
        QVERIFY2(top.contains(
                     QStringLiteral("  completion    打印适用于 bash、zsh、fish 或 PowerShell 的补全脚本\n")),
                 qPrintable(top));
        QVERIFY(
            top.contains(QStringLiteral("  --lang LANG      消息语言：en 或 zh_CN（默认：跟随区域设置）\n")));

        // The one example translated before they could all be extracted: its remark is Chinese.
        r = cdctl.run(args + QStringList{QStringLiteral("login"), QStringLiteral("--help")});
        QVERIFY2(r.out.contains(
                     QStringLiteral(
                         "  cdctl login --url https://api.example.com          （会询问密钥，输入不回显）\n")
                         .toUtf8()),
                 r.out.constData());
    }

    // A sentence of cdctl's own at run time, not only its help: these sat in the namespace's context
    // while cdctl looked them up under "cdctl", so every error stayed English.
    void errorsInChinese() {
        CdctlRunner cdctl;
        cdctl.setEnv(QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8"));
        cdctl.setEnv(QStringLiteral("LC_ALL"), QStringLiteral("zh_CN.UTF-8"));
        const auto r = cdctl.run({QStringLiteral("clusters"), QStringLiteral("list"),
                                  QStringLiteral("--profile"), QStringLiteral("nope")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(QString::fromUtf8(r.err).startsWith(QStringLiteral("cdctl: 没有配置文件“nope”")),
                 r.err.constData());
    }

    void helpInEnglishWithLangC() {
        CdctlRunner cdctl; // LANG and LC_ALL are C.UTF-8
        const auto r = cdctl.run({QStringLiteral("clusters"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("List, launch, resize, stop, start and terminate GPU clusters\n\n"
                                  "Usage:\n  cdctl clusters COMMAND [options]\n\nCommands:\n"),
                 r.out.constData());
        QVERIFY(r.out.contains("\n  list          List the tenant's clusters\n"));
        QVERIFY(r.out.contains("\nGlobal options (cdctl --help) work with every command.\n"));
    }

    // lupdate only sees literals in tr()/translate()/QT_TRANSLATE_NOOP, and files a bare tr() under the
    // enclosing class. cdctl looks every help text up in the context "cdctl": each must be there.
    void everyHelpTextIsExtractedUnderCdctl() {
        const QString ts = m_cdctl.home() + QStringLiteral("/scratch_zh_CN.ts");
        QProcess lupdate;
        lupdate.start(QStringLiteral(LUPDATE_PATH),
                      {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                       QStringLiteral(CLUSTERDESK_SOURCE_DIR "/app/cli"), QStringLiteral("-ts"), ts});
        QVERIFY(lupdate.waitForFinished(60000));
        QCOMPARE(lupdate.exitCode(), 0);
        QFile file(ts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QSet<QString> underCdctl;
        QString context;
        QXmlStreamReader xml(&file);
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == u"name")
                context = xml.readElementText();
            else if (xml.name() == u"source" && context == u"cdctl")
                underCdctl.insert(xml.readElementText());
        }
        QVERIFY(!xml.hasError());

        for (const char* heading : {"Usage:", "Commands:", "Options:", "Examples:", "Global options:",
                                    "Global options (cdctl --help) work with every command."})
            QVERIFY2(underCdctl.contains(QString::fromLatin1(heading)), heading);
        QVERIFY(underCdctl.contains(QStringLiteral("  cdctl clusters list\n  cdctl clusters list -o json")));
        QVERIFY(underCdctl.contains(QStringLiteral("  cdctl port-forward ft-run 8888:8888")));

        cli::CommandTable table;
        cli::registerAllCommands(table);
        QList<const cli::CliCommand*> pending = table.children({});
        int commands = 0;
        while (!pending.isEmpty()) {
            const cli::CliCommand* c = pending.takeFirst();
            ++commands;
            pending += table.children(c->path);
            const QString where = c->path.join(u' ');
            QVERIFY2(underCdctl.contains(QString::fromUtf8(c->summary)), qPrintable(where));
            if (c->examples)
                QVERIFY2(underCdctl.contains(QString::fromUtf8(c->examples)), qPrintable(where));
            for (const cli::CliOption& o : c->options)
                QVERIFY2(underCdctl.contains(QString::fromUtf8(o.help)),
                         qPrintable(where + u' ' + QString::fromLatin1(o.name)));
        }
        QVERIFY(commands > 40);
        for (const cli::CliOption& o : cli::GlobalOptions::specs())
            QVERIFY2(underCdctl.contains(QString::fromUtf8(o.help)), o.name);
    }

    void zshCompletesThroughBashcompinit_data() {
        QTest::addColumn<bool>("fromFpath");
        QTest::newRow("source <(cdctl completion zsh)") << false;
        QTest::newRow("_cdctl in $fpath") << true;
    }

    void zshCompletesThroughBashcompinit() {
        QFETCH(bool, fromFpath);
        QString rc = script("zsh");
        QVERIFY(!rc.isEmpty());
        if (fromFpath) {
            // Installed as a completion function: the first Tab loads it, and must complete already.
            const QString functions = m_cdctl.home() + QStringLiteral("/zfunc");
            QDir().mkpath(functions);
            QFile::remove(functions + QStringLiteral("/_cdctl"));
            QVERIFY(QFile::copy(rc, functions + QStringLiteral("/_cdctl")));
            rc = m_cdctl.home() + QStringLiteral("/zshrc-fpath");
            QFile f(rc);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("fpath=(" + functions.toUtf8() + " $fpath); autoload -U compinit && compinit\n");
        }
        const QString completed = m_cdctl.home() + QStringLiteral("/zsh-completed");
        QFile::remove(completed);
        const QString output = runShell(
            QStringLiteral("zsh"),
            {QStringLiteral("-f"), QStringLiteral(CLUSTERDESK_SOURCE_DIR "/tests/cli/zsh-complete.zsh"),
             completed, rc, QStringLiteral("cdctl clu"), QStringLiteral("cdctl clusters li"),
             QStringLiteral("cdctl --profile lab members s"), QStringLiteral("cdctl costs --group-by mo")});
        QFile result(completed);
        QVERIFY2(result.open(QIODevice::ReadOnly), qPrintable(output));
        QCOMPARE(QString::fromUtf8(result.readAll()),
                 QStringLiteral("[cdctl clusters ]\n"
                                "[cdctl clusters list ]\n"
                                "[cdctl --profile lab members set-role ]\n"
                                "[cdctl costs --group-by model ]\n"));
        QVERIFY2(!output.contains(u"command not found"), qPrintable(output));
    }

    void fishCompletesWhatBashDoes() {
        const QString cdctlFish = script("fish");
        QVERIFY(!cdctlFish.isEmpty());
        QString commands = QStringLiteral("source '%1'").arg(cdctlFish);
        for (const char* line :
             {"cdctl clu", "cdctl clusters l", "cdctl --profile lab members s", "cdctl costs --group-by m",
              "cdctl -o y", "cdctl key ", "cdctl datasets list --"})
            commands += QStringLiteral("; echo '# %1'; complete -C '%1'").arg(QString::fromLatin1(line));
        const QString output =
            runShell(QStringLiteral("fish"), {QStringLiteral("--no-config"), QStringLiteral("-c"), commands});
        QCOMPARE(output, QStringLiteral("# cdctl clu\nclusters\n"
                                        "# cdctl clusters l\nlaunch\nlist\n"
                                        // "lab", the value of --profile, is not taken for a command
                                        "# cdctl --profile lab members s\nset-role\n"
                                        "# cdctl costs --group-by m\nmodel\n"
                                        "# cdctl -o y\nyaml\n"
                                        // a group's commands only, not the files of the folder
                                        "# cdctl key \ncreate\nexport\nfingerprint\nimport\n"
                                        // datasets list's options and the global ones, not clusters list's
                                        "# cdctl datasets list --\n--demo\n--help\n--key-file\n--lang\n"
                                        "--no-color\n--profile\n--version\n"));
    }

    // Debian 12 has no package for PowerShell, so no real pwsh runs here: this stand-in checks what the
    // script registers and its command table. Where a pwsh is installed, it completes for real.
    void powershellScriptStructure_mockNoPwsh() {
        const QString cdctlPs1 = script("powershell");
        QVERIFY(!cdctlPs1.isEmpty());
        const QString pwsh = QStandardPaths::findExecutable(QStringLiteral("pwsh"));
        if (!pwsh.isEmpty()) {
            const QString output = runShell(
                pwsh,
                {QStringLiteral("-NoProfile"), QStringLiteral("-NonInteractive"), QStringLiteral("-Command"),
                 QStringLiteral(". '%1'; (TabExpansion2 'cdctl clu' 9).CompletionMatches.CompletionText; "
                                "(TabExpansion2 'cdctl clusters li' 16).CompletionMatches.CompletionText")
                     .arg(cdctlPs1)});
            QCOMPARE(output, QStringLiteral("clusters\nlist\n"));
            return;
        }
        QFile f(cdctlPs1);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(text.contains(
            QStringLiteral("\nRegister-ArgumentCompleter -Native -CommandName cdctl -ScriptBlock {\n"
                           "  param($wordToComplete, $commandAst, $cursorPosition)\n")));
        QVERIFY2(
            text.contains(QStringLiteral(
                "\n    '' = @('login', 'profiles', 'offerings', 'advise', 'clusters', 'logs', 'ssh', "
                "'port-forward', 'upload', 'download', 'datasets', 'key', 'costs', 'budgets', 'invoices', "
                "'metrics', 'audit', 'api-keys', 'members', 'demo', 'completion')\n")),
            qPrintable(text));
        QVERIFY(text.contains(QStringLiteral(
            "\n    'clusters' = @('list', 'get', 'launch', 'resize', 'stop', 'start', 'terminate')\n")));
        QVERIFY(text.contains(
            QStringLiteral("\n  $globals = @('--profile', '--demo', '-o', '--key-file', '--lang', "
                           "'--no-color', '--help', '--version')\n")));
        QCOMPARE(text.count(u'{'), text.count(u'}'));
        QCOMPARE(text.count(u'('), text.count(u')'));
    }
};

QTEST_GUILESS_MAIN(TestCdctlShells)
#include "tst_cdctl_shells.moc"
