#include "AuditPage.h"
#include "BillingPage.h"
#include "ClustersPage.h"
#include "ConnectionDialog.h"
#include "ConsoleUnderTest.h"
#include "CustomRangeDialog.h"
#include "MonitoringPage.h"
#include "OfferingsPage.h"
#include "PassphraseDialog.h"
#include "StoragePage.h"
#include "Theme.h"

#include "core/Role.h"
#include "models/AuditTableModel.h"
#include "models/ClusterListModel.h"
#include "models/LineItemTreeModel.h"
#include "resources/Translations.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAccessible>
#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace cd;
using namespace cd::test;

namespace {

// Parts of a compound control, which the screen reader names and the keyboard reaches by the
// control itself: a combo box's popup list, a spin box's editor.
bool isPartOfCompound(const QWidget* w) {
    const QWidget* parent = w->parentWidget();
    return parent && (parent->inherits("QComboBox") || parent->inherits("QAbstractSpinBox"));
}

// The controls a keyboard user must be able to reach under `root`, as the person sees it now.
QList<QWidget*> focusableControls(QWidget* root, bool enabledOnly) {
    QList<QWidget*> controls;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        // A widget that hands its focus to another (a tab widget to its tab bar) is named and
        // reached by that one.
        if (!w->isVisible() || !(w->focusPolicy() & Qt::TabFocus) || isPartOfCompound(w) || w->focusProxy())
            continue;
        if (enabledOnly && !w->isEnabled())
            continue;
        controls.append(w);
    }
    return controls;
}

QString describe(const QWidget* w) {
    QString name = w->objectName();
    if (const auto* button = qobject_cast<const QAbstractButton*>(w); button && name.isEmpty())
        name = button->text();
    return QStringLiteral("%1 '%2' in %3")
        .arg(QString::fromLatin1(w->metaObject()->className()), name,
             w->parentWidget() ? QString::fromLatin1(w->parentWidget()->metaObject()->className())
                               : QStringLiteral("-"));
}

// Focusable, visible widgets, enabled or not (a screen reader reads disabled controls too), whose
// accessible name is empty.
QStringList unnamedControls(QWidget* root) {
    QStringList unnamed;
    for (QWidget* w : focusableControls(root, false)) {
        QAccessibleInterface* face = QAccessible::queryAccessibleInterface(w);
        if (!face || face->text(QAccessible::Name).trimmed().isEmpty())
            unnamed.append(describe(w));
    }
    return unnamed;
}

// Presses Tab, as a person would, from `start` until focus comes round to it again, and returns
// the widgets that had focus, in order. Some controls take a few presses to pass (a date's
// sections, a text's links); one that holds focus for 30 presses swallows Tab, and the walk ends
// there, so whatever lies after it shows up as unreached.
QList<QWidget*> tabWalk(QWidget* start) {
    start->setFocus(Qt::TabFocusReason);
    QList<QWidget*> walk;
    int held = 0;
    for (int press = 0; press < 1000 && held < 30; ++press) {
        QWidget* focus = QApplication::focusWidget();
        if (!focus || focus->window() != start->window())
            break; // Tab never leaves a window; another one took the keyboard
        if (!walk.isEmpty() && focus == walk.last())
            ++held;
        else {
            held = 0;
            walk.append(focus);
        }
        QTest::keyClick(focus, Qt::Key_Tab);
        if (QApplication::focusWidget() == start && walk.last() != start)
            break; // round again
    }
    return walk;
}

// Where Tab goes against the reading order: back left along a row (Terminate to Stop), or up to
// a control that does not start further right (from a table back to the search field above it).
// Moving on to the top of a column further right is reading order.
QStringList backwardSteps(const QList<QWidget*>& walk) {
    QStringList backward;
    for (qsizetype i = 1; i < walk.size(); ++i) {
        const QWidget* from = walk.at(i - 1);
        const QWidget* to = walk.at(i);
        const QRect a(from->mapTo(from->window(), QPoint(0, 0)), from->size());
        const QRect b(to->mapTo(to->window(), QPoint(0, 0)), to->size());
        const int overlap = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
        const bool sameRow = overlap > std::min(a.height(), b.height()) / 2;
        const bool backLeft = sameRow && b.right() < a.left();
        const bool backUp = b.bottom() < a.top() && b.left() <= a.left();
        if (backLeft || backUp)
            backward.append(describe(from) + QStringLiteral(" \u2192 ") + describe(to));
    }
    return backward;
}

