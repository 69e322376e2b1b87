#pragma once

#include <QByteArray>
#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTemporaryFile>

namespace cd::test {

// The real cdctl binary in a home of its own: settings (profiles), cache (the demo's database) and
// no keychain (the D-Bus session points nowhere), so a test sees only what it set up.
class CdctlRunner {
public:
    struct Result {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    CdctlRunner() {
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("HOME"), m_home.path());
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.path() + QStringLiteral("/cache"));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/data"));
        m_env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent"));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        m_env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        m_env.remove(QStringLiteral("LANGUAGE"));
        m_env.remove(QStringLiteral("CLUSTERDESK_API_KEY"));
    }

    QString home() const { return m_home.path(); }
    // The console's settings file there (profiles live in it).
    QString settingsPath() const {
        return m_home.path() + QStringLiteral("/config/ClusterDesk/ClusterDesk.conf");
    }
    void setEnv(const QString& name, const QString& value) { m_env.insert(name, value); }
    void unsetEnv(const QString& name) { m_env.remove(name); }
    // For a cdctl a test starts itself (to kill it mid-way, say).
    const QProcessEnvironment& environment() const { return m_env; }

    Result run(const QStringList& arguments, const QByteArray& input = {}, int timeoutMs = 60000) const {
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(QStringLiteral(CDCTL_PATH), arguments);
        if (!p.waitForStarted(10000))
            return {};
        p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            return {-2, p.readAllStandardOutput(), p.readAllStandardError()};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }

    // Checks `json` against #/components/schemas/<schema> of the contract (tests/cli/validate_json.py);
    // empty when it conforms, else the findings.
    static QString contractFindings(const QByteArray& json, const QString& schema, bool array) {
        QTemporaryFile file;
        if (!file.open())
            return QStringLiteral("no temporary file");
        file.write(json);
        file.flush();
        QStringList args = {QStringLiteral(CLUSTERDESK_SOURCE_DIR "/tests/cli/validate_json.py"),
                            QStringLiteral("--spec"),
                            QStringLiteral(CLUSTERDESK_SOURCE_DIR "/resources/api/openapi.yaml"),
                            QStringLiteral("--schema"), schema};
        if (array)
            args.append(QStringLiteral("--array"));
        args.append(file.fileName());
        QProcess p;
        p.start(QStringLiteral("python3"), QStringList{QStringLiteral("-B")} + args);
        p.waitForFinished(60000);
        if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            return QString::fromUtf8(p.readAllStandardError()) +
                   QStringLiteral(" (exit %1)").arg(p.exitCode());
        return {};
    }

private:
    QTemporaryDir m_home;
    QProcessEnvironment m_env;
};

} // namespace cd::test
