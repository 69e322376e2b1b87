// The Account area's API keys tab in the offline demo: an owner creates a key, sees it once, copies
// it, cannot close it unasked, and the key works; revoking asks first and the key stops working.
// Who sees the tab: not a member or a viewer; support staff without Create and Revoke. An owner
// invites someone and makes them a key, with only the roles both may hold.
#include "AccountPage.h"
#include "ApiKeyShownDialog.h"
#include "ApiKeysTab.h"
#include "ConsoleUnderTest.h"
#include "CreateApiKeyDialog.h"
#include "InviteMemberDialog.h"
#include "MainWindow.h"
#include "MembersTab.h"
#include "TenantPickerDialog.h"

#include "api/PlatformClient.h"
#include "demo/DemoPlatform.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

class TestApiKeysTab final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    AccountPage* page() const { return m_window->accountPage(); }
    ApiKeysTab* tab() const { return page()->apiKeysTab(); }
    bool tabShown() const { return page()->tabs()->isTabVisible(page()->tabs()->indexOf(tab())); }

    void start(Role role) {
        QString error;
        QVERIFY2(m_console->connection.startDemo(DemoPlatform::defaultSeed, &error, role), qPrintable(error));
        QTRY_VERIFY(!m_console->connection.identity().userId.isEmpty());
    }

    // The row of the key named `name`, or -1.
    int rowOf(const QString& name) const {
        QTableWidget* table = tab()->keyTable();
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, ApiKeysTab::Name)->text() == name)
                return row;
        }
        return -1;
    }

    // The member listed with `role` on the Members tab, once it has loaded.
    QString memberWithRole(const QString& role) const {
        QTableWidget* table = page()->membersTab()->memberTable();
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, MembersTab::RoleColumn)->text() == role)
                return table->item(row, MembersTab::Email)->text();
        }
        return {};
    }

    static QStringList itemsOf(QComboBox* box) {
        QStringList texts;
        for (int i = 0; i < box->count(); ++i)
            texts.append(box->itemText(i));
        return texts;
    }

    // GET /v1/me with `key` over the demo's own transport, as a program holding it would.
    ErrorKind meWith(const QString& key) {
        PlatformClient client(m_console->connection.client()->sharedTransport());
        client.setApiKey(key.toLatin1());
        std::unique_ptr<TypedCall<Identity>> me(client.me());
        QSignalSpy done(me.get(), &ApiCall::finished);
        if (!me->isFinished() && !done.wait(5000))
            return ErrorKind::Timeout;
        return me->error().kind;
    }

