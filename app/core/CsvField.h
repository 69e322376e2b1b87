#pragma once

#include <QByteArray>
#include <QString>

#include <string>
#include <string_view>

namespace cd {

// One CSV field, RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled.
// Shared by the FOCUS export (billing/) and the table-as-shown export (core/), which must quote alike.
class CsvField {
public:
    static void append(QByteArray& out, const QString& text);
    static void append(std::string& out, std::string_view utf8);
};

} // namespace cd
