// Every key the main window binds, with every page made and the demo running: none that a desktop
// or an input method takes for itself (Ctrl+Space switches the input method for people who type
// Chinese, Cmd+Space is Spotlight on macOS), no key bound twice where both are live at once (Qt
// then runs neither), and each in Help > Keyboard shortcuts as the system writes it.
#include "ConsoleUnderTest.h"
#include "MainMenus.h"
#include "MainWindow.h"
#include "MonitoringPage.h"
#include "OfferingsPage.h"
#include "StoragePage.h"

#include "resources/Translations.h"

#include <QAbstractButton>
#include <QAction>
#include <QListWidget>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>

#include <algorithm>

using namespace cd;

namespace {

struct Binding {
    QKeySequence key;
    QObject* owner;
    QString name; // for the failure's message
};

QString describe(QObject* o) {
    QString text;
    if (auto* a = qobject_cast<QAction*>(o))
        text = a->text();
    else if (auto* b = qobject_cast<QAbstractButton*>(o))
        text = b->text();
    return QStringLiteral("%1 \u201c%2\u201d (%3)")
        .arg(QString::fromLatin1(o->metaObject()->className()), text.remove(u'&'), o->objectName());
}

// A button's shortcut that only comes from the & in its text: the Alt+letter mnemonic, which Qt
// cycles through when two share it, unlike a shortcut. The help covers them as one row.
bool isMnemonic(QAbstractButton* b) {
    return b->shortcut() == QKeySequence::mnemonic(b->text());
}

// Every explicit binding of the window: actions (menus, pages, toolbars) and buttons.
QList<Binding> bindingsOf(QWidget& window) {
    QList<Binding> all;
    for (QAction* a : window.findChildren<QAction*>()) {
        for (const QKeySequence& key : a->shortcuts())
            all.append({key, a, describe(a)});
    }
    for (QAbstractButton* b : window.findChildren<QAbstractButton*>()) {
        if (!b->shortcut().isEmpty() && !isMnemonic(b))
            all.append({b->shortcut(), b, describe(b)});
    }
    return all;
}

// Whether a binding can fire now: its widget is on screen, or its action belongs to one that is
// (a menu counts when what opens it does: the menu bar, a tool button).
bool isLive(QObject* owner) {
    if (auto* menu = qobject_cast<QMenu*>(owner))
        return menu->parentWidget() && isLive(menu->parentWidget());
    if (auto* widget = qobject_cast<QWidget*>(owner))
        return widget->isVisible();
    if (auto* action = qobject_cast<QAction*>(owner)) {
        if (!action->isVisible())
            return false;
        const QList<QObject*> places = action->associatedObjects();
        return std::any_of(places.begin(), places.end(), [](QObject* o) { return isLive(o); });
    }
    return false;
}

} // namespace

class TestShortcuts final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;

    MainWindow& window() { return m_console->window; }

