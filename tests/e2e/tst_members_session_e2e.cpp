// The console's MembersSession against a real clusterdesk-sim: the tenant's people listed, one
// invited, a role changed with the member's ETag (and a stale one refused), one removed (their key
// refused at once), and the last owner kept, said in the console's words, nothing changed.
#include "api/PlatformClient.h"
#include "core/ErrorText.h"
#include "session/MembersSession.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"

#include <QSignalSpy>
#include <QTest>

using namespace cd;
using namespace cd::test;

namespace {

const Member* byEmail(const MembersSession& s, const QString& email) {
    for (const Member& m : s.members()) {
        if (m.email == email)
            return &m;
    }
    return nullptr;
}

bool loaded(MembersSession& s) {
    QSignalSpy changed(&s, &MembersSession::membersChanged);
    s.load();
    return changed.wait(20000);
}

} // namespace

class TestMembersSessionE2E final : public QObject {
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    std::unique_ptr<PlatformClient> m_owner;

private Q_SLOTS:
    void initTestCase() {
        m_sim = std::make_unique<SimProcess>();
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        m_owner = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/owner")));
    }

    void listsThePeople() {
        MembersSession s;
        s.setClient(m_owner.get());
        QVERIFY(loaded(s));
        const Member* owner = byEmail(s, QStringLiteral("mei.lin@aurora-ai.example"));
        QVERIFY(owner);
        QCOMPARE(owner->role, Role::Owner);
        QVERIFY(!owner->invited);
        QVERIFY(owner->etag.startsWith(u'"'));
        QVERIFY(byEmail(s, QStringLiteral("tomas.ortega@aurora-ai.example")));
        // Only this tenant's people.
        for (const Member& m : s.members())
            QVERIFY2(m.email.endsWith(QStringLiteral("@aurora-ai.example")), qPrintable(m.email));
        QVERIFY(s.isLastActiveOwner(owner->id));
    }

    void invites() {
        MembersSession s;
        s.setClient(m_owner.get());
        QSignalSpy invited(&s, &MembersSession::invited);
        QSignalSpy refused(&s, &MembersSession::inviteFailed);
        s.invite(QStringLiteral("new.hire@aurora-ai.example"), Role::Member, QStringLiteral("New Hire"));
        QVERIFY(invited.wait(20000));
        const auto made = invited.first().first().value<Member>();
        QCOMPARE(made.email, QStringLiteral("new.hire@aurora-ai.example"));
        QCOMPARE(made.name, QStringLiteral("New Hire"));
        QCOMPARE(made.role, Role::Member);
        QVERIFY(made.invited);
        QCOMPARE(made.invitedBy, QStringLiteral("mei.lin@aurora-ai.example"));
        QVERIFY(byEmail(s, QStringLiteral("new.hire@aurora-ai.example")));

        // The same address again, in other letters: already a member.
        s.invite(QStringLiteral("New.Hire@Aurora-AI.example"), Role::Viewer, {});
        QVERIFY(refused.wait(20000));
        QCOMPARE(invited.size(), 1);
        QCOMPARE(refused.last().first().toString(),
                 QStringLiteral("Someone with this email address is already a member or invited."));
        // An address the platform refuses, said in the console's words (they are translated).
        s.invite(QStringLiteral("not an address"), Role::Viewer, {});
        QVERIFY(refused.wait(20000));
        QCOMPARE(refused.last().first().toString(),
                 QStringLiteral(
                     "This is not an email address: expected one like name@example.com, without spaces."));
    }

