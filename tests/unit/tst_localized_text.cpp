// Texts that must read as one piece in any language (issue 25, item 12): a month in the locale's
// own order, and an audit action as a whole sentence rather than a verb before the platform's raw
// path words. The expected texts are literals, never built with the code under test.
#include "core/MonthFormat.h"
#include "models/AuditTableModel.h"
#include "platform/AuditLog.h"
#include "platform/RouteTable.h"

#include <QLocale>
#include <QTest>

using namespace cd;

class TestLocalizedText final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void monthInTheLocalesOrder_data() {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Chinese") << QLocale(QLocale::Chinese, QLocale::China) << QStringLiteral("2026年12月");
        QTest::newRow("Japanese") << QLocale(QLocale::Japanese, QLocale::Japan)
                                  << QStringLiteral("2026年12月");
        QTest::newRow("Korean") << QLocale(QLocale::Korean, QLocale::SouthKorea)
                                << QStringLiteral("2026년 12월");
        QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates)
                                 << QStringLiteral("December 2026");
        QTest::newRow("British") << QLocale(QLocale::English, QLocale::UnitedKingdom)
                                 << QStringLiteral("December 2026");
        QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany)
                                << QStringLiteral("Dezember 2026");
        QTest::newRow("Spanish") << QLocale(QLocale::Spanish, QLocale::Spain)
                                 << QStringLiteral("diciembre de 2026");
    }

    void monthInTheLocalesOrder() {
        QFETCH(QLocale, locale);
        QFETCH(QString, expected);
        QCOMPARE(MonthFormat::format(QDate(2026, 12, 1), locale), expected);
        // The day of the month never shows: an invoice's period is the whole month.
        QCOMPARE(MonthFormat::format(QDate(2026, 12, 17), locale), expected);
    }

    void auditActionsAreWholeSentences_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("expected");
        QTest::newRow("budgets changed")
            << QStringLiteral("billing.budgets.update") << QStringLiteral("Changed the budgets");
        QTest::newRow("metrics history") << QStringLiteral("clusters.metrics.query_range.read")
                                         << QStringLiteral("Viewed a cluster's metrics history");
        QTest::newRow("clusters viewed")
            << QStringLiteral("clusters.read") << QStringLiteral("Viewed the clusters");
        QTest::newRow("terminated") << QStringLiteral("clusters.delete")
                                    << QStringLiteral("Terminated a cluster");
        QTest::newRow("downloaded") << QStringLiteral("datasets.content.read")
                                    << QStringLiteral("Downloaded a dataset");
        // What a newer platform may record still reads as words, not as a dotted path.
        QTest::newRow("unknown") << QStringLiteral("quotas.gpu_limits.update")
                                 << QStringLiteral("Change quotas gpu limits");
    }

    void auditActionsAreWholeSentences() {
        QFETCH(QString, action);
        QFETCH(QString, expected);
        QCOMPARE(AuditTableModel::actionText(action), expected);
    }

    // Every operation the platform audits has its own sentence: a new route without one fails here.
    void everyRoutesActionIsKnown() {
        for (const sim::Route& route : sim::RouteTable::routes()) {
            if (route.has(sim::Route::Public))
                continue; // never audited
            QStringList segments = QString::fromLatin1(route.pattern).split(u'/');
            for (QString& segment : segments) {
                if (segment == u"*")
                    segment = QStringLiteral("id-1");
            }
            const QString action = sim::AuditLog::actionFor(QByteArray(route.method), segments);
            QVERIFY2(AuditTableModel::isKnownAction(action),
                     qPrintable(QStringLiteral("%1 %2 is recorded as %3, which has no sentence")
                                    .arg(QLatin1String(route.method), QLatin1String(route.pattern), action)));
            const QString text = AuditTableModel::actionText(action);
            QVERIFY2(!text.contains(u'.') && !text.contains(u'_'), qPrintable(text));
        }
    }
};

QTEST_GUILESS_MAIN(TestLocalizedText)
#include "tst_localized_text.moc"
