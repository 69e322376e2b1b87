#include "core/SafeFileName.h"

#include <QTest>

using namespace cd;

// Names from the platform become file names only once they cannot pick the folder, disguise what
// a file is, or carry control characters.
class TestSafeFileName final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cleans_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("shard-000.bin") << QStringLiteral("shard-000.bin");
        QTest::newRow("other scripts")
            << QStringLiteral("训练数据 v1.2.tar.zst") << QStringLiteral("训练数据 v1.2.tar.zst");
        QTest::newRow("emoji") << QStringLiteral("run \U0001F680.txt")
                               << QStringLiteral("run \U0001F680.txt");
        QTest::newRow("dot") << QStringLiteral(".") << QStringLiteral("download");
        QTest::newRow("dot dot") << QStringLiteral("..") << QStringLiteral("download");
        QTest::newRow("empty") << QString() << QStringLiteral("download");
        QTest::newRow("only controls") << QStringLiteral("\u202E\n\t") << QStringLiteral("download");
        QTest::newRow("traversal") << QStringLiteral("../../.bashrc") << QStringLiteral(".._.._.bashrc");
        QTest::newRow("absolute") << QStringLiteral("/etc/passwd") << QStringLiteral("_etc_passwd");
        QTest::newRow("backslash") << QStringLiteral("..\\..\\win.ini") << QStringLiteral(".._.._win.ini");
        QTest::newRow("windows forbidden")
            << QStringLiteral("a<b>c:d\"e|f?g*h") << QStringLiteral("a_b_c_d_e_f_g_h");
        QTest::newRow("newline") << QStringLiteral("report\nfake line.txt")
                                 << QStringLiteral("reportfake line.txt");
        QTest::newRow("escape") << QStringLiteral("a\u001b[31mred.txt") << QStringLiteral("a[31mred.txt");
        QTest::newRow("DEL and C1") << QStringLiteral("a\u007fb\u0085c") << QStringLiteral("abc");
        QTest::newRow("RLO") << QStringLiteral("invoice\u202Egnp.exe") << QStringLiteral("invoicegnp.exe");
        QTest::newRow("LRE..PDF") << QStringLiteral("\u202Aa\u202Bb\u202Cc\u202Dd") << QStringLiteral("abcd");
        QTest::newRow("isolates") << QStringLiteral("\u2066a\u2067b\u2068c\u2069") << QStringLiteral("abc");
        QTest::newRow("LRM RLM ALM") << QStringLiteral("a\u200Eb\u200Fc\u061Cd") << QStringLiteral("abcd");
        QTest::newRow("line separator") << QStringLiteral("a\u2028b") << QStringLiteral("ab");
        QTest::newRow("trailing dots and spaces")
            << QStringLiteral("  notes.txt. . ") << QStringLiteral("notes.txt");
        QTest::newRow("device") << QStringLiteral("CON") << QStringLiteral("_CON");
        QTest::newRow("device with extension")
            << QStringLiteral("nul.tar.gz") << QStringLiteral("_nul.tar.gz");
        QTest::newRow("com1") << QStringLiteral("com1.txt") << QStringLiteral("_com1.txt");
        QTest::newRow("not a device") << QStringLiteral("console.log") << QStringLiteral("console.log");
    }
    void cleans() {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        QCOMPARE(SafeFileName::from(name), expected);
    }

    void theFallbackIsTheCallers() {
        QCOMPARE(SafeFileName::from(QStringLiteral(".."), QStringLiteral("dataset")),
                 QStringLiteral("dataset"));
    }

    void longNamesKeepTheirExtension() {
        const QString name = QString(300, u'a') + QStringLiteral(".tar.zst");
        const QString safe = SafeFileName::from(name);
        QCOMPARE(safe.size(), 200);
        QVERIFY(safe.endsWith(QStringLiteral("aaa.zst")));
        // Never half a surrogate pair at the cut.
        const QString emoji = QString(199, u'b') + QStringLiteral("\U0001F680\U0001F680");
        const QString cut = SafeFileName::from(emoji);
        QCOMPARE(cut, QString(199, u'b'));
    }
};

QTEST_GUILESS_MAIN(TestSafeFileName)
#include "tst_safe_file_name.moc"
