// cdctl's cost, metrics, audit, team and completion commands against a real clusterdesk-sim: the
// JSON checked against the contract's schemas, refusals with their exit codes and sentences, a key
// made on the command line working and then revoked, and the bash completion driven by a real bash.
#include "CdctlRunner.h"

#include "support/SimProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace cd;
using namespace cd::test;

class TestCdctlTeam : public QObject {
    Q_OBJECT

private:
    SimProcess m_sim{{QStringLiteral("--clock-speed"), QStringLiteral("600")}};
    std::unique_ptr<CdctlRunner> m_cdctl;

    CdctlRunner::Result run(QStringList args) {
        return m_cdctl->run(QStringList{QStringLiteral("--profile"), QStringLiteral("lab")} + args);
    }
    QString writeFile(const QString& name, const QByteArray& bytes) {
        const QString path = m_cdctl->home() + u'/' + name;
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(bytes);
        return path;
    }
    static QStringList json(const char* format) {
        return {QStringLiteral("-o"), QString::fromLatin1(format)};
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
    }

    void costsBudgetsInvoices() {
        auto r =
            run(QStringList{QStringLiteral("costs"), QStringLiteral("--group-by"), QStringLiteral("model")} +
                json("json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("LineItemGroup"), true), QString());
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out).array())
            QVERIFY(v[QStringLiteral("key")].toObject().contains(QStringLiteral("x_GpuModel")));

        r = run({QStringLiteral("costs"), QStringLiteral("--group-by"), QStringLiteral("gpu")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("cdctl: --group-by takes cluster, model, stage or region.\n"));
        r = run({QStringLiteral("costs"), QStringLiteral("--month"), QStringLiteral("2026-13")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("cdctl: --month takes a month such as 2026-11.\n"));
        r = run({QStringLiteral("costs"), QStringLiteral("--from"), QStringLiteral("2026-11-05"),
                 QStringLiteral("--to"), QStringLiteral("2026-11-01")});
        QCOMPARE(r.exitCode, 2);

        const QString csv = m_cdctl->home() + QStringLiteral("/focus.csv");
        r = run({QStringLiteral("costs"), QStringLiteral("--month"), QStringLiteral("2026-11"),
                 QStringLiteral("--focus-csv"), csv});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d+ cost line\\(s\\) written to .*focus\\.csv\\.\n$"))
                     .match(QString::fromUtf8(r.out))
                     .hasMatch(),
                 r.out.constData());
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray header = f.readLine();
        QVERIFY2(header.contains("BilledCost") && header.contains("ChargePeriodStart"), header.constData());

        r = run(QStringList{QStringLiteral("budgets")} + json("json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("Budget"), true), QString());
        r = run(QStringList{QStringLiteral("invoices")} + json("json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("Invoice"), true), QString());
        r = run({QStringLiteral("invoices"), QStringLiteral("--currency"), QStringLiteral("EUR")});
        QCOMPARE(r.exitCode, 2);
    }

    void metricsOfARunningCluster() {
        auto r = run({QStringLiteral("clusters"), QStringLiteral("launch"), QStringLiteral("--name"),
                      QStringLiteral("metrics-run"), QStringLiteral("--offering"),
                      QStringLiteral("h100-sxm-8x.cn-north-1"), QStringLiteral("--wait")});
        QCOMPARE(r.exitCode, 0);
        r = run(QStringList{QStringLiteral("metrics"), QStringLiteral("metrics-run"),
                            QStringLiteral("--query"), QStringLiteral("avg by (node) (DCGM_FI_DEV_GPU_UTIL)"),
                            QStringLiteral("--range"), QStringLiteral("10m"), QStringLiteral("--step"),
                            QStringLiteral("60s")} +
                json("json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("QueryRangeResult"), false), QString());
        const QJsonObject answer = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(answer[QStringLiteral("data")][QStringLiteral("resultType")].toString(),
                 QStringLiteral("matrix"));

        r = run({QStringLiteral("metrics"), QStringLiteral("metrics-run"), QStringLiteral("--query"),
                 QStringLiteral("rate(DCGM_FI_DEV_GPU_UTIL[5m])")});
        QCOMPARE(r.exitCode, 2); // 400 bad_query
        r = run({QStringLiteral("metrics"), QStringLiteral("metrics-run")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("cdctl: cdctl metrics needs --query PROMQL; see cdctl metrics --help.\n"));
        QCOMPARE(run({QStringLiteral("metrics"), QStringLiteral("no-such-cluster"), QStringLiteral("--query"),
                      QStringLiteral("DCGM_FI_DEV_GPU_UTIL")})
                     .exitCode,
                 4);
    }

    void apiKeyMadeUsedAndRevoked() {
        // Table mode: the key alone on stdout, the warning on stderr.
        auto r = run({QStringLiteral("api-keys"), QStringLiteral("create"), QStringLiteral("ci-deploy"),
                      QStringLiteral("--role"), QStringLiteral("viewer"), QStringLiteral("--expires"),
                      QDate::currentDate().addMonths(6).toString(Qt::ISODate)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("^cdk_[A-Za-z0-9_-]{43}\n$"))
                     .match(QString::fromUtf8(r.out))
                     .hasMatch(),
                 r.out.constData());
        QVERIFY2(
            QRegularExpression(
                QStringLiteral("^cdctl: this is the only time the key ak-\\d+ is shown: keep it now.\n$"))
                .match(QString::fromUtf8(r.err))
                .hasMatch(),
            r.err.constData());
        const QByteArray secret = r.out.trimmed();

        r = run(QStringList{QStringLiteral("api-keys"), QStringLiteral("list")} + json("json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("ApiKey"), true), QString());
        QString id;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out).array())
            if (v[QStringLiteral("name")].toString() == u"ci-deploy") {
                id = v[QStringLiteral("id")].toString();
                QCOMPARE(v[QStringLiteral("prefix")].toString(), QString::fromLatin1(secret.left(12)));
                QCOMPARE(v[QStringLiteral("role")].toString(), QStringLiteral("viewer"));
            }
        QVERIFY(!id.isEmpty());

        // The new key works (a viewer lists offerings, and may not list keys).
        m_cdctl->setEnv(QStringLiteral("CLUSTERDESK_API_KEY"), QString::fromLatin1(secret));
        QCOMPARE(run({QStringLiteral("offerings"), QStringLiteral("--gpu"), QStringLiteral("H100")}).exitCode,
                 0);
        QCOMPARE(run({QStringLiteral("api-keys"), QStringLiteral("list")}).exitCode, 3);
        m_cdctl->unsetEnv(QStringLiteral("CLUSTERDESK_API_KEY"));

        r = run(
            QStringList{QStringLiteral("api-keys"), QStringLiteral("create"), QStringLiteral("json-one")} +
            json("json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("NewApiKey"), false), QString());

        QCOMPARE(run({QStringLiteral("api-keys"), QStringLiteral("create"), QStringLiteral("x"),
                      QStringLiteral("--role"), QStringLiteral("support")})
                     .exitCode,
                 2);
        QCOMPARE(run({QStringLiteral("api-keys"), QStringLiteral("revoke"), id}).exitCode,
                 2); // asks; no terminal
        r = run({QStringLiteral("api-keys"), QStringLiteral("revoke"), id, QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.out), QStringLiteral("The API key %1 is revoked.\n").arg(id));
        m_cdctl->setEnv(QStringLiteral("CLUSTERDESK_API_KEY"), QString::fromLatin1(secret));
        r = run({QStringLiteral("offerings")});
        m_cdctl->unsetEnv(QStringLiteral("CLUSTERDESK_API_KEY"));
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("cdctl: This API key was revoked.\n"));
        QCOMPARE(run({QStringLiteral("api-keys"), QStringLiteral("revoke"), QStringLiteral("ak-9999"),
                      QStringLiteral("--yes")})
                     .exitCode,
                 4);
    }

    void membersInvitedChangedRemoved() {
        auto r = run(QStringList{QStringLiteral("members"), QStringLiteral("invite"),
                                 QStringLiteral("new@lab.example"), QStringLiteral("--role"),
                                 QStringLiteral("member"), QStringLiteral("--name"),
                                 QStringLiteral("New Person")} +
                     json("json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("Member"), false), QString());
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("status")).toString(),
                 QStringLiteral("invited"));
        QCOMPARE(run({QStringLiteral("members"), QStringLiteral("invite"), QStringLiteral("NEW@lab.example")})
                     .exitCode,
                 5); // already a member
        QCOMPARE(run({QStringLiteral("members"), QStringLiteral("invite"), QStringLiteral("not an email")})
                     .exitCode,
                 2);

        r = run(QStringList{QStringLiteral("members"), QStringLiteral("set-role"),
                            QStringLiteral("new@lab.example"), QStringLiteral("admin")} +
                json("yaml"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("\nrole: \"admin\"\n"), r.out.constData());

        r = run(QStringList{QStringLiteral("members"), QStringLiteral("list")} + json("json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("Member"), true), QString());
        QString owner;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out).array())
            if (v[QStringLiteral("role")].toString() == u"owner")
                owner = v[QStringLiteral("email")].toString();
        QVERIFY(!owner.isEmpty());
        r = run({QStringLiteral("members"), QStringLiteral("set-role"), owner, QStringLiteral("viewer")});
        QCOMPARE(r.exitCode, 5);
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("cdctl: %1 is the tenant's last owner: make someone else owner first.\n")
                     .arg(owner));
        r = run({QStringLiteral("members"), QStringLiteral("remove"), owner, QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 5);

        r = run({QStringLiteral("members"), QStringLiteral("remove"), QStringLiteral("new@lab.example"),
                 QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.out), QStringLiteral("new@lab.example is removed from the tenant.\n"));
        QCOMPARE(run({QStringLiteral("members"), QStringLiteral("remove"), QStringLiteral("new@lab.example")})
                     .exitCode,
                 4);

        r = run(QStringList{QStringLiteral("audit"), QStringLiteral("--since"), QStringLiteral("1h")} +
                json("json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(CdctlRunner::contractFindings(r.out, QStringLiteral("AuditEntry"), true), QString());
        QStringList actions;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out).array())
            actions.append(v[QStringLiteral("action")].toString());
        for (const char* a : {"member.invited", "member.role_changed", "member.removed", "api_key.created",
                              "api_key.revoked"})
            QVERIFY2(actions.contains(QString::fromLatin1(a)), a);
        QCOMPARE(
            run({QStringLiteral("audit"), QStringLiteral("--since"), QStringLiteral("yesterday")}).exitCode,
            2);
    }

    void bashCompletesFromTheCommandTable() {
        const auto r = m_cdctl->run({QStringLiteral("completion"), QStringLiteral("bash")});
        QCOMPARE(r.exitCode, 0);
        const QString script = writeFile(QStringLiteral("cdctl.bash"), r.out);
        QProcess bash;
        bash.start(
            QStringLiteral("bash"),
            {QStringLiteral("--norc"), QStringLiteral("-c"),
             QStringLiteral("source '%1' && complete -p cdctl && "
                            "COMP_WORDS=(cdctl clu); COMP_CWORD=1; _cdctl; echo \"[${COMPREPLY[*]}]\"; "
                            "COMP_WORDS=(cdctl --profile lab members s); COMP_CWORD=4; _cdctl; "
                            "echo \"[${COMPREPLY[*]}]\"; "
                            "COMP_WORDS=(cdctl costs --group-by m); COMP_CWORD=3; _cdctl; "
                            "echo \"[${COMPREPLY[*]}]\"")
                 .arg(script)});
        QVERIFY(bash.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()),
                 QStringLiteral("complete -o default -F _cdctl cdctl\n[clusters]\n[set-role]\n[model]\n"));
        for (const char* shell : {"zsh", "fish", "powershell"}) {
            const auto s = m_cdctl->run({QStringLiteral("completion"), QString::fromLatin1(shell)});
            QCOMPARE(s.exitCode, 0);
            QVERIFY(s.out.contains("api-keys"));
        }
        QCOMPARE(m_cdctl->run({QStringLiteral("completion"), QStringLiteral("tcsh")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCdctlTeam)
#include "tst_cdctl_team.moc"
