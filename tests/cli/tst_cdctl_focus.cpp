// FOCUS 1.2 conformance of what leaves the platform, over a real clusterdesk-sim and its three
// months of seeded history (hourly, daily and monthly rates, idle rows, off-peak discounts,
// storage, egress, credits): the billing API's line items, every page of them, and cdctl's FOCUS
// CSV of the same range, each checked by tests/billing/validate_focus.py against the rules of the
// FOCUS 1.2 column definitions (tests/billing/focus_1_2_rules.json).
#include "CdctlRunner.h"

#include "support/SimProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>
#include <QUrlQuery>

using namespace cd;
using namespace cd::test;

class TestCdctlFocus : public QObject {
    Q_OBJECT

private:
    SimProcess m_sim;
    std::unique_ptr<CdctlRunner> m_cdctl;
    QString m_from;
    QString m_to;
    int m_apiLines = -1;

    QString path(const QString& name) const { return m_cdctl->home() + u'/' + name; }

    // One page of the billing API's line items, over plain HTTP as any FOCUS tool would fetch it.
    QJsonObject page(const QString& token) {
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("start"), m_from);
        q.addQueryItem(QStringLiteral("end"), m_to);
        q.addQueryItem(QStringLiteral("page_size"), QStringLiteral("5000"));
        if (!token.isEmpty())
            q.addQueryItem(QStringLiteral("page_token"), token);
        QProcess curl;
        curl.start(QStringLiteral("curl"),
                   {QStringLiteral("-sf"), QStringLiteral("-H"),
                    QStringLiteral("Authorization: Bearer ") +
                        QString::fromLatin1(m_sim.key(QStringLiteral("0/owner"))),
                    m_sim.baseUrl().toString() + QStringLiteral("/v1/billing/line-items?") +
                        q.toString(QUrl::FullyEncoded)});
        if (!curl.waitForFinished(60000) || curl.exitCode() != 0)
            return {};
        return QJsonDocument::fromJson(curl.readAllStandardOutput()).object();
    }

    // validate_focus.py's verdict: empty when the file conforms, its problems otherwise.
    static QByteArray validate(const QStringList& args) {
        QProcess validator;
        validator.start(
            QStringLiteral("/usr/bin/python3"),
            QStringList{QStringLiteral(CLUSTERDESK_SOURCE_DIR "/tests/billing/validate_focus.py")} + args);
        if (!validator.waitForFinished(120000))
            return "the validator did not finish";
        const QByteArray said = validator.readAllStandardOutput() + validator.readAllStandardError();
        return validator.exitCode() == 0 ? QByteArray() : (said.isEmpty() ? QByteArray("failed") : said);
    }

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_sim.start(&error), qPrintable(error));
        m_cdctl = std::make_unique<CdctlRunner>();
        QFile key(path(QStringLiteral("owner.key")));
        QVERIFY(key.open(QIODevice::WriteOnly));
        key.write(m_sim.key(QStringLiteral("0/owner")));
        key.close();
        QVERIFY(key.setPermissions(QFile::ReadOwner | QFile::WriteOwner));
        QCOMPARE(m_cdctl
                     ->run({QStringLiteral("login"), QStringLiteral("--profile"), QStringLiteral("lab"),
                            QStringLiteral("--url"), m_sim.baseUrl().toString(), QStringLiteral("--key-file"),
                            key.fileName()})
                     .exitCode,
                 0);
        // The whole seeded history and today: the simulator's clock starts now.
        const QDate today = QDateTime::currentDateTimeUtc().date();
        m_from = today.addDays(-100).toString(Qt::ISODate);
        m_to = today.addDays(1).toString(Qt::ISODate);
    }

    void apiLineItemsConform() {
        QJsonArray items;
        QString token;
        int pages = 0;
        do {
            const QJsonObject p = page(token);
            QVERIFY2(p.contains(QStringLiteral("items")), "a page of line items");
            for (const QJsonValue& item : p.value(QStringLiteral("items")).toArray())
                items.append(item);
            token = p.value(QStringLiteral("next_page_token")).toString();
            QVERIFY(++pages < 100);
        } while (!token.isEmpty());
        m_apiLines = int(items.size());

        // The history holds what the rules are about: several months, every kind of line.
        QSet<QString> months, modes, services, allocations, categories;
        for (const QJsonValue& v : items) {
            const QJsonObject l = v.toObject();
            months.insert(l.value(QStringLiteral("BillingPeriodStart")).toString());
            modes.insert(l.value(QStringLiteral("x_BillingMode")).toString());
            services.insert(l.value(QStringLiteral("ServiceName")).toString());
            allocations.insert(l.value(QStringLiteral("x_AllocationType")).toString());
            categories.insert(l.value(QStringLiteral("ChargeCategory")).toString());
        }
        QVERIFY2(months.size() >= 3, qPrintable(QStringList(months.values()).join(u' ')));
        for (const char* mode : {"hourly", "daily", "monthly"})
            QVERIFY2(modes.contains(QString::fromLatin1(mode)), mode);
        for (const char* service : {"GPU Clusters", "Dataset Storage", "Data Transfer", "Credits"})
            QVERIFY2(services.contains(QString::fromLatin1(service)), service);
        QVERIFY(allocations.contains(QStringLiteral("idle")));
        QVERIFY(categories.contains(QStringLiteral("Credit")));
        qInfo("%d line items on %d pages over %d billing periods", int(items.size()), pages,
              int(months.size()));

        QFile json(path(QStringLiteral("line-items.json")));
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write(
            QJsonDocument(QJsonObject{{QStringLiteral("items"), items}}).toJson(QJsonDocument::Compact));
        json.close();
        const QByteArray problems =
            validate({json.fileName(), QStringLiteral("--json"), QStringLiteral("--expect-lines"),
                      QString::number(items.size())});
        QVERIFY2(problems.isEmpty(), problems.constData());
    }

    void cdctlFocusCsvConforms() {
        const QString csv = path(QStringLiteral("focus.csv"));
        const auto r = m_cdctl->run({QStringLiteral("--profile"), QStringLiteral("lab"),
                                     QStringLiteral("costs"), QStringLiteral("--from"), m_from,
                                     QStringLiteral("--to"), m_to, QStringLiteral("--focus-csv"), csv});
        QCOMPARE(r.exitCode, 0);
        QStringList args{csv};
        // The same listing as the API's (the clock moves, so a line may have been added since).
        const QByteArray problems = validate(args);
        QVERIFY2(problems.isEmpty(), problems.constData());
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const qsizetype rows = f.readAll().count("\r\n") - 1;
        QVERIFY2(m_apiLines < 0 || rows >= m_apiLines, qPrintable(QStringLiteral("%1 rows").arg(rows)));
    }
};

QTEST_GUILESS_MAIN(TestCdctlFocus)
#include "tst_cdctl_focus.moc"
