#pragma once

#include "core/Money.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace cd {

// Reads fields out of JSON the server sent, remembering the first field that was missing or of the
// wrong type, so a malformed response becomes one clear BadResponse ("offerings[3].gpu.memory_gb:
// expected a whole number") instead of zeros on screen.
class JsonReader {
public:
    explicit JsonReader(QString context)
        : m_context(std::move(context)) {}

    QString string(const QJsonObject& o, const char* key);
    QString optionalString(const QJsonObject& o, const char* key);
    int integer(const QJsonObject& o, const char* key, int low = 0, int high = 1 << 30);
    double number(const QJsonObject& o, const char* key);
    bool boolean(const QJsonObject& o, const char* key);
    QJsonObject object(const QJsonObject& o, const char* key);
    QJsonArray array(const QJsonObject& o, const char* key);
    QStringList strings(const QJsonObject& o, const char* key);
    Money money(const QJsonObject& o, const char* key, Currency currency);

    void fail(const QString& path, const QString& problem);
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    // Prefixes the paths of fields read while the scope lives ("gpu.", "prices[2].").
    void enter(const QString& segment) { m_stack.append(segment); }
    void leave() { m_stack.removeLast(); }

private:
    QString path(const char* key) const;
    QString m_context;
    QStringList m_stack;
    QString m_error;
};

} // namespace cd
