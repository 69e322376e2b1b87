#pragma once

#include "CliCommand.h"

#include <QList>
#include <QString>

namespace cd::cli {

// The options every command takes, anywhere on the line before "--".
struct GlobalOptions {
    QString profile;                          // --profile NAME; empty: the one used last
    bool demo = false;                        // --demo: the in-process platform
    QString output = QStringLiteral("table"); // -o table|json|yaml|csv
    QString language;                         // --lang en|zh_CN; empty: the locale's
    QString keyFile;                          // --key-file FILE
    bool help = false;
    bool version = false;
    bool noColor = false;

    static const QList<CliOption>& specs();
    // The spec for `name` ("--profile", "-o"), or nullptr when it is not a global option.
    static const CliOption* spec(const QString& name);
    // Takes a global option (and its value); false when `name` is none.
    bool take(const QString& name, const QString& value);
};

} // namespace cd::cli
