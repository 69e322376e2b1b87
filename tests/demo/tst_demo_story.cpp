// The offline demo tells the same story every time: two demos with the same seed and clock answer
// every question of the API the same (their freshly made API keys aside); another seed tells
// another story.
#include "demo/DemoPlatform.h"

#include "billing/BillingSummary.h"
#include "billing/LineItem.h"
#include "core/Cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTranslator>

using namespace cd;

class TestDemoStory final : public QObject {
    Q_OBJECT

    const QDateTime m_start = QDateTime(QDate(2026, 11, 20), QTime(9, 0), Qt::UTC);

    static QByteArray get(DemoPlatform& demo, const QByteArray& path, const QByteArray& query = {}) {
        Request r;
        r.method = "GET";
        r.path = path;
        r.query.setQuery(QString::fromLatin1(query));
        r.headers.set("Authorization", "Bearer " + demo.ownerKey());
        const Response answer = demo.platform().directory().tenants().isEmpty() ? Response{} : [&] {
            sim::Router router(demo.platform());
            return router.handle(r);
        }();
        return QByteArray::number(answer.status) + ' ' + answer.body;
    }

    // What a person sees: the clusters, each one's nodes and events, costs, datasets, metrics.
    QStringList story(DemoPlatform& demo) const {
        QStringList answers;
        const QByteArray clusters = get(demo, "/v1/clusters", "page_size=100");
        answers << QString::fromUtf8(clusters);
        const QJsonArray items = QJsonDocument::fromJson(clusters.mid(clusters.indexOf(' ') + 1))
                                     .object()
                                     .value(QStringLiteral("items"))
                                     .toArray();
        for (const QJsonValue& c : items) {
            const QByteArray id = c.toObject().value(QStringLiteral("id")).toString().toUtf8();
            answers << QString::fromUtf8(get(demo, "/v1/clusters/" + id + "/nodes"));
            answers << QString::fromUtf8(get(demo, "/v1/clusters/" + id + "/events", "page_size=1000"));
            const QByteArray end = QByteArray::number(demo.platform().clock().now().toSecsSinceEpoch());
            answers << QString::fromUtf8(
                get(demo, "/v1/clusters/" + id + "/metrics/query_range",
                    "query=DCGM_FI_DEV_GPU_UTIL&start=" + QByteArray::number(end.toLongLong() - 600) +
                        "&end=" + end + "&step=60"));
        }
        answers << QString::fromUtf8(get(demo, "/v1/billing/line-items", "start=2026-09-01&page_size=5000"));
        answers << QString::fromUtf8(get(demo, "/v1/billing/summary"));
        answers << QString::fromUtf8(get(demo, "/v1/billing/invoices"));
        answers << QString::fromUtf8(get(demo, "/v1/datasets"));
        answers << QString::fromUtf8(get(demo, "/v1/offerings", "page_size=1000"));
        return answers;
    }

    std::unique_ptr<DemoPlatform> open(std::uint64_t seed) const {
        QString error;
        auto demo = DemoPlatform::create(seed, &error, m_start, 0); // a clock that moves when told
        if (!demo)
            qWarning("%s", qPrintable(error));
        return demo;
    }

private Q_SLOTS:
    void theSameSeedAndClockTellTheSameStory() {
        auto first = open(42);
        auto second = open(42);
        QVERIFY(first && second);
        QVERIFY(first->ownerKey() != second->ownerKey()); // keys are made fresh every time
        for (int hour = 0; hour < 3; ++hour) {
            const QStringList a = story(*first);
            const QStringList b = story(*second);
            QCOMPARE(a.size(), b.size());
            QVERIFY(a.size() > 10);
            for (qsizetype i = 0; i < a.size(); ++i) {
                QVERIFY2(a[i].startsWith(QStringLiteral("200 ")), qPrintable(a[i].left(200)));
                qsizetype at = 0;
                while (at < a[i].size() && at < b[i].size() && a[i][at] == b[i][at])
                    ++at;
                QVERIFY2(a[i] == b[i], qPrintable(QStringLiteral("answer %1 differs at %2: %3 / %4")
                                                      .arg(i)
                                                      .arg(at)
                                                      .arg(a[i].mid(std::max<qsizetype>(0, at - 150), 300),
                                                           b[i].mid(std::max<qsizetype>(0, at - 150), 300))));
            }
            // An hour of the story later, both again.
            first->platform().clock().advance(std::chrono::hours(1));
            second->platform().clock().advance(std::chrono::hours(1));
        }
    }

