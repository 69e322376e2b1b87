#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "OfferingsPage.h"
#include "Translations.h"

#include "api/ErrorText.h"
#include "models/ClusterListModel.h"
#include "upload/SourceFile.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <cerrno>
#include <memory>

using namespace cd;
using namespace cd::test;

namespace {

// Whether `text` reads as English a Chinese reader was left with: two or more English words
// (letters only, three or more of them) and not one Chinese character. Names, ids, units, GPU
// models and numbers are single tokens or short, and pass.
bool looksEnglish(const QString& text) {
    static const QRegularExpression chinese(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    static const QRegularExpression word(QStringLiteral("(?<![\\w-])[A-Za-z]{3,}(?![\\w-])"));
    if (chinese.match(text).hasMatch())
        return false;
    int words = 0;
    for (auto it = word.globalMatch(text); it.hasNext(); it.next())
        ++words;
    return words >= 2;
}

QString plain(const QString& text) {
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

} // namespace

// The console in Simplified Chinese, as a person who chose it (or whose system is in it) sees it:
// every page's labels, buttons, tabs, column headings and menus are Chinese, and so are the
// failures the person reads, down to what the operating system says about a file.
class TestChineseConsole final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    // What the tenant named its things and what the platform calls its products stay as they are.
    const QStringList m_names{QStringLiteral("Aurora AI Lab")};

    QStringList englishTexts(QWidget* root) const {
        QStringList found;
        auto check = [&](const QString& where, const QString& text) {
            const QString shown = plain(text).remove(u'&').simplified();
            if (!shown.isEmpty() && looksEnglish(shown) && !m_names.contains(shown))
                found.append(QStringLiteral("%1: \"%2\"").arg(where, shown.left(80)));
        };
        for (QLabel* label : root->findChildren<QLabel*>())
            if (label->isVisible())
                check(QStringLiteral("label"), label->text());
        for (QAbstractButton* button : root->findChildren<QAbstractButton*>())
            if (button->isVisible()) {
                check(QStringLiteral("button"), button->text());
                check(QStringLiteral("tooltip"), button->toolTip());
            }
        for (QGroupBox* box : root->findChildren<QGroupBox*>())
            if (box->isVisible())
                check(QStringLiteral("group"), box->title());
        for (QTabBar* tabs : root->findChildren<QTabBar*>())
            if (tabs->isVisible())
                for (int i = 0; i < tabs->count(); ++i)
                    check(QStringLiteral("tab"), tabs->tabText(i));
        for (QHeaderView* header : root->findChildren<QHeaderView*>())
            if (header->isVisible() && header->model())
                for (int i = 0; i < header->count(); ++i)
                    check(QStringLiteral("column"),
                          header->model()->headerData(i, header->orientation()).toString());
        return found;
    }

private Q_SLOTS:
    // No language chosen in the settings: the system's, which ctest sets to Chinese for this test
    // through LANG (choosing one in the settings is the same install with its name). Windows and
    // macOS ask the system itself, not LANG, so there the test names the language.
    void initTestCase() {
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS)
        const QString language = QStringLiteral("zh_CN");
#else
        const QString language;
#endif
        QCOMPARE(Translations::install(*qApp, language), QStringLiteral("zh_CN"));
    }

    void everyPageMenuAndHeadingIsInChinese() {
        ConsoleUnderTest console(m_dir.filePath(QStringLiteral("console.ini")));
        QVERIFY(console.exposed);
        QStringList english = englishTexts(&console.window); // the start page
        QSignalSpy loaded(console.window.offeringsPage(), &OfferingsPage::loaded);
        QString error;
        QVERIFY(console.connection.startDemo(42, &error));
        QVERIFY(loaded.wait(5000));
        for (int area = 0; area < MainWindow::AreaCount; ++area) {
            console.window.showArea(MainWindow::Area(area));
            if (area == MainWindow::Clusters)
                QTRY_VERIFY(console.window.clustersPage()->model()->rowCount() > 0);
            QTest::qWait(200); // the page's first answers
            const QString page = console.window.navigation()->item(area)->text();
            for (const QString& text : englishTexts(&console.window))
                english.append(page + QStringLiteral(": ") + text);
        }
        for (QAction* menu : console.window.menuBar()->actions()) {
            english += looksEnglish(menu->text().remove(u'&')) ? QStringList{menu->text()} : QStringList{};
            if (menu->menu())
                for (QAction* item : menu->menu()->actions())
                    if (!item->isSeparator() && looksEnglish(item->text().remove(u'&')))
                        english.append(QStringLiteral("menu item: ") + item->text());
        }
        english.removeDuplicates();
        for (const QString& text : english)
            qInfo().noquote() << text;
        QVERIFY2(english.isEmpty(), "English left in the Chinese console: see the lines above");
    }

    void failuresAreInChinese() {
        Error network;
        network.kind = ErrorKind::Network;
        network.code = QStringLiteral("connection_refused");
        network.detail = QStringLiteral("Failed to connect to 127.0.0.1 port 1: Connection refused");
        QVERIFY2(!looksEnglish(ErrorText::sentence(network)), qPrintable(ErrorText::sentence(network)));
        for (int error : {ENOENT, EACCES, ENOSPC, EFBIG, EIO})
            QVERIFY2(!looksEnglish(systemErrorText(error)), qPrintable(systemErrorText(error)));
        // A folder upload's std::filesystem errors, as the walk over the folder meets them.
        const QString denied = systemErrorText(std::make_error_code(std::errc::permission_denied));
        QVERIFY2(!looksEnglish(denied) && !denied.isEmpty(), qPrintable(denied));
    }

    // The check itself: it must catch a sentence and pass names and figures.
    void theCheckTellsEnglishFromNames() {
        QVERIFY(looksEnglish(QStringLiteral("Upload files")));
        QVERIFY(looksEnglish(QStringLiteral("Could not load metrics: Connection refused")));
        QVERIFY(!looksEnglish(QStringLiteral("frontier-pretrain")));
        QVERIFY(!looksEnglish(QStringLiteral("8× H100 SXM 80 GB")));
        QVERIFY(!looksEnglish(QStringLiteral("上传文件")));
        QVERIFY(!looksEnglish(QStringLiteral("无法加载指标: Connection refused")));
    }
};

QTEST_MAIN(TestChineseConsole)
#include "tst_chinese_console.moc"
