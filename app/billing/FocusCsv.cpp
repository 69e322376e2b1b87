#include "FocusCsv.h"

#include "FocusColumn.h"

#include "core/CsvField.h"

#include <QIODevice>

namespace cd {

QByteArray FocusCsv::header() {
    QByteArray out;
    for (const FocusColumnInfo& c : FocusColumns::all()) {
        if (!out.isEmpty())
            out += ',';
        out += c.name;
    }
    return out + "\r\n";
}

void FocusCsv::appendRow(std::string& out, const LineItem& line) {
    std::string field;
    bool first = true;
    for (const FocusColumnInfo& c : FocusColumns::all()) {
        if (!first)
            out += ',';
        first = false;
        field.clear();
        line.appendText(field, c.column);
        CsvField::append(out, field);
    }
    out += "\r\n";
}

bool FocusCsv::write(const QList<LineItem>& lines, QIODevice& out,
                     const std::function<bool(qsizetype done)>& progress) {
    std::string chunk = header().toStdString();
    constexpr qsizetype linesPerChunk = 2000;
    auto flush = [&] {
        const bool ok = out.write(chunk.data(), qint64(chunk.size())) == qint64(chunk.size());
        chunk.clear();
        return ok;
    };
    for (qsizetype i = 0; i < lines.size(); ++i) {
        appendRow(chunk, lines[i]);
        if ((i + 1) % linesPerChunk == 0) {
            if (!flush())
                return false;
            if (progress && !progress(i + 1))
                return false;
        }
    }
    return flush() && (!progress || progress(lines.size()));
}

} // namespace cd
