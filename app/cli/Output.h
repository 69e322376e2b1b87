#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>

namespace cd::cli {

// A column of the table view: a translated header and where its text comes from in the API's
// object (a dotted path such as "gpu.model", or a function for what needs putting together).
struct Column {
    const char* header; // QT_TRANSLATE_NOOP("cdctl", ...)
    QString field;
    std::function<QString(const QJsonObject&)> text = {};
};

// Everything cdctl prints on standard output. The API's objects go out as they came (json, yaml,
// csv keep the API's field names, so scripts can rely on them); the table shows chosen columns,
// aligned, without colour unless standard output is a terminal and --no-color was not given.
class Output {
public:
    enum class Format { Table, Json, Yaml, Csv };

    Output(Format format, bool colour);
    static Format formatFromName(const QString& name);

    Format format() const { return m_format; }
    // A list: a table with one row per item, or the array in json/yaml/csv.
    void list(const QJsonArray& items, const QList<Column>& columns) const;
    // One object: its columns as "Header: value" lines in a table, else the object itself.
    void object(const QJsonObject& item, const QList<Column>& columns) const;
    // A line meant for people (progress of --wait, "Profile saved."); to stdout in table format,
    // to stderr otherwise so that json/yaml/csv on stdout stay parseable.
    void note(const QString& line) const;

    static QString fieldText(const QJsonObject& item, const QString& path);
    static QByteArray yaml(const QJsonValue& value);
    static QByteArray csv(const QJsonArray& items);

private:
    static QString cell(const QJsonObject& item, const Column& column);
    void write(const QByteArray& bytes) const;
    Format m_format;
    bool m_colour;
};

} // namespace cd::cli
