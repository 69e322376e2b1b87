#include "upload/GitIgnore.h"
#include "upload/WildMatch.h"

#include <QTest>

using namespace cd;

// .gitignore rules as git applies them, pattern by pattern and file by file. The bundles they
// produce are tst_folder_bundle.
class TestGitIgnore final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Pattern-level cases from git's t3070-wildmatch.
    void wildMatchesLikeGit_data() {
        QTest::addColumn<QByteArray>("pattern");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("pathname");
        QTest::addColumn<bool>("matches");
        QTest::newRow("literal") << QByteArray("foo") << QByteArray("foo") << true << true;
        QTest::newRow("literal differs") << QByteArray("foo") << QByteArray("bar") << true << false;
        QTest::newRow("question") << QByteArray("???") << QByteArray("foo") << true << true;
        QTest::newRow("star") << QByteArray("*f") << QByteArray("foo") << true << false;
        QTest::newRow("star slash") << QByteArray("foo/*") << QByteArray("foo/bar/hello.c") << true << false;
        QTest::newRow("star crosses without pathname")
            << QByteArray("foo*") << QByteArray("foo/bar") << false << true;
        QTest::newRow("escaped star") << QByteArray("\\*") << QByteArray("*") << true << true;
        QTest::newRow("escaped star is literal") << QByteArray("\\*") << QByteArray("x") << true << false;
        QTest::newRow("class") << QByteArray("[a-c]at") << QByteArray("bat") << true << true;
        QTest::newRow("class misses") << QByteArray("[a-c]at") << QByteArray("dat") << true << false;
        QTest::newRow("negated class !") << QByteArray("[!a-c]at") << QByteArray("dat") << true << true;
        QTest::newRow("negated class ^") << QByteArray("[^a-c]at") << QByteArray("bat") << true << false;
        QTest::newRow("bracket first") << QByteArray("[]]") << QByteArray("]") << true << true;
        QTest::newRow("named class") << QByteArray("[[:digit:]]x") << QByteArray("5x") << true << true;
        QTest::newRow("bad named class") << QByteArray("[[:nope:]]") << QByteArray("n") << true << false;
        QTest::newRow("class never slash") << QByteArray("a[/]b") << QByteArray("a/b") << true << false;
        QTest::newRow("**/ zero dirs") << QByteArray("**/foo") << QByteArray("foo") << true << true;
        QTest::newRow("**/ many dirs") << QByteArray("**/foo") << QByteArray("a/b/foo") << true << true;
        QTest::newRow("/**/ zero dirs") << QByteArray("a/**/b") << QByteArray("a/b") << true << true;
        QTest::newRow("/**/ many dirs") << QByteArray("a/**/b") << QByteArray("a/x/y/b") << true << true;
        QTest::newRow("**/ then *") << QByteArray("data/**/*.bin") << QByteArray("data/a/b/x.bin") << true
                                    << true;
        QTest::newRow("**/ then * misses")
            << QByteArray("data/**/*.bin") << QByteArray("data/a/b.bin/x") << true << false;
        QTest::newRow("*/ then more") << QByteArray("*/b/*.c") << QByteArray("a/b/x.c") << true << true;
        QTest::newRow("*/ needs a slash") << QByteArray("*/b") << QByteArray("ab") << true << false;
        QTest::newRow("/** below") << QByteArray("abc/**") << QByteArray("abc/x/y") << true << true;
        QTest::newRow("/** not itself") << QByteArray("abc/**") << QByteArray("abc") << true << false;
        QTest::newRow("** in a name is *") << QByteArray("a**b") << QByteArray("a/b") << true << false;
        QTest::newRow("utf-8") << QByteArray("caf\xC3\xA9.*") << QByteArray("caf\xC3\xA9.txt") << true
                               << true;
    }
    void wildMatchesLikeGit() {
        QFETCH(QByteArray, pattern);
        QFETCH(QByteArray, text);
        QFETCH(bool, pathname);
        QFETCH(bool, matches);
        QCOMPARE(wildMatch(pattern, text, pathname), matches);
    }

    // gitignore(5)'s examples and rules; rules in the root and in "sub".
    void ignoresLikeGit_data() {
        QTest::addColumn<QByteArray>("rootRules");
        QTest::addColumn<QByteArray>("subRules");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("isDir");
        QTest::addColumn<bool>("ignored");
        const auto row = [](const char* name, const char* root, const char* sub, const char* path, bool isDir,
                            bool ignored) {
            QTest::newRow(name) << QByteArray(root) << QByteArray(sub) << QString::fromUtf8(path) << isDir
                                << ignored;
        };
        row("blank and comment", "\n# hello.txt\n", "", "hello.txt", false, false);
        row("name anywhere", "hello.*\n", "", "sub/x/hello.c", false, true);
        row("leading slash anchors", "/hello.*\n", "", "hello.txt", false, true);
        row("leading slash only root", "/hello.*\n", "", "a/hello.java", false, false);
        row("middle slash anchors", "doc/frotz\n", "", "doc/frotz", false, true);
        row("middle slash not deeper", "doc/frotz\n", "", "a/doc/frotz", false, false);
        row("dir only matches dir", "frotz/\n", "", "a/frotz", true, true);
        row("dir only skips file", "frotz/\n", "", "a/frotz", false, false);
        row("anchored dir only", "doc/frotz/\n", "", "doc/frotz", true, true);
        row("foo/* one level", "foo/*\n", "", "foo/test.json", false, true);
        row("inside ignored dir", "foo/*\n", "", "foo/bar/hello.c", false, true);
        row("**/ any depth", "**/foo\n", "", "a/b/foo", false, true);
        row("**/foo/bar", "**/foo/bar\n", "", "x/foo/bar", false, true);
        row("/** inside", "abc/**\n", "", "abc/x/y", false, true);
        row("/** not the dir", "abc/**\n", "", "abc", true, false);
        row("/**/ zero", "a/**/b\n", "", "a/b", false, true);
        row("/**/ many", "a/**/b\n", "", "a/x/y/b", false, true);
        row("negation", "*.log\n!important.log\n", "", "important.log", false, false);
        row("negation others", "*.log\n!important.log\n", "", "debug.log", false, true);
        row("last rule wins", "!a.log\n*.log\n", "", "a.log", false, true);
        row("no re-include under ignored dir", "build/\n!build/keep.txt\n", "", "build/keep.txt", false,
            true);
        row("trailing spaces trimmed", "foo  \n", "", "foo", false, true);
        row("escaped trailing space", "foo\\ \n", "", "foo ", false, true);
        row("escaped space is not foo", "foo\\ \n", "", "foo", false, false);
        row("escaped hash", "\\#keep\n", "", "#keep", false, true);
        row("escaped bang", "\\!keep\n", "", "!keep", false, true);
        row("crlf", "*.o\r\n", "", "main.o", false, true);
        row("no final newline", "*.o", "", "main.o", false, true);
        row("bom", "\xEF\xBB\xBF*.o\n", "", "main.o", false, true);
        row("question mark", "a?c\n", "", "x/abc", false, true);
        row("question not slash", "a?c\n", "", "a/c", false, false);
        row("class", "[a-c]at\n", "", "bat", false, true);
        row("sub rules below sub", "", "*.tmp\n", "sub/x/a.tmp", false, true);
        row("sub rules not above", "", "*.tmp\n", "a.tmp", false, false);
        row("sub anchored", "", "/only\n", "sub/only", false, true);
        row("sub anchored not deeper", "", "/only\n", "sub/x/only", false, false);
        row("sub middle slash", "", "x/only\n", "sub/x/only", false, true);
        row("deeper file wins", "*.txt\n", "!keep.txt\n", "sub/keep.txt", false, false);
        row("deeper file wins, elsewhere not", "*.txt\n", "!keep.txt\n", "keep.txt", false, true);
        row("sub cannot revive ignored sub", "sub/\n", "!*\n", "sub/a", false, true);
        row("utf-8 name", "caf\xC3\xA9.txt\n", "", "caf\xC3\xA9.txt", false, true);
    }
    void ignoresLikeGit() {
        QFETCH(QByteArray, rootRules);
        QFETCH(QByteArray, subRules);
        QFETCH(QString, path);
        QFETCH(bool, isDir);
        QFETCH(bool, ignored);
        GitIgnore rules;
        rules.addRules(QString(), rootRules);
        rules.addRules(QStringLiteral("sub"), subRules);
        QCOMPARE(rules.isIgnored(path, isDir), ignored);
    }

    void namesTheDecidingRule() {
        GitIgnore rules;
        rules.addRules(QString(), "# c\n*.log\n");
        rules.addRules(QStringLiteral("a"), "\n!keep.log   \n");
        const auto ignored = rules.match(QStringLiteral("a/b.log"), false);
        QVERIFY(ignored && ignored->ignored);
        QCOMPARE(ignored->pattern, QStringLiteral("*.log"));
        QCOMPARE(ignored->source, QStringLiteral(".gitignore"));
        QCOMPARE(ignored->line, 2);
        const auto kept = rules.match(QStringLiteral("a/keep.log"), false);
        QVERIFY(kept && !kept->ignored);
        QCOMPARE(kept->pattern, QStringLiteral("!keep.log"));
        QCOMPARE(kept->source, QStringLiteral("a/.gitignore"));
        QCOMPARE(kept->line, 2);
        QVERIFY(!rules.match(QStringLiteral("a/b.txt"), false));
    }
};

QTEST_APPLESS_MAIN(TestGitIgnore)
#include "tst_git_ignore.moc"
