#include "ConnectionDialog.h"
#include "ConsoleUnderTest.h"
#include "OfferingsPage.h"
#include "Theme.h"
#include "Translations.h"

#include <QAccessible>
#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace cd::test;

// What a screen reader and a keyboard user get: every control that takes focus has a name a
// screen reader can say, and the high-contrast theme is what it claims to be.
class TestAccessibility final : public QObject {
    Q_OBJECT

    // Focusable, visible widgets whose accessible name is empty.
    static QStringList unnamedControls(QWidget* root) {
        QStringList unnamed;
        for (QWidget* w : root->findChildren<QWidget*>()) {
            if (!w->isVisible() || !(w->focusPolicy() & Qt::TabFocus) || !w->isEnabled())
                continue;
            // Parts of a compound control, which the screen reader names by the control itself: a
            // combo box's popup list, a spin box's editor.
            if (w->parentWidget() &&
                (w->parentWidget()->inherits("QComboBox") || w->parentWidget()->inherits("QAbstractSpinBox")))
                continue;
            QAccessibleInterface* face = QAccessible::queryAccessibleInterface(w);
            if (!face || face->text(QAccessible::Name).trimmed().isEmpty())
                unnamed.append(QStringLiteral("%1 '%2' in %3")
                                   .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                                        QString::fromLatin1(w->parentWidget()->metaObject()->className())));
        }
        return unnamed;
    }

private Q_SLOTS:
    void initTestCase() { Translations::install(*qApp, QStringLiteral("en")); }

    void everyControlOfTheConsoleHasAName() {
        QTemporaryDir dir;
        ConsoleUnderTest console(dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(console.exposed);
        // The welcome page first, then the demo's Offerings page.
        QStringList unnamed = unnamedControls(&console.window);
        QSignalSpy loaded(console.window.offeringsPage(), &OfferingsPage::loaded);
        QString error;
        QVERIFY(console.connection.startDemo(42, &error));
        QVERIFY(loaded.wait(5000));
        unnamed += unnamedControls(&console.window);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(u'\n')));
    }

    void everyControlOfTheConnectionDialogHasAName() {
        QTemporaryDir dir;
        ConsoleUnderTest console(dir.filePath(QStringLiteral("console.ini")));
        ConnectionDialog dialog(console.profiles, console.secrets, &console.window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QStringList unnamed = unnamedControls(&dialog);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(u'\n')));
    }

    void highContrastMeansBlackAndWhite() {
        Theme::apply(Theme::Choice::HighContrast);
        const QPalette p = QApplication::palette();
        QCOMPARE(p.color(QPalette::Window), QColor(Qt::black));
        QCOMPARE(p.color(QPalette::WindowText), QColor(Qt::white));
        QCOMPARE(p.color(QPalette::Base), QColor(Qt::black));
        QCOMPARE(p.color(QPalette::Text), QColor(Qt::white));
        QVERIFY(Theme::isHighContrast());
        Theme::apply(Theme::Choice::Light);
        QVERIFY(!Theme::isHighContrast());
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