private Q_SLOTS:
    void init() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
    }

    void cleanup() { m_console.reset(); }

    void anOwnerCreatesAKeySeenOnceThatWorks() {
        start(Role::Owner);
        m_window->showArea(MainWindow::Account);
        QVERIFY(tabShown());
        page()->tabs()->setCurrentWidget(tab());
        // The demo tenant's initial keys, one per role.
        QTRY_VERIFY(rowOf(QStringLiteral("Initial key")) >= 0);
        QVERIFY(tab()->createButton()->isVisible());

        // Guarded: Create closes the dialog, which deletes itself.
        QPointer<CreateApiKeyDialog> dialog = tab()->openCreateDialog();
        QVERIFY(dialog);
        auto* create = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        // An owner hands out every tenant role, never support.
        auto* roles = dialog->findChild<QComboBox*>(QStringLiteral("apiKeyRole"));
        QCOMPARE(roles->count(), 5);
        QCOMPARE(roles->currentText(), QStringLiteral("Member"));
        QVERIFY(!create->isEnabled());
        QCOMPARE(
            dialog->verdictText(),
            QStringLiteral("Give the key a name that says where it is used, for example \"ci-deploy\"."));
        dialog->findChild<QLineEdit*>(QStringLiteral("apiKeyName"))->setText(QStringLiteral("ci-deploy"));
        QVERIFY(create->isEnabled());
        create->click();

        QTRY_VERIFY(tab()->shownDialog() != nullptr);
        QTRY_VERIFY(dialog == nullptr || !dialog->isVisible());
        ApiKeyShownDialog* shown = tab()->shownDialog();
        const QString key = shown->shownKey();
        QVERIFY2(key.startsWith(QStringLiteral("cdk_")), qPrintable(key.left(4)));
        QCOMPARE(key.size(), 47);
        QVERIFY(shown->findChild<QLineEdit*>(QStringLiteral("apiKeySecret"))->isReadOnly());
        shown->findChild<QPushButton*>(QStringLiteral("copyApiKey"))->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), key);

        // Escape asks first; No keeps the key in view.
        shown->reject();
        QVERIFY(shown->question());
        QCOMPARE(
            shown->question()->text(),
            QStringLiteral("Have you stored the key? It cannot be shown again; without it you would have "
                           "to revoke it and create another."));
        shown->question()->button(QMessageBox::No)->click();
        QVERIFY(shown->isVisible());
        shown->findChild<QPushButton*>(QStringLiteral("apiKeyDone"))->click();
        QTRY_VERIFY(tab()->shownDialog() == nullptr);

        QTRY_VERIFY(rowOf(QStringLiteral("ci-deploy")) >= 0);
        const int row = rowOf(QStringLiteral("ci-deploy"));
        QCOMPARE(tab()->keyTable()->item(row, ApiKeysTab::Prefix)->text(),
                 key.left(12) + QStringLiteral("…"));
        QCOMPARE(tab()->keyTable()->item(row, ApiKeysTab::RoleColumn)->text(), QStringLiteral("Member"));
        QCOMPARE(meWith(key), ErrorKind::None);
    }

    void aKeyNeverAboveEitherRole() {
        const QList<Role> belowAdmin{Role::Admin, Role::Member, Role::Viewer, Role::Billing};
        QCOMPARE(CreateApiKeyDialog::rolesFor(Role::Admin, Role::Owner), belowAdmin);
        QCOMPARE(CreateApiKeyDialog::rolesFor(Role::Owner, Role::Admin), belowAdmin);
        QCOMPARE(CreateApiKeyDialog::rolesFor(Role::Owner, Role::Billing), QList<Role>{Role::Billing});
        QCOMPARE(CreateApiKeyDialog::rolesFor(Role::Admin, Role::Viewer), QList<Role>{Role::Viewer});
        QCOMPARE(CreateApiKeyDialog::rolesFor(Role::Member, Role::Member), QList<Role>{});
    }

    void anOwnerInvitesSomeoneAndMakesThemAKey() {
        start(Role::Owner);
        m_window->showArea(MainWindow::Account);
        MembersTab* members = page()->membersTab();
        page()->tabs()->setCurrentWidget(members);
        QTRY_VERIFY(!memberWithRole(QStringLiteral("Owner")).isEmpty());
        InviteMemberDialog* invite = members->openInviteDialog();
        QVERIFY(invite);
        invite->findChild<QLineEdit*>(QStringLiteral("inviteEmail"))
            ->setText(QStringLiteral("ci-bot@aurora-ai.example"));
        auto* inviteRole = invite->findChild<QComboBox*>(QStringLiteral("inviteRole"));
        inviteRole->setCurrentIndex(inviteRole->findText(QStringLiteral("Viewer")));
        invite->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(members->selectMember(QStringLiteral("ci-bot@aurora-ai.example")));

        page()->tabs()->setCurrentWidget(tab());
        QTRY_VERIFY(rowOf(QStringLiteral("Initial key")) >= 0);
        CreateApiKeyDialog* dialog = tab()->openCreateDialog();
        QVERIFY(dialog);
        auto* whom = dialog->findChild<QComboBox*>(QStringLiteral("apiKeyMember"));
        auto* roles = dialog->findChild<QComboBox*>(QStringLiteral("apiKeyRole"));
        QVERIFY(whom && roles);
        // Me first, then everyone else of the tenant; the signed-in owner is not listed twice.
        QCOMPARE(whom->itemText(0), QStringLiteral("Me"));
        const QStringList offered = itemsOf(whom);
        QVERIFY2(offered.contains(QStringLiteral("ci-bot@aurora-ai.example (invited)")),
                 qPrintable(offered.join(QStringLiteral(", "))));
        QVERIFY(!offered.contains(m_console->connection.identity().email));
        QCOMPARE(offered.size(), members->memberTable()->rowCount()); // "Me" stands for the owner
        QCOMPARE(itemsOf(roles),
                 (QStringList{QStringLiteral("Owner"), QStringLiteral("Admin"), QStringLiteral("Member"),
                              QStringLiteral("Viewer"), QStringLiteral("Billing")}));
        // A viewer holds a viewer's key at most.
        whom->setCurrentIndex(whom->findText(QStringLiteral("ci-bot@aurora-ai.example (invited)")));
        QCOMPARE(itemsOf(roles), QStringList{QStringLiteral("Viewer")});
        dialog->findChild<QLineEdit*>(QStringLiteral("apiKeyName"))->setText(QStringLiteral("bot-reports"));
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(tab()->shownDialog() != nullptr);
        const QString key = tab()->shownDialog()->shownKey();
        tab()->shownDialog()->accept();

        // What the platform lists: the key is the invited member's, made by the owner.
        QTRY_VERIFY(rowOf(QStringLiteral("bot-reports")) >= 0);
        const int row = rowOf(QStringLiteral("bot-reports"));
        QTableWidget* table = tab()->keyTable();
        QCOMPARE(table->item(row, ApiKeysTab::Member)->text(), QStringLiteral("ci-bot@aurora-ai.example"));
        QCOMPARE(table->item(row, ApiKeysTab::RoleColumn)->text(), QStringLiteral("Viewer"));
        QCOMPARE(table->item(row, ApiKeysTab::CreatedBy)->text(), m_console->connection.identity().email);
        // A key the platform made itself names no creator: a dash, not a blank.
        for (int r = 0; r < table->rowCount(); ++r)
            QVERIFY(!table->item(r, ApiKeysTab::CreatedBy)->text().isEmpty());
        QCOMPARE(meWith(key), ErrorKind::None);
    }

    void anAdminOffersAnOwnerNoOwnersKey() {
        start(Role::Admin);
        m_window->showArea(MainWindow::Account);
        page()->tabs()->setCurrentWidget(tab());
        QTRY_VERIFY(!memberWithRole(QStringLiteral("Owner")).isEmpty());
        CreateApiKeyDialog* dialog = tab()->openCreateDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->chooseMember(memberWithRole(QStringLiteral("Owner"))));
        QCOMPARE(itemsOf(dialog->findChild<QComboBox*>(QStringLiteral("apiKeyRole"))),
                 (QStringList{QStringLiteral("Admin"), QStringLiteral("Member"), QStringLiteral("Viewer"),
                              QStringLiteral("Billing")}));
        dialog->reject();
    }

    void revokingAsksFirstThenTheKeyStops() {
        start(Role::Owner);
        m_window->showArea(MainWindow::Account);
        page()->tabs()->setCurrentWidget(tab());
        QTRY_VERIFY(rowOf(QStringLiteral("Initial key")) >= 0);
        // A key of its own, so the console's own key stays.
        CreateApiKeyDialog* dialog = tab()->openCreateDialog();
        dialog->findChild<QLineEdit*>(QStringLiteral("apiKeyName"))->setText(QStringLiteral("old-laptop"));
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(tab()->shownDialog() != nullptr);
        const QString key = tab()->shownDialog()->shownKey();
        tab()->shownDialog()->accept();
        QTRY_VERIFY(rowOf(QStringLiteral("old-laptop")) >= 0);

        tab()->keyTable()->selectRow(rowOf(QStringLiteral("old-laptop")));
        QMessageBox* question = tab()->revokeSelected();
        QVERIFY(question);
        QCOMPARE(question->text(),
                 QStringLiteral("Revoke the API key \"old-laptop\" (%1…)? Programs using it "
                                "stop working at once, including streams they have open. "
                                "This cannot be undone.")
                     .arg(key.left(12)));
        question->button(QMessageBox::Cancel)->click();
        QTest::qWait(0);
        QCOMPARE(meWith(key), ErrorKind::None);
        QVERIFY(rowOf(QStringLiteral("old-laptop")) >= 0);

        question = tab()->revokeSelected();
        QVERIFY(question);
        for (QAbstractButton* b : question->buttons()) {
            if (question->buttonRole(b) == QMessageBox::DestructiveRole)
                b->click();
        }
        QTRY_COMPARE(rowOf(QStringLiteral("old-laptop")), -1);
        QCOMPARE(meWith(key), ErrorKind::Auth);
    }

    void membersAndViewersDoNotSeeTheTab() {
        start(Role::Member);
        // A member has SSH keys: the area is there, without API keys.
        QVERIFY(!m_window->navigation()->item(MainWindow::Account)->isHidden());
        QVERIFY(!tabShown());
        start(Role::Viewer);
        QTRY_COMPARE(m_console->connection.identity().role, Role::Viewer);
        QVERIFY(m_window->navigation()->item(MainWindow::Account)->isHidden());
        QVERIFY(!tabShown());
    }

    void supportSeesTheKeysReadOnly() {
        QString error;
        QVERIFY(m_console->connection.startDemo(DemoPlatform::defaultSeed, &error, Role::Support));
        TenantPickerDialog* picker = nullptr;
        QTRY_VERIFY((picker = m_window->findChild<TenantPickerDialog*>()) && picker->isVisible());
        auto* list = picker->findChild<QListWidget*>(QStringLiteral("tenantList"));
        QTRY_VERIFY(list->count() >= 2);
        picker->setSearch(QStringLiteral("aurora"));
        picker->accept();
        QTRY_COMPARE(m_console->connection.identity().tenantName, QStringLiteral("Aurora AI Lab"));
        QVERIFY(!m_window->navigation()->item(MainWindow::Account)->isHidden());
        m_window->showArea(MainWindow::Account);
        QVERIFY(tabShown());
        page()->tabs()->setCurrentWidget(tab());
        QTRY_VERIFY(rowOf(QStringLiteral("Initial key")) >= 0);
        QVERIFY(!tab()->createButton()->isVisible());
        QVERIFY(!tab()->revokeButton()->isVisible());
        QVERIFY(tab()->openCreateDialog() == nullptr);
        tab()->keyTable()->selectRow(0);
        QVERIFY(tab()->revokeSelected() == nullptr);
    }
};

QTEST_MAIN(TestApiKeysTab)
#include "tst_api_keys_tab.moc"
