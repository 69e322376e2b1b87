#pragma once

namespace cd {

// The console is a GUI program: on Windows it starts without a console, so `clusterdesk --version`
// or `--help` typed in cmd.exe or PowerShell would print nothing. This attaches standard output
// and error to the console of the shell that started it, if there is one. Elsewhere, and when
// started from Explorer or with output redirected, it does nothing.
void attachParentConsole();

} // namespace cd
