#include "PlaceholderPage.h"

#include "CenteredColumn.h"
#include "SvgIconEngine.h"

#include <QLabel>
#include <QVBoxLayout>

namespace cd {

PlaceholderPage::PlaceholderPage(const QString& iconName, const QString& title, const QString& promise,
                                 QWidget* parent)
    : QWidget(parent) {
    auto* icon = new QLabel(this);
    icon->setPixmap(SvgIconEngine::icon(iconName).pixmap(QSize(64, 64)));
    icon->setAlignment(Qt::AlignCenter);
    auto* heading = new QLabel(QStringLiteral("<h2>%1</h2>").arg(title.toHtmlEscaped()), this);
    heading->setAlignment(Qt::AlignCenter);
    auto* body = new QLabel(
        promise + u"\n\n" + tr("This area is not available in this version of ClusterDesk yet."), this);
    body->setWordWrap(true);
    body->setAlignment(Qt::AlignCenter);
    body->setObjectName(QStringLiteral("placeholderText"));
    QVBoxLayout* layout = (new CenteredColumn(this, 520))->column();
    layout->addWidget(icon);
    layout->addWidget(heading);
    layout->addWidget(body);
}

} // namespace cd
