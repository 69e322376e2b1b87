#include "DetailHtml.h"

#include <QApplication>
#include <QPalette>

namespace cd {

QString DetailHtml::mutedColor() {
    return QApplication::palette().color(QPalette::PlaceholderText).name();
}

QString DetailHtml::row(const QString& label, const QString& value) {
    return QStringLiteral("<tr><td style='padding-right:12px; color:%3'>%1</td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped(), mutedColor());
}

QString DetailHtml::hint(const QString& text) {
    return QStringLiteral("<p style='color:%2'>%1</p>").arg(text.toHtmlEscaped(), mutedColor());
}

} // namespace cd
