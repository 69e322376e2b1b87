#include "CsvField.h"

namespace cd {

void CsvField::append(QByteArray& out, const QString& text) {
    std::string field;
    append(field, text.toStdString());
    out += QByteArray::fromStdString(field);
}

void CsvField::append(std::string& out, std::string_view utf8) {
    if (utf8.find_first_of(",\"\r\n") == std::string_view::npos) {
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

} // namespace cd
