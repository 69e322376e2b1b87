// The Billing page on the offline demo, rendered offscreen with real widgets: the figures on
// screen add up to the lines, grouping, search and category filters keep totals true, quoted
// against billed is explained, budgets can be set and are refused when wrong, and the exports
// (FOCUS CSV, PDF in A4 and Letter, the table as shown) hold what the page shows.
#include "BillingPage.h"
#include "BudgetDialog.h"
#include "ConsoleUnderTest.h"
#include "HeadlineTiles.h"
#include "charts/DailyCostChart.h"

#include "billing/LineItemBuilder.h"
#include "core/MoneyFormat.h"
#include "demo/DemoPlatform.h"
#include "models/LineItemTreeModel.h"
#include "platform/Platform.h"
#include "session/ConnectionManager.h"

#include <QAbstractItemModelTester>
#include <QAbstractScrollArea>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace cd;

class TestBillingPage final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    BillingPage* page() const { return m_window->billingPage(); }
    LineItemTreeModel* model() const { return page()->lineModel(); }
    bool waitLoaded() {
        QSignalSpy loaded(page(), &BillingPage::loaded);
        return QTest::qWaitFor([&] { return !page()->isLoading() && page()->summary().asOf.isValid(); },
                               20000);
    }
    qint64 sumOfLines(const std::function<bool(const LineItem&)>& keep = {}) const {
        qint64 micros = 0;
        for (const LineItem& l : model()->lines()) {
            if (!keep || keep(l))
                micros += l.billedCost.micros();
        }
        return micros;
    }
    // Top-level rows' billed totals, summed from what the model shows.
    qint64 sumOfTopRows() const {
        qint64 micros = 0;
        for (int r = 0; r < model()->rowCount(); ++r)
            micros += model()
                          ->index(r, LineItemTreeModel::BilledCost)
                          .data(LineItemTreeModel::SortRole)
                          .toLongLong();
        return micros;
    }
    void saveShot(const QString& name) {
        const QString dir = qEnvironmentVariable("CLUSTERDESK_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            m_window->grab().save(dir + u'/' + name);
    }

private Q_SLOTS:
    void initTestCase() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        // Every regroup, filter and sort below goes through the model's consistency checks.
        new QAbstractItemModelTester(model(), QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        m_window->resize(1500, 950);
        m_window->startDemo();
        m_window->showArea(MainWindow::Billing);
        QVERIFY(waitLoaded());
    }

    // Last month is over: its lines add up to its invoice to the cent, and the group rows to both.
    void lastMonthsLinesAddUpToItsInvoice() {
        QSignalSpy loaded(page(), &BillingPage::loaded);
        page()->setRange(BillingPage::Range::LastMonth);
        QVERIFY(waitLoaded());
        QVERIFY(loaded.count() > 0 || loaded.wait(5000)); // the page says when it has everything
        QVERIFY(model()->lines().size() > 100);
        const QString month = page()->rangeStart().toString(QStringLiteral("yyyy-MM"));
        const auto invoice = std::find_if(page()->invoices().cbegin(), page()->invoices().cend(),
                                          [&](const Invoice& i) { return i.id.contains(month); });
        QVERIFY(invoice != page()->invoices().cend());
        QVERIFY(invoice->issued);
        QCOMPARE(sumOfLines(), invoice->total.micros());
        QCOMPARE(qsizetype(invoice->lineCount), model()->lines().size());
        QCOMPARE(model()->visibleTotal().micros(), invoice->total.micros());
        QCOMPARE(sumOfTopRows(), invoice->total.micros());
        auto* totals = page()->findChild<QLabel*>(QStringLiteral("billingTotals"));
        QVERIFY(totals->text().contains(MoneyFormat::format(invoice->total)));
        // Its invoice row on the Invoices tab says the same.
        auto* invoices = page()->findChild<QTableWidget*>(QStringLiteral("billingInvoices"));
        QVERIFY(!invoices->findItems(MoneyFormat::format(invoice->total), Qt::MatchExactly).isEmpty());
    }

    void groupingSearchAndCategoryKeepTotalsTrue() {
        page()->setRange(BillingPage::Range::Last90Days);
        QVERIFY(waitLoaded());
        QVERIFY(!model()->lines().isEmpty());
        const qint64 all = sumOfLines();
        auto* level0 = page()->findChild<QComboBox*>(QStringLiteral("billingGroupBy0"));
        auto* level1 = page()->findChild<QComboBox*>(QStringLiteral("billingGroupBy1"));
        auto* level2 = page()->findChild<QComboBox*>(QStringLiteral("billingGroupBy2"));
        level1->setCurrentIndex(0);
        level2->setCurrentIndex(0);
        level0->setCurrentIndex(level0->findData(QStringLiteral("x_Stage")));
        QCOMPARE(model()->grouping(), QList<FocusColumn>{FocusColumn::Stage});
        QSet<QString> stages;
        for (const LineItem& l : model()->lines())
            stages.insert(l.stage);
        QCOMPARE(model()->rowCount(), int(stages.size()));
        QCOMPARE(sumOfTopRows(), all);
        // Cluster, then pool, then node: three levels, each adding up.
        level0->setCurrentIndex(level0->findData(QStringLiteral("x_ClusterName")));
        level1->setCurrentIndex(level1->findData(QStringLiteral("x_PoolName")));
        level2->setCurrentIndex(level2->findData(QStringLiteral("ResourceName")));
        QCOMPARE(model()->grouping().size(), 3);
        QCOMPARE(sumOfTopRows(), all);
        const QModelIndex cluster = model()->index(0, 0);
        qint64 pools = 0;
        QVERIFY(model()->rowCount(cluster) > 0);
        for (int r = 0; r < model()->rowCount(cluster); ++r)
            pools += model()
                         ->index(r, LineItemTreeModel::BilledCost, cluster)
                         .data(LineItemTreeModel::SortRole)
                         .toLongLong();
        QCOMPARE(
            pools,
            model()->index(0, LineItemTreeModel::BilledCost).data(LineItemTreeModel::SortRole).toLongLong());
        page()->tabs()->setCurrentIndex(1);
        saveShot(QStringLiteral("billing-lines.png"));

        // A search narrows the lines and the total with them.
        auto* search = page()->findChild<QLineEdit*>(QStringLiteral("billingSearch"));
        QTest::keyClicks(search, QStringLiteral("inference"));
        const qint64 inference = sumOfLines([](const LineItem& l) {
            return (l.chargeDescription + l.resourceName + l.clusterName + l.stage + l.poolName)
                .toLower()
                .contains(QStringLiteral("inference"));
        });
        QCOMPARE(model()->visibleTotal().micros(), inference);
        QCOMPARE(sumOfTopRows(), inference);
        QVERIFY(inference > 0 && inference < all);
        auto* totals = page()->findChild<QLabel*>(QStringLiteral("billingTotals"));
        QVERIFY(totals->text().contains(QStringLiteral(" of ")));
        search->clear();
        QCOMPARE(model()->visibleTotal().micros(), all);

        // Only the credits: discounts and credits are negative.
        auto* category = page()->findChild<QComboBox*>(QStringLiteral("billingCategory"));
        category->setCurrentIndex(category->findData(int(ChargeCategory::Credit)));
        QVERIFY(model()->visibleTotal().micros() < 0);
        QCOMPARE(model()->visibleTotal().micros(),
                 sumOfLines([](const LineItem& l) { return l.category == ChargeCategory::Credit; }));
        category->setCurrentIndex(0);
    }

    void overviewShowsWhereTheMoneyGoes() {
        page()->setRange(BillingPage::Range::Last90Days);
        QVERIFY(waitLoaded());
        page()->tabs()->setCurrentIndex(0);
        const auto& d = page()->dailyChart()->data();
        QCOMPARE(d.days.size(), 90);
        QVERIFY(!model()->lines().isEmpty());
        qint64 charted = 0;
        for (const auto& series : d.values)
            for (qint64 v : series)
                charted += v;
        for (qint64 c : d.credits)
            charted += c;
        QCOMPARE(charted, sumOfLines()); // every line is in one bar
        // A day's hover names its total, and the arrow keys step through the days for a keyboard
        // or screen-reader user.
        QVERIFY(page()->dailyChart()->describeDay(int(d.days.size()) - 10).contains(QStringLiteral("Total")));
        page()->dailyChart()->setFocus();
        QTest::keyClick(page()->dailyChart(), Qt::Key_Home);
        QTest::keyClick(page()->dailyChart(), Qt::Key_Right);
        QCOMPARE(page()->dailyChart()->accessibleDescription(), page()->dailyChart()->describeDay(1));
        // The bars are Qt Charts' (issue 23), on screen in the series' colours, and the pointer
        // over the plot's middle names that day.
        DailyCostChart* chart = page()->dailyChart();
        auto* view = chart->findChild<QAbstractScrollArea*>();
        QVERIFY(view && view->inherits("QChartView"));
        auto colourPixels = [](const QImage& image, const QColor& colour, int fromY) {
            int n = 0;
            for (int y = fromY; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    n += image.pixelColor(x, y) == colour ? 1 : 0;
            return n;
        };
        const QImage onScreen = view->grab().toImage();
        QVERIFY(colourPixels(onScreen, DailyCostChart::seriesColor(0), 0) > 200);
        const QPoint middle = view->mapTo(chart, view->rect().center());
        const int day = chart->dayAt(middle);
        QVERIFY(day > 0 && day < int(d.days.size()) - 1);
        QVERIFY(chart->describeDay(day).startsWith(QLocale().toString(d.days[day], QLocale::LongFormat)));
        // The PDF report draws the same chart with paint(): on a page of the report's 144 dpi, below
        // the legend, the first series' bars and the credits' are there.
        QImage paper(1100, 500, QImage::Format_RGB32);
        paper.setDotsPerMeterX(5669);
        paper.setDotsPerMeterY(5669);
        paper.fill(Qt::white);
        {
            QPainter p(&paper);
            DailyCostChart::paint(p, QRectF(0, 0, 1100, 500), d, d.series, QPalette(Qt::black, Qt::white));
        }
        if (const QString dir = qEnvironmentVariable("CLUSTERDESK_SCREENSHOT_DIR"); !dir.isEmpty())
            paper.save(dir + QStringLiteral("/billing-report-chart.png"));
        QVERIFY(colourPixels(paper, DailyCostChart::seriesColor(0), 120) > 500);
        const bool credited = std::any_of(d.credits.begin(), d.credits.end(), [](qint64 c) { return c < 0; });
        QCOMPARE(colourPixels(paper, DailyCostChart::creditColor(), 120) > 0, credited);
        const BillingSummary& s = page()->summary();
        QVERIFY(page()->tiles()->tile(0)->text().contains(
            MoneyFormat::format(s.forecast.monthToDate).toHtmlEscaped()));
        QVERIFY(page()->tiles()->tile(1)->text().contains(
            MoneyFormat::format(s.forecast.expected).toHtmlEscaped()));
        QVERIFY(s.forecast.low <= s.forecast.expected && s.forecast.expected <= s.forecast.high);
        QVERIFY(s.idleCost.micros() > 0);
        saveShot(QStringLiteral("billing-overview.png"));
    }

    void quotedAgainstBilledIsExplained() {
        const BillingSummary& s = page()->summary();
        QVERIFY(!s.quotes.isEmpty());
        auto* table = page()->findChild<QTableWidget*>(QStringLiteral("billingQuotes"));
        QCOMPARE(table->rowCount(), int(s.quotes.size()));
        page()->tabs()->setCurrentIndex(2);
        saveShot(QStringLiteral("billing-quotes.png"));
        for (const QuoteComparison& q : s.quotes) {
            qint64 explained = q.quoted.micros();
            for (const QuoteComparison::Difference& d : q.differences)
                explained += d.amount.micros();
            QCOMPARE(explained, q.billed.micros());
        }
    }

    void budgetsAreSavedAndCheckedFirst() {
        QList<Budget> budgets;
        for (const BudgetStatus& b : page()->summary().budgets)
            budgets.append(b.budget);
        const int before = int(budgets.size());
        Budget small;
        small.name = QStringLiteral("Tiny pretraining cap");
        small.scope = Budget::Scope::Tag;
        small.target = QStringLiteral("stage=pretrain");
        small.amount = Money(1 * Money::microsPerUnit, Currency::USD);
        // On forecast spend: in the first minutes of a month what has actually been spent can still
        // be under a dollar, but what the running pretraining cluster will spend never is.
        small.thresholds = {{50, Budget::Basis::Forecast}};
        budgets.append(small);
        QSignalSpy saved(page(), &BillingPage::budgetsSaved);
        page()->saveBudgets(budgets);
        QVERIFY(saved.wait(10000));
        QCOMPARE(saved.first().first().toBool(), true);
        QVERIFY(QTest::qWaitFor([&] { return page()->summary().budgets.size() == before + 1; }, 10000));
        auto* table = page()->findChild<QTableWidget*>(QStringLiteral("billingBudgets"));
        QCOMPARE(table->rowCount(), before + 1);
        page()->tabs()->setCurrentIndex(3);
        saveShot(QStringLiteral("billing-budgets.png"));
        // The forecast is over 1.00, so its alert went out as a notification.
        const BudgetStatus& tiny = page()->summary().budgets.last();
        QVERIFY2(tiny.forecast.micros() > Money::microsPerUnit, qPrintable(tiny.forecast.toDecimal(2)));
        QVERIFY(!tiny.crossed.isEmpty());
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Tiny pretraining cap")) ||
                QTest::qWaitFor(
                    [&] { return m_window->statusBar()->currentMessage().contains(QStringLiteral("Tiny")); },
                    3000));

        // The dialog refuses what the platform would, and says why.
        BudgetDialog dialog(Budget{}, {}, Currency::USD, page());
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        dialog.findChild<QLineEdit*>(QStringLiteral("budgetName"))->setText(QStringLiteral("Lab"));
        QVERIFY(!ok->isEnabled()); // no amount yet
        dialog.findChild<QDoubleSpinBox*>(QStringLiteral("budgetAmount"))->setValue(5000);
        QVERIFY(ok->isEnabled());
        dialog.findChild<QLineEdit*>(QStringLiteral("budgetActual"))->setText(QStringLiteral("80, lots"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(!dialog.problem().isEmpty());
        dialog.findChild<QLineEdit*>(QStringLiteral("budgetActual"))
            ->setText(QStringLiteral("50, 80 %, 100"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.budget().thresholds.size(), 3);

        // A role that cannot change budgets sees why the buttons are off.
        page()->setCanChange(false);
        auto* add = page()->findChild<QPushButton*>(QStringLiteral("budgetAdd"));
        QVERIFY(!add->isEnabled());
        QVERIFY(!add->toolTip().isEmpty());
        page()->setCanChange(true);
        QVERIFY(add->isEnabled());
    }

    // A reached cluster budget acts: at once when told to, after asking otherwise.
    void aReachedBudgetStopsOrShrinksItsCluster() {
        QString training;
        QString frontier;
        for (const QuoteComparison& q : page()->summary().quotes) {
            if (q.clusterName == u"llama-pretrain")
                training = q.clusterId;
            if (q.clusterName == u"frontier-pretrain")
                frontier = q.clusterId;
        }
        QVERIFY(!training.isEmpty() && !frontier.isEmpty());
        Budget stop;
        stop.name = QStringLiteral("Stop llama");
        stop.scope = Budget::Scope::Cluster;
        stop.target = training;
        stop.amount = Money(Money::microsPerUnit, Currency::USD);
        stop.action = Budget::Action::Stop;
        stop.automatic = true;
        Budget shrink = stop;
        shrink.name = QStringLiteral("Shrink frontier");
        shrink.target = frontier;
        shrink.action = Budget::Action::Downsize;
        shrink.automatic = false;
        QSignalSpy saved(page(), &BillingPage::budgetsSaved);
        page()->saveBudgets({stop, shrink});
        QVERIFY(saved.wait(10000));
        auto clusterState = [&](const QString& id) {
            sim::Platform& platform = DemoPlatform::of(m_console->connection.demo())->platform();
            auto& lifecycle = platform.clusters();
            const QString tenant = platform.directory().tenants().first().id;
            return lifecycle.cluster(tenant, id).value_or(Cluster{}).state;
        };
        // Without asking: the training cluster stops.
        QVERIFY(QTest::qWaitFor(
            [&] {
                return clusterState(training) == ClusterState::Stopping ||
                       clusterState(training) == ClusterState::Stopped;
            },
            10000));
        // After asking: the question is there, the frontier run still whole until the answer.
        QMessageBox* question = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] {
                question = page()->findChild<QMessageBox*>(QStringLiteral("budgetActionQuestion"));
                return question && question->isVisible();
            },
            10000));
        QCOMPARE(clusterState(frontier), ClusterState::Running);
        question->button(QMessageBox::Yes)->click();
        QVERIFY(QTest::qWaitFor([&] { return clusterState(frontier) == ClusterState::Resizing; }, 10000));
    }

    void exportsHoldWhatThePageShows() {
        page()->setRange(BillingPage::Range::Last30Days);
        QVERIFY(waitLoaded());
        QString error;
        const QString csv = m_dir.filePath(QStringLiteral("focus.csv"));
        QVERIFY2(page()->exportFocusCsv(csv, &error), qPrintable(error));
        // An independent check of the FOCUS rules (tests/billing/validate_focus.py), summing the
        // BilledCost column in Python's decimal arithmetic.
        QProcess validator;
        validator.start(QStringLiteral("/usr/bin/python3"),
                        {QStringLiteral(CLUSTERDESK_SOURCE_DIR "/tests/billing/validate_focus.py"), csv,
                         QStringLiteral("--expect-lines"), QString::number(model()->lines().size()),
                         QStringLiteral("--expect-total"), Money(sumOfLines(), Currency::USD).toDecimal(2)});
        QVERIFY(validator.waitForFinished(60000));
        QVERIFY2(
            validator.exitCode() == 0,
            QByteArray(validator.readAllStandardOutput() + validator.readAllStandardError()).constData());

        for (const auto& [size, width, height] :
             {std::tuple{QPageSize::A4, 595, 842}, std::tuple{QPageSize::Letter, 612, 792}}) {
            const QString pdf = m_dir.filePath(QStringLiteral("report-%1.pdf").arg(int(size)));
            QVERIFY2(page()->exportPdf(pdf, size, &error), qPrintable(error));
            QFile f(pdf);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            QVERIFY(bytes.startsWith("%PDF-"));
            // Every page is the paper asked for, in points.
            static const QRegularExpression mediaBox(
                QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
            auto boxes = mediaBox.globalMatch(QString::fromLatin1(bytes));
            int pages = 0;
            while (boxes.hasNext()) {
                const auto m = boxes.next();
                QCOMPARE(qRound(m.captured(1).toDouble()), width);
                QCOMPARE(qRound(m.captured(2).toDouble()), height);
                ++pages;
            }
            QVERIFY(pages >= 2);
        }

        if (const QString dir = qEnvironmentVariable("CLUSTERDESK_SCREENSHOT_DIR"); !dir.isEmpty())
            page()->exportPdf(dir + QStringLiteral("/billing-report.pdf"), QPageSize::A4, &error);
        const QString shown = m_dir.filePath(QStringLiteral("table.csv"));
        QVERIFY2(page()->exportTable(shown, &error), qPrintable(error));
        QFile t(shown);
        QVERIFY(t.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = t.readAll().split('\n');
        // A header, then every group row and line row on screen.
        QVERIFY(rows.size() > model()->rowCount() + 1);
        QVERIFY(rows.first().contains("Billed"));
        // An unwritable place is a clear error, and no file.
        QVERIFY(!page()->exportFocusCsv(QStringLiteral("/proc/no-such-dir/focus.csv"), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestBillingPage)
#include "tst_billing_page.moc"
