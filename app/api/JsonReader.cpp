#include "JsonReader.h"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <utility>

namespace cd {

namespace {
QString fromView(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}
} // namespace

Error badResponse(const QString& detail) {
    return Error::make(ErrorKind::BadResponse, QStringLiteral("malformed"), detail);
}

bool JsonObject::find(std::string_view key, simdjson::dom::element* out) {
    if (!m_valid)
        return false;
    const auto end = m_object.end();
    for (auto it = m_cursor; it != end; ++it) {
        if (it.key() == key) {
            *out = it.value();
            m_cursor = ++it;
            return true;
        }
    }
    for (auto it = m_object.begin(); it != m_cursor; ++it) {
        if (it.key() == key) {
            *out = it.value();
            m_cursor = ++it;
            return true;
        }
    }
    return false;
}

simdjson::dom::parser& JsonReader::threadParser() {
    thread_local simdjson::dom::parser parser;
    return parser;
}

Result<JsonObject> JsonReader::parseObject(simdjson::dom::parser& parser, const QByteArray& body) {
    simdjson::dom::element root;
    // realloc_if_needed: simdjson reads a little past the end; let it copy into a padded buffer.
    const auto error = parser.parse(body.constData(), size_t(body.size()), true).get(root);
    if (error)
        return badResponse(QStringLiteral("The server sent malformed JSON (%1).")
                               .arg(QString::fromLatin1(simdjson::error_message(error))));
    simdjson::dom::object object;
    if (root.get_object().get(object))
        return badResponse(QStringLiteral("The server sent JSON that is not an object."));
    return JsonObject(object);
}

QString JsonReader::path(std::string_view key) const {
    QString p = m_context;
    for (int i = 0; i < std::min(m_depth, maxDepth); ++i) {
        const Segment& s = m_stack[i];
        p += QString::fromLatin1(s.name.data(), qsizetype(s.name.size()));
        if (s.index >= 0)
            p += u'[' + QString::number(s.index) + u']';
        p += u'.';
    }
    return p + QString::fromLatin1(key.data(), qsizetype(key.size()));
}

void JsonReader::failAt(std::string_view name, int index, const QString& problem) {
    enter(name, index);
    QString where = path({});
    where.chop(1); // "items[3]." -> "items[3]"
    leave();
    fail(where, problem);
}

void JsonReader::fail(const QString& where, const QString& problem) {
    if (m_error.isEmpty())
        m_error = where + QStringLiteral(": ") + problem;
}

bool JsonReader::field(Object o, std::string_view key, simdjson::dom::element* out) {
    // After the first failure nothing more is read: the objects handed in may be empty shells.
    if (failed())
        return false;
    if (!o.find(key, out)) {
        fail(path(key), QStringLiteral("missing"));
        return false;
    }
    return true;
}

bool JsonReader::has(Object o, std::string_view key) {
    simdjson::dom::element e;
    return !failed() && o.find(key, &e) && !e.is_null();
}

bool JsonReader::isObject(Object o, std::string_view key) {
    simdjson::dom::element e;
    return !failed() && o.find(key, &e) && e.is_object();
}

bool JsonReader::text(Object o, std::string_view key, std::string_view* out) {
    simdjson::dom::element e;
    if (!field(o, key, &e))
        return false;
    if (e.get_string().get(*out)) {
        fail(path(key), QStringLiteral("expected text"));
        return false;
    }
    return true;
}

QString JsonReader::string(Object o, std::string_view key) {
    std::string_view v;
    return text(o, key, &v) ? fromView(v) : QString();
}

std::string_view JsonReader::view(Object o, std::string_view key) {
    std::string_view v;
    return text(o, key, &v) ? v : std::string_view();
}

namespace {
constexpr std::size_t maxTokenSlots = 8192; // a list of unique strings must not grow it without bound
} // namespace

JsonReader::TokenPool& JsonReader::threadTokens() {
    thread_local TokenPool pool;
    return pool;
}

JsonReader::JsonReader(QString context)
    : m_context(std::move(context))
    , m_tokens(threadTokens()) {
    if (m_tokens.table.size() >= maxTokenSlots && m_tokens.count * 2 >= m_tokens.table.size())
        m_tokens = TokenPool();
}

QString JsonReader::intern(std::string_view text) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char c : text)
        hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    if (m_tokens.count * 2 >= m_tokens.table.size()) {
        if (m_tokens.table.size() >= maxTokenSlots)
            return fromView(text);
        std::vector<TokenSlot> old =
            std::exchange(m_tokens.table, std::vector<TokenSlot>(m_tokens.table.size() * 2));
        // Moved, not made again: a text keeps the one QString every earlier reader shared.
        const std::size_t grownMask = m_tokens.table.size() - 1;
        for (TokenSlot& slot : old) {
            if (!slot.used)
                continue;
            std::size_t i = slot.hash & grownMask;
            while (m_tokens.table[i].used)
                i = (i + 1) & grownMask;
            m_tokens.table[i] = std::move(slot);
        }
    }
    const std::size_t mask = m_tokens.table.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        TokenSlot& slot = m_tokens.table[i];
        if (!slot.used) {
            slot = {hash, std::string(text), fromView(text), true};
            ++m_tokens.count;
            return slot.value;
        }
        if (slot.hash == hash && slot.text == text)
            return slot.value;
    }
}

