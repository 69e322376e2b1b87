#pragma once

#include "CliCommand.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cd::cli {

// Every command cdctl knows, by path. Command groups register themselves in CommandGroups.cpp:
// adding a group is one new file with a register function (see app/cli/README.md).
class CommandTable {
public:
    void add(CliCommand command);
    const CliCommand* find(const QStringList& path) const;
    // The commands and groups directly below `path` (the top level for an empty path), in the order
    // they were added.
    QList<const CliCommand*> children(const QStringList& path) const;
    // The help of a command or group, in the language installed, for standard output.
    QString help(const QStringList& path) const;
    // Help for cdctl itself: the global options and the groups.
    QString topHelp() const;

private:
    QList<CliCommand> m_commands;
};

} // namespace cd::cli
