#include "CapturedLog.h"

#include <QStringList>
#include <QtGlobal>

#include <mutex>

namespace cd::test {

namespace {

std::mutex mutex;
QStringList lines;
QtMessageHandler previous = nullptr;
bool echoed = true;

void collect(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    {
        std::lock_guard lock(mutex);
        lines.append(QString::fromLatin1(context.category ? context.category : "") + QStringLiteral(": ") +
                     message);
    }
    if (echoed && previous)
        previous(type, context, message);
}

} // namespace

CapturedLog::CapturedLog(Echo echo) {
    {
        std::lock_guard lock(mutex);
        lines.clear();
        echoed = echo == Echo::Printed;
    }
    previous = qInstallMessageHandler(collect);
}

CapturedLog::~CapturedLog() {
    qInstallMessageHandler(previous);
}

bool CapturedLog::contains(const QString& text) const {
    std::lock_guard lock(mutex);
    for (const QString& line : std::as_const(lines))
        if (line.contains(text))
            return true;
    return false;
}

QString CapturedLog::all() const {
    std::lock_guard lock(mutex);
    return lines.join(u'\n');
}

} // namespace cd::test
