#include "CenteredColumn.h"

#include <QGridLayout>
#include <QVBoxLayout>

namespace cd {

CenteredColumn::CenteredColumn(QWidget* page, int width)
    : QWidget(page)
    , m_column(new QVBoxLayout(this)) {
    setFixedWidth(width);
    auto* outer = new QGridLayout(page);
    outer->addWidget(this, 1, 1);
    outer->setRowStretch(0, 2);
    outer->setRowStretch(2, 3);
    outer->setColumnStretch(0, 1);
    outer->setColumnStretch(2, 1);
}

} // namespace cd
