#include "AccessibilityChecks.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAccessible>
#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QTabBar>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace cd::test {

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

// The first control of `dialog` Tab stops at, in its focus chain.
QWidget* firstControl(QWidget* dialog) {
    for (QWidget* w = dialog->nextInFocusChain(); w && w != dialog; w = w->nextInFocusChain())
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !isPartOfCompound(w) &&
            dialog->isAncestorOf(w))
            return w;
    return nullptr;
}

// The letter Alt presses in `text` ("Code &bundle:" -> 'b'), or none.
QChar mnemonicOf(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] != u'&')
            return text[i + 1].toLower();
        ++i; // "&&" is a literal ampersand
    }
    return {};
}

// A label's letter that leads to a control taking no focus: the cursor vanishes.
QStringList buddyProblems(QWidget* dialog) {
    QStringList problems;
    for (QLabel* label : dialog->findChildren<QLabel*>()) {
        if (!label->isVisible() || mnemonicOf(label->text()).isNull() || !label->buddy())
            continue;
        QWidget* target = label->buddy();
        while (target->focusProxy())
            target = target->focusProxy();
        if (!(target->focusPolicy() & Qt::TabFocus))
            problems.append(QStringLiteral("the letter of '%1' leads to %2, which takes no focus")
                                .arg(label->text(), describe(target)));
    }
    return problems;
}

// What a screen reader and a keyboard user miss in a dialog: unnamed controls, controls Tab does
// not reach from the first, steps against the reading order, and labels' letters that lead nowhere.
QStringList dialogProblems(QWidget* dialog) {
    QStringList problems = unnamedControls(dialog) + buddyProblems(dialog);
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
    // Tab goes round: a dialog that opens with the cursor mid-way (in a name under a template bar)
    // wraps from its last control to its first once, which is no step against the reading order.
    // Read the round from the control nearest the top left.
    QList<QWidget*> round = walk;
    const auto topLeft = std::min_element(round.begin(), round.end(), [](QWidget* a, QWidget* b) {
        const QPoint pa = a->mapTo(a->window(), QPoint(0, 0));
        const QPoint pb = b->mapTo(b->window(), QPoint(0, 0));
        return std::pair(pa.y(), pa.x()) < std::pair(pb.y(), pb.x());
    });
    if (topLeft != round.end())
        std::rotate(round.begin(), topLeft, round.end());
    for (const QString& step : backwardSteps(round))
        problems.append(QStringLiteral("against reading order: ") + step);
    return problems;
}

} // namespace

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

// Letters Alt presses that two visible controls under `root` take: the first press only moves
// between the two, neither is pressed.
QStringList mnemonicClashes(QWidget* root) {
    QHash<QChar, QStringList> owners;
    QStringList problems;
    for (QLabel* label : root->findChildren<QLabel*>()) {
        const QChar letter = mnemonicOf(label->text());
        if (!label->isVisible() || !letter.isLetterOrNumber())
            continue;
        if (label->buddy())
            owners[letter].append(label->text());
        else if (label->textFormat() != Qt::RichText) // a label without a buddy shows the & itself
            problems.append(
                QStringLiteral("\"%1\" has an Alt letter but no buddy: it shows the &").arg(label->text()));
    }
    for (QAbstractButton* button : root->findChildren<QAbstractButton*>()) {
        if (const QChar letter = mnemonicOf(button->text()); button->isVisible() && !letter.isNull())
            owners[letter].append(button->text());
    }
    for (QTabBar* bar : root->findChildren<QTabBar*>()) {
        for (int i = 0; bar->isVisible() && i < bar->count(); ++i) {
            if (const QChar letter = mnemonicOf(bar->tabText(i)); !letter.isNull())
                owners[letter].append(bar->tabText(i));
        }
    }
    for (auto it = owners.cbegin(); it != owners.cend(); ++it) {
        if (it.value().size() > 1)
            problems.append(QStringLiteral("Alt+%1 is taken by %2").arg(it.key(), it.value().join(u", ")));
    }
    return problems;
}

// Whether `problems` is empty; if not, each goes to the log in full (a failure's message is cut
// short at about a thousand characters).
bool noneOf(const QStringList& problems) {
    for (const QString& problem : problems)
        qInfo().noquote() << problem;
    return problems.isEmpty();
}

// Opens a dialog of class `className` the way the person does, checks it and cancels it. The
// check runs from a timer, so it works for dialogs run with exec() (inside their event loop) as
// for those shown with open().
QStringList checkDialog(const char* className, const std::function<void()>& openIt,
                        const std::function<void(QDialog*)>& prepare) {
    QStringList problems;
    bool done = false;
    QTimer poll;
    poll.setInterval(20);
    QElapsedTimer waited;
    waited.start();
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QDialog* dialog = nullptr;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (w->isVisible() && (w->inherits(className) || w->objectName() == QLatin1String(className)))
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
        if (prepare) {
            prepare(dialog);
            QCoreApplication::processEvents();
        }
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

} // namespace cd::test
