// api-keys (list, create, revoke) and members (list, invite, set-role, remove): the Account area's
// API keys and Members tabs on the command line. Lists and printed objects are the API's own JSON;
// changes go through the client's typed calls so that each refusal keeps its kind (the last owner
// is a conflict, exit 5) and the platform's own sentence.
#include "CliPrompt.h"
#include "CliRun.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"

#include "api/PlatformClient.h"
#include "core/Role.h"

#include <QCoreApplication>
#include <QUuid>

#include <cstdio>

namespace cd::cli {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("cdctl", text);
}

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
        CliRun::fail(Usage,
                     tr("The role \"%1\" is none of owner, admin, member, viewer or billing.").arg(text));
    return *role;
}

// A member by id or email (case-insensitive), as the API lists it.
QJsonObject memberNamed(CliRun& run, const QString& idOrEmail) {
    for (const QJsonValue& v : run.getItems("/v1/members")) {
        const QJsonObject m = v.toObject();
        if (m.value(QStringLiteral("id")).toString() == idOrEmail ||
            m.value(QStringLiteral("email")).toString().compare(idOrEmail, Qt::CaseInsensitive) == 0)
            return m;
    }
    CliRun::fail(NotFound,
                 tr("There is no member \"%1\"; \"cdctl members list\" shows them.").arg(idOrEmail));
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
            CliRun::fail(Usage, tr("--expires takes a date such as 2027-03-01 or 2027-03-01T00:00:00Z."));
        request.expiresAt = request.expiresAt.toUTC();
    }
    if (a.has(QStringLiteral("--member")))
        request.memberId =
            memberNamed(run, a.value(QStringLiteral("--member"))).value(QStringLiteral("id")).toString();
    std::unique_ptr<TypedCall<NewApiKey>> call(
        run.client().createApiKey(request, QUuid::createUuid().toByteArray(QUuid::WithoutBraces)));
    run.await(call.get());
    const NewApiKey made = call->value();
    if (run.out().format() == Output::Format::Table) {
        // The key alone on standard output, so that `KEY=$(cdctl api-keys create ci)` keeps it.
        std::fprintf(
            stderr, "%s\n",
            qPrintable(
                tr("cdctl: this is the only time the key %1 is shown: keep it now.").arg(made.key.id)));
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
    if (!CliPrompt::confirm(run, tr("Revoke the API key %1? Scripts using it stop working at once.").arg(id)))
        return Success;
    std::unique_ptr<TypedCall<bool>> call(run.client().revokeApiKey(id));
    run.await(call.get());
    run.out().note(tr("The API key %1 is revoked.").arg(id));
    return Success;
}

int listMembers(CliRun& run) {
    run.out().list(run.getItems("/v1/members"), memberColumns);
    return Success;
}

int invite(CliRun& run) {
    const Role role = roleArgument(run.args().value(QStringLiteral("--role"), QStringLiteral("member")));
    std::unique_ptr<TypedCall<Member>> call(
        run.client().inviteMember(run.args().positional(0), role, run.args().value(QStringLiteral("--name")),
                                  QUuid::createUuid().toByteArray(QUuid::WithoutBraces)));
    run.await(call.get());
    run.out().object(run.getObject("/v1/members/" + call->value().id.toUtf8()), memberColumns);
    return Success;
}

int setRole(CliRun& run) {
    const QJsonObject member = memberNamed(run, run.args().positional(0));
    const Role role = roleArgument(run.args().positional(1));
    const QString id = member.value(QStringLiteral("id")).toString();
    std::unique_ptr<TypedCall<Member>> call(
        run.client().changeMemberRole(id, role, member.value(QStringLiteral("etag")).toString()));
    run.await(call.get());
    run.out().object(run.getObject("/v1/members/" + id.toUtf8()), memberColumns);
    return Success;
}

int removeMember(CliRun& run) {
    const QJsonObject member = memberNamed(run, run.args().positional(0));
    const QString email = member.value(QStringLiteral("email")).toString();
    if (!CliPrompt::confirm(
            run, tr("Remove %1 from the tenant? Their API keys are revoked and their SSH keys deleted.")
                     .arg(email)))
        return Success;
    std::unique_ptr<TypedCall<bool>> call(
        run.client().removeMember(member.value(QStringLiteral("id")).toString()));
    run.await(call.get());
    run.out().note(tr("%1 is removed from the tenant.").arg(email));
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
         .examples = "  export CLUSTERDESK_API_KEY=$(cdctl api-keys create ci-deploy --expires 2027-03-01)",
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
