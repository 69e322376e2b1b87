#include "NodeAccess.h"

#include "SshKeyStore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>

namespace cd::sim {

namespace {

QString authorizedKeysPath(const PlatformOptions& options, const QString& clusterId) {
    return QDir(options.sshAuthorizedKeysDir).filePath(clusterId + u".authorized_keys");
}

} // namespace

QJsonValue NodeAccess::sshJson(const PlatformOptions& options, const Node& node, const QString& region) {
    if (node.state != NodeState::Ready && node.state != NodeState::Degraded)
        return QJsonValue(QJsonValue::Null);
    if (!options.sshHost.isEmpty()) {
        return QJsonObject{
            {QStringLiteral("host"), options.sshHost},
            {QStringLiteral("port"), options.sshPort},
            {QStringLiteral("user"), options.sshUser.isEmpty() ? QStringLiteral("ubuntu") : options.sshUser},
            {QStringLiteral("jump_host"), QJsonValue(QJsonValue::Null)}};
    }
    // Nodes have no public addresses: they are reached through the region's bastion.
    const QString host = node.hostname + u'.' + region + u".nodes.clusterdesk.test";
    return QJsonObject{
        {QStringLiteral("host"), host},
        {QStringLiteral("port"), 22},
        {QStringLiteral("user"), QStringLiteral("ubuntu")},
        {QStringLiteral("jump_host"), QStringLiteral("jump@bastion.%1.clusterdesk.test:22").arg(region)}};
}

QStringList NodeAccess::keyIds(const QJsonObject& launchBody) {
    QStringList ids;
    for (const QJsonValue& v : launchBody.value(QStringLiteral("ssh_key_ids")).toArray())
        ids.append(v.toString());
    return ids;
}

std::optional<Problem> NodeAccess::checkKeys(const SshKeyStore& keys, const QString& userId,
                                             const QJsonObject& launchBody) {
    const QJsonValue value = launchBody.value(QStringLiteral("ssh_key_ids"));
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    const QJsonArray ids = value.toArray();
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const QString id = ids[i].toString();
        if (ids[i].isString() && keys.key(userId, id))
            continue;
        Problem p{422,
                  QStringLiteral("unknown_ssh_key"),
                  QStringLiteral("Unknown SSH key"),
                  QStringLiteral("You have no SSH key %1. Choose one of your keys, or add it first.")
                      .arg(id.left(64)),
                  {},
                  0};
        p.field = QStringLiteral("ssh_key_ids[%1]").arg(i);
        return p;
    }
    return std::nullopt;
}

void NodeAccess::writeAuthorizedKeys(const PlatformOptions& options, const SshKeyStore& keys,
                                     const QString& userId, const QString& clusterId,
                                     const QStringList& keyIds) {
    if (options.sshAuthorizedKeysDir.isEmpty())
        return;
    QByteArray lines;
    for (const QString& id : keyIds) {
        if (const auto k = keys.key(userId, id))
            lines += k->publicKey.toUtf8() + '\n';
    }
    QFile file(authorizedKeysPath(options, clusterId));
    // sshd refuses an authorized_keys file others can write; nobody else needs to read it either.
    // The permissions are set before a key is written.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        !file.setPermissions(QFile::ReadOwner | QFile::WriteOwner) || file.write(lines) != lines.size() ||
        !file.flush())
        qWarning("ssh: %s could not be written: %s", qPrintable(file.fileName()),
                 qPrintable(file.errorString()));
}

void NodeAccess::removeAuthorizedKeys(const PlatformOptions& options, const QString& clusterId) {
    if (!options.sshAuthorizedKeysDir.isEmpty())
        QFile::remove(authorizedKeysPath(options, clusterId));
}

} // namespace cd::sim