QString JsonReader::token(Object o, std::string_view key) {
    std::string_view v;
    return text(o, key, &v) ? intern(v) : QString();
}

QString JsonReader::optionalString(Object o, std::string_view key) {
    simdjson::dom::element e;
    if (failed() || !o.find(key, &e) || e.is_null())
        return {};
    return string(o, key);
}

int JsonReader::integer(Object o, std::string_view key, int low, int high) {
    simdjson::dom::element e;
    if (!field(o, key, &e))
        return 0;
    double d = std::nan("");
    if (e.is_int64())
        d = double(int64_t(e));
    else if (e.is_uint64())
        d = double(uint64_t(e));
    else if (e.is_double())
        d = double(e);
    if (!(d == std::floor(d)) || d < low || d > high) {
        fail(path(key), QStringLiteral("expected a whole number from %1 to %2").arg(low).arg(high));
        return 0;
    }
    return int(d);
}

double JsonReader::number(Object o, std::string_view key) {
    simdjson::dom::element e;
    if (!field(o, key, &e))
        return 0;
    double d = 0;
    if (e.get_double().get(d) || !std::isfinite(d)) { // get_double() also takes integers
        fail(path(key), QStringLiteral("expected a number"));
        return 0;
    }
    return d;
}

bool JsonReader::boolean(Object o, std::string_view key) {
    simdjson::dom::element e;
    bool b = false;
    if (!field(o, key, &e))
        return false;
    if (e.get_bool().get(b)) {
        fail(path(key), QStringLiteral("expected true or false"));
        return false;
    }
    return b;
}

JsonObject JsonReader::object(Object o, std::string_view key) {
    simdjson::dom::element e;
    simdjson::dom::object out;
    if (!field(o, key, &e))
        return {};
    if (e.get_object().get(out)) {
        fail(path(key), QStringLiteral("expected an object"));
        return {};
    }
    return JsonObject(out);
}

JsonReader::Array JsonReader::array(Object o, std::string_view key) {
    simdjson::dom::element e;
    Array out;
    if (field(o, key, &e) && e.get_array().get(out))
        fail(path(key), QStringLiteral("expected a list"));
    return out;
}

QStringList JsonReader::tokens(Object o, std::string_view key) {
    QStringList out;
    const Array a = array(o, key);
    if (failed())
        return out;
    for (simdjson::dom::element e : a) {
        std::string_view v;
        if (e.get_string().get(v)) {
            fail(path(key), QStringLiteral("expected a list of text"));
            return {};
        }
        out.append(intern(v));
    }
    return out;
}

Money JsonReader::money(Object o, std::string_view key, Currency currency) {
    std::string_view v;
    if (!text(o, key, &v))
        return {};
    const auto m = Money::fromDecimal(v, currency);
    if (!m) {
        fail(path(key), QStringLiteral("expected a decimal amount, got '%1'").arg(fromView(v.substr(0, 40))));
        return {};
    }
    return *m;
}

QDateTime JsonReader::time(Object o, std::string_view key) {
    std::string_view v;
    if (!text(o, key, &v))
        return {};
    const QDateTime t = QDateTime::fromString(fromView(v.substr(0, 64)), Qt::ISODateWithMs);
    if (!t.isValid()) {
        fail(path(key), QStringLiteral("expected an RFC 3339 time, got '%1'").arg(fromView(v.substr(0, 40))));
        return {};
    }
    return t.toUTC();
}

} // namespace cd
