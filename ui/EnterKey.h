#pragma once

class QDialog;
class QPushButton;

namespace cd {

// Enter does what a dialog is for, and never cancels it by surprise. Qt gives every push button
// in a dialog "autoDefault": whichever button last had the focus becomes the default, so after a
// click on Test connection, or after a disabled button hands its focus on to Cancel, Enter throws
// away everything typed. Here only the dialog's primary button is ever the default; Enter does
// nothing while it is disabled (its input not yet valid), and Space still presses the focused one.
class EnterKey {
public:
    // Call once the dialog has made its buttons.
    static void makePrimary(QDialog& dialog, QPushButton* primary);
};

} // namespace cd
