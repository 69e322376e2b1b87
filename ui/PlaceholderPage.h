#pragma once

#include <QWidget>

namespace cd {

// An area of the console that is not built yet, saying so plainly and what it will hold.
class PlaceholderPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlaceholderPage)

public:
    PlaceholderPage(const QString& iconName, const QString& title, const QString& promise,
                    QWidget* parent = nullptr);
};

} // namespace cd
