// The Account area's Members tab in the offline demo as its owner: an invitation with a bad address
// says why and sends nothing, a good one lists them as invited; the last owner cannot be demoted or
// removed, and the buttons say why; removing asks first. Read-only for support staff: no buttons.
#include "AccountPage.h"
#include "ChangeRoleDialog.h"
#include "ConsoleUnderTest.h"
#include "InviteMemberDialog.h"
#include "MainWindow.h"
#include "MembersTab.h"

#include "demo/DemoPlatform.h"
#include "session/MembersSession.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

class TestMembersTab final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    AccountPage* page() const { return m_window->accountPage(); }
    MembersTab* tab() const { return page()->membersTab(); }

    int rowOf(const QString& email) const {
        QTableWidget* table = tab()->memberTable();
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, MembersTab::Email)->text() == email)
                return row;
        }
        return -1;
    }
    QString cell(const QString& email, MembersTab::Column column) const {
        const int row = rowOf(email);
        return row < 0 ? QString() : tab()->memberTable()->item(row, column)->text();
    }

private Q_SLOTS:
    void initTestCase() {
        m_console = std::make_unique<test::ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        m_window->startDemo();
        QTRY_VERIFY(!m_console->connection.identity().userId.isEmpty());
        m_window->showArea(MainWindow::Account);
        QVERIFY(page()->tabs()->isTabVisible(page()->tabs()->indexOf(tab())));
        page()->tabs()->setCurrentWidget(tab());
        QTRY_VERIFY(rowOf(QStringLiteral("mei.lin@aurora-ai.example")) >= 0);
        QCOMPARE(cell(QStringLiteral("mei.lin@aurora-ai.example"), MembersTab::RoleColumn),
                 QStringLiteral("Owner"));
        QCOMPARE(cell(QStringLiteral("mei.lin@aurora-ai.example"), MembersTab::Status),
                 QStringLiteral("Active"));
    }

    void aBadAddressSaysWhyAndSendsNothing() {
        InviteMemberDialog* dialog = tab()->openInviteDialog();
        QVERIFY(dialog);
        QSignalSpy submitted(dialog, &InviteMemberDialog::submitted);
        auto* email = dialog->findChild<QLineEdit*>(QStringLiteral("inviteEmail"));
        auto* verdict = dialog->findChild<QLabel*>(QStringLiteral("inviteVerdict"));
        auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        QVERIFY(!verdict->isVisible()); // nothing typed is not a mistake yet
        QTest::keyClicks(email, QStringLiteral("ana at example.com"));
        QCOMPARE(verdict->text(),
                 QStringLiteral("\"ana at example.com\" is not an email address: expected one "
                                "like name@example.com, without spaces."));
        QVERIFY(verdict->isVisible());
        QVERIFY(!ok->isEnabled());
        email->setText(QStringLiteral("ana@example"));
        QVERIFY(!ok->isEnabled());
        QTest::keyClick(dialog, Qt::Key_Return);
        emit dialog->findChild<QDialogButtonBox*>()->accepted(); // even if pressed regardless
        QCOMPARE(submitted.size(), 0);
        QVERIFY(dialog->isVisible());
        const int before = tab()->memberTable()->rowCount();
        dialog->reject();
        QCOMPARE(tab()->memberTable()->rowCount(), before);
    }

    void invitesSomeone() {
        InviteMemberDialog* dialog = tab()->openInviteDialog();
        QVERIFY(dialog);
        // An owner may hand out every tenant role, and never support.
        auto* role = dialog->findChild<QComboBox*>(QStringLiteral("inviteRole"));
        QCOMPARE(role->count(), 5);
        QCOMPARE(role->currentText(), QStringLiteral("Member"));
        dialog->findChild<QLineEdit*>(QStringLiteral("inviteEmail"))
            ->setText(QStringLiteral("li.wei@aurora-ai.example"));
        dialog->findChild<QLineEdit*>(QStringLiteral("inviteName"))->setText(QStringLiteral("Li Wei"));
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(rowOf(QStringLiteral("li.wei@aurora-ai.example")) >= 0);
        QCOMPARE(cell(QStringLiteral("li.wei@aurora-ai.example"), MembersTab::Status),
                 QStringLiteral("Invited"));
        QCOMPARE(cell(QStringLiteral("li.wei@aurora-ai.example"), MembersTab::Name),
                 QStringLiteral("Li Wei"));
        QCOMPARE(cell(QStringLiteral("li.wei@aurora-ai.example"), MembersTab::InvitedBy),
                 QStringLiteral("mei.lin@aurora-ai.example"));
        QTRY_VERIFY(!tab()->findChild<InviteMemberDialog*>());
    }

    void theLastOwnerCannotBeDemotedOrRemoved() {
        tab()->memberTable()->selectRow(rowOf(QStringLiteral("mei.lin@aurora-ai.example")));
        const QString why = QStringLiteral(
            "mei.lin@aurora-ai.example is the tenant's last owner: make someone else owner first.");
        QVERIFY(!tab()->removeButton()->isEnabled());
        QCOMPARE(tab()->removeButton()->toolTip(), why);
        QVERIFY(!tab()->changeRoleButton()->isEnabled());
        QCOMPARE(tab()->changeRoleButton()->accessibleDescription(), why);
        QVERIFY(!tab()->removeSelected());
        QVERIFY(!tab()->openChangeRoleDialog());
    }

    void changesARole() {
        tab()->memberTable()->selectRow(rowOf(QStringLiteral("aiko.sato@aurora-ai.example")));
        QVERIFY(tab()->changeRoleButton()->isEnabled());
        QCOMPARE(tab()->changeRoleButton()->toolTip(), QString());
        ChangeRoleDialog* dialog = tab()->openChangeRoleDialog();
        QVERIFY(dialog);
        auto* role = dialog->findChild<QComboBox*>(QStringLiteral("memberRole"));
        auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled()); // the same role again changes nothing
        role->setCurrentIndex(role->findText(QStringLiteral("Viewer")));
        QVERIFY(ok->isEnabled());
        ok->click();
        QTRY_COMPARE(cell(QStringLiteral("aiko.sato@aurora-ai.example"), MembersTab::RoleColumn),
                     QStringLiteral("Viewer"));
    }

    void removingAsksFirst() {
        const int before = tab()->memberTable()->rowCount();
        tab()->memberTable()->selectRow(rowOf(QStringLiteral("li.wei@aurora-ai.example")));
        QMessageBox* box = tab()->removeSelected();
        QVERIFY(box);
        QCOMPARE(box->text(),
                 QStringLiteral("Remove li.wei@aurora-ai.example from the tenant? Their API keys "
                                "stop working at once, including streams they have open, and their "
                                "SSH keys are deleted."));
        box->button(QMessageBox::Cancel)->click();
        QCOMPARE(tab()->memberTable()->rowCount(), before);
        box = tab()->removeSelected();
        QVERIFY(box);
        QPushButton* remove = nullptr;
        for (QAbstractButton* b : box->buttons()) {
            if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                remove = qobject_cast<QPushButton*>(b);
        }
        QVERIFY(remove);
        remove->click();
        QTRY_COMPARE(rowOf(QStringLiteral("li.wei@aurora-ai.example")), -1);
        QCOMPARE(tab()->memberTable()->rowCount(), before - 1);
    }

    void supportStaffSeeNoButtons() {
        MembersSession session;
        MembersTab support(session);
        support.setAccess(true, false, Role::Support, QStringLiteral("platform-support"));
        support.show();
        QVERIFY(QTest::qWaitForWindowExposed(&support));
        QVERIFY(!support.inviteButton()->isVisible());
        QVERIFY(!support.changeRoleButton()->isVisible());
        QVERIFY(!support.removeButton()->isVisible());
        QVERIFY(!support.openInviteDialog());
        // Even were they to ask for writing, support hands out no role.
        support.setAccess(true, true, Role::Support, QStringLiteral("platform-support"));
        QVERIFY(!support.inviteButton()->isVisible());
    }
};

QTEST_MAIN(TestMembersTab)
#include "tst_members_tab.moc"