// The controls under `root` that Tab from the navigation never reaches. A radio button in an
// exclusive group counts as reached when its group is: Tab enters the group, arrows move in it.
QStringList unreachedControls(const QList<QWidget*>& walk, QWidget* root) {
    const QSet<QWidget*> seen(walk.cbegin(), walk.cend());
    QStringList unreached;
    for (QWidget* w : focusableControls(root, true)) {
        QWidget* target = w;
        while (target->focusProxy())
            target = target->focusProxy();
        // A table with editors in its cells hands focus to the current cell's editor.
        if (seen.contains(target) ||
            std::any_of(seen.cbegin(), seen.cend(), [&](QWidget* s) { return w->isAncestorOf(s); }))
            continue;
        const auto* button = qobject_cast<const QAbstractButton*>(w);
        if (button && button->autoExclusive() && button->parentWidget()) {
            const auto siblings = button->parentWidget()->findChildren<QAbstractButton*>();
            if (std::any_of(siblings.cbegin(), siblings.cend(), [&](QAbstractButton* b) {
                    return b != button && b->autoExclusive() && seen.contains(b);
                }))
                continue;
        }
        unreached.append(describe(w));
    }
    return unreached;
}

double luminance(const QColor& c) {
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The colour behind `w`: its own when it paints its background, else its nearest parent's that does,
// else the window's.
QColor backgroundOf(const QWidget* w) {
    for (const QWidget* p = w; p; p = p->parentWidget())
        if (p->autoFillBackground() || p->isWindow())
            return p->palette().color(p->backgroundRole());
    return QApplication::palette().color(QPalette::Window);
}

// Text under `root` that does not reach WCAG AAA's 7:1 against what it is drawn on: labels, and
// the colours item views' models give their cells.
QStringList faintText(QWidget* root) {
    constexpr double aaa = 7.0;
    QStringList faint;
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        label->ensurePolished();
        const QColor text = label->palette().color(label->isEnabled() ? QPalette::Active : QPalette::Disabled,
                                                   label->foregroundRole());
        const double ratio = contrast(text, backgroundOf(label));
        if (ratio < aaa)
            faint.append(QStringLiteral("label '%1' (%2): %3:1")
                             .arg(label->text().left(40), text.name())
                             .arg(ratio, 0, 'f', 1));
    }
    for (QAbstractItemView* view : root->findChildren<QAbstractItemView*>()) {
        const QAbstractItemModel* model = view->model();
        if (!view->isVisible() || !model || view->inherits("QHeaderView"))
            continue;
        const QColor base = view->palette().color(QPalette::Base);
        const int rows = std::min(model->rowCount(), 200);
        for (int row = 0; row < rows; ++row)
            for (int column = 0; column < model->columnCount(); ++column) {
                const QVariant brush = model->index(row, column).data(Qt::ForegroundRole);
                if (!brush.isValid())
                    continue;
                const QColor text =
                    brush.canConvert<QBrush>() ? brush.value<QBrush>().color() : brush.value<QColor>();
                const double ratio = contrast(text, base);
                if (ratio < aaa)
                    faint.append(QStringLiteral("%1 cell (%2, %3) '%4' (%5): %6:1")
                                     .arg(QString::fromLatin1(view->metaObject()->className()))
                                     .arg(row)
                                     .arg(column)
                                     .arg(model->index(row, column).data().toString().left(30), text.name())
                                     .arg(ratio, 0, 'f', 1));
            }
    }
    faint.removeDuplicates();
    return faint;
}

