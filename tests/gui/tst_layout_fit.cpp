#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "HeatmapView.h"
#include "MainMenus.h"
#include "OfferingDetailView.h"
#include "OfferingsPage.h"
#include "ResizeClusterDialog.h"
#include "charts/DailyCostChart.h"

#include "models/ClusterFilterProxy.h"
#include "models/ClusterListModel.h"
#include "models/OfferingsModel.h"
#include "resources/Translations.h"

#include <QAbstractTextDocumentLayout>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>

#include <memory>

using namespace cd;

// What a person must be able to read whole: the resize dialog's price line and spin boxes, money
// in the offering detail, the Billing chart's legend, the shortcuts' key column, the heatmap's
// node names, and the Clusters table where it was scrolled to after a live update. The dialogs
// are checked in English, then again in Chinese.
class TestLayoutFit final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    ClustersPage* clusters() const { return m_window->clustersPage(); }

    Cluster runningCluster() const {
        for (const Cluster& c : clusters()->model()->clusters()) {
            if (c.state == ClusterState::Running)
                return c;
        }
        return {};
    }

    // With CLUSTERDESK_SCREENSHOT_DIR set, the dialogs are saved there to be looked at.
    static void saveShot(QWidget& widget, const QString& name) {
        const QString dir = qEnvironmentVariable("CLUSTERDESK_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            widget.grab().save(dir + u'/' + name + u'-' + QLocale().name() + QStringLiteral(".png"));
    }

    void checkResizeDialog() {
        const Cluster cluster = runningCluster();
        QVERIFY(!cluster.id.isEmpty());
        ResizeClusterDialog dialog(clusters()->session(), cluster, m_window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSignalSpy cost(&dialog, &ResizeClusterDialog::costUpdated);
        dialog.setNodeCount(cluster.pools[0].id, cluster.pools[0].nodeCount + 1);
        QVERIFY(cost.wait(5000));
        QApplication::processEvents();
        QLabel* price = dialog.costLabel();
        QVERIFY(!price->text().isEmpty());
        // Every line of the price is inside the label, and the label inside the dialog.
        QVERIFY2(price->heightForWidth(price->width()) <= price->height(),
                 qPrintable(QStringLiteral("needs %1 px, has %2: %3")
                                .arg(price->heightForWidth(price->width()))
                                .arg(price->height())
                                .arg(price->text())));
        QVERIFY(dialog.rect().contains(QRect(price->mapTo(&dialog, QPoint(0, 0)), price->size())));
        saveShot(dialog, QStringLiteral("resize-dialog"));
        const auto spins = dialog.findChildren<QSpinBox*>();
        QVERIFY(!spins.isEmpty());
        for (QSpinBox* spin : spins) {
            QVERIFY2(spin->width() >= spin->sizeHint().width(),
                     qPrintable(QStringLiteral("%1 px wide, needs %2 for \u201c%3\u201d")
                                    .arg(spin->width())
                                    .arg(spin->sizeHint().width())
                                    .arg(spin->text())));
        }
    }

    void checkLegend(const QString& creditsLabel) {
        const QStringList labels{QStringLiteral("llama-pretrain"),
                                 QStringLiteral("mistral-finetune-long-name"), QStringLiteral("vision-eval"),
                                 QStringLiteral("inference-staging")};
        const QFont font = m_window->font();
        const QFontMetricsF fm(font);
        const QList<DailyCostChart::LegendEntry> entries =
            DailyCostChart::legend(QRectF(0, 0, 420, 200), fm, labels);
        QCOMPARE(entries.size(), 5);
        for (int i = 0; i < labels.size(); ++i)
            QCOMPARE(entries[i].text, labels[i]);
        QCOMPARE(entries.last().text, creditsLabel);
        // The rows do not overlap one another.
        for (int i = 1; i < entries.size(); ++i) {
            for (int j = 0; j < i; ++j)
                QVERIFY(!entries[i].textRect.intersects(entries[j].textRect));
        }
    }

    void checkShortcuts() {
        QTextDocument doc;
        doc.setDefaultFont(m_window->font());
        doc.setHtml(MainMenus::shortcutsText());
        doc.setTextWidth(900);
        QTextTable* table = nullptr;
        for (QTextFrame* frame : doc.rootFrame()->childFrames())
            table = table ? table : qobject_cast<QTextTable*>(frame);
        QVERIFY(table);
        QVERIFY(table->rows() >= 10);
        QAbstractTextDocumentLayout* layout = doc.documentLayout();
        for (int row = 0; row < table->rows(); ++row) {
            const QTextBlock key = table->cellAt(row, 0).firstCursorPosition().block();
            const QTextBlock what = table->cellAt(row, 1).firstCursorPosition().block();
            const double keyEnd =
                layout->blockBoundingRect(key).left() + key.layout()->lineAt(0).naturalTextWidth();
            const double whatStart = layout->blockBoundingRect(what).left();
            QVERIFY2(whatStart - keyEnd >= 12,
                     qPrintable(QStringLiteral("\u201c%1\u201d ends %2 px before \u201c%3\u201d")
                                    .arg(key.text())
                                    .arg(whatStart - keyEnd)
                                    .arg(what.text())));
        }
    }

private Q_SLOTS:
    void initTestCase() {
        Translations::install(*qApp, QStringLiteral("en"));
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        QSignalSpy loaded(clusters(), &ClustersPage::loaded);
        QSignalSpy offerings(m_window->offeringsPage(), &OfferingsPage::loaded);
        m_window->startDemo();
        m_window->showArea(MainWindow::Clusters);
        QVERIFY(loaded.wait(10000));
        QVERIFY(offerings.count() > 0 || offerings.wait(10000));
    }

    void resizeDialogShowsItsPriceLine() { checkResizeDialog(); }

    void moneyInTheOfferingDetailNeverBreaks() {
        // The yearly price per GPU runs to five figures: "$10,512.00", the widest amount shown.
        const QList<Offering>& offerings = m_window->offeringsPage()->model()->offerings();
        QVERIFY(!offerings.isEmpty());
        const Offering& o = offerings.first();
        QTextDocument doc;
        doc.setHtml(OfferingDetailView::html(o, Currency::USD));
        doc.setTextWidth(160); // a narrow pane: the four price columns cannot all fit
        doc.size();            // lays it out
        static const QRegularExpression money(QStringLiteral("^[$\u00a5][0-9][0-9,.]*$"));
        int amounts = 0;
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
            if (!money.match(b.text()).hasMatch())
                continue;
            ++amounts;
            QVERIFY2(b.layout()->lineCount() == 1, qPrintable(b.text() + QStringLiteral(" breaks")));
        }
        QVERIFY(amounts >= 10);
    }

    void legendShowsWholeLabels() { checkLegend(QStringLiteral("Discounts and credits")); }

    void shortcutKeysStandApartFromTheirDescriptions() { checkShortcuts(); }

    void heatmapNamesASingleNodeByItsName() {
        const QString host = QStringLiteral("gpt-eval-main-1");
        QCOMPARE(HeatmapView::marginLabels({host, host, host}), QStringList({host, host, host}));
        // Several nodes: what tells them apart, with the pool's name.
        QCOMPARE(HeatmapView::marginLabels({QStringLiteral("big-train-1"), QStringLiteral("big-train-12")}),
                 QStringList({QStringLiteral("train-1"), QStringLiteral("train-12")}));
        QCOMPARE(HeatmapView::marginLabels({QStringLiteral("frontier-pretrain-train-1"),
                                            QStringLiteral("frontier-pretrain-infer-1")}),
                 QStringList({QStringLiteral("train-1"), QStringLiteral("infer-1")}));
    }

    void clustersTableKeepsItsScrollAcrossLiveUpdates() {
        m_window->showArea(MainWindow::Clusters);
        m_window->resize(900, 700); // narrow enough that the table scrolls sideways
        QTableView* table = clusters()->findChild<QTableView*>(QStringLiteral("clustersTable"));
        QVERIFY(table);
        QScrollBar* bar = table->horizontalScrollBar();
        QVERIFY(QTest::qWaitFor([bar] { return bar->maximum() > 0; }, 5000));
        bar->setValue(bar->maximum());
        const int scrolled = bar->value();
        QVERIFY(scrolled > 0);
        const int width = table->horizontalHeader()->length();

        // A live update of one cluster's state and price, then a fresh list with a cluster more.
        ClusterListModel* model = clusters()->model();
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        Cluster changed = runningCluster();
        changed.state = ClusterState::Stopping;
        changed.asOf = changed.asOf.addSecs(60);
        model->apply(changed);
        QList<Cluster> fresh = model->clusters();
        Cluster added = fresh.first();
        added.id = QStringLiteral("cl-live-added");
        added.name = QStringLiteral("live-added");
        fresh.append(added);
        model->merge(fresh);
        // The view lays items out later; run that now (it is what moved the scroll before).
        table->doItemsLayout();
        QApplication::processEvents();
        QCOMPARE(bar->value(), scrolled);
        QCOMPARE(table->horizontalHeader()->length(), width);
        QCOMPARE(model->rowOf(QStringLiteral("cl-live-added")), int(fresh.size()) - 1);

        // Refresh (F5): the platform's list, without the added cluster, merged the same way.
        QSignalSpy loaded(clusters(), &ClustersPage::loaded);
        clusters()->reload();
        QVERIFY(loaded.wait(5000));
        table->doItemsLayout();
        QApplication::processEvents();
        QCOMPARE(model->rowOf(QStringLiteral("cl-live-added")), -1);
        QCOMPARE(bar->value(), scrolled);
        QCOMPARE(resets.count(), 0);
    }

    // The same checks with the console in Chinese: longer labels, wider glyphs.
    void inChinese() {
        QCOMPARE(Translations::install(*qApp, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QVERIFY(DailyCostChart::tr("Discounts and credits") != QStringLiteral("Discounts and credits"));
        checkResizeDialog();
        checkLegend(DailyCostChart::tr("Discounts and credits"));
        checkShortcuts();
    }
};

QTEST_MAIN(TestLayoutFit)
#include "tst_layout_fit.moc"
