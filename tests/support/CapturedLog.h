#pragma once

#include <QString>

namespace cd::test {

// The log's messages, from any thread, while one of these lives (one at a time), kept as
// "category: message"; printed as usual too, unless told to keep them quiet (a verbose trace).
class CapturedLog {
public:
    enum class Echo { Printed, Quiet };
    explicit CapturedLog(Echo echo = Echo::Printed);
    ~CapturedLog();
    CapturedLog(const CapturedLog&) = delete;
    CapturedLog& operator=(const CapturedLog&) = delete;

    // Some message holds `text`.
    bool contains(const QString& text) const;
    // Every message so far, one a line.
    QString all() const;
};

} // namespace cd::test
