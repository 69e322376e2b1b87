#include "EnterKey.h"

#include <QDialog>
#include <QPushButton>

namespace cd {

void EnterKey::makePrimary(QDialog& dialog, QPushButton* primary) {
    for (QPushButton* button : dialog.findChildren<QPushButton*>()) {
        if (button != primary)
            button->setAutoDefault(false);
    }
    primary->setAutoDefault(true);
    primary->setDefault(true);
}

} // namespace cd
