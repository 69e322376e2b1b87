#pragma once

#include <QByteArray>

namespace cd {

// git's glob dialect (wildmatch.c), the one .gitignore patterns are written in: "*", "?", "[...]"
// with ranges, "!"/"^" negation and "[:class:]" names, backslash escapes, and "**" spanning
// directories. Bytes are compared as they are (UTF-8 in, UTF-8 out) and case matters, as in git
// with core.ignoreCase off.
//
// pathname: "*", "?" and "[...]" never match "/", and only a "**" between slashes (or at either
// end) crosses directories. Without it every "*" matches across "/" (git's basename matching).
bool wildMatch(const QByteArray& pattern, const QByteArray& text, bool pathname);

} // namespace cd
