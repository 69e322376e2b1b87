#include "CommandGroups.h"

namespace cd::cli {

void registerAllCommands(CommandTable& table) {
    registerProfileCommands(table);
    registerOfferingCommands(table);
    registerClusterCommands(table);
    registerClusterChanges(table);
    registerNodeCommands(table);
    registerDataCommands(table);
    registerKeyCommands(table);
    registerBillingCommands(table);
    registerTeamCommands(table);
    registerDemoCommands(table);
    registerCompletionCommands(table);
}

} // namespace cd::cli
