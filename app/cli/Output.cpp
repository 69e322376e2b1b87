#include "Output.h"

#include "core/CsvField.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <yaml-cpp/yaml.h>

#include <cstdio>

namespace cd::cli {

namespace {

QString scalarText(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const double d = v.toDouble();
        return d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'g', 12);
    }
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue& x : v.toArray())
            parts.append(x.isObject() || x.isArray()
                             ? QString::fromUtf8(QJsonDocument(x.toObject()).toJson(QJsonDocument::Compact))
                             : scalarText(x));
        return parts.join(QStringLiteral(", "));
    }
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    }
    return {};
}

void emitYaml(YAML::Emitter& out, const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        if (o.isEmpty())
            out << YAML::Flow; // "{}" rather than a dangling key
        out << YAML::BeginMap;
        for (auto it = o.begin(); it != o.end(); ++it) {
            out << YAML::Key << it.key().toStdString() << YAML::Value;
            emitYaml(out, it.value());
        }
        out << YAML::EndMap;
        break;
    }
    case QJsonValue::Array:
        if (v.toArray().isEmpty())
            out << YAML::Flow; // "[]"
        out << YAML::BeginSeq;
        for (const QJsonValue& x : v.toArray())
            emitYaml(out, x);
        out << YAML::EndSeq;
        break;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out << YAML::Null;
        break;
    case QJsonValue::Bool:
        out << v.toBool();
        break;
    case QJsonValue::Double:
        out << scalarText(v).toStdString();
        break;
    case QJsonValue::String:
        // Quoted, so that "123", "true" or "null" stay strings for whoever reads the YAML.
        out << YAML::DoubleQuoted << v.toString().toStdString();
        break;
    }
}

} // namespace

Output::Output(Format format, bool colour)
    : m_format(format)
    , m_colour(colour) {}

Output::Format Output::formatFromName(const QString& name) {
    if (name == u"json")
        return Format::Json;
    if (name == u"yaml")
        return Format::Yaml;
    if (name == u"csv")
        return Format::Csv;
    return Format::Table;
}

QString Output::fieldText(const QJsonObject& item, const QString& path) {
    QJsonValue v = item;
    for (const QString& part : path.split(u'.'))
        v = v.toObject().value(part);
    return scalarText(v);
}

QString Output::cell(const QJsonObject& item, const Column& column) {
    return column.text ? column.text(item) : fieldText(item, column.field);
}

QByteArray Output::yaml(const QJsonValue& value) {
    YAML::Emitter out;
    emitYaml(out, value);
    return QByteArray(out.c_str()) + '\n';
}

QByteArray Output::csv(const QJsonArray& items) {
    // The header is the union of the top-level field names in the order first seen: stable, since
    // the API's objects keep their fields.
    QStringList fields;
    for (const QJsonValue& v : items)
        for (const QString& k : v.toObject().keys())
            if (!fields.contains(k))
                fields.append(k);
    QByteArray out;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i)
            out += ',';
        CsvField::append(out, fields[i]);
    }
    out += "\r\n";
    for (const QJsonValue& v : items) {
        const QJsonObject o = v.toObject();
        for (qsizetype i = 0; i < fields.size(); ++i) {
            if (i)
                out += ',';
            CsvField::append(out, scalarText(o.value(fields[i])));
        }
        out += "\r\n";
    }
    return out;
}

void Output::write(const QByteArray& bytes) const {
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void Output::list(const QJsonArray& items, const QList<Column>& columns) const {
    switch (m_format) {
    case Format::Json:
        write(QJsonDocument(items).toJson(QJsonDocument::Indented));
        return;
    case Format::Yaml:
        write(items.isEmpty() ? QByteArray("[]\n") : yaml(items));
        return;
    case Format::Csv:
        write(csv(items));
        return;
    case Format::Table:
        break;
    }
    QList<QStringList> rows;
    QStringList header;
    for (const Column& c : columns)
        header.append(QCoreApplication::translate("cdctl", c.header).toUpper());
    rows.append(header);
    for (const QJsonValue& v : items) {
        QStringList row;
        for (const Column& c : columns)
            row.append(cell(v.toObject(), c));
        rows.append(row);
    }
    QList<qsizetype> widths(columns.size(), 0);
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());
    QString text;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        QString line;
        for (qsizetype i = 0; i < rows[r].size(); ++i)
            line += i + 1 < rows[r].size() ? rows[r][i].leftJustified(widths[i] + 2) : rows[r][i];
        if (r == 0 && m_colour)
            line = u"\x1b[1m" + line + u"\x1b[0m";
        text += line + u'\n';
    }
    write(text.toUtf8());
}

void Output::object(const QJsonObject& item, const QList<Column>& columns) const {
    switch (m_format) {
    case Format::Json:
        write(QJsonDocument(item).toJson(QJsonDocument::Indented));
        return;
    case Format::Yaml:
        write(yaml(item));
        return;
    case Format::Csv:
        write(csv(QJsonArray{item}));
        return;
    case Format::Table:
        break;
    }
    qsizetype width = 0;
    for (const Column& c : columns)
        width = std::max(width, QCoreApplication::translate("cdctl", c.header).size() + 1);
    QString text;
    for (const Column& c : columns)
        text += QString(QCoreApplication::translate("cdctl", c.header) + u':').leftJustified(width + 1) +
                cell(item, c) + u'\n';
    write(text.toUtf8());
}

void Output::note(const QString& line) const {
    const QByteArray bytes = line.toUtf8() + '\n';
    if (m_format == Format::Table) {
        write(bytes);
        return;
    }
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

} // namespace cd::cli
