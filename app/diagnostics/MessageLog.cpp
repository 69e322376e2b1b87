#include "MessageLog.h"

#include "api/SecretRedactor.h"

#include "BuildInfo.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

#include <atomic>
#include <mutex>

namespace cd {

namespace {

std::atomic<MessageLog*> g_active{nullptr};
// Held while a line is handled and while the log goes away, so that no thread writes to a log
// being destroyed. Recursive: a line logged while one is handled (Qt warning about something the
// handler did) must not deadlock.
std::recursive_mutex g_handling;

const char* levelName(QtMsgType type) {
    switch (type) {
    case QtDebugMsg:
        return "debug";
    case QtInfoMsg:
        return "info";
    case QtWarningMsg:
        return "warning";
    case QtCriticalMsg:
        return "critical";
    case QtFatalMsg:
        return "fatal";
    }
    return "?";
}

} // namespace

MessageLog::MessageLog(const QString& directory, LogFile::Limits limits)
    : m_file(QDir(directory).filePath(QLatin1String(fileName)), limits) {
    // Written straight to the file, not through Qt: stderr stays as it was before the log file.
    m_file.append(formatLine(QtInfoMsg, "clusterdesk.diagnostics",
                             QByteArray("ClusterDesk ") + build::version + " started, process " +
                                 QByteArray::number(QCoreApplication::applicationPid())));
    std::lock_guard lock(g_handling);
    g_active = this;
    m_previous = qInstallMessageHandler(&MessageLog::handle);
}

MessageLog::~MessageLog() {
    std::lock_guard lock(g_handling);
    qInstallMessageHandler(m_previous);
    if (g_active == this)
        g_active = nullptr;
}

QString MessageLog::defaultDirectory() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("logs"));
}

MessageLog* MessageLog::active() {
    return g_active;
}

QByteArray MessageLog::formatLine(QtMsgType type, const char* category, const QByteArray& message) {
    QByteArray text = message;
    text.replace('\n', "\n    ");
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toLatin1() + ' ' + levelName(type) +
           ' ' + (category ? category : "default") + ": " + text;
}

void MessageLog::handle(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    const QByteArray redacted = SecretRedactor::redact(message.toUtf8());
    QtMessageHandler previous = nullptr;
    {
        std::lock_guard lock(g_handling);
        if (MessageLog* log = g_active) {
            log->m_file.append(formatLine(type, context.category, redacted));
            previous = log->m_previous;
        }
    }
    if (previous)
        previous(type, context, QString::fromUtf8(redacted));
}

} // namespace cd
