#pragma once

#include "BadResponse.h"
#include "Page.h"

#include "core/Money.h"
#include "core/Result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <simdjson.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

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

    explicit JsonReader(QString context = {});

    // Parses `body`, which must be a JSON object. The parser owns the document: keep it alive
    // while the returned object is read.
    static Result<JsonObject> parseObject(simdjson::dom::parser& parser, const QByteArray& body);

    // The frame every decoder shares: parse `body` as an object, let read(root, reader) build
    // the value, and turn any failure into one BadResponse naming `what` and the field.
    template <typename T, typename Read>
    static Result<T> decode(const QByteArray& body, const char* what, Read read) {
        auto root = parseObject(threadParser(), body);
        if (!root.ok())
            return root.error();
        JsonReader reader;
        T value = read(root.value(), reader);
        if (reader.failed())
            return badResponse(QStringLiteral("The server's %1 is malformed: %2")
                                   .arg(QString::fromLatin1(what), reader.error()));
        return value;
    }
    // The frame of every list response, {"items": [...], "next_page_token": ...}: readItem(item,
    // reader) makes each element.
    template <typename T, typename ReadItem>
    static Result<Page<T>> decodePage(const QByteArray& body, const char* what, ReadItem readItem) {
        return decode<Page<T>>(body, what, [&](JsonObject& root, JsonReader& r) {
            Page<T> page;
            const auto items = r.array(root, "items");
            if (!r.failed())
                page.items.reserve(qsizetype(items.size()));
            r.eachObject(items, "items",
                         [&](JsonObject& item, int) { page.items.append(readItem(item, r)); });
            page.nextPageToken = r.optionalString(root, "next_page_token");
            return page;
        });
    }
    // One parser per thread, reused: its buffers grow to the largest document once.
    static simdjson::dom::parser& threadParser();

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
    // An RFC 3339 timestamp, as UTC.
    QDateTime time(Object o, std::string_view key);

    // Calls read(item, index) for each element of `list` (the field `name`), which must all be
    // objects, with the error path set to "name[index]."; stops at the first failure.
    template <typename Read>
    void eachObject(Array list, std::string_view name, Read read) {
        if (failed())
            return; // `list` may be an empty shell
        int index = 0;
        for (simdjson::dom::element e : list) {
            simdjson::dom::object element;
            if (e.get_object().get(element)) {
                failAt(name, index, QStringLiteral("expected an object"));
                return;
            }
            JsonObject item(element);
            enter(name, index);
            read(item, index);
            leave();
            if (failed())
                return;
            ++index;
        }
    }
    bool isObject(Object o, std::string_view key);
    // The field is there and not null: for optional members.
    bool has(Object o, std::string_view key);
    // Text already read from the document, shared like token()'s.
    QString shared(std::string_view text) { return intern(text); }

    void fail(const QString& path, const QString& problem);
    // Fails at "name[index]" below the current path.
    void failAt(std::string_view name, int index, const QString& problem);
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    // Prefixes the paths of fields read until leave(): "gpu." or "prices[2].". The path text is
    // only built when something fails.
    void enter(std::string_view name, int index = -1) {
        if (m_depth < maxDepth)
            m_stack[m_depth] = {name, index};
        ++m_depth;
    }
    void leave() { --m_depth; }

private:
    struct Segment {
        std::string_view name;
        int index;
    };
    // Interned strings: open addressing on an FNV-1a hash, because std::unordered_map's hashing
    // and node walk were a tenth of decoding a page.
    struct TokenSlot {
        std::uint64_t hash = 0;
        std::string text;
        QString value;
        bool used = false;
    };
    // One table per thread, kept from one document to the next: the pages of a list repeat the
    // same names, and sharing them across pages saves the memory and lets a model tell equal texts
    // by their address. Emptied when a reader starts on a full table.
    struct TokenPool {
        std::vector<TokenSlot> table = std::vector<TokenSlot>(256);
        std::size_t count = 0;
    };
    static TokenPool& threadTokens();
    QString intern(std::string_view text);
    QString path(std::string_view key) const;
    bool field(Object o, std::string_view key, simdjson::dom::element* out);
    bool text(Object o, std::string_view key, std::string_view* out);

    static constexpr int maxDepth = 8;
    QString m_context;
    Segment m_stack[maxDepth] = {};
    int m_depth = 0;
    QString m_error;
    TokenPool& m_tokens;
};

} // namespace cd
