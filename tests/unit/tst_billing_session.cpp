#include "api/PlatformClient.h"
#include "demo/DemoPlatform.h"
#include "session/BillingSession.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cd;

// The Billing page's one refresh, through the real client into the in-process simulator on a
// clock that runs an hour a second: the summary, the open invoice and the month's lines are asked
// as of one instant, so month to date, the invoice and the sum of the lines agree to the cent
// although the clock moves between the calls.
class TestBillingSession final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<DemoPlatform> m_demo;
    std::unique_ptr<PlatformClient> m_client;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<BillingSession> m_session;

    // This month's lines in USD, added up.
    static qint64 linesMicros(const BillingSession& s) {
        qint64 sum = 0;
        for (const LineItem& l : s.lines()) {
            if (l.currency() == Currency::USD && l.billingPeriodStart == s.summary().periodStart)
                sum += l.billedCost.micros();
        }
        return sum;
    }
    static qint64 openInvoiceMicros(const BillingSession& s) {
        for (const Invoice& i : s.invoices()) {
            if (!i.issued)
                return i.total.micros();
        }
        return -1;
    }

private Q_SLOTS:
    void init() {
        QVERIFY(m_dir.isValid());
        QString error;
        // Mid-month, an hour of the platform's time per second of the test's.
        m_demo =
            DemoPlatform::create(7, &error, QDateTime(QDate(2026, 11, 20), QTime(9, 0), Qt::UTC), 3600.0);
        QVERIFY2(m_demo, qPrintable(error));
        m_client = std::make_unique<PlatformClient>(m_demo->makeTransport());
        m_client->setApiKey(m_demo->ownerKey());
        m_settings =
            std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        m_session = std::make_unique<BillingSession>(*m_settings);
    }

    void cleanup() {
        m_session.reset();
        m_client.reset(); // its transport's worker serves the demo's router: before the demo
        m_demo.reset();
    }

    void oneRefreshAgreesToTheCent() {
        QSignalSpy loaded(m_session.get(), &BillingSession::loaded);
        QSignalSpy failed(m_session.get(), &BillingSession::failed);
        m_session->setClient(m_client.get());
        for (int round = 0; round < 3; ++round) {
            QVERIFY(loaded.wait(20000));
            QCOMPARE(failed.count(), 0);
            QCOMPARE(m_session->range(), BillingSession::Range::ThisMonth);
            QCOMPARE(m_session->summary().periodStart, QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC));
            const qint64 monthToDate = m_session->summary().forecast.monthToDate.micros();
            QVERIFY(monthToDate > 0);
            QCOMPARE(linesMicros(*m_session), monthToDate);
            QCOMPARE(openInvoiceMicros(*m_session), monthToDate);
            m_session->reload();
        }
    }
};

QTEST_GUILESS_MAIN(TestBillingSession)
#include "tst_billing_session.moc"
