#include "WildMatch.h"

#include <cstring>

namespace cd {

namespace {

using uchar = unsigned char;

// The outcomes of one attempt. The two aborts let a failed "*" stop its callers from retrying
// at later offsets that cannot succeed either, which keeps matching linear for ordinary patterns.
enum Outcome { Match, NoMatch, AbortAll, AbortToStarStar };

bool isGlobSpecial(uchar c) {
    return c == '*' || c == '?' || c == '[' || c == '\\';
}

// POSIX classes in the "C" locale: bytes above 0x7f are in none, so UTF-8 text never matches one.
bool inNamedClass(const uchar* name, qsizetype length, uchar c, bool* known) {
    const auto is = [&](const char* id) {
        return qsizetype(std::strlen(id)) == length && std::memcmp(name, id, size_t(length)) == 0;
    };
    const bool upper = c >= 'A' && c <= 'Z';
    const bool lower = c >= 'a' && c <= 'z';
    const bool digit = c >= '0' && c <= '9';
    const bool graph = c > 0x20 && c < 0x7f;
    *known = true;
    if (is("alnum"))
        return upper || lower || digit;
    if (is("alpha"))
        return upper || lower;
    if (is("blank"))
        return c == ' ' || c == '\t';
    if (is("cntrl"))
        return c < 0x20 || c == 0x7f;
    if (is("digit"))
        return digit;
    if (is("graph"))
        return graph;
    if (is("lower"))
        return lower;
    if (is("print"))
        return graph || c == ' ';
    if (is("punct"))
        return graph && !upper && !lower && !digit;
    if (is("space"))
        return c == ' ' || (c >= '\t' && c <= '\r');
    if (is("upper"))
        return upper;
    if (is("xdigit"))
        return digit || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    *known = false;
    return false;
}

// A bracket expression starting just after "[". On return *pp points at its closing "]".
Outcome matchBracket(const uchar** pp, uchar t, bool pathname) {
    const uchar* p = *pp;
    uchar pc = *p;
    const bool negated = pc == '!' || pc == '^';
    if (negated)
        pc = *++p;
    uchar prev = 0;
    bool matched = false;
    // A "]" right after "[" or "[!" is a member, not the end: the test comes after the first pass.
    do {
        if (pc == 0)
            return AbortAll;
        if (pc == '\\') {
            pc = *++p;
            if (pc == 0)
                return AbortAll;
            matched = matched || t == pc;
        } else if (pc == '-' && prev && p[1] && p[1] != ']') {
            pc = *++p;
            if (pc == '\\') {
                pc = *++p;
                if (pc == 0)
                    return AbortAll;
            }
            matched = matched || (t >= prev && t <= pc);
            pc = 0; // a range's end cannot start another range
        } else if (pc == '[' && p[1] == ':') {
            const uchar* name = p + 2;
            const uchar* end = name;
            while (*end && *end != ']')
                ++end;
            if (*end == 0)
                return AbortAll;
            if (end - name < 1 || end[-1] != ':') {
                // No ":]": the "[" is an ordinary member.
                matched = matched || t == '[';
            } else {
                bool known = false;
                matched = inNamedClass(name, end - name - 1, t, &known) || matched;
                if (!known)
                    return AbortAll;
                p = end;
                pc = 0;
            }
        } else {
            matched = matched || t == pc;
        }
        prev = pc;
        pc = *++p;
    } while (pc != ']');
    *pp = p;
    if (matched == negated || (pathname && t == '/'))
        return NoMatch;
    return Match;
}

Outcome doWild(const uchar* p, const uchar* text, bool pathname) {
    const uchar* const patternStart = p;
    for (; *p; ++text, ++p) {
        uchar t = *text;
        if (t == 0 && *p != '*')
            return AbortAll;
        switch (*p) {
        case '\\':
            ++p; // a trailing backslash compares against the NUL and fails
            if (t != *p)
                return NoMatch;
            continue;
        case '?':
            if (pathname && t == '/')
                return NoMatch;
            continue;
        case '[': {
            ++p;
            const Outcome o = matchBracket(&p, t, pathname);
            if (o != Match)
                return o;
            continue;
        }
        case '*':
            break;
        default:
            if (t != *p)
                return NoMatch;
            continue;
        }

        bool matchSlash = !pathname;
        if (*++p == '*') {
            const uchar* before = p - 2;
            while (*++p == '*') {
            }
            if (!pathname) {
                matchSlash = true;
            } else if ((before < patternStart || *before == '/') &&
                       (*p == 0 || *p == '/' || (p[0] == '\\' && p[1] == '/'))) {
                // "**/" may match no directory at all: "a/**/b" matches "a/b".
                if (p[0] == '/' && doWild(p + 1, text, pathname) == Match)
                    return Match;
                matchSlash = true;
            } else {
                matchSlash = false; // "**" inside a name is just "*"
            }
        }
        if (*p == 0) {
            if (!matchSlash && std::strchr(reinterpret_cast<const char*>(text), '/'))
                return NoMatch;
            return Match;
        }
        if (!matchSlash && *p == '/') {
            // "*/": the star takes the rest of this directory name.
            const char* slash = std::strchr(reinterpret_cast<const char*>(text), '/');
            if (!slash)
                return AbortAll; // no later start can find a "/" either
            text = reinterpret_cast<const uchar*>(slash);
            continue; // the loop steps over the slash in both strings
        }
        for (;;) {
            if (t == 0)
                break;
            // Skip ahead to where the literal after the star next occurs.
            if (!isGlobSpecial(*p)) {
                while ((t = *text) != 0 && (matchSlash || t != '/') && t != *p)
                    ++text;
                if (t != *p) // a lone "*" stops at "/": an enclosing "**" may still go on
                    return matchSlash ? AbortAll : AbortToStarStar;
            }
            const Outcome o = doWild(p, text, pathname);
            if (o != NoMatch) {
                if (!matchSlash || o != AbortToStarStar)
                    return o;
            } else if (!matchSlash && t == '/') {
                return AbortToStarStar;
            }
            t = *++text;
        }
        return AbortAll;
    }
    return *text ? NoMatch : Match;
}

} // namespace

bool wildMatch(const QByteArray& pattern, const QByteArray& text, bool pathname) {
    // QByteArray's data is always NUL-terminated, which the byte walk above relies on.
    return doWild(reinterpret_cast<const uchar*>(pattern.constData()),
                  reinterpret_cast<const uchar*>(text.constData()), pathname) == Match;
}

} // namespace cd
