#pragma once

#include <QList>
#include <QStringList>

#include <functional>

class QDialog;
class QWidget;

namespace cd::test {

// What a screen reader and a keyboard user meet in a window, for tst_accessibility: each check
// returns its problems as readable lines, empty when there are none.

// Focusable, visible widgets, enabled or not (a screen reader reads disabled controls too), whose
// accessible name is empty.
QStringList unnamedControls(QWidget* root);

// Presses Tab, as a person would, from `start` until focus comes round to it again, and returns
// the widgets that had focus, in order. A control that holds focus for 30 presses swallows Tab,
// and the walk ends there.
QList<QWidget*> tabWalk(QWidget* start);

// Where Tab goes against the reading order in `walk`.
QStringList backwardSteps(const QList<QWidget*>& walk);

// The controls under `root` that `walk` never reaches (a radio group counts as one control).
QStringList unreachedControls(const QList<QWidget*>& walk, QWidget* root);

// Text under `root` that does not reach WCAG AAA's 7:1 against what it is drawn on.
QStringList faintText(QWidget* root);

// Letters Alt presses that two visible controls under `root` take (a label counts with its buddy).
QStringList mnemonicClashes(QWidget* root);

// Whether `problems` is empty; if not, each goes to the log in full.
bool noneOf(const QStringList& problems);

// Opens a dialog of class `className` (or, for a plain QDialog made on the spot, of that object
// name) with `openIt`, as the person does, checks it and cancels it. `prepare` sets the dialog as
// the person would before looking (a tab chosen, a box ticked that enables fields).
QStringList checkDialog(const char* className, const std::function<void()>& openIt,
                        const std::function<void(QDialog*)>& prepare = {});

} // namespace cd::test
