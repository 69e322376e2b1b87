#include "AccountPage.h"
#include "AddSshKeyDialog.h"
#include "ApiKeysTab.h"
#include "ClusterDetailView.h"
#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "MainWindow.h"
#include "MembersTab.h"
#include "NodeAccessBar.h"
#include "SshKeysTab.h"

#include "session/SshKeysSession.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace cd;

namespace {

// Made by ssh-keygen -t ed25519; `ssh-keygen -lf` printed the fingerprint below.
const QString ed25519Line = QStringLiteral(
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEJzeB0V7XHcUwMcaIMO07rJ89eSxvwBtIWzuC65PwX/ me@laptop");
const QString ed25519Fingerprint = QStringLiteral("SHA256:NsGpgi5LlXrKenT1J6vv4RbZ0QhrUWD3PAiITLJGruk");

} // namespace

// The Account area's SSH keys and the node access bar, in the offline demo as its owner; the
// area's three tables fill the width, the name column taking what the others leave.
class TestAccountPage final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    SshKeysTab* page() const { return m_window->accountPage()->sshKeysTab(); }

private Q_SLOTS:
    void initTestCase() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        m_window->startDemo();
        m_window->showArea(MainWindow::Account);
        QVERIFY(page()->isVisible());
    }

    void theAddDialogJudgesAsYouType() {
        AddSshKeyDialog dialog;
        auto* text = dialog.findChild<QPlainTextEdit*>(QStringLiteral("sshKeyText"));
        auto* buttons = dialog.findChild<QDialogButtonBox*>();
        QVERIFY(text && buttons);
        QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
        text->setPlainText(QStringLiteral("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ"));
        QVERIFY(dialog.verdictText().startsWith(QStringLiteral("The key is damaged")));
        QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
        text->setPlainText(QStringLiteral("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n"
                                          "-----END OPENSSH PRIVATE KEY-----"));
        QCOMPARE(dialog.verdictText(),
                 QStringLiteral("This is a private key: never share it. Paste the public key "
                                "instead, the contents of the file that ends in .pub."));
        text->setPlainText(ed25519Line);
        QCOMPARE(dialog.verdictText(),
                 QStringLiteral("ssh-ed25519, 256 bits. Fingerprint: ") + ed25519Fingerprint);
        QVERIFY(buttons->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void addsAndListsAKey() {
        QTableWidget* table = page()->keyTable();
        // The demo's owner starts with the keys the platform seeded (AccessSeeder).
        QTRY_VERIFY(table->rowCount() > 0);
        const int seeded = table->rowCount();
        auto* dialog = qobject_cast<AddSshKeyDialog*>(page()->openAddDialog());
        QVERIFY(dialog);
        dialog->findChild<QLineEdit*>(QStringLiteral("sshKeyName"))->setText(QStringLiteral("laptop"));
        dialog->findChild<QPlainTextEdit*>(QStringLiteral("sshKeyText"))->setPlainText(ed25519Line);
        dialog->accept();
        QTRY_COMPARE(table->rowCount(), seeded + 1);
        const int row = seeded; // added last
        QCOMPARE(table->item(row, SshKeysTab::Name)->text(), QStringLiteral("laptop"));
        QCOMPARE(table->item(row, SshKeysTab::Type)->text(), QStringLiteral("ssh-ed25519"));
        QCOMPARE(table->item(row, SshKeysTab::Bits)->text(), QStringLiteral("256"));
        QCOMPARE(table->item(row, SshKeysTab::Fingerprint)->text(), ed25519Fingerprint);

        // The same key again: the platform's reason is shown, nothing is lost.
        dialog = qobject_cast<AddSshKeyDialog*>(page()->openAddDialog());
        dialog->findChild<QPlainTextEdit*>(QStringLiteral("sshKeyText"))->setPlainText(ed25519Line);
        dialog->accept();
        QTRY_VERIFY(page()->findChild<QLabel*>() != nullptr);
        QTRY_VERIFY([this] {
            for (QLabel* l : page()->findChildren<QLabel*>()) {
                if (l->isVisible() &&
                    l->text() == QStringLiteral("You already added this key, as \"laptop\"."))
                    return true;
            }
            return false;
        }());
        QCOMPARE(table->rowCount(), seeded + 1);
    }

    void theTablesFillTheWidthByTheirNameColumn() {
        AccountPage* account = m_window->accountPage();
        m_window->showArea(MainWindow::Account);
        const struct {
            QWidget* tab;
            QTableWidget* table;
            int nameColumn;
        } tabs[] = {
            {account->sshKeysTab(), account->sshKeysTab()->keyTable(), SshKeysTab::Name},
            {account->apiKeysTab(), account->apiKeysTab()->keyTable(), ApiKeysTab::Name},
            {account->membersTab(), account->membersTab()->memberTable(), MembersTab::Name},
        };
        const QSize size = m_window->size();
        for (const auto& t : tabs) {
            account->tabs()->setCurrentWidget(t.tab);
            QHeaderView* header = t.table->horizontalHeader();
            QTRY_VERIFY(t.table->rowCount() > 0);
            QTRY_COMPARE(header->length(), t.table->viewport()->width());
            QList<int> widths;
            for (int c = 0; c < header->count(); ++c)
                widths.append(header->sectionSize(c));
            // Wider: the name column takes it all, the others stay as wide as their contents.
            m_window->resize(size.width() + 240, size.height());
            QTRY_VERIFY2(header->sectionSize(t.nameColumn) >= widths[t.nameColumn] + 200,
                         qPrintable(t.table->objectName()));
            QCOMPARE(header->length(), t.table->viewport()->width());
            QCOMPARE(t.table->horizontalScrollBar()->maximum(), 0);
            for (int c = 0; c < header->count(); ++c) {
                if (c != t.nameColumn)
                    QCOMPARE(header->sectionSize(c), widths[c]);
            }
            m_window->resize(size);
            QTRY_COMPARE(header->sectionSize(t.nameColumn), widths[t.nameColumn]);
        }
    }

    void theDemoHasNoNodesToReach() {
        m_window->showArea(MainWindow::Clusters);
        ClusterDetailView* detail = m_window->clustersPage()->detail();
        NodeAccessBar* bar = detail->accessBar();
        QVERIFY(bar);
        // A node of a running seeded cluster, with its endpoint.
        Node node;
        node.id = QStringLiteral("node-x");
        node.hostname = QStringLiteral("gpu-node-1");
        node.state = NodeState::Ready;
        node.ssh =
            SshEndpoint{QStringLiteral("gpu-node-1.us-east.nodes.clusterdesk.test"), 22,
                        QStringLiteral("ubuntu"), QStringLiteral("jump@bastion.us-east.clusterdesk.test:22")};
        bar->setNode(node);
        bar->openTerminal();
        QCOMPARE(
            bar->messageLabel()->text(),
            QStringLiteral("ssh -p 22 -J jump@bastion.us-east.clusterdesk.test:22 "
                           "ubuntu@gpu-node-1.us-east.nodes.clusterdesk.test The offline demo has no nodes "
                           "to reach; on a real platform this would open a terminal running it."));
        QCOMPARE(bar->forwardList()->topLevelItemCount(), 0);
    }
};

QTEST_MAIN(TestAccountPage)
#include "tst_account_page.moc"