    // What the issue promises a sales audience: a mid-size lab with clusters in several stages
    // (pretraining on H100/H200, fine-tuning on A100, inference on L40S and T4), 90 days of costs,
    // a node that failed and recovered, open alerts, and support's past visit in the audit log.
    void theStoryHasWhatASalesDemoNeeds() {
        auto demo = open(DemoPlatform::defaultSeed);
        QVERIFY(demo);
        const QString tenant = demo->tenantId();
        sim::Platform& p = demo->platform();
        QSet<QString> models;
        QSet<QString> stages;
        QSet<QString> states;
        QString failedAndRecovered;
        for (const Cluster& c : p.clusters().clusters(tenant)) {
            states.insert(clusterStateId(c.state));
            for (const NodePool& pool : c.pools) {
                models.insert(pool.gpuModel);
                stages.insert(workloadStageId(c.stage) + u':' + pool.gpuModel);
            }
            const QByteArray events =
                get(*demo, "/v1/clusters/" + c.id.toUtf8() + "/events", "page_size=1000");
            if (events.contains("\"node.failed\"") && events.contains("\"workload.migrated\""))
                failedAndRecovered = c.name;
        }
        QVERIFY2(stages.contains(QStringLiteral("pretrain:H200 SXM")),
                 qPrintable(QStringList(stages.values()).join(u',')));
        QVERIFY(stages.contains(QStringLiteral("pretrain:H100 SXM")));
        QVERIFY(stages.contains(QStringLiteral("finetune:A100 SXM 80GB")));
        QVERIFY(stages.contains(QStringLiteral("inference:L40S")));
        QVERIFY(stages.contains(QStringLiteral("inference:T4")));
        QVERIFY(states.contains(QStringLiteral("running")) && states.contains(QStringLiteral("stopped")) &&
                states.contains(QStringLiteral("failed")));
        QVERIFY2(!failedAndRecovered.isEmpty(), "no cluster shows a node that failed and was replaced");

        const QDateTime now = p.clock().now();
        const QList<LineItem> lines = p.billing().lines(tenant, now.addDays(-100), now, false);
        QVERIFY(!lines.isEmpty());
        const auto earliest =
            std::min_element(lines.cbegin(), lines.cend(), [](const LineItem& a, const LineItem& b) {
                return a.chargePeriodStart < b.chargePeriodStart;
            });
        QVERIFY2(earliest->chargePeriodStart <= now.addDays(-89),
                 qPrintable(earliest->chargePeriodStart.toString(Qt::ISODate)));

        const BillingSummary summary = p.billing().summary(tenant, Currency::USD);
        const bool alert = std::any_of(summary.budgets.cbegin(), summary.budgets.cend(),
                                       [](const BudgetStatus& b) { return !b.crossed.isEmpty(); });
        QVERIFY2(alert, "no budget has an alert open");
        // The month's total budget is sized for the month the lab is having, not last month's.
        int tenantBudgets = 0;
        for (const BudgetStatus& b : summary.budgets) {
            if (b.budget.scope == Budget::Scope::Tenant) {
                QVERIFY2(b.crossed.isEmpty(), qPrintable(b.budget.name));
                ++tenantBudgets;
            }
        }
        QVERIFY(tenantBudgets > 0);

        QString error;
        sim::AuditLog::Filter support;
        support.supportOnly = true;
        const auto visits = p.audit().list(tenant, support, 0, 100, &error);
        QVERIFY2(visits && visits->size() >= 3, qPrintable(error));
    }

    void anotherSeedTellsAnotherStory() {
        auto first = open(42);
        auto other = open(43);
        QVERIFY(first && other);
        QVERIFY(story(*first) != story(*other));
    }

    // The simulator seeds its budgets in English; the demo shows them in the console's language
    // (issue 25). A stand-in translator marks what went through translation.
    void theDemosBudgetsSpeakTheConsolesLanguage() {
        const auto names = [](DemoPlatform& demo) {
            QStringList result;
            for (const Budget& b : demo.platform().billing().budgets(demo.tenantId()))
                result << b.name;
            result.sort();
            return result;
        };
        auto english = open(42);
        QVERIFY(english);
        QCOMPARE(names(*english), (QStringList{QStringLiteral("Inference"), QStringLiteral("Monthly total"),
                                               QStringLiteral("Pretraining")}));

        class Marking final : public QTranslator {
        public:
            QString translate(const char* context, const char* source, const char*, int) const override {
                return qstrcmp(context, "cd::DemoPlatform") == 0
                           ? QStringLiteral("[zh] ") + QString::fromUtf8(source)
                           : QString();
            }
            bool isEmpty() const override { return false; }
        } marking;
        QCoreApplication::installTranslator(&marking);
        auto translated = open(42);
        QCoreApplication::removeTranslator(&marking);
        QVERIFY(translated);
        QCOMPARE(names(*translated),
                 (QStringList{QStringLiteral("[zh] Inference"), QStringLiteral("[zh] Monthly total"),
                              QStringLiteral("[zh] Pretraining")}));
    }
};

QTEST_GUILESS_MAIN(TestDemoStory)
#include "tst_demo_story.moc"
