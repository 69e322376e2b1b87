// login and profiles: the console's connection profiles (ProfileStore, the same settings) and the
// key in the console's keychain entry, or a key file for machines without a keychain.
#include "CliRun.h"
#include "CliText.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"
#include "KeySource.h"

#include "api/PlatformClient.h"
#include "session/ConnectionManager.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QSettings>

#include <cstdio>
#include <iostream>
#include <string>
#ifdef Q_OS_UNIX
#include <termios.h>
#include <unistd.h>
#endif

namespace cd::cli {

namespace {

QString keyFileSetting(const QString& profile) {
    return QStringLiteral("cdctl/keyFiles/") + profile;
}

// The key typed at a prompt without echo, or the first line of a pipe.
QByteArray readKey() {
    const bool terminal = CliRun::stdinIsTerminal();
    if (terminal)
        std::fprintf(stderr, "%s", qPrintable(CliText::tr("API key: ")));
#ifdef Q_OS_UNIX
    termios saved{};
    const bool noEcho = terminal && ::tcgetattr(STDIN_FILENO, &saved) == 0;
    if (noEcho) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
    }
#endif
    std::string line;
    std::getline(std::cin, line);
#ifdef Q_OS_UNIX
    if (noEcho) {
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
        std::fprintf(stderr, "\n");
    }
#endif
    return QByteArray::fromStdString(line).trimmed();
}

int login(CliRun& run) {
    const QString name = run.global().profile.isEmpty() ? QStringLiteral("default") : run.global().profile;
    ConnectionProfile profile;
    ProfileStore store(run.settings());
    if (auto existing = store.profile(name))
        profile = *existing;
    profile.name = name;
    if (run.args().has(QStringLiteral("--url")))
        profile.url = ConnectionProfile::urlFromInput(run.args().value(QStringLiteral("--url")));
    if (run.args().has(QStringLiteral("--ca-bundle")))
        profile.caBundlePath = QFileInfo(run.args().value(QStringLiteral("--ca-bundle"))).absoluteFilePath();
    if (run.args().has(QStringLiteral("--allow-insecure-http")))
        profile.allowInsecureHttp = true;
    if (profile.url.isEmpty())
        CliRun::fail(Usage,
                     CliText::tr("cdctl login needs --url URL for a new profile; see cdctl login --help."));
    if (const QString invalid = profile.validate(); !invalid.isEmpty())
        CliRun::fail(Usage, invalid);
    if (const QString problem = profile.insecureHttpProblem(); !problem.isEmpty())
        CliRun::fail(Usage, problem + u' ' + CliText::tr("Add --allow-insecure-http if you mean it."));

    const QString keyFile =
        run.global().keyFile.isEmpty() ? QString() : QFileInfo(run.global().keyFile).absoluteFilePath();
    const QByteArray key = keyFile.isEmpty() ? readKey() : KeySource::fromFile(keyFile);
    if (key.isEmpty())
        CliRun::fail(Auth, CliText::tr("No API key was given."));

    // The key is checked before anything is stored, as the console does: a refused key is never kept.
    auto client = ConnectionManager::clientFor(profile, key);
    std::unique_ptr<TypedCall<Identity>> me(client->me());
    run.await(me.get());

    if (keyFile.isEmpty()) {
        SecretStore secrets(QStringLiteral("ClusterDesk"));
        SecretStore::Outcome outcome;
        bool done = false;
        QEventLoop loop;
        secrets.write(ProfileStore::secretName(name), key, [&](const SecretStore::Outcome& o) {
            outcome = o;
            done = true;
            loop.quit();
        });
        if (!done)
            loop.exec();
        if (!outcome.ok || outcome.memoryOnly)
            CliRun::fail(
                Auth,
                CliText::tr(
                    "No keychain answered, so the key cannot be kept: save it in a file only you can read "
                    "and log in with --key-file FILE, or set %1.")
                    .arg(QString::fromLatin1(KeySource::environmentVariable)));
        run.settings().remove(keyFileSetting(name));
    } else {
        run.settings().setValue(keyFileSetting(name), keyFile);
    }
    store.save(profile);
    store.setLastUsed(name);
    run.settings().sync();
    run.out().note(
        CliText::tr("Signed in to %1 as %2 (%3); profile \"%4\" saved.")
            .arg(profile.url.toDisplayString(), me->value().email, roleId(me->value().role), name));
    return Success;
}

int profiles(CliRun& run) {
    ProfileStore store(run.settings());
    const QString last = store.lastUsed();
    QJsonArray items;
    for (const ConnectionProfile& p : store.profiles()) {
        const QString keyFile = run.settings().value(keyFileSetting(p.name)).toString();
        items.append(QJsonObject{
            {QStringLiteral("name"), p.name},
            {QStringLiteral("url"), p.url.toString()},
            {QStringLiteral("default"), p.name == last},
            {QStringLiteral("key_file"), keyFile.isEmpty() ? QJsonValue() : QJsonValue(keyFile)}});
    }
    run.out().list(items, {{QT_TRANSLATE_NOOP("cdctl", "Default"),
                            {},
                            [](const QJsonObject& o) -> QString {
                                return o.value(QStringLiteral("default")).toBool() ? QStringLiteral("*")
                                                                                   : QString();
                            }},
                           {QT_TRANSLATE_NOOP("cdctl", "Name"), QStringLiteral("name")},
                           {QT_TRANSLATE_NOOP("cdctl", "URL"), QStringLiteral("url")},
                           {QT_TRANSLATE_NOOP("cdctl", "Key file"), QStringLiteral("key_file")}});
    return Success;
}

} // namespace

void registerProfileCommands(CommandTable& table) {
    table.add({.path = {QStringLiteral("login")},
               .summary = QT_TRANSLATE_NOOP("cdctl",
                                            "Create or update a connection profile, shared with the console"),
               .usage = "login --url URL [--profile NAME] [--key-file FILE] [--ca-bundle FILE]",
               .options = {{"--url", "URL", QT_TRANSLATE_NOOP("cdctl", "the platform's address")},
                           {"--ca-bundle", "FILE",
                            QT_TRANSLATE_NOOP("cdctl",
                                              "PEM file of the CA that signed the platform's certificate")},
                           {"--allow-insecure-http", nullptr,
                            QT_TRANSLATE_NOOP("cdctl", "allow plain http:// to another computer")}},
               .examples = QT_TRANSLATE_NOOP(
                   "cdctl",
                   "  cdctl login --url https://api.example.com          (the key is asked for, not echoed)\n"
                   "  echo \"$KEY\" | cdctl login --profile ci --url https://api.example.com\n"
                   "  cdctl login --url http://127.0.0.1:8080 --key-file ~/.config/cdk.key"),
               .run = login});
    table.add({.path = {QStringLiteral("profiles")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List the connection profiles; * marks the default"),
               .usage = "profiles",
               .examples = QT_TRANSLATE_NOOP("cdctl", "  cdctl profiles -o json"),
               .run = profiles});
}

} // namespace cd::cli