// Whether `problems` is empty; if not, each goes to the log in full (a failure's message is cut
// short at about a thousand characters).
bool noneOf(const QStringList& problems) {
    for (const QString& problem : problems)
        qInfo().noquote() << problem;
    return problems.isEmpty();
}

// The first control of `dialog` Tab stops at, in its focus chain.
QWidget* firstControl(QWidget* dialog) {
    for (QWidget* w = dialog->nextInFocusChain(); w && w != dialog; w = w->nextInFocusChain())
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !isPartOfCompound(w) &&
            dialog->isAncestorOf(w))
            return w;
    return nullptr;
}

// What a screen reader and a keyboard user miss in a dialog: unnamed controls, controls Tab does
// not reach from the first, and steps against the reading order.
QStringList dialogProblems(QWidget* dialog) {
    QStringList problems = unnamedControls(dialog);
    // Where the dialog puts the person, as they open it.
    QWidget* first = dialog->focusWidget() ? dialog->focusWidget() : firstControl(dialog);
    if (!first)
        return problems << QStringLiteral("no control takes focus");
    // The keyboard's window. (qWaitForWindowActive() is not enough: a dialog counts as active
    // while its parent is, before the system has given it the keyboard.)
    dialog->activateWindow();
    if (!QTest::qWaitFor([&] { return QApplication::activeWindow() == dialog; }))
        return problems << QStringLiteral("never became the active window");
    const QList<QWidget*> walk = tabWalk(first);
    if (QApplication::activeWindow() != dialog)
        qInfo().noquote() << "the walk lost the keyboard to" << QApplication::activeWindow();
    for (const QString& control : unreachedControls(walk, dialog))
        problems.append(QStringLiteral("unreached: ") + control);
    for (const QString& step : backwardSteps(walk))
        problems.append(QStringLiteral("against reading order: ") + step);
    return problems;
}

// Opens a dialog of class `className` the way the person does, checks it and cancels it. The
// check runs from a timer, so it works for dialogs run with exec() (inside their event loop) as
// for those shown with open().
QStringList checkDialog(const char* className, const std::function<void()>& openIt) {
    QStringList problems;
    bool done = false;
    QTimer poll;
    poll.setInterval(20);
    QElapsedTimer waited;
    waited.start();
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QDialog* dialog = nullptr;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (w->isVisible() && w->inherits(className))
                dialog = qobject_cast<QDialog*>(w);
        if (!dialog) {
            if (waited.elapsed() > 5000) {
                problems.append(QStringLiteral("did not open"));
                done = true;
                poll.stop();
            }
            return;
        }
        poll.stop();
        problems += dialogProblems(dialog);
        dialog->reject();
        done = true;
    });
    poll.start();
    openIt();
    if (!QTest::qWaitFor([&] { return done; }, 10000))
        problems.append(QStringLiteral("check did not finish"));
    for (QString& problem : problems)
        problem.prepend(QString::fromLatin1(className) + QStringLiteral(": "));
    return problems;
}

} // namespace

