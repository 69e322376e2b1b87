// api-keys (list, create, revoke) and members (list, invite, set-role, remove): the Account area's
// API keys and Members tabs on the command line. Lists and printed objects are the API's own JSON;
// changes go through the tabs' own sessions (ApiKeysSession, MembersSession), whose failedWith()
// keeps each refusal's kind (the last owner is a conflict, exit 5) and the platform's sentence.
#include "CliPrompt.h"
#include "CliRun.h"
#include "CliText.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"
#include "SessionWait.h"

#include "api/PlatformClient.h"
#include "core/Role.h"
#include "session/ApiKeysSession.h"
#include "session/MembersSession.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdio>

namespace cd::cli {

namespace {

const QList<Column> keyColumns = {
    {QT_TRANSLATE_NOOP("cdctl", "Id"), QStringLiteral("id")},
    {QT_TRANSLATE_NOOP("cdctl", "Name"), QStringLiteral("name")},
    {QT_TRANSLATE_NOOP("cdctl", "Prefix"), QStringLiteral("prefix")},
    {QT_TRANSLATE_NOOP("cdctl", "Role"), QStringLiteral("role")},
    {QT_TRANSLATE_NOOP("cdctl", "Member"), QStringLiteral("member_email")},
    {QT_TRANSLATE_NOOP("cdctl", "Created by"), QStringLiteral("created_by")},
    {QT_TRANSLATE_NOOP("cdctl", "Created"), QStringLiteral("created_at")},
    {QT_TRANSLATE_NOOP("cdctl", "Last used"), QStringLiteral("last_used_at")},
    {QT_TRANSLATE_NOOP("cdctl", "Expires"), QStringLiteral("expires_at")},
    {QT_TRANSLATE_NOOP("cdctl", "State"), QStringLiteral("state")},
};

const QList<Column> memberColumns = {
    {QT_TRANSLATE_NOOP("cdctl", "Id"), QStringLiteral("id")},
    {QT_TRANSLATE_NOOP("cdctl", "Email"), QStringLiteral("email")},
    {QT_TRANSLATE_NOOP("cdctl", "Name"), QStringLiteral("name")},
    {QT_TRANSLATE_NOOP("cdctl", "Role"), QStringLiteral("role")},
    {QT_TRANSLATE_NOOP("cdctl", "Status"), QStringLiteral("status")},
    {QT_TRANSLATE_NOOP("cdctl", "Invited by"), QStringLiteral("invited_by")},
    {QT_TRANSLATE_NOOP("cdctl", "Last seen"), QStringLiteral("last_seen_at")},
};

Role roleArgument(const QString& text) {
    const auto role = roleFromId(text);
    if (!role || *role == Role::Support)
        CliRun::fail(
            Usage,
            CliText::tr("The role \"%1\" is none of owner, admin, member, viewer or billing.").arg(text));
    return *role;
}

// The session on the run's client, its list loaded.
void loadMembers(CliRun& run, MembersSession& members) {
    members.setClient(&run.client());
    SessionWait wait;
    wait.doneOn(&members, &MembersSession::membersChanged);
    wait.failOn(&members, &MembersSession::failedWith);
    members.load();
    wait.wait();
}

// A member by id or email (case-insensitive), from the loaded list.
Member memberNamed(const MembersSession& members, const QString& idOrEmail) {
    for (const Member& m : members.members()) {
        if (m.id == idOrEmail || m.email.compare(idOrEmail, Qt::CaseInsensitive) == 0)
            return m;
    }
    CliRun::fail(NotFound,
                 CliText::tr("There is no member \"%1\"; \"cdctl members list\" shows them.").arg(idOrEmail));
}

int listKeys(CliRun& run) {
    run.out().list(run.getItems("/v1/api-keys"), keyColumns);
    return Success;
}

int createKey(CliRun& run) {
    const CliArgs& a = run.args();
    ApiKeyRequest request;
    request.name = a.positional(0);
    request.role = roleArgument(a.value(QStringLiteral("--role"), QStringLiteral("member")));
    if (a.has(QStringLiteral("--expires"))) {
        const QString text = a.value(QStringLiteral("--expires"));
        request.expiresAt = QDateTime::fromString(text, Qt::ISODate);
        if (!request.expiresAt.isValid()) {
            const QDate day = QDate::fromString(text, Qt::ISODate);
            if (day.isValid())
                request.expiresAt = day.startOfDay(Qt::UTC);
        }
        if (!request.expiresAt.isValid())
            CliRun::fail(Usage,
                         CliText::tr("--expires takes a date such as 2027-03-01 or 2027-03-01T00:00:00Z."));
        request.expiresAt = request.expiresAt.toUTC();
    }
    if (a.has(QStringLiteral("--member"))) {
        MembersSession members;
        loadMembers(run, members);
        request.memberId = memberNamed(members, a.value(QStringLiteral("--member"))).id;
    }
    ApiKeysSession keys;
    keys.setClient(&run.client());
    NewApiKey made;
    QObject::connect(&keys, &ApiKeysSession::created, &keys, [&made](const NewApiKey& key) { made = key; });
    SessionWait wait;
    wait.doneOn(&keys, &ApiKeysSession::created);
    wait.failOn(&keys, &ApiKeysSession::failedWith);
    keys.create(request);
    wait.wait();
    if (run.out().format() == Output::Format::Table) {
        // The key alone on standard output, so that `KEY=$(cdctl api-keys create ci)` keeps it.
        std::fprintf(stderr, "%s\n",
                     qPrintable(CliText::tr("cdctl: this is the only time the key %1 is shown: keep it now.")
                                    .arg(made.key.id)));
        std::fprintf(stdout, "%s\n", qPrintable(made.secret));
        return Success;
    }
    QJsonObject object;
    for (const QJsonValue& v : run.getItems("/v1/api-keys"))
        if (v.toObject().value(QStringLiteral("id")).toString() == made.key.id)
            object = v.toObject();
    object.insert(QStringLiteral("key"), made.secret);
    run.out().object(object, keyColumns);
    return Success;
}

int revokeKey(CliRun& run) {
    const QString id = run.args().positional(0);
    ApiKeysSession keys;
    keys.setClient(&run.client());
    {
        SessionWait loaded;
        loaded.doneOn(&keys, &ApiKeysSession::keysChanged);
        loaded.failOn(&keys, &ApiKeysSession::failedWith);
        keys.load();
        loaded.wait();
    }
    // The session takes a key already gone for revoked (what was asked for); a key that never
    // was, or was revoked before, is named as unknown.
    if (std::none_of(keys.keys().cbegin(), keys.keys().cend(), [&](const ApiKey& k) { return k.id == id; }))
        CliRun::fail(
            NotFound,
            CliText::tr("There is no API key \"%1\" in use; \"cdctl api-keys list\" shows them.").arg(id));
    if (!CliPrompt::confirm(
            run, CliText::tr("Revoke the API key %1? Scripts using it stop working at once.").arg(id)))
        return Success;
    SessionWait wait;
    wait.doneOn(&keys, &ApiKeysSession::revoked);
    wait.failOn(&keys, &ApiKeysSession::failedWith);
    keys.revoke(id);
    wait.wait();
    run.out().note(CliText::tr("The API key %1 is revoked.").arg(id));
    return Success;
}

int listMembers(CliRun& run) {
    run.out().list(run.getItems("/v1/members"), memberColumns);
    return Success;
}

int invite(CliRun& run) {
    const Role role = roleArgument(run.args().value(QStringLiteral("--role"), QStringLiteral("member")));
    MembersSession members;
    members.setClient(&run.client());
    QString id;
    QObject::connect(&members, &MembersSession::invited, &members, [&id](const Member& m) { id = m.id; });
    SessionWait wait;
    wait.doneOn(&members, &MembersSession::invited);
    wait.failOn(&members, &MembersSession::failedWith);
    members.invite(run.args().positional(0), role, run.args().value(QStringLiteral("--name")));
    wait.wait();
    run.out().object(run.getObject("/v1/members/" + id.toUtf8()), memberColumns);
    return Success;
}

int setRole(CliRun& run) {
    const Role role = roleArgument(run.args().positional(1));
    MembersSession members;
    loadMembers(run, members);
    const QString id = memberNamed(members, run.args().positional(0)).id;
    SessionWait wait;
    wait.doneOn(&members, &MembersSession::roleChanged);
    wait.failOn(&members, &MembersSession::failedWith);
    members.changeRole(id, role);
    wait.wait();
    run.out().object(run.getObject("/v1/members/" + id.toUtf8()), memberColumns);
    return Success;
}

int removeMember(CliRun& run) {
    MembersSession members;
    loadMembers(run, members);
    const Member member = memberNamed(members, run.args().positional(0));
    const QString email = member.email;
    if (!CliPrompt::confirm(
            run,
            CliText::tr("Remove %1 from the tenant? Their API keys are revoked and their SSH keys deleted.")
                .arg(email)))
        return Success;
    SessionWait wait;
    wait.doneOn(&members, &MembersSession::removed);
    wait.failOn(&members, &MembersSession::failedWith);
    members.remove(member.id);
    wait.wait();
    run.out().note(CliText::tr("%1 is removed from the tenant.").arg(email));
    return Success;
}

const CliOption yesOption{"--yes", nullptr, QT_TRANSLATE_NOOP("cdctl", "go ahead without asking")};

} // namespace

void registerTeamCommands(CommandTable& table) {
    table.add({.path = {QStringLiteral("api-keys")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List, create and revoke the tenant's API keys"),
               .usage = "api-keys list|create|revoke"});
    table.add({.path = {QStringLiteral("api-keys"), QStringLiteral("list")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List the API keys that are not revoked"),
               .usage = "api-keys list",
               .run = listKeys});
    table.add(
        {.path = {QStringLiteral("api-keys"), QStringLiteral("create")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Create an API key and print it (the only time it is shown)"),
         .usage = "api-keys create NAME [--role ROLE] [--expires DATE] [--member ID|EMAIL]",
         .options = {{"--role", "ROLE",
                      QT_TRANSLATE_NOOP("cdctl", "owner, admin, member (default), viewer or billing")},
                     {"--expires", "DATE",
                      QT_TRANSLATE_NOOP("cdctl", "when it stops working (default: never)")},
                     {"--member", "ID|EMAIL",
                      QT_TRANSLATE_NOOP("cdctl", "whose key it is (default: yours)")}},
         .examples = QT_TRANSLATE_NOOP(
             "cdctl", "  export CLUSTERDESK_API_KEY=$(cdctl api-keys create ci-deploy --expires 2027-03-01)"),
         .minArgs = 1,
         .maxArgs = 1,
         .run = createKey});
    table.add({.path = {QStringLiteral("api-keys"), QStringLiteral("revoke")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Revoke an API key at once"),
               .usage = "api-keys revoke ID [--yes]",
               .options = {yesOption},
               .minArgs = 1,
               .maxArgs = 1,
               .run = revokeKey});
    table.add({.path = {QStringLiteral("members")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List, invite, change and remove the tenant's members"),
               .usage = "members list|invite|set-role|remove"});
    table.add({.path = {QStringLiteral("members"), QStringLiteral("list")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "List the active and invited members"),
               .usage = "members list",
               .run = listMembers});
    table.add({.path = {QStringLiteral("members"), QStringLiteral("invite")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Invite someone by email"),
               .usage = "members invite EMAIL [--role ROLE] [--name NAME]",
               .options = {{"--role", "ROLE",
                            QT_TRANSLATE_NOOP("cdctl", "owner, admin, member (default), viewer or billing")},
                           {"--name", "NAME", QT_TRANSLATE_NOOP("cdctl", "the person's name")}},
               .minArgs = 1,
               .maxArgs = 1,
               .run = invite});
    table.add({.path = {QStringLiteral("members"), QStringLiteral("set-role")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Give a member another role"),
               .usage = "members set-role ID|EMAIL ROLE",
               .minArgs = 2,
               .maxArgs = 2,
               .run = setRole});
    table.add({.path = {QStringLiteral("members"), QStringLiteral("remove")},
               .summary = QT_TRANSLATE_NOOP("cdctl", "Remove a member, revoking their API keys"),
               .usage = "members remove ID|EMAIL [--yes]",
               .options = {yesOption},
               .minArgs = 1,
               .maxArgs = 1,
               .run = removeMember});
}

} // namespace cd::cli
