#include "ConnectionIndicator.h"

#include "Theme.h"
#include "core/ErrorText.h"

#include "session/ConnectionManager.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace cd {

ConnectionIndicator::ConnectionIndicator(ConnectionManager& connection, QWidget* parent)
    : QWidget(parent)
    , m_connection(connection)
    , m_dot(new QLabel(this))
    , m_label(new QLabel(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 0);
    layout->setSpacing(6);
    layout->addWidget(m_dot);
    layout->addWidget(m_label);
    m_label->setObjectName(QStringLiteral("connectionState"));
    connect(&m_connection, &ConnectionManager::stateChanged, this, &ConnectionIndicator::refresh);
    connect(&m_connection, &ConnectionManager::problem, this, &ConnectionIndicator::refresh);
    refresh();
}

QString ConnectionIndicator::text() const {
    return m_label->text();
}

void ConnectionIndicator::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
}

void ConnectionIndicator::refresh() {
    QString text;
    QColor color;
    switch (m_connection.state()) {
    case ConnectionState::Demo:
        text = tr("Demo: simulated platform, no network");
        color = Theme::accent();
        break;
    case ConnectionState::Connecting:
        text = tr("Connecting to %1\u2026").arg(m_connection.platformName());
        color = Theme::warning();
        break;
    case ConnectionState::Connected:
        text = tr("Connected to %1").arg(m_connection.platformName());
        color = Theme::good();
        break;
    case ConnectionState::Reconnecting:
        text = tr("Reconnecting to %1\u2026").arg(m_connection.platformName());
        color = Theme::warning();
        break;
    case ConnectionState::Offline:
        text = tr("Offline");
        color = Theme::bad();
        break;
    }
    m_label->setText(text);
    m_dot->setText(QStringLiteral("\u25cf"));
    m_dot->setStyleSheet(QStringLiteral("color: %1;").arg(color.name()));
    const Error& error = m_connection.lastError();
    const QString tip = error.isError() ? ErrorText::withDetail(error) : text;
    setToolTip(tip);
    setAccessibleName(tr("Connection state"));
    setAccessibleDescription(text);
}

} // namespace cd
