#pragma once

namespace cd::sim {

// Everything clusterdesk-sim does: parse the command line, open the platform, write the first
// start's keys, listen, serve until SIGINT/SIGTERM. Returns the process exit code.
int runSimServer(int argc, char** argv);

} // namespace cd::sim
