#pragma once

#include <QString>

namespace cd {

// A name that came from the platform (a dataset, one of its files, a cluster) made fit to be one
// component of a path on this computer, such as the name a save dialog suggests. The platform's
// names are data, typed by anyone with write access to the tenant: they must not pick the folder
// ("..", "/", "\"), hide what a file is (bidirectional controls turn "gnp.exe" around), or carry
// control characters into a file manager or a terminal.
class SafeFileName {
public:
    // The name with control, format (bidirectional included) and line-separator characters
    // dropped, separators and characters Windows forbids replaced by '_', surrounding spaces and
    // trailing dots trimmed, a Windows device name (CON, NUL, COM1...) prefixed with '_', and at
    // most 200 characters, extension kept. `fallback` when nothing usable is left, or for "." and
    // "..".
    static QString from(const QString& name, const QString& fallback = QStringLiteral("download"));
};

} // namespace cd