private Q_SLOTS:
    void initTestCase() {
        Translations::install(*qApp, QStringLiteral("en"));
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(m_console->exposed);
        QSignalSpy loaded(window().offeringsPage(), &OfferingsPage::loaded);
        QString error;
        QVERIFY2(m_console->connection.startDemo(42, &error), qPrintable(error));
        QVERIFY(loaded.wait(5000));
    }
    void cleanupTestCase() { m_console.reset(); }

    void theWindowBindsEnoughToBeWorthChecking() {
        // The menus' keys, the areas', Monitoring's ranges and pause, Storage's uploads: if far fewer
        // are found, the walk below would pass for the wrong reason.
        QVERIFY2(bindingsOf(window()).size() >= 20, qPrintable(QString::number(bindingsOf(window()).size())));
    }

    void noKeyThatTheDesktopOrAnInputMethodTakes() {
        QStringList taken;
        for (const Binding& b : bindingsOf(window())) {
            // Space with any modifier: Ctrl (input method; Cmd+Space, Spotlight, on macOS), Meta
            // (Ctrl+Space on macOS, the input source), Ctrl+Shift and Shift (input methods, full or
            // half width), Alt (the window menu on Windows).
            for (int i = 0; i < b.key.count(); ++i) {
                if (b.key[i].key() == Qt::Key_Space)
                    taken.append(b.key.toString() + QStringLiteral(" on ") + b.name);
            }
        }
        QVERIFY2(taken.isEmpty(), qPrintable(taken.join(u'\n')));
    }

    void pauseIsCtrlPAndSaysSoInItsTooltip() {
        auto* pause = window().monitoringPage()->findChild<QToolButton*>(QStringLiteral("monitoringPause"));
        QVERIFY(pause);
        QCOMPARE(pause->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_P));
        QVERIFY2(pause->toolTip().contains(pause->shortcut().toString(QKeySequence::NativeText)),
                 qPrintable(pause->toolTip()));
        // And the key works: on Monitoring, Ctrl+P pauses and again follows.
        window().showArea(MainWindow::Monitoring);
        QTRY_VERIFY(window().monitoringPage()->isVisible());
        QVERIFY(!pause->isChecked());
        // (A button's shortcut clicks it as a person would see it: pressed, then released.)
        QTest::keyClick(&window(), Qt::Key_P, Qt::ControlModifier);
        QTRY_VERIFY(pause->isChecked());
        QTest::keyClick(&window(), Qt::Key_P, Qt::ControlModifier);
        QTRY_VERIFY(!pause->isChecked());
    }

    void noKeyIsBoundTwiceOnAnyPage() {
        QStringList twice;
        for (int area = 0; area < MainWindow::AreaCount; ++area) {
            window().showArea(MainWindow::Area(area));
            QTRY_COMPARE(window().navigation()->currentRow(), area);
            QCoreApplication::processEvents();
            QMultiHash<QKeySequence, QString> live;
            for (const Binding& b : bindingsOf(window())) {
                if (isLive(b.owner))
                    live.insert(b.key, b.name);
            }
            for (const QKeySequence& key : live.uniqueKeys()) {
                const QStringList owners = live.values(key);
                if (owners.size() > 1)
                    twice.append(QStringLiteral("%1 on %2: %3")
                                     .arg(key.toString(), window().navigation()->item(area)->text(),
                                          owners.join(QStringLiteral(", "))));
            }
        }
        QVERIFY2(twice.isEmpty(), qPrintable(twice.join(u'\n')));
    }

    void theHelpListsEveryKeyAsTheSystemWritesIt() {
        QTextDocument help;
        help.setHtml(MainMenus::shortcutsText());
        const QString text = help.toPlainText();
        QStringList missing;
        for (const Binding& b : bindingsOf(window())) {
            const QString written = b.key.toString(QKeySequence::NativeText);
            if (!text.contains(written))
                missing.append(written + QStringLiteral(" (") + b.name + u')');
        }
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
        // Written by the system's rules, not typed: Ctrl+Space is gone, Ctrl+P is there.
        QVERIFY(!text.contains(QKeySequence(Qt::CTRL | Qt::Key_Space).toString(QKeySequence::NativeText)));
        QVERIFY(text.contains(QKeySequence(Qt::CTRL | Qt::Key_P).toString(QKeySequence::NativeText)));
    }

    void tooltipsShowTheKeysAsTheSystemWritesThem() {
        const QString upload = QKeySequence(Qt::CTRL | Qt::Key_U).toString(QKeySequence::NativeText);
        window().showArea(MainWindow::Storage);
        auto* files = window().storagePage()->findChild<QAbstractButton*>(QStringLiteral("uploadFiles"));
        QVERIFY(files);
        QVERIFY2(files->toolTip().contains(upload), qPrintable(files->toolTip()));
        const QString areaTip = window().navigation()->item(MainWindow::Billing)->toolTip();
        QVERIFY2(areaTip.contains(QKeySequence(Qt::CTRL | Qt::Key_5).toString(QKeySequence::NativeText)),
                 qPrintable(areaTip));
    }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
