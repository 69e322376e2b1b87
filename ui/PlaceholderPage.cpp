#include "PlaceholderPage.h"

#include "SvgIconEngine.h"

#include <QGridLayout>
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
    // A fixed-width column, centred: see WelcomePage for why wrapped labels get no alignment.
    auto* column = new QWidget(this);
    column->setFixedWidth(520);
    auto* layout = new QVBoxLayout(column);
    layout->addWidget(icon);
    layout->addWidget(heading);
    layout->addWidget(body);
    auto* outer = new QGridLayout(this);
    outer->addWidget(column, 1, 1);
    outer->setRowStretch(0, 2);
    outer->setRowStretch(2, 3);
    outer->setColumnStretch(0, 1);
    outer->setColumnStretch(2, 1);
}

} // namespace cd
