#include "NextPageToken.h"

#include <cctype>

namespace cd {

namespace {

bool isJsonSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Reads a JSON text of the page's outer object from `body[i]`; false when it is not that simple.
class Glance {
public:
    Glance(const QByteArray& body, qsizetype at)
        : m_body(body)
        , m_i(at) {}

    void skipSpace() {
        while (m_i < m_body.size() && isJsonSpace(m_body[m_i]))
            ++m_i;
    }
    bool take(char c) {
        skipSpace();
        if (m_i >= m_body.size() || m_body[m_i] != c)
            return false;
        ++m_i;
        return true;
    }
    bool takeWord(const char* word) {
        skipSpace();
        const QByteArray w(word);
        if (m_body.mid(m_i, w.size()) != w)
            return false;
        m_i += w.size();
        return true;
    }
    // A string without escapes; its text, without the quotes.
    std::optional<QByteArray> string() {
        if (!take('"'))
            return std::nullopt;
        const qsizetype begin = m_i;
        for (; m_i < m_body.size(); ++m_i) {
            const char c = m_body[m_i];
            if (c == '\\' || static_cast<unsigned char>(c) < 0x20)
                return std::nullopt;
            if (c == '"')
                return m_body.mid(begin, m_i++ - begin);
        }
        return std::nullopt;
    }
    // A string, a number, true, false or null.
    bool scalar() {
        skipSpace();
        if (m_i < m_body.size() && m_body[m_i] == '"')
            return string().has_value();
        const qsizetype begin = m_i;
        while (m_i < m_body.size() && (std::isalnum(static_cast<unsigned char>(m_body[m_i])) ||
                                       m_body[m_i] == '.' || m_body[m_i] == '-' || m_body[m_i] == '+'))
            ++m_i;
        return m_i > begin;
    }
    bool atEnd() {
        skipSpace();
        return m_i == m_body.size();
    }

private:
    const QByteArray& m_body;
    qsizetype m_i;
};

} // namespace

std::optional<QString> peekNextPageToken(const QByteArray& body) {
    // Servers write the token after the items, so the key is looked for from the end: a page of
    // items is megabytes, the token a few bytes before the closing brace.
    static const QByteArray key = QByteArrayLiteral("\"next_page_token\"");
    const qsizetype at = body.lastIndexOf(key);
    if (at < 0 || (at > 0 && body[at - 1] == '\\'))
        return std::nullopt;
    Glance g(body, at + key.size());
    if (!g.take(':'))
        return std::nullopt;
    std::optional<QString> token;
    if (g.takeWord("null")) {
        token = QString();
    } else if (const auto text = g.string()) {
        token = QString::fromUtf8(*text);
    } else {
        return std::nullopt;
    }
    // Only the outer object's own key counts: what follows it must be simple members and the
    // closing brace, which a key inside an item (followed by the item's and the list's ends) is not.
    for (;;) {
        if (g.take('}'))
            return g.atEnd() ? token : std::nullopt;
        if (!g.take(',') || !g.string() || !g.take(':') || !g.scalar())
            return std::nullopt;
    }
}

} // namespace cd