// What a screen reader and a keyboard user get, on every page of the console with the demo's data
// in it: every control that takes focus has a name a screen reader can say, Tab from the navigation
// reaches every control, and in the high-contrast theme every text reaches 7:1.
class TestAccessibility final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<ConsoleUnderTest> m_console;

    MainWindow& window() { return m_console->window; }

    QWidget* page(MainWindow::Area area) {
        switch (area) {
        case MainWindow::Offerings:
            return window().offeringsPage();
        case MainWindow::Clusters:
            return window().clustersPage();
        case MainWindow::Monitoring:
            return window().monitoringPage();
        case MainWindow::Storage:
            return window().storagePage();
        case MainWindow::Billing:
            return window().billingPage();
        case MainWindow::Audit:
            return window().auditPage();
        case MainWindow::AreaCount:
            break;
        }
        return nullptr;
    }

    // Shows `area` with its data in, and calls `check` on it once per tab of its tab widgets
    // (controls on a hidden tab are neither seen nor reached).
    void visit(MainWindow::Area area, const std::function<void(QWidget*, const QString&)>& check) {
        window().showArea(area);
        QWidget* shown = page(area);
        QTRY_VERIFY(shown->isVisible());
        if (area == MainWindow::Clusters)
            QTRY_VERIFY(window().clustersPage()->model()->rowCount() > 0);
        if (area == MainWindow::Billing)
            QTRY_VERIFY(!window().billingPage()->isLoading() &&
                        window().billingPage()->lineModel()->rowCount() > 0);
        if (area == MainWindow::Audit)
            QTRY_VERIFY(window().auditPage()->model()->rowCount() > 0);
        if (area == MainWindow::Monitoring)
            QTRY_VERIFY(window().monitoringPage()->selectCluster(QStringLiteral("frontier-pretrain")));
        QCoreApplication::processEvents();
        const QString name = window().navigation()->item(area)->text();
        const QList<QTabWidget*> tabWidgets = shown->findChildren<QTabWidget*>();
        check(shown, name);
        for (QTabWidget* tabs : tabWidgets)
            for (int i = 0; i < tabs->count(); ++i) {
                if (i == tabs->currentIndex())
                    continue;
                tabs->setCurrentIndex(i);
                QCoreApplication::processEvents();
                check(shown, name + QStringLiteral(" > ") + tabs->tabText(i));
            }
    }

    static constexpr MainWindow::Area areas[] = {MainWindow::Offerings,  MainWindow::Clusters,
                                                 MainWindow::Monitoring, MainWindow::Storage,
                                                 MainWindow::Billing,    MainWindow::Audit};

    // The offline demo, with its catalog shown.
    bool startDemo() {
        QSignalSpy loaded(window().offeringsPage(), &OfferingsPage::loaded);
        QString error;
        return m_console->connection.startDemo(42, &error) && loaded.wait(5000);
    }

    // The demo on every page, in the theme applied now: the texts below 7:1.
    QStringList faintTextOnEveryPage() {
        if (!startDemo())
            return {QStringLiteral("the demo did not start")};
        QStringList faint;
        for (MainWindow::Area area : areas)
            visit(area, [&](QWidget*, const QString& name) {
                for (const QString& text : faintText(&window()))
                    faint.append(name + QStringLiteral(": ") + text);
            });
        faint.removeDuplicates();
        return faint;
    }

