#pragma once

#include <QCoreApplication>
#include <QKeySequence>
#include <QString>

namespace cd {

// Help > Keyboard shortcuts: every key the console binds, written as this system writes it (⌘ and
// ⇧ on macOS, "Ctrl+" elsewhere), made from the same key sequences the actions and buttons use, so
// that what the help says is what the keyboard does.
class ShortcutsHelp {
    Q_DECLARE_TR_FUNCTIONS(ShortcutsHelp)

public:
    // The table as rich text: a key or keys in the first column, what it does in the second.
    static QString richText();
    // A key as the system writes it, for tooltips and button texts: "Ctrl+U", or "⌘U" on macOS.
    static QString native(const QKeySequence& key);
    // "Upload files (Ctrl+U)": a tooltip or label with its key, or without one where the system has
    // no such key (Quit on Windows).
    static QString withKey(const QString& text, const QKeySequence& key);
};

} // namespace cd
