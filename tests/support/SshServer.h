#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace cd::test {

// A real OpenSSH sshd on a loopback port for end-to-end tests of SSH to a cluster's nodes, with
// keys of its own made by ssh-keygen in a temporary folder. The simulator writes the
// authorized_keys file sshd reads (clusterdesk-sim --ssh-authorized-keys-dir), so only the keys
// chosen at launch get in.
class SshServer {
public:
    static constexpr const char* sshdPath = "/usr/sbin/sshd";

    SshServer();
    ~SshServer();
    SshServer(const SshServer&) = delete;
    SshServer& operator=(const SshServer&) = delete;

    static bool isInstalled();
    static QString currentUser();
    static int freePort();

    // The port sshd is to listen on (chosen at construction: the simulator is told it first).
    int port() const { return m_port; }
    // A file in the server's folder (keys, known_hosts).
    QString path(const QString& name) const { return m_dir.filePath(name); }
    // Makes the key pair `name` and `name`.pub in the folder.
    bool keygen(const QString& type, const QString& name);
    QString publicKey(const QString& name) const;
    // The options a client adds to the console's ssh command: the key `name`, a known-hosts file
    // of its own, no prompts, no ~/.ssh/config.
    QStringList clientOptions(const QString& name) const;
    // Starts sshd, reading `authorizedKeysFile`, and waits until it listens.
    bool start(const QString& authorizedKeysFile, QString* error);
    void stop();

private:
    QTemporaryDir m_dir;
    int m_port = 0;
    std::unique_ptr<QProcess> m_sshd;
};

} // namespace cd::test
