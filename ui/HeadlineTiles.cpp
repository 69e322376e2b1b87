#include "HeadlineTiles.h"

#include <QHBoxLayout>
#include <QLabel>

namespace cd {

HeadlineTiles::HeadlineTiles(int count, QWidget* parent)
    : QWidget(parent) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < count; ++i) {
        auto* tile = new QLabel(this);
        tile->setObjectName(QStringLiteral("headline%1").arg(i));
        tile->setFrameShape(QFrame::StyledPanel);
        tile->setMargin(8);
        tile->setTextFormat(Qt::RichText);
        tile->setMinimumWidth(150);
        row->addWidget(tile, 1);
        m_tiles.append(tile);
    }
}

void HeadlineTiles::setTile(int index, const QString& title, const QString& value, const QString& detail) {
    if (QLabel* t = m_tiles.value(index)) {
        t->setText(QStringLiteral("<div style='font-size:small'>%1</div><div style='font-size:x-large;"
                                  "font-weight:600'>%2</div><div style='font-size:small'>%3</div>")
                       .arg(title.toHtmlEscaped(), value.toHtmlEscaped(), detail.toHtmlEscaped()));
        t->setAccessibleName(title + u": " + value + u". " + detail);
    }
}

} // namespace cd
