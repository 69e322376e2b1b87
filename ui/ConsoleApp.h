#pragma once

namespace cd {

// Everything `clusterdesk` does from main(): options, application set-up, settings, language,
// theme, the connection and the main window. Returns the exit code.
int runConsole(int argc, char** argv);

} // namespace cd
