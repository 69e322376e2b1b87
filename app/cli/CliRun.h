#pragma once

#include "CommandLine.h"
#include "Output.h"

#include "core/Error.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QUrlQuery>

#include <memory>

class QSettings;

namespace cd {
class ApiCall;
class PlatformClient;
} // namespace cd

namespace cd::cli {

class CliDemo;

// What a command works with: its arguments, the output, and (made when first asked for) the
// client of the platform the profile or --demo names. Calls run the Qt event loop until they are
// done: cdctl is one command at a time. Failures are thrown as CliFailure.
class CliRun {
public:
    CliRun(const CommandLine& line, QSettings& settings);
    ~CliRun();
    CliRun(const CliRun&) = delete;
    CliRun& operator=(const CliRun&) = delete;

    const GlobalOptions& global() const { return m_line.global; }
    const CliArgs& args() const { return m_line.args; }
    const QStringList& path() const { return m_line.path; }
    const Output& out() const { return m_output; }
    QSettings& settings() const { return m_settings; }

    // The platform's client, connected to the profile (or the demo) with its key.
    PlatformClient& client();
    // The name of the profile in use ("demo" for --demo).
    QString profileName();

    // Waits for `call` (owned by the caller); a failure is thrown with its exit code and sentence.
    void await(ApiCall* call);
    // The API's own JSON for a GET: a document, or every item of every page of a list.
    QJsonObject getObject(const QByteArray& path, const QUrlQuery& query = {});
    QJsonArray getItems(const QByteArray& path, QUrlQuery query = {});
    // A cluster's id from its id or its name (unique among the tenant's clusters that are not
    // terminated); exit 4 when none, 2 when the name is ambiguous.
    QString clusterId(const QString& idOrName);

    // Runs the event loop for `ms` (following a stream, polling).
    static void pause(int ms);
    static bool stdinIsTerminal();
    static bool stderrIsTerminal();
    // A line of progress on standard error, only when it is a terminal.
    void progress(const QString& line) const;

    [[noreturn]] static void fail(int code, const QString& sentence);
    [[noreturn]] static void fail(const Error& error);

private:
    QByteArray resolveKey(const QString& profile);
    const CommandLine& m_line;
    QSettings& m_settings;
    Output m_output;
    std::unique_ptr<CliDemo> m_demo;
    std::unique_ptr<PlatformClient> m_client;
    QString m_profileName;
};

} // namespace cd::cli
