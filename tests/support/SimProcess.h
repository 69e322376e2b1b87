#pragma once

#include "TestCertificates.h"

#include <QByteArray>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

namespace cd::test {

// A real clusterdesk-sim process on a loopback port, with its database and keys in a temporary
// folder. Tests talk to it over HTTP(S) exactly as the console does.
class SimProcess {
public:
    explicit SimProcess(QStringList extraArgs = {});
    ~SimProcess();

    // Starts (or starts again, on the same database and, if it had one, the same port).
    bool start(QString* error);
    void kill9();
    void stop();
    bool isRunning() const;

    QUrl baseUrl() const;
    int port() const { return m_port; }
    QString databasePath() const;
    QString dir() const { return m_dir.path(); }
    QByteArray key(const QString& tenantIndexAndRole) const; // "0/owner", "1/viewer", "support"
    QString tenantId(int index) const;
    QString stderrText() const { return m_stderr; }
    void setTls(const QString& certPath, const QString& keyPath);
    // Makes a CA and a server certificate for 127.0.0.1, then starts serving HTTPS with them.
    bool startHttps(QString* error);
    const TestCertificates& certificates() const { return *m_certs; }

    static QString executable();

private:
    QTemporaryDir m_dir;
    QStringList m_extraArgs;
    std::unique_ptr<QProcess> m_process;
    int m_port = 0;
    QJsonObject m_keys;
    QString m_stderr;
    QString m_cert;
    QString m_tlsKey;
    std::unique_ptr<TestCertificates> m_certs;
};

} // namespace cd::test
