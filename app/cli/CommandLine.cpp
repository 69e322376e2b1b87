#include "CommandLine.h"

#include "CommandTable.h"
#include "ExitCode.h"

#include <QCoreApplication>

namespace cd::cli {

namespace {

[[noreturn]] void usage(const QString& sentence) {
    throw CliFailure{Usage, sentence};
}

const CliOption* commandOption(const CliCommand* command, const QString& name) {
    if (!command)
        return nullptr;
    for (const CliOption& o : command->options)
        if (name == QLatin1String(o.name))
            return &o;
    return nullptr;
}

} // namespace

QString CommandLine::helpHint(const QStringList& path) {
    return QStringList(QStringLiteral("cdctl")).join(u' ') +
           (path.isEmpty() ? QString() : u' ' + path.join(u' ')) + QStringLiteral(" --help");
}

QString CommandLine::languageIn(const QStringList& arguments) {
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == u"--")
            break;
        if (arguments[i].startsWith(u"--lang="))
            return arguments[i].mid(7);
        if (arguments[i] == u"--lang" && i + 1 < arguments.size())
            return arguments[i + 1];
    }
    return {};
}

CommandLine CommandLine::parse(const QStringList& arguments, const CommandTable& table) {
    CommandLine line;
    bool restSeen = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& token = arguments[i];
        if (token == u"--") {
            line.args.setRest(arguments.mid(i + 1));
            restSeen = true;
            break;
        }
        if (token.size() > 1 && token.startsWith(u'-')) {
            QString name = token;
            QString value;
            bool inlineValue = false;
            const qsizetype equals = token.indexOf(u'=');
            if (token.startsWith(u"--") && equals > 0) {
                name = token.left(equals);
                value = token.mid(equals + 1);
                inlineValue = true;
            }
            const CliOption* global = GlobalOptions::spec(name);
            const CliOption* spec = global ? global : commandOption(table.find(line.path), name);
            if (!spec)
                usage(QCoreApplication::translate("cdctl", "Unknown option %1; see %2.")
                          .arg(name, helpHint(line.path)));
            if (spec->valueName && !inlineValue) {
                if (i + 1 >= arguments.size())
                    usage(QCoreApplication::translate("cdctl", "%1 needs a value (%2); see %3.")
                              .arg(name, QString::fromLatin1(spec->valueName), helpHint(line.path)));
                value = arguments[++i];
            } else if (!spec->valueName && inlineValue) {
                usage(QCoreApplication::translate("cdctl", "%1 takes no value; see %2.")
                          .arg(name, helpHint(line.path)));
            }
            if (global)
                line.global.take(name, value);
            else if (spec->valueName)
                line.args.addValue(QString::fromLatin1(spec->name), value);
            else
                line.args.addFlag(QString::fromLatin1(spec->name));
            continue;
        }
        if (line.args.positionals().isEmpty() && table.find(line.path + QStringList{token}))
            line.path.append(token);
        else
            line.args.addPositional(token);
    }
    if (line.global.help || line.global.version)
        return line;

    const QStringList formats = {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("yaml"),
                                 QStringLiteral("csv")};
    if (!formats.contains(line.global.output))
        usage(QCoreApplication::translate("cdctl", "-o takes table, json, yaml or csv, not \"%1\".")
                  .arg(line.global.output));

    line.command = table.find(line.path);
    const QStringList& words = line.args.positionals();
    if (!line.command || !line.command->run) {
        if (!words.isEmpty())
            usage(QCoreApplication::translate("cdctl", "Unknown command \"%1\"; see %2.")
                      .arg((line.path + QStringList{words.first()}).join(u' '), helpHint(line.path)));
        usage(QCoreApplication::translate("cdctl", "Which command? See %1.").arg(helpHint(line.path)));
    }
    const CliCommand& c = *line.command;
    if (words.size() < c.minArgs)
        usage(QCoreApplication::translate("cdctl", "Missing argument: the usage is \"cdctl %1\"; see %2.")
                  .arg(QString::fromLatin1(c.usage), helpHint(line.path)));
    if (c.maxArgs >= 0 && words.size() > c.maxArgs)
        usage(QCoreApplication::translate("cdctl", "Unexpected argument \"%1\"; see %2.")
                  .arg(words.value(c.maxArgs), helpHint(line.path)));
    if (restSeen && !c.acceptsRest)
        usage(QCoreApplication::translate("cdctl", "This command takes nothing after \"--\"; see %1.")
                  .arg(helpHint(line.path)));
    return line;
}

} // namespace cd::cli
