#pragma once

#include <QList>

class QWidget;

namespace cd {

// Tab order set to the order a page reads in. Qt's default is the order the widgets were made in,
// which sends Tab up and back on a page that makes its tables before its toolbars, and past rows
// added later. (Qt 6.6 has QWidget::setTabOrder for a list; 6.4 does not.)
//
// Not for a widget that hands its focus to another (a QDialogButtonBox to its first button, a
// QTabWidget to its tab bar): Qt 6.4 moves only the one it hands to, and the widget left behind
// sends Tab back to it. Make such widgets in reading order instead (ClustersPage).
class TabOrder {
public:
    // Tab goes from each widget to the next, in the order given.
    static void chain(const QList<QWidget*>& widgets);
};

} // namespace cd
