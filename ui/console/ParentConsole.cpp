#include "ParentConsole.h"

#ifdef _WIN32
// Windows only: the one place the console calls the Win32 API.
#include <windows.h>

#include <cstdio>

namespace cd {

void attachParentConsole() {
    if (!AttachConsole(ATTACH_PARENT_PROCESS))
        return; // started from Explorer or a shortcut: no console to write to
    // Only streams the caller did not redirect: a pipe or a file stays where it was sent.
    if (GetFileType(GetStdHandle(STD_OUTPUT_HANDLE)) == FILE_TYPE_UNKNOWN)
        std::freopen("CONOUT$", "w", stdout);
    if (GetFileType(GetStdHandle(STD_ERROR_HANDLE)) == FILE_TYPE_UNKNOWN)
        std::freopen("CONOUT$", "w", stderr);
}

} // namespace cd

#else

namespace cd {

void attachParentConsole() {} // a GUI program's standard output is the terminal's already

} // namespace cd

#endif
