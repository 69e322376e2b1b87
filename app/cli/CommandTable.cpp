#include "CommandTable.h"

#include "GlobalOptions.h"

#include <QCoreApplication>

namespace cd::cli {

namespace {

// The table's texts are marked QT_TRANSLATE_NOOP("cdctl", ...) where they are written. The help's
// own words below call translate("cdctl", ...) with their literal: a helper named tr() made lupdate
// file them under cd::cli::CommandTable, a context nothing looks up, so the headings stayed English.
QString translated(const char* text) {
    return text ? QCoreApplication::translate("cdctl", text) : QString();
}

QString optionLines(const QList<CliOption>& options) {
    qsizetype width = 0;
    QStringList left;
    for (const CliOption& o : options) {
        QString l = QString::fromLatin1(o.name);
        if (o.valueName)
            l += u' ' + QString::fromLatin1(o.valueName);
        width = std::max(width, l.size());
        left.append(l);
    }
    QString out;
    for (qsizetype i = 0; i < options.size(); ++i)
        out += u"  " + left[i].leftJustified(width + 2) + translated(options[i].help) + u'\n';
    return out;
}

} // namespace

void CommandTable::add(CliCommand command) {
    m_commands.append(std::move(command));
}

const CliCommand* CommandTable::find(const QStringList& path) const {
    for (const CliCommand& c : m_commands)
        if (c.path == path)
            return &c;
    return nullptr;
}

QList<const CliCommand*> CommandTable::children(const QStringList& path) const {
    QList<const CliCommand*> out;
    for (const CliCommand& c : m_commands)
        if (c.path.size() == path.size() + 1 && c.path.mid(0, path.size()) == path)
            out.append(&c);
    return out;
}

QString CommandTable::help(const QStringList& path) const {
    const CliCommand* c = find(path);
    if (!c)
        return topHelp();
    QString out = translated(c->summary) + u"\n\n" + QCoreApplication::translate("cdctl", "Usage:") +
                  u"\n  cdctl " + QString::fromLatin1(c->usage) + u'\n';
    const auto below = children(path);
    if (!below.isEmpty()) {
        out += u'\n' + QCoreApplication::translate("cdctl", "Commands:") + u'\n';
        for (const CliCommand* b : below)
            out += u"  " + b->path.last().leftJustified(14) + translated(b->summary) + u'\n';
    }
    if (!c->options.isEmpty())
        out += u'\n' + QCoreApplication::translate("cdctl", "Options:") + u'\n' + optionLines(c->options);
    if (c->examples)
        out += u'\n' + QCoreApplication::translate("cdctl", "Examples:") + u'\n' + translated(c->examples) +
               u'\n';
    out += u'\n' +
           QCoreApplication::translate("cdctl", "Global options (cdctl --help) work with every command.") +
           u'\n';
    return out;
}

QString CommandTable::topHelp() const {
    QString out = QCoreApplication::translate(
                      "cdctl", "cdctl: rent, launch and follow GPU clusters from the command line.") +
                  u"\n\n" + QCoreApplication::translate("cdctl", "Usage:") +
                  u"\n  cdctl [global options] COMMAND [options] [arguments]\n\n" +
                  QCoreApplication::translate("cdctl", "Commands:") + u'\n';
    for (const CliCommand* c : children({}))
        out += u"  " + c->path.last().leftJustified(14) + translated(c->summary) + u'\n';
    out += u'\n' + QCoreApplication::translate("cdctl", "Global options:") + u'\n' +
           optionLines(GlobalOptions::specs());
    out += u'\n' +
           QCoreApplication::translate("cdctl", "\"cdctl COMMAND --help\" tells more about a command.") +
           u'\n';
    return out;
}

} // namespace cd::cli
