#pragma once

#include "core/Money.h"
#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <simdjson.h>

#include <string>
#include <string_view>
#include <unordered_map>

namespace cd {

// Reads fields out of JSON the server sent, remembering the first field that was missing or of the
// wrong type, so a malformed response becomes one clear BadResponse ("items[3].gpu.memory_gb:
// expected a whole number") instead of zeros on screen.
//
// It sits on simdjson's DOM: a 1,000-offering page is 1.8 MB, and QJsonDocument alone took
// 32 ms to parse it, where simdjson takes about one (docs/benchmarks.md).
// A JSON object read field by field. Each look-up starts where the last one ended and wraps
// around, so reading fields in the order the server writes them (alphabetical, from Qt's JSON
// writer) finds each at once; any other order is still correct, only slower.
class JsonObject {
public:
    JsonObject() = default;
    explicit JsonObject(simdjson::dom::object object)
        : m_object(object)
        , m_cursor(object.begin())
        , m_valid(true) {}
    bool find(std::string_view key, simdjson::dom::element* out);

private:
    simdjson::dom::object m_object;
    simdjson::dom::object::iterator m_cursor;
    bool m_valid = false;
};

class JsonReader {
public:
    using Object = JsonObject&;
    using Array = simdjson::dom::array;

    explicit JsonReader(QString context = {})
        : m_context(std::move(context)) {}

    // Parses `body`, which must be a JSON object. The parser owns the document: keep it alive
    // while the returned object is read.
    static Result<JsonObject> parseObject(simdjson::dom::parser& parser, const QByteArray& body);

    QString string(Object o, std::string_view key);
    // The same, shared with every earlier occurrence of the same text: for the vocabulary a page
    // repeats a thousand times (vendors, regions, link kinds, image names).
    QString token(Object o, std::string_view key);
    std::string_view view(Object o, std::string_view key);
    QString optionalString(Object o, std::string_view key);
    int integer(Object o, std::string_view key, int low = 0, int high = 1 << 30);
    double number(Object o, std::string_view key);
    bool boolean(Object o, std::string_view key);
    JsonObject object(Object o, std::string_view key);
    Array array(Object o, std::string_view key);
    QStringList tokens(Object o, std::string_view key);
    Money money(Object o, std::string_view key, Currency currency);
    bool isObject(Object o, std::string_view key);

    void fail(const QString& path, const QString& problem);
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    // Prefixes the paths of fields read until leave(): "gpu." or "prices[2].". The path text is
    // only built when something fails.
    void enter(const char* name, int index = -1) {
        if (m_depth < maxDepth)
            m_stack[m_depth] = {name, index};
        ++m_depth;
    }
    void leave() { --m_depth; }

private:
    struct Segment {
        const char* name;
        int index;
    };
    struct ViewHash {
        using is_transparent = void;
        size_t operator()(std::string_view v) const { return std::hash<std::string_view>{}(v); }
    };
    QString path(std::string_view key) const;
    bool field(Object o, std::string_view key, simdjson::dom::element* out);
    bool text(Object o, std::string_view key, std::string_view* out);

    static constexpr int maxDepth = 8;
    QString m_context;
    Segment m_stack[maxDepth] = {};
    int m_depth = 0;
    QString m_error;
    std::unordered_map<std::string, QString, ViewHash, std::equal_to<>> m_tokens;
};

Error badResponse(const QString& detail);

} // namespace cd
