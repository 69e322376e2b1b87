#include "MessageBanner.h"

#include "SvgIconEngine.h"
#include "Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace cd {

MessageBanner::MessageBanner(QWidget* parent)
    : QWidget(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_action(new QPushButton(this)) {
    setObjectName(QStringLiteral("messageBanner"));
    setAttribute(Qt::WA_StyledBackground);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setObjectName(QStringLiteral("bannerText"));
    connect(m_action, &QPushButton::clicked, this, &MessageBanner::actionTriggered);
    hide();
}

void MessageBanner::showError(const QString& text, const QString& actionText) {
    show(text, actionText, true);
}

void MessageBanner::showInfo(const QString& text, const QString& actionText) {
    show(text, actionText, false);
}

QString MessageBanner::text() const {
    return isVisible() ? m_text->text() : QString();
}

void MessageBanner::show(const QString& text, const QString& actionText, bool error) {
    const QColor tone = error ? Theme::bad() : Theme::accent();
    setStyleSheet(
        QStringLiteral("#messageBanner { border: 1px solid %1; border-radius: 4px; }").arg(tone.name()));
    m_icon->setPixmap(SvgIconEngine::icon(error ? QStringLiteral("warning") : QStringLiteral("info"))
                          .pixmap(QSize(20, 20)));
    m_text->setText(text);
    m_action->setText(actionText);
    m_action->setVisible(!actionText.isEmpty());
    setAccessibleDescription(text);
    setVisible(true);
}

} // namespace cd
