#pragma once

#include <QWidget>

class QLabel;

namespace cd {

// What the console shows when it is connected to nothing: one click to the offline demo, or to
// the connection dialog, and the reason the last connection ended, if it failed.
class WelcomePage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WelcomePage)

public:
    explicit WelcomePage(QWidget* parent = nullptr);
    void setProblem(const QString& text);

Q_SIGNALS:
    void demoRequested();
    void connectRequested();

private:
    QLabel* m_problem;
};

} // namespace cd
