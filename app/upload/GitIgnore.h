#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace cd {

// The rule that decided whether a path is ignored, for telling a person why something was left out.
struct GitIgnoreMatch {
    bool ignored = false; // false: a "!" rule re-included the path
    QString pattern;      // the line as written, trailing spaces trimmed: "build/", "!keep.log"
    QString source;       // the .gitignore it came from, relative to the root: "sub/.gitignore"
    int line = 0;         // 1-based
};

// .gitignore rules as git applies them (gitignore(5)). Each file's rules apply below the directory
// that holds it; the deepest file wins over its ancestors and, within a file, the last matching
// line wins. A path inside an ignored directory stays ignored whatever later rules say, because
// git never looks inside such a directory. Matching is case-sensitive, as git on Linux.
//
// Paths are relative to the root, "/"-separated, without a leading "./" or "/".
class GitIgnore {
public:
    // Adds the rules of the .gitignore in baseDir ("" for the root). Adding two files for the same
    // directory appends the second's rules after the first's.
    void addRules(const QString& baseDir, const QByteArray& fileContents);
    void addRules(const QString& baseDir, const QByteArray& fileContents, const QString& sourceName);

    bool isIgnored(const QString& relativePath, bool isDir) const;
    // The deciding rule, or nothing when no rule speaks about the path.
    std::optional<GitIgnoreMatch> match(const QString& relativePath, bool isDir) const;
    bool isEmpty() const { return m_rulesByBase.isEmpty(); }

private:
    struct Rule {
        QByteArray pattern; // without "!", the trailing "/" and (for anchored rules) a leading "/"
        bool negative = false;
        bool mustBeDir = false;
        bool basenameOnly = false; // no "/" in the pattern: matches a name at any depth
        QString text;
        QString source;
        int line = 0;
    };

    std::optional<GitIgnoreMatch> matchHere(const QString& path, bool isDir) const;

    QHash<QString, QList<Rule>> m_rulesByBase;
};

} // namespace cd
