// The console on a desktop: it follows the desktop from light to dark while it runs, its tray menu
// brings the window back and pauses real uploads, and files given at start (the desktop entry's
// %U) are queued for upload, with a message for one that cannot be read.
//
// Offscreen there is no desktop to switch and no tray: the switch is played by giving Theme the
// palette a dark desktop would have (Theme::setSystemPalette) and sending the QEvent::ThemeChange
// the platform would send; the tray's menu is the same TrayMenu the tray icon would show.
#include "ConsoleOptions.h"
#include "ConsoleUnderTest.h"
#include "MainWindow.h"
#include "MonitoringPage.h"
#include "OfferingsPage.h"
#include "StartupUploads.h"
#include "StoragePage.h"
#include "Theme.h"
#include "TrayMenu.h"

#include "charts/TimeSeriesChart.h"
#include "models/UploadQueueModel.h"
#include "resources/Translations.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QHash>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

using namespace cd;

namespace {

QString write(const QTemporaryDir& dir, const QString& name, qsizetype size) {
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator(7).fillRange(reinterpret_cast<quint32*>(data.data()), size / 4);
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != size)
        return {};
    return f.fileName();
}

// The colour most of a widget's pixels have: a chart's background, whatever is drawn on it.
QColor mostOf(QWidget* widget) {
    const QImage image = widget->grab().toImage();
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            ++counts[image.pixel(x, y)];
    QRgb most = 0;
    int best = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > best) {
            best = it.value();
            most = it.key();
        }
    }
    return QColor(most);
}

// What a desktop switched to dark would give as its palette.
QPalette darkDesktop() {
    QPalette p;
    for (auto role : {QPalette::Window, QPalette::Button})
        p.setColor(role, QColor(0x2b, 0x2b, 0x2b));
    for (auto role : {QPalette::Base, QPalette::AlternateBase})
        p.setColor(role, QColor(0x1e, 0x1e, 0x1e));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(role, QColor(0xee, 0xee, 0xee));
    return p;
}

// Records and closes every message box that comes up.
class MessageBoxCatcher final : public QObject {
public:
    QStringList texts;
    MessageBoxCatcher() {
        auto* timer = new QTimer(this);
        connect(timer, &QTimer::timeout, this, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                texts.append(box->text());
                box->close();
            }
        });
        timer->start(20);
    }
};

} // namespace

class TestDesktopIntegration final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;

    MainWindow& window() { return m_console->window; }
    StorageSession& storage() { return window().storage(); }

    bool startDemo() {
        QSignalSpy loaded(window().offeringsPage(), &OfferingsPage::loaded);
        QString error;
        return m_console->connection.startDemo(42, &error) && loaded.wait(5000);
    }
    // What the platform sends when the desktop's theme changes (to each window).
    void desktopThemeChanges() {
        QCoreApplication::postEvent(window().windowHandle(), new QEvent(QEvent::ThemeChange));
    }

