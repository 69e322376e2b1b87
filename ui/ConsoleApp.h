#pragma once

#include "session/OfflineDemo.h"

namespace cd {

// Everything `clusterdesk` does from main(): options, application set-up, settings, language,
// theme, the connection and the main window. Returns the exit code. `demo` starts the offline
// demo; main() gives none when the console is built without it.
int runConsole(int argc, char** argv, const OfflineDemo::Factory& demo);

} // namespace cd
