// key export|import|fingerprint|create: the tenant's encryption key, in the console's key file
// format (docs/encryption-format.md), so a key exported from the console imports here and back.
#include "CliPrompt.h"
#include "CliRun.h"
#include "CliTenantKey.h"
#include "CliText.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include "session/TenantKeyCustody.h"
#include "session/TenantKeyFile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cd::cli {

namespace {

void printFingerprint(CliRun& run, const QString& fingerprint, const QString& sentence) {
    if (run.out().format() == Output::Format::Table) {
        run.out().note(fingerprint);
        if (!sentence.isEmpty())
            std::fprintf(stderr, "%s\n", qPrintable(sentence));
        return;
    }
    run.out().object(QJsonObject{{QStringLiteral("fingerprint"), fingerprint}}, {});
}

int exportKey(CliRun& run) {
    const QString path = run.args().positional(0);
    if (QFileInfo::exists(path) && !run.args().has(QStringLiteral("--force")))
        CliRun::fail(Conflict, CliText::tr("%1 exists already: give another file or --force.").arg(path));
    const CliTenantKey::Keys keys = CliTenantKey::load(run);
    const QByteArray passphrase =
        CliPrompt::passphrase(run, CliText::tr("A passphrase to protect the exported key:"), true);
    if (const QString error = TenantKeyFile::write(path, keys.current, passphrase); !error.isEmpty())
        CliRun::fail(Unexpected, error);
    printFingerprint(
        run, keys.current.fingerprint(),
        CliText::tr("The key is exported to %1; keep the file and its passphrase apart.").arg(path));
    return Success;
}

int importKey(CliRun& run) {
    const QString path = run.args().positional(0);
    if (!QFileInfo::exists(path))
        CliRun::fail(NotFound, CliText::tr("%1 does not exist.").arg(path));
    QString error;
    const crypto::TenantKey key = TenantKeyFile::read(
        path, CliPrompt::passphrase(run, CliText::tr("Passphrase of the key file:"), false), &error);
    if (key.isNull())
        CliRun::fail(Auth, error);
    printFingerprint(run, key.fingerprint(), CliTenantKey::keep(run, key));
    return Success;
}

int fingerprint(CliRun& run) {
    if (!run.args().positionals().isEmpty()) {
        // A key file's fingerprint needs no passphrase: compare it before importing.
        QString error;
        const QString fp = TenantKeyCustody::keyFileFingerprint(run.args().positional(0), &error);
        if (fp.isEmpty())
            CliRun::fail(Usage, error);
        printFingerprint(run, fp, {});
        return Success;
    }
    printFingerprint(run, CliTenantKey::load(run).current.fingerprint(), {});
    return Success;
}

int createKey(CliRun& run) {
    if (CliTenantKey::exists(run) && !run.args().has(QStringLiteral("--force")))
        CliRun::fail(
            Conflict,
            CliText::tr("This tenant has a key here already; a new one leaves the datasets encrypted "
                        "with it unreadable without an export of it. Give --force to make one anyway."));
    const crypto::TenantKey key = crypto::TenantKey::generate();
    if (key.isNull())
        CliRun::fail(Unexpected,
                     CliText::tr("The system's random number generator failed; no key was made."));
    printFingerprint(run, key.fingerprint(), CliTenantKey::keep(run, key));
    return Success;
}

const CliOption passphraseOption{"--passphrase-file", "FILE",
                                 QT_TRANSLATE_NOOP("cdctl", "read the passphrase from FILE's first line")};

} // namespace

void registerKeyCommands(CommandTable& table) {
    table.add(
        {.path = {QStringLiteral("key")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "The tenant's encryption key: export, import, fingerprint"),
         .usage = "key export|import|fingerprint|create"});
    table.add({.path = {QStringLiteral("key"), QStringLiteral("export")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Write the key to a file protected by a passphrase"),
               .usage = "key export FILE [--passphrase-file FILE] [--force]",
               .options = {passphraseOption,
                           {"--force", nullptr, QT_TRANSLATE_NOOP("cdctl", "replace the file if it exists")}},
               .minArgs = 1,
               .maxArgs = 1,
               .run = exportKey});
    table.add(
        {.path = {QStringLiteral("key"), QStringLiteral("import")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Make an exported key this tenant's key on this computer"),
         .usage = "key import FILE [--passphrase-file FILE]",
         .options = {passphraseOption},
         .minArgs = 1,
         .maxArgs = 1,
         .run = importKey});
    table.add({.path = {QStringLiteral("key"), QStringLiteral("fingerprint")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Show the fingerprint of the key, or of a key file"),
               .usage = "key fingerprint [FILE]",
               .options = {passphraseOption},
               .maxArgs = 1,
               .run = fingerprint});
    table.add(
        {.path = {QStringLiteral("key"), QStringLiteral("create")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Make a new key for this tenant on this computer"),
         .usage = "key create [--passphrase-file FILE] [--force]",
         .options = {passphraseOption,
                     {"--force", nullptr, QT_TRANSLATE_NOOP("cdctl", "even when the tenant has a key here")}},
         .run = createKey});
}

} // namespace cd::cli
