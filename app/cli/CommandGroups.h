#pragma once

namespace cd::cli {

class CommandTable;

// Each command group lives in its own file and adds its commands here (CommandGroups.cpp lists
// them all, in the order `cdctl --help` shows them).
void registerAllCommands(CommandTable& table);

void registerProfileCommands(CommandTable& table);  // ProfileCommands.cpp: login, profiles
void registerOfferingCommands(CommandTable& table); // OfferingCommands.cpp: offerings, advise
void registerClusterCommands(CommandTable& table);  // ClusterCommands.cpp: clusters ...
void registerClusterChanges(
    CommandTable& table);                       // ClusterChanges.cpp: launch, resize, stop, start, terminate
void registerNodeCommands(CommandTable& table); // NodeCommands.cpp: logs, ssh, port-forward
void registerDemoCommands(CommandTable& table); // DemoCommands.cpp: demo reset
void registerDataCommands(CommandTable& table); // DataCommands.cpp: upload, download, datasets
void registerKeyCommands(CommandTable& table);  // KeyCommands.cpp: key export, import, fingerprint
void registerBillingCommands(
    CommandTable& table); // BillingCommands.cpp: costs, budgets, invoices, metrics, audit
void registerTeamCommands(CommandTable& table);       // TeamCommands.cpp: api-keys, members
void registerCompletionCommands(CommandTable& table); // CompletionCommands.cpp: completion

} // namespace cd::cli
