#include "GitIgnore.h"

#include "WildMatch.h"

namespace cd {

namespace {

// git drops trailing spaces unless the last one is escaped ("foo\ " keeps one); tabs stay.
QByteArray trimTrailingSpaces(const QByteArray& line) {
    qsizetype keep = line.size();
    qsizetype firstSpace = -1;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line[i] == ' ') {
            if (firstSpace < 0)
                firstSpace = i;
            continue;
        }
        if (line[i] == '\\')
            ++i; // the escaped byte counts as content, even if it is a space
        firstSpace = -1;
    }
    if (firstSpace >= 0)
        keep = firstSpace;
    return line.left(keep);
}

QString parentOf(const QString& path) {
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : path.left(slash);
}

} // namespace

void GitIgnore::addRules(const QString& baseDir, const QByteArray& fileContents) {
    const QString source =
        baseDir.isEmpty() ? QStringLiteral(".gitignore") : baseDir + QStringLiteral("/.gitignore");
    addRules(baseDir, fileContents, source);
}

void GitIgnore::addRules(const QString& baseDir, const QByteArray& fileContents, const QString& sourceName) {
    QByteArray text = fileContents;
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3); // git skips a UTF-8 byte order mark
    QList<Rule>& rules = m_rulesByBase[baseDir];
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype n = 0; n < lines.size(); ++n) {
        QByteArray line = lines[n];
        if (line.endsWith('\r'))
            line.chop(1);
        // A NUL ends the line for git, which reads it as a C string.
        if (const qsizetype nul = line.indexOf('\0'); nul >= 0)
            line.truncate(nul);
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        line = trimTrailingSpaces(line);
        Rule rule;
        rule.text = QString::fromUtf8(line);
        rule.source = sourceName;
        rule.line = int(n + 1);
        if (line.startsWith('!')) {
            rule.negative = true;
            line.remove(0, 1);
        }
        if (line.endsWith('/')) {
            rule.mustBeDir = true;
            line.chop(1);
        }
        rule.basenameOnly = !line.contains('/');
        if (!rule.basenameOnly && line.startsWith('/'))
            line.remove(0, 1);
        if (line.isEmpty())
            continue; // "/", "!" and the like name nothing
        rule.pattern = line;
        rules.append(rule);
    }
}

bool GitIgnore::isIgnored(const QString& relativePath, bool isDir) const {
    const auto m = match(relativePath, isDir);
    return m && m->ignored;
}

std::optional<GitIgnoreMatch> GitIgnore::match(const QString& relativePath, bool isDir) const {
    if (m_rulesByBase.isEmpty())
        return std::nullopt;
    // An ignored ancestor decides for everything below it: check the directories top down.
    for (qsizetype slash = relativePath.indexOf(QLatin1Char('/')); slash > 0;
         slash = relativePath.indexOf(QLatin1Char('/'), slash + 1)) {
        const auto m = matchHere(relativePath.left(slash), true);
        if (m && m->ignored)
            return m;
    }
    return matchHere(relativePath, isDir);
}

// The rules of the .gitignore files above path, deepest file first and last line first.
std::optional<GitIgnoreMatch> GitIgnore::matchHere(const QString& path, bool isDir) const {
    const QByteArray utf8 = path.toUtf8();
    const QByteArray name = utf8.mid(utf8.lastIndexOf('/') + 1);
    QString base = parentOf(path);
    for (;;) {
        const auto it = m_rulesByBase.constFind(base);
        if (it != m_rulesByBase.cend()) {
            // Anchored rules see the path relative to the directory of their .gitignore.
            const QByteArray below = base.isEmpty() ? utf8 : utf8.mid(base.toUtf8().size() + 1);
            for (auto rule = it->crbegin(); rule != it->crend(); ++rule) {
                if (rule->mustBeDir && !isDir)
                    continue;
                if (wildMatch(rule->pattern, rule->basenameOnly ? name : below, !rule->basenameOnly))
                    return GitIgnoreMatch{!rule->negative, rule->text, rule->source, rule->line};
            }
        }
        if (base.isEmpty())
            return std::nullopt;
        base = parentOf(base);
    }
}

} // namespace cd
