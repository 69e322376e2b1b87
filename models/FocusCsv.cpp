#include "FocusCsv.h"

#include "billing/FocusColumn.h"

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

void FocusCsv::appendField(QByteArray& out, const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    if (!utf8.contains(',') && !utf8.contains('"') && !utf8.contains('\n') && !utf8.contains('\r')) {
        out += utf8;
        return;
    }
    out += '"';
    for (char c : utf8) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
}

void FocusCsv::appendRow(QByteArray& out, const LineItem& line) {
    bool first = true;
    for (const FocusColumnInfo& c : FocusColumns::all()) {
        if (!first)
            out += ',';
        first = false;
        appendField(out, line.text(c.column));
    }
    out += "\r\n";
}

bool FocusCsv::write(const QList<LineItem>& lines, QIODevice& out,
                     const std::function<bool(qsizetype done)>& progress) {
    QByteArray chunk = header();
    constexpr qsizetype linesPerChunk = 2000;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        appendRow(chunk, lines[i]);
        if ((i + 1) % linesPerChunk == 0) {
            if (out.write(chunk) != chunk.size())
                return false;
            chunk.clear();
            if (progress && !progress(i + 1))
                return false;
        }
    }
    return out.write(chunk) == chunk.size() && (!progress || progress(lines.size()));
}

} // namespace cd