private Q_SLOTS:
    void initTestCase() { Translations::install(*qApp, QStringLiteral("en")); }

    void init() {
        Theme::apply(Theme::Choice::Light);
        m_console = std::make_unique<ConsoleUnderTest>(m_dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(m_console->exposed);
        window().activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window()));
    }
    void cleanup() { m_console.reset(); }

    void everyControlOfTheWelcomePageHasAName() {
        QVERIFY2(noneOf(unnamedControls(&window())), "see the lines above");
    }

    void everyControlOfEveryPageHasAName() {
        QVERIFY(startDemo());
        QStringList unnamed;
        for (MainWindow::Area area : areas)
            visit(area, [&](QWidget*, const QString& name) {
                for (const QString& control : unnamedControls(&window()))
                    unnamed.append(name + QStringLiteral(": ") + control);
            });
        unnamed.removeDuplicates();
        QVERIFY2(noneOf(unnamed), "see the lines above");
    }

    void tabReachesEveryControlOfEveryPageInReadingOrder() {
        QVERIFY(startDemo());
        QStringList unreached;
        for (MainWindow::Area area : areas)
            visit(area, [&](QWidget* shown, const QString& name) {
                // From the page's first control, so that the step from the navigation list on the
                // left to the page's top does not count against the order.
                const QList<QWidget*> walk = tabWalk(window().navigation());
                for (const QString& control : unreachedControls(walk, shown))
                    unreached.append(name + QStringLiteral(": ") + control);
                for (const QString& step : backwardSteps(walk.mid(1)))
                    unreached.append(name + QStringLiteral(": against reading order: ") + step);
            });
        QVERIFY2(noneOf(unreached), "see the lines above");
    }

    void everyTextOfEveryPageReachesSevenToOneInHighContrast() {
        Theme::apply(Theme::Choice::HighContrast);
        const QStringList faint = faintTextOnEveryPage();
        Theme::apply(Theme::Choice::Light);
        QVERIFY2(noneOf(faint), "see the lines above");
    }

    // A desktop in Windows' "High Contrast White": black on white, which "follow the system" keeps
    // as it is. The status colours made for white on black would vanish on it.
    void everyTextOfEveryPageReachesSevenToOneOnAHighContrastWhiteDesktop() {
        QPalette desktop;
        for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button,
                          QPalette::ToolTipBase})
            desktop.setColor(role, Qt::white);
        for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText})
            desktop.setColor(role, Qt::black);
        desktop.setColor(QPalette::Highlight, QColor(0x37, 0x00, 0x6e));
        desktop.setColor(QPalette::HighlightedText, Qt::white);
        Theme::setSystemPalette(desktop);
        Theme::apply(Theme::Choice::System);
        QVERIFY(Theme::isHighContrast());
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
        const QStringList faint = faintTextOnEveryPage();
        Theme::apply(Theme::Choice::Light);
        QVERIFY2(noneOf(faint), "see the lines above");
    }

    void everyDialogHasNamesAndTabReachesEveryControlInReadingOrder() {
        QVERIFY(startDemo());
        window().showArea(MainWindow::Clusters);
        ClustersPage* clusters = window().clustersPage();
        QTRY_VERIFY(clusters->model()->rowCount() > 0 && !clusters->isLoading());
        QTRY_VERIFY(clusters->selected().has_value());
        QStringList problems;
        problems += checkDialog("cd::LaunchClusterDialog", [&] { clusters->openLaunchDialog(); });
        problems += checkDialog("cd::SizingAdvisorDialog", [&] { clusters->openSizeAdvisor(); });
        problems += checkDialog("cd::ResizeClusterDialog", [&] { clusters->resizeSelected(); });
        problems += checkDialog("cd::TerminateClusterDialog", [&] { clusters->terminateSelected(); });
        problems +=
            checkDialog("cd::HealthReportDialog", [&] { window().openHealthReport(*clusters->selected()); });
        window().showArea(MainWindow::Billing);
        QTRY_VERIFY(!window().billingPage()->isLoading() &&
                    window().billingPage()->lineModel()->rowCount() > 0);
        window().billingPage()->tabs()->setCurrentIndex(3);
        auto* addBudget = window().billingPage()->findChild<QPushButton*>(QStringLiteral("budgetAdd"));
        QVERIFY(addBudget);
        problems += checkDialog("cd::BudgetDialog", [&] { addBudget->click(); });
        problems += checkDialog("cd::PassphraseDialog", [&] {
            auto* dialog = new PassphraseDialog(PassphraseDialog::Export, QStringLiteral("Why"), &window());
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        });
        problems += checkDialog("cd::CustomRangeDialog", [&] {
            auto* dialog = new CustomRangeDialog(1'000'000, 1'003'600, 1'010'000, &window());
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        });
        QVERIFY2(noneOf(problems), "see the lines above");
    }

    void theConnectionDialogHasNamesAndTabReachesEveryControlInReadingOrder() {
        // As Platform > Connect opens it, offline.
        const QStringList problems =
            checkDialog("cd::ConnectionDialog", [&] { window().openConnectionDialog(); });
        QVERIFY2(noneOf(problems), "see the lines above");
    }

    // Support staff's tenant picker, which opens by itself once the platform says who signed in.
    void theTenantPickerHasNamesAndTabReachesEveryControlInReadingOrder() {
        QString error;
        QStringList problems = checkDialog("cd::TenantPickerDialog", [&] {
            QVERIFY(m_console->connection.startDemo(42, &error, Role::Support));
        });
        QVERIFY2(noneOf(problems), "see the lines above");
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
