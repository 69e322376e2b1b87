#include "ConsoleUnderTest.h"
#include "MainWindow.h"
#include "OfferingFilterBar.h"
#include "OfferingsPage.h"

#include "models/OfferingFilterProxy.h"
#include "models/OfferingsModel.h"
#include "resources/Translations.h"
#include "session/ConnectionManager.h"
#include "session/OfferingsSession.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace cd;

// The Offerings page as a person uses it: in the offline demo, typing and choosing filters, then
// reading the rows the table shows.
class TestOfferingsPage final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    OfferingsPage* page() const { return m_window->offeringsPage(); }
    QTableView* table() const { return page()->table(); }

    QStringList visible(int column) const {
        QStringList out;
        for (int r = 0; r < table()->model()->rowCount(); ++r)
            out.append(table()->model()->index(r, column).data().toString());
        return out;
    }

private Q_SLOTS:
    void initTestCase() { Translations::install(*qApp, QStringLiteral("en")); }

    void init() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        QSignalSpy loaded(page(), &OfferingsPage::loaded);
        QString error;
        QVERIFY(m_console->connection.startDemo(42, &error));
        QVERIFY(loaded.wait(5000));
    }
    void cleanup() { m_console.reset(); }

    void showsTheWholeCatalogInDemoMode() {
        QVERIFY(table()->model()->rowCount() >= 24);
        QCOMPARE(page()->findChild<QLabel*>(QStringLiteral("offeringCount"))->text(),
                 QStringLiteral("%1 offerings").arg(table()->model()->rowCount()));
        // A row is selected and its details are shown.
        QVERIFY(table()->currentIndex().isValid());
        const QString detail =
            page()->findChild<QTextBrowser*>(QStringLiteral("offeringDetail"))->toPlainText();
        QVERIFY(detail.contains(table()->currentIndex().siblingAtColumn(0).data().toString()));
        QVERIFY(detail.contains(QStringLiteral("Framework images")));
    }

    void typingAModelNarrowsTheRows() {
        auto* search = page()->findChild<QLineEdit*>(QStringLiteral("searchField"));
        QTest::keyClicks(search, QStringLiteral("h100"));
        const QStringList names = visible(OfferingsModel::NameColumn);
        QVERIFY(!names.isEmpty());
        for (const QString& n : names)
            QVERIFY2(n.contains(QStringLiteral("H100")), qPrintable(n));
        QVERIFY(page()
                    ->findChild<QLabel*>(QStringLiteral("offeringCount"))
                    ->text()
                    .contains(QStringLiteral(" of ")));
        QTest::keyClick(search, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(search, Qt::Key_Delete);
        QVERIFY(table()->model()->rowCount() > names.size());
    }

    void vendorMemoryAndAvailabilityCombine() {
        auto* vendor = page()->findChild<QComboBox*>(QStringLiteral("vendor"));
        vendor->setCurrentIndex(vendor->findData(QStringLiteral("AMD")));
        QVERIFY(table()->model()->rowCount() > 0);
        for (const QString& n : visible(OfferingsModel::NameColumn))
            QVERIFY(n.contains(QStringLiteral("MI300X")));
        vendor->setCurrentIndex(0);

        auto* memory = page()->findChild<QSpinBox*>(QStringLiteral("minMemory"));
        memory->setValue(100);
        QSet<QString> models;
        for (const QString& n : visible(OfferingsModel::NameColumn))
            models.insert(n.section(u' ', 2));
        QCOMPARE(models, (QSet<QString>{QStringLiteral("H200 SXM"), QStringLiteral("MI300X")}));

        page()->findChild<QCheckBox*>(QStringLiteral("availableOnly"))->setChecked(true);
        QVERIFY(!visible(OfferingsModel::AvailabilityColumn).isEmpty());
        for (const QString& a : visible(OfferingsModel::AvailabilityColumn))
            QVERIFY(a != QStringLiteral("sold out"));

        page()->filterBar()->reset();
        QCOMPARE(table()->model()->rowCount(), int(page()->model()->offerings().size()));
    }

    void billingModeAndCurrencyChangeThePrices() {
        auto* search = page()->findChild<QLineEdit*>(QStringLiteral("searchField"));
        auto* region = page()->findChild<QComboBox*>(QStringLiteral("region"));
        QTest::keyClicks(search, QStringLiteral("H100"));
        region->setCurrentIndex(region->findData(QStringLiteral("cn-north-1")));
        QCOMPARE(table()->model()->rowCount(), 1);
        QCOMPARE(table()->model()->index(0, OfferingsModel::GpuHourPriceColumn).data().toString(),
                 QStringLiteral("$2.50"));

        auto* currency = page()->findChild<QComboBox*>(QStringLiteral("currency"));
        currency->setCurrentIndex(currency->findData(QStringLiteral("CNY")));
        QCOMPARE(table()->model()->index(0, OfferingsModel::GpuHourPriceColumn).data().toString(),
                 QStringLiteral("\u00a518.00"));
        QCOMPARE(table()->model()->headerData(OfferingsModel::NodeHourPriceColumn, Qt::Horizontal).toString(),
                 QStringLiteral("\u00a5/node-hour"));
        auto* mode = page()->findChild<QComboBox*>(QStringLiteral("billingMode"));
        mode->setCurrentIndex(mode->findData(QStringLiteral("yearly")));
        QCOMPARE(table()->model()->index(0, OfferingsModel::GpuHourPriceColumn).data().toString(),
                 QStringLiteral("\u00a59.00"));
        QCOMPARE(table()->model()->index(0, OfferingsModel::NodeHourPriceColumn).data().toString(),
                 QStringLiteral("\u00a572.00"));
    }

    void filtersThatMatchNothingSaySoAndOfferTheWayBack() {
        auto* search = page()->findChild<QLineEdit*>(QStringLiteral("searchField"));
        QTest::keyClicks(search, QStringLiteral("no such gpu"));
        QCOMPARE(table()->model()->rowCount(), 0);
        auto* banner = page()->findChild<QWidget*>(QStringLiteral("messageBanner"));
        QVERIFY(banner->isVisible());
        QVERIFY(banner->findChild<QLabel*>(QStringLiteral("bannerText"))
                    ->text()
                    .contains(QStringLiteral("No offering")));
        QPushButton* reset = banner->findChild<QPushButton*>();
        QVERIFY(reset && reset->isVisible());
        reset->click();
        QCOMPARE(table()->model()->rowCount(), int(page()->model()->offerings().size()));
        QVERIFY(!banner->isVisible());
        QVERIFY(search->text().isEmpty());
    }

    void theChosenPricingIsRemembered() {
        auto* currency = page()->findChild<QComboBox*>(QStringLiteral("currency"));
        auto* mode = page()->findChild<QComboBox*>(QStringLiteral("billingMode"));
        currency->setCurrentIndex(currency->findData(QStringLiteral("CNY")));
        mode->setCurrentIndex(mode->findData(QStringLiteral("monthly")));
        // A new page on the same settings, as after a restart.
        OfferingsSession noClient;
        OfferingsPage again(noClient, m_console->settings);
        QCOMPARE(again.model()->currency(), Currency::CNY);
        QCOMPARE(again.model()->billingMode(), BillingMode::Monthly);
        QCOMPARE(again.findChild<QComboBox*>(QStringLiteral("currency"))->currentData().toString(),
                 QStringLiteral("CNY"));
    }

    void maxPriceAndSortByClickingTheHeader() {
        auto* maxPrice = page()->findChild<QDoubleSpinBox*>(QStringLiteral("maxPrice"));
        maxPrice->setValue(1.0);
        QVERIFY(table()->model()->rowCount() > 0);
        table()->horizontalHeader()->setSortIndicator(OfferingsModel::GpuHourPriceColumn,
                                                      Qt::DescendingOrder);
        qint64 last = std::numeric_limits<qint64>::max();
        for (int r = 0; r < table()->model()->rowCount(); ++r) {
            const qint64 v = table()
                                 ->model()
                                 ->index(r, OfferingsModel::GpuHourPriceColumn)
                                 .data(OfferingsModel::SortRole)
                                 .toLongLong();
            QVERIFY(v <= 1'000'000);
            QVERIFY(v <= last);
            last = v;
        }
    }

    void keyboardReachesTheSearchAndTheTable() {
        QTest::keyClick(m_window, Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), page()->findChild<QLineEdit*>(QStringLiteral("searchField")));
        table()->setFocus();
        const int before = table()->currentIndex().row();
        QTest::keyClick(table(), Qt::Key_Down);
        QCOMPARE(table()->currentIndex().row(), before + 1);
        const QString detail =
            page()->findChild<QTextBrowser*>(QStringLiteral("offeringDetail"))->toPlainText();
        QVERIFY(detail.contains(table()->currentIndex().siblingAtColumn(0).data().toString()));
    }
};

QTEST_MAIN(TestOfferingsPage)
#include "tst_offerings_page.moc"
