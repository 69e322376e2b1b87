#pragma once

#include "LogFile.h"

#include <QString>
#include <QtGlobal>

namespace cd {

// The process's one message handler. Every line that the logging rules let through (the
// clusterdesk.* categories, Qt's own) goes, as before, to the handler that was there (stderr), and
// to the log file with its time, level and category; both only after SecretRedactor has removed
// keys, tokens and passphrases. Made once at start and kept for the process's life; its
// destruction puts the previous handler back.
class MessageLog {
public:
    explicit MessageLog(const QString& directory, LogFile::Limits limits);
    explicit MessageLog(const QString& directory)
        : MessageLog(directory, LogFile::Limits{}) {}
    ~MessageLog();
    Q_DISABLE_COPY_MOVE(MessageLog)

    // <AppDataLocation>/logs: the application's name must be set before.
    static QString defaultDirectory();
    // The file name in its directory.
    static constexpr const char* fileName = "clusterdesk.log";
    // The one installed now, or nullptr (a test, cdctl).
    static MessageLog* active();

    LogFile& file() { return m_file; }
    const LogFile& file() const { return m_file; }

    // One line of the file: "2025-03-01T09:00:00.123Z warning clusterdesk.api: text", continuation
    // lines indented. `message` is already redacted.
    static QByteArray formatLine(QtMsgType type, const char* category, const QByteArray& message);

private:
    static void handle(QtMsgType type, const QMessageLogContext& context, const QString& message);

    LogFile m_file;
    QtMessageHandler m_previous = nullptr;
};

} // namespace cd
