#pragma once

#include <QObject>

class QWidget;

namespace cd {

// Alt and a button's underlined letter presses the button, but Qt 6.4 leaves the focus where it
// was (only a letter taken twice moves it). A keyboard user then goes on from somewhere else than
// the button just pressed; with this the focus moves to it, as a mouse click does.
class MnemonicFocus final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MnemonicFocus)

public:
    // Every button under `root` made so far.
    static void install(QWidget* root);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

} // namespace cd
