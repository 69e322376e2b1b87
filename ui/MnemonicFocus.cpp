#include "MnemonicFocus.h"

#include <QAbstractButton>
#include <QShortcutEvent>

namespace cd {

void MnemonicFocus::install(QWidget* root) {
    auto* filter = new MnemonicFocus(root);
    for (QAbstractButton* button : root->findChildren<QAbstractButton*>())
        button->installEventFilter(filter);
}

bool MnemonicFocus::eventFilter(QObject* watched, QEvent* event) {
    // An ambiguous letter already moves the focus (and presses nothing): leave that to Qt.
    if (event->type() == QEvent::Shortcut && !static_cast<QShortcutEvent*>(event)->isAmbiguous()) {
        auto* button = static_cast<QAbstractButton*>(watched);
        if (button->focusPolicy() != Qt::NoFocus)
            button->setFocus(Qt::ShortcutFocusReason);
    }
    return false;
}

} // namespace cd
