#include "GlobalOptions.h"

#include <QCoreApplication>

namespace cd::cli {

const QList<CliOption>& GlobalOptions::specs() {
    static const QList<CliOption> all = {
        {"--profile", "NAME",
         QT_TRANSLATE_NOOP("cdctl", "the connection profile to use (default: the one used last)")},
        {"--demo", nullptr, QT_TRANSLATE_NOOP("cdctl", "use the offline demo platform: no network, no key")},
        {"-o", "FORMAT", QT_TRANSLATE_NOOP("cdctl", "output as table (the default), json, yaml or csv")},
        {"--key-file", "FILE",
         QT_TRANSLATE_NOOP("cdctl", "read the API key from FILE (readable by its owner only)")},
        {"--lang", "LANG",
         QT_TRANSLATE_NOOP("cdctl", "language of messages: en or zh_CN (default: the locale's)")},
        {"--no-color", nullptr, QT_TRANSLATE_NOOP("cdctl", "no colours, even on a terminal")},
        {"--help", nullptr, QT_TRANSLATE_NOOP("cdctl", "show help for cdctl or a command")},
        {"--version", nullptr, QT_TRANSLATE_NOOP("cdctl", "show cdctl's version")},
    };
    return all;
}

const CliOption* GlobalOptions::spec(const QString& name) {
    const QString n = name == u"--output" ? QStringLiteral("-o")
                      : name == u"-h"     ? QStringLiteral("--help")
                                          : name;
    for (const CliOption& o : specs())
        if (n == QLatin1String(o.name))
            return &o;
    return nullptr;
}

bool GlobalOptions::take(const QString& name, const QString& value) {
    const CliOption* s = spec(name);
    if (!s)
        return false;
    const QString n = QString::fromLatin1(s->name);
    if (n == u"--profile")
        profile = value;
    else if (n == u"--demo")
        demo = true;
    else if (n == u"-o")
        output = value;
    else if (n == u"--key-file")
        keyFile = value;
    else if (n == u"--lang")
        language = value;
    else if (n == u"--no-color")
        noColor = true;
    else if (n == u"--help")
        help = true;
    else if (n == u"--version")
        version = true;
    return true;
}

} // namespace cd::cli