private Q_SLOTS:
    void initTestCase() { Translations::install(*qApp, QStringLiteral("en")); }
    void init() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(m_console->exposed);
    }
    void cleanup() {
        m_console.reset();
        Theme::followPlatformPalette();
        Theme::apply(Theme::Choice::System);
    }

    void withoutADesktopThemeItIsFusion() {
        Theme::apply(Theme::Choice::System);
        // Offscreen has no style of its own, so the console draws with Fusion and its own palettes.
        QCOMPARE(Theme::styleName().toLower(), QStringLiteral("fusion"));
        QVERIFY(!Theme::usesNativeStyle());
    }

    void followsTheDesktopFromLightToDarkAndBackWhileItRuns() {
        Theme::apply(Theme::Choice::System);
        QVERIFY(!Theme::isDark());
        QVERIFY(startDemo());
        window().showArea(MainWindow::Monitoring);
        QTRY_VERIFY(window().monitoringPage()->selectCluster(QStringLiteral("frontier-pretrain")));
        auto* chart = window().monitoringPage()->findChild<QWidget*>(QStringLiteral("trendChart"));
        QVERIFY(chart);
        QTRY_VERIFY(chart->isVisible());
        const QColor lightChart = mostOf(chart);
        QVERIFY2(lightChart.lightness() > 160, qPrintable(lightChart.name()));
        // Pause: no new data comes to redraw the lines with.
        window().monitoringPage()->findChild<QAbstractButton*>(QStringLiteral("monitoringPause"))->click();
        QTRY_VERIFY(!window().monitoringPage()->trendChart()->lines().isEmpty());
        const QColor lightAccent = Theme::accent();
        QCOMPARE(window().monitoringPage()->trendChart()->lines().first().color, lightAccent);

        Theme::setSystemPalette(darkDesktop());
        desktopThemeChanges();
        QTRY_VERIFY(Theme::isDark());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        // Qt hands the application's palette on to the windows as it delivers the change.
        QTRY_VERIFY(window().palette().color(QPalette::Window).lightness() < 80);
        // The charts repaint in the new colours: no restart, not even a new tick. The average's
        // line takes the dark theme's accent, lighter than the light theme's.
        QTRY_VERIFY2(mostOf(chart).lightness() < 80, qPrintable(mostOf(chart).name()));
        QVERIFY(!window().monitoringPage()->trendChart()->lines().isEmpty());
        QCOMPARE(window().monitoringPage()->trendChart()->lines().first().color, Theme::accent());
        QVERIFY(lightAccent != Theme::accent());

        // Back to the platform's own palette (offscreen's is light), read again from Qt.
        Theme::followPlatformPalette();
        desktopThemeChanges();
        QTRY_VERIFY(!Theme::isDark());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 160);
        QTRY_VERIFY2(mostOf(chart).lightness() > 160, qPrintable(mostOf(chart).name()));
    }

    void aThemeThePersonChoseStaysWhenTheDesktopChanges() {
        Theme::apply(Theme::Choice::Light);
        Theme::setSystemPalette(darkDesktop());
        desktopThemeChanges();
        // Deliberately let the change be taken in, to show nothing follows it.
        QTest::qWait(200);
        QVERIFY(!Theme::isDark());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 160);
    }

    void theTrayMenuPausesAndResumesRealUploads() {
        QVERIFY(startDemo());
        QTRY_VERIFY_WITH_TIMEOUT(storage().hasKey(), 10000);
        TrayMenu* tray = window().trayMenu();
        QVERIFY(tray);
        QVERIFY(!tray->uploadsAction()->isEnabled());  // nothing to pause yet
        storage().engine().setBandwidthLimit(1000000); // 1 MB/s: slow enough to catch under way
        window().storagePage()->upload({write(m_dir, QStringLiteral("tray.bin"), 4 * 1024 * 1024)});
        const qint64 id = window().storagePage()->queueModel()->jobAt(0);
        QTRY_VERIFY_WITH_TIMEOUT(storage().engine().job(id).confirmedOffset > 0, 10000);
        QVERIFY(tray->uploadsAction()->isEnabled());
        QCOMPARE(tray->uploadsAction()->text().remove(u'&'), QStringLiteral("Pause uploads"));

        tray->uploadsAction()->trigger();
        QCOMPARE(storage().engine().job(id).state, UploadState::Paused);
        QCOMPARE(tray->uploadsAction()->text().remove(u'&'), QStringLiteral("Resume uploads"));
        const qint64 at = storage().engine().job(id).confirmedOffset;
        // Deliberately let a second pass at 1 MB/s: nothing moves while paused.
        QTest::qWait(1000);
        QCOMPARE(storage().engine().job(id).confirmedOffset, at);

        tray->uploadsAction()->trigger();
        QVERIFY(storage().engine().job(id).state != UploadState::Paused);
        QTRY_VERIFY_WITH_TIMEOUT(storage().engine().job(id).confirmedOffset > at, 10000);
        storage().engine().setBandwidthLimit(0);
        QTRY_COMPARE_WITH_TIMEOUT(storage().engine().job(id).state, UploadState::Done, 30000);
        QVERIFY(!tray->uploadsAction()->isEnabled());
    }

    void showBringsBackAHiddenOrMinimisedWindow() {
        TrayMenu* tray = window().trayMenu();
        window().hide();
        QVERIFY(!window().isVisible());
        tray->showAction()->trigger();
        QVERIFY(window().isVisible());
        window().showMinimized();
        QTRY_VERIFY(window().isMinimized());
        tray->showAction()->trigger();
        QTRY_VERIFY(!window().isMinimized());
        QVERIFY(window().isVisible());
        // Quit is offered, and only asks: the window decides what quitting means.
        QSignalSpy quit(tray, &TrayMenu::quitRequested);
        QVERIFY(tray->quitAction());
        QCOMPARE(quit.count(), 0);
    }

    void filesGivenAtStartAreQueuedAndAMissingOneIsNamed() {
        const QString plain = write(m_dir, QStringLiteral("given-as-path.bin"), 64 * 1024);
        const QString url =
            QUrl::fromLocalFile(write(m_dir, QStringLiteral("given-as-url.bin"), 64 * 1024)).toString();
        const QString missing = m_dir.filePath(QStringLiteral("not-there.bin"));
        ConsoleOptions options;
        QString message;
        QCOMPARE(
            ConsoleOptions::parse({QStringLiteral("clusterdesk"), plain, url, missing}, &options, &message),
            ConsoleOptions::Outcome::Run);
        QCOMPARE(options.uploads.size(), 3);
        QCOMPARE(options.uploads[1], m_dir.filePath(QStringLiteral("given-as-url.bin"))); // the URL's path

        MessageBoxCatcher boxes;
        StartupUploads::queueWhenReady(window(), options.uploads);
        // Not connected yet: they wait, and the window says so.
        QTRY_VERIFY(window().statusBar()->currentMessage().contains(QStringLiteral("once you connect")));
        QCOMPARE(window().storagePage()->queueModel()->rowCount(), 0);

        QVERIFY(startDemo());
        QTRY_COMPARE_WITH_TIMEOUT(window().storagePage()->queueModel()->rowCount(), 2, 10000);
        QStringList names;
        for (const UploadJob& job : storage().engine().jobs())
            names.append(job.fileName);
        names.sort();
        QCOMPARE(names,
                 (QStringList{QStringLiteral("given-as-path.bin"), QStringLiteral("given-as-url.bin")}));
        QTRY_COMPARE(boxes.texts.size(), 1);
        QVERIFY2(boxes.texts[0].contains(missing) &&
                     boxes.texts[0].contains(QStringLiteral("does not exist")),
                 qPrintable(boxes.texts[0]));
        QVERIFY(window().isVisible()); // no crash, the console goes on
        for (const UploadJob& job : storage().engine().jobs())
            QTRY_COMPARE_WITH_TIMEOUT(storage().engine().job(job.id).state, UploadState::Done, 30000);
    }
};

QTEST_MAIN(TestDesktopIntegration)
#include "tst_desktop_integration.moc"
