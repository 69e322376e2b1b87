#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace cd {

// A strip above a page's content that says what went wrong and offers the one action that helps
// (usually "Retry"). Hidden when there is nothing to say.
class MessageBanner final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MessageBanner)

public:
    explicit MessageBanner(QWidget* parent = nullptr);

    void showError(const QString& text, const QString& actionText = {});
    void showInfo(const QString& text, const QString& actionText = {});
    QString text() const;

Q_SIGNALS:
    void actionTriggered();

private:
    void show(const QString& text, const QString& actionText, bool error);
    QLabel* m_icon;
    QLabel* m_text;
    QPushButton* m_action;
};

} // namespace cd
