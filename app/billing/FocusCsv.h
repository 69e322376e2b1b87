#pragma once

#include "LineItem.h"

#include <QByteArray>
#include <QList>

#include <functional>
#include <string>
#include <string_view>

class QIODevice;

namespace cd {

// Lines as a FOCUS 1.2 CSV: a header of every column's FOCUS name (the mandatory ones and our
// x_ ones), one row per line, decimals exact with a dot, times ISO 8601 UTC, Tags as a JSON
// object, RFC 4180 quoting (core/CsvField). What a FinOps tool imports as it is.
class FocusCsv {
public:
    // Writes to `out`; `progress(done)` is called every few thousand lines and may return false to
    // stop. False when writing failed or was stopped.
    static bool write(const QList<LineItem>& lines, QIODevice& out,
                      const std::function<bool(qsizetype done)>& progress = {});
    static QByteArray header();
    static void appendRow(std::string& out, const LineItem& line);
};

} // namespace cd