    void changesARoleWithItsETag() {
        MembersSession s;
        s.setClient(m_owner.get());
        QVERIFY(loaded(s));
        const Member before = *byEmail(s, QStringLiteral("aiko.sato@aurora-ai.example"));
        QSignalSpy changed(&s, &MembersSession::roleChanged);
        s.changeRole(before.id, Role::Viewer);
        QVERIFY(changed.wait(20000));
        QCOMPARE(byEmail(s, QStringLiteral("aiko.sato@aurora-ai.example"))->role, Role::Viewer);
        QVERIFY(byEmail(s, QStringLiteral("aiko.sato@aurora-ai.example"))->etag != before.etag);

        // Another session still holding the old ETag is refused, and loads what is there now.
        MembersSession stale;
        stale.setClient(m_owner.get());
        QVERIFY(loaded(stale));
        s.changeRole(before.id, Role::Billing);
        QVERIFY(QSignalSpy(&s, &MembersSession::roleChanged).wait(20000));
        QSignalSpy failed(&stale, &MembersSession::failed);
        QSignalSpy reloaded(&stale, &MembersSession::membersChanged);
        stale.changeRole(before.id, Role::Member);
        QVERIFY(failed.wait(20000));
        QCOMPARE(failed.first().first().toString(),
                 QStringLiteral("Someone else changed this first. The page has the current version; check it "
                                "and try again."));
        QTRY_VERIFY_WITH_TIMEOUT(!reloaded.isEmpty(), 20000);
        QCOMPARE(byEmail(stale, QStringLiteral("aiko.sato@aurora-ai.example"))->role, Role::Billing);
    }

    void removesAndTheirKeyStopsAtOnce() {
        const QByteArray viewerKey = m_sim->key(QStringLiteral("0/viewer"));
        auto viewer = httpClient(m_sim->baseUrl(), viewerKey, {.maxAttempts = 1});
        std::unique_ptr<TypedCall<Identity>> before(viewer->me());
        QVERIFY(finish(before.get()));
        QVERIFY(before->succeeded());

        MembersSession s;
        s.setClient(m_owner.get());
        QVERIFY(loaded(s));
        QSignalSpy removed(&s, &MembersSession::removed);
        s.remove(byEmail(s, QStringLiteral("tomas.ortega@aurora-ai.example"))->id);
        QVERIFY(removed.wait(20000));
        QCOMPARE(removed.first().first().toString(), QStringLiteral("tomas.ortega@aurora-ai.example"));
        QVERIFY(!byEmail(s, QStringLiteral("tomas.ortega@aurora-ai.example")));

        std::unique_ptr<TypedCall<Identity>> after(viewer->me());
        QVERIFY(finish(after.get()));
        QCOMPARE(after->error().kind, ErrorKind::Auth);
        // Their keys were revoked with them (which of the platform's two sentences it gives is its own).
        QCOMPARE(after->error().httpStatus, 401);
        // Removed people are not listed again.
        QVERIFY(loaded(s));
        QVERIFY(!byEmail(s, QStringLiteral("tomas.ortega@aurora-ai.example")));
    }

    void keepsTheLastOwner() {
        MembersSession s;
        s.setClient(m_owner.get());
        QVERIFY(loaded(s));
        const QString ownerId = byEmail(s, QStringLiteral("mei.lin@aurora-ai.example"))->id;
        const QString sentence =
            QStringLiteral("This person is the tenant's last owner: make someone else owner first.");
        QSignalSpy failed(&s, &MembersSession::failed);
        s.changeRole(ownerId, Role::Admin);
        QVERIFY(failed.wait(20000));
        QCOMPARE(failed.last().first().toString(), sentence);
        s.remove(ownerId);
        QVERIFY(failed.wait(20000));
        QCOMPARE(failed.last().first().toString(), sentence);

        // Nothing changed: still the owner, and their key still works.
        QVERIFY(loaded(s));
        QCOMPARE(byEmail(s, QStringLiteral("mei.lin@aurora-ai.example"))->role, Role::Owner);
        std::unique_ptr<TypedCall<Identity>> me(m_owner->me());
        QVERIFY(finish(me.get()));
        QVERIFY(me->succeeded());
    }
};

QTEST_GUILESS_MAIN(TestMembersSessionE2E)
#include "tst_members_session_e2e.moc"
