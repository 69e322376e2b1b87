#include "JsonReader.h"

#include <cmath>

namespace cd {

QString JsonReader::path(const char* key) const {
    QString p = m_context;
    for (const QString& s : m_stack)
        p += s;
    return p + QString::fromLatin1(key);
}

void JsonReader::fail(const QString& where, const QString& problem) {
    if (m_error.isEmpty())
        m_error = where + QStringLiteral(": ") + problem;
}

QString JsonReader::string(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isString()) {
        fail(path(key), QStringLiteral("expected text"));
        return {};
    }
    return v.toString();
}

QString JsonReader::optionalString(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return {};
    return string(o, key);
}

int JsonReader::integer(const QJsonObject& o, const char* key, int low, int high) {
    const QJsonValue v = o.value(QLatin1String(key));
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < low || d > high) {
        fail(path(key), QStringLiteral("expected a whole number from %1 to %2").arg(low).arg(high));
        return 0;
    }
    return int(d);
}

double JsonReader::number(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        fail(path(key), QStringLiteral("expected a number"));
        return 0;
    }
    return v.toDouble();
}

bool JsonReader::boolean(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isBool()) {
        fail(path(key), QStringLiteral("expected true or false"));
        return false;
    }
    return v.toBool();
}

QJsonObject JsonReader::object(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isObject()) {
        fail(path(key), QStringLiteral("expected an object"));
        return {};
    }
    return v.toObject();
}

QJsonArray JsonReader::array(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isArray()) {
        fail(path(key), QStringLiteral("expected a list"));
        return {};
    }
    return v.toArray();
}

QStringList JsonReader::strings(const QJsonObject& o, const char* key) {
    QStringList out;
    const QJsonArray a = array(o, key);
    for (const QJsonValue& v : a) {
        if (!v.isString()) {
            fail(path(key), QStringLiteral("expected a list of text"));
            return {};
        }
        out.append(v.toString());
    }
    return out;
}

Money JsonReader::money(const QJsonObject& o, const char* key, Currency currency) {
    const QString text = string(o, key);
    if (failed())
        return {};
    const auto m = Money::fromDecimal(text, currency);
    if (!m) {
        fail(path(key), QStringLiteral("expected a decimal amount, got '%1'").arg(text.left(40)));
        return {};
    }
    return *m;
}

} // namespace cd
