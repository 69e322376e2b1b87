#include "ParentConsole.h"

#ifdef _WIN32
// Windows only: the one place the console calls the Win32 API.
#include <windows.h>

#include <cstdio>

namespace cd {

namespace {
// Whether the caller gave this stream a pipe or a file: a GUI program started from a console
// without redirection has no standard handles at all until it attaches.
bool redirected(DWORD stream) {
    return GetFileType(GetStdHandle(stream)) != FILE_TYPE_UNKNOWN;
}

void toConsole(FILE* stream) {
    FILE* reopened = nullptr;
    freopen_s(&reopened, "CONOUT$", "w", stream);
}
} // namespace

void attachParentConsole() {
    // Asked before attaching: afterwards every handle points at the console.
    const bool outRedirected = redirected(STD_OUTPUT_HANDLE);
    const bool errRedirected = redirected(STD_ERROR_HANDLE);
    if (!AttachConsole(ATTACH_PARENT_PROCESS))
        return; // started from Explorer or a shortcut: no console to write to
    // The C library set up stdout and stderr at start, with no handle behind them: they are
    // opened again on the console, unless they already go to a pipe or a file.
    if (!outRedirected)
        toConsole(stdout);
    if (!errRedirected)
        toConsole(stderr);
}

} // namespace cd

#else

namespace cd {

void attachParentConsole() {} // a GUI program's standard output is the terminal's already

} // namespace cd

#endif
