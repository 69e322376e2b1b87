#include "TabOrder.h"

#include <QWidget>

namespace cd {

void TabOrder::chain(const QList<QWidget*>& widgets) {
    // Qt ignores a widget that takes no focus without a word, and the order silently stays as it was.
    for (const QWidget* w : widgets)
        Q_ASSERT_X(w && w->focusPolicy() != Qt::NoFocus, "TabOrder::chain", "a widget that takes no focus");
    for (qsizetype i = 1; i < widgets.size(); ++i)
        QWidget::setTabOrder(widgets.at(i - 1), widgets.at(i));
}

} // namespace cd
