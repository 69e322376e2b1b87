#include "LogLine.h"

namespace cd {

namespace {
struct LevelName {
    LogLevel level;
    const char16_t* id;
};
constexpr LevelName levelNames[] = {
    {LogLevel::Debug, u"debug"},
    {LogLevel::Info, u"info"},
    {LogLevel::Warning, u"warning"},
    {LogLevel::Error, u"error"},
};
} // namespace

QString logLevelId(LogLevel level) {
    for (const LevelName& n : levelNames) {
        if (n.level == level)
            return QString::fromUtf16(n.id);
    }
    return {};
}

std::optional<LogLevel> logLevelFromId(QStringView id) {
    for (const LevelName& n : levelNames) {
        if (id == QStringView(n.id))
            return n.level;
    }
    return std::nullopt;
}

} // namespace cd
