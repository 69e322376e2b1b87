#include "TabOrder.h"

#include <QWidget>

namespace cd {

void TabOrder::chain(const QList<QWidget*>& widgets) {
    for (qsizetype i = 1; i < widgets.size(); ++i)
        QWidget::setTabOrder(widgets.at(i - 1), widgets.at(i));
}

} // namespace cd
