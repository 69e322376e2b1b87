#include "AuditPage.h"
#include "BillingPage.h"
#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "OfferingsPage.h"

#include "core/ErrorText.h"
#include "models/AuditTableModel.h"
#include "models/ClusterListModel.h"
#include "resources/Translations.h"
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

const QRegularExpression chinese(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
// An English word: three or more letters, at least one of them small (acronyms such as GPU, CSV
// or PDF are the same in Chinese), not part of a name joined by '-' or '_' (frontier-pretrain).
const QRegularExpression englishWord(QStringLiteral("(?<![\\w-])(?=[A-Za-z]*[a-z])[A-Za-z]{3,}(?![\\w-])"));

int englishWords(const QString& text) {
    int words = 0;
    for (auto it = englishWord.globalMatch(text); it.hasNext(); it.next())
        ++words;
    return words;
}

// Whether `text` reads as English a Chinese reader was left with: `words` English words or more
// and not one Chinese character. The console's own words (buttons, tabs, headings, menus) may not
// hold one; labels and tooltips, which also show data (names, GPU models, keys), may hold one.
bool looksEnglish(const QString& text, int words) {
    return !chinese.match(text).hasMatch() && englishWords(text) >= words;
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
        auto check = [&](const QString& where, const QString& text, int words = 1) {
            const QString shown = plain(text).remove(u'&').simplified();
            if (!shown.isEmpty() && looksEnglish(shown, words) && !m_names.contains(shown))
                found.append(QStringLiteral("%1: \"%2\"").arg(where, shown.left(80)));
        };
        for (QLabel* label : root->findChildren<QLabel*>())
            if (label->isVisible())
                check(QStringLiteral("label"), label->text(), 2);
        for (QAbstractButton* button : root->findChildren<QAbstractButton*>())
            if (button->isVisible()) {
                check(QStringLiteral("button"), button->text());
                check(QStringLiteral("tooltip"), button->toolTip(), 2);
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
            if (area == MainWindow::Billing)
                QTRY_VERIFY(!console.window.billingPage()->isLoading());
            if (area == MainWindow::Audit)
                QTRY_VERIFY(console.window.auditPage()->model()->rowCount() > 0);
            const QString page = console.window.navigation()->item(area)->text();
            for (const QString& text : englishTexts(&console.window))
                english.append(page + QStringLiteral(": ") + text);
        }
        for (QAction* menu : console.window.menuBar()->actions()) {
            english += looksEnglish(menu->text().remove(u'&'), 1) ? QStringList{menu->text()} : QStringList{};
            if (menu->menu())
                for (QAction* item : menu->menu()->actions())
                    if (!item->isSeparator() && looksEnglish(item->text().remove(u'&'), 1))
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
        QVERIFY2(!looksEnglish(ErrorText::sentence(network), 1), qPrintable(ErrorText::sentence(network)));
        for (int error : {ENOENT, EACCES, ENOSPC, EFBIG, EIO})
            QVERIFY2(!looksEnglish(systemErrorText(error), 1), qPrintable(systemErrorText(error)));
        // A folder upload's std::filesystem errors, as the walk over the folder meets them.
        // A folder upload's std::filesystem errors carry the system's own codes (Win32's on
        // Windows); they are read through their portable meaning.
        for (const std::error_code code : {std::make_error_code(std::errc::permission_denied),
                                           std::error_code(ENOSPC, std::system_category())}) {
            const QString text = systemErrorText(code);
            QVERIFY2(!text.isEmpty() && !looksEnglish(text, 1), qPrintable(text));
        }
    }

    // The check itself: it must catch a sentence and pass names and figures.
    void theCheckTellsEnglishFromNames() {
        QVERIFY(looksEnglish(QStringLiteral("Refresh"), 1));
        QVERIFY(looksEnglish(QStringLiteral("Could not load metrics: Connection refused"), 2));
        QVERIFY(!looksEnglish(QStringLiteral("frontier-pretrain"), 1));
        QVERIFY(!looksEnglish(QStringLiteral("8\u00d7 H100 SXM 80 GB"), 1));
        QVERIFY(!looksEnglish(QStringLiteral("GPU"), 1));
        QVERIFY(!looksEnglish(QStringLiteral("Aurora"), 2)); // a name in a label
        QVERIFY(!looksEnglish(QStringLiteral("\u4e0a\u4f20\u6587\u4ef6"), 1));
    }
};

QTEST_MAIN(TestChineseConsole)
#include "tst_chinese_console.moc"
