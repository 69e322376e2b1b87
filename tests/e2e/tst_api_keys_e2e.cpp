// The console's ApiKeysSession against a real clusterdesk-sim: the tenant's keys listed, one made
// and shown once, that key working for a second client and refused (401) once revoked; a role the
// caller cannot hand out refused with a sentence; a creation that got no answer retried under the
// same Idempotency-Key.
#include "api/PlatformClient.h"
#include "session/ApiKeysSession.h"
#include "support/HttpClient.h"
#include "support/SimProcess.h"

#include <QSignalSpy>
#include <QTest>

using namespace cd;
using namespace cd::test;

class TestApiKeysE2E final : public QObject {
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    std::unique_ptr<PlatformClient> m_owner;

    static ApiKeyRequest request(const QString& name, Role role) {
        ApiKeyRequest r;
        r.name = name;
        r.role = role;
        r.expiresAt = QDateTime::currentDateTimeUtc().addDays(30);
        return r;
    }

    // GET /v1/me with `key` from a client of its own: whether the platform accepts the key.
    Error meWith(const QByteArray& key) {
        auto client = httpClient(m_sim->baseUrl(), key, ClientOptions{3000, 30000, 1});
        std::unique_ptr<TypedCall<Identity>> me(client->me());
        if (!finish(me.get()))
            return Error::make(ErrorKind::Timeout, QStringLiteral("test"), QStringLiteral("no answer"));
        return me->error();
    }

private Q_SLOTS:
    void initTestCase() {
        m_sim = std::make_unique<SimProcess>();
        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        m_owner = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/owner")));
    }

    void listsTheSeededKeysWithoutSecrets() {
        ApiKeysSession session;
        session.setClient(m_owner.get());
        QSignalSpy changed(&session, &ApiKeysSession::keysChanged);
        session.load();
        QVERIFY(changed.wait(10000));
        // One seeded key per role of the tenant.
        QVERIFY2(session.keys().size() >= 5, qPrintable(QString::number(session.keys().size())));
        const QString ownerPrefix = QString::fromLatin1(m_sim->key(QStringLiteral("0/owner")).left(12));
        bool found = false;
        for (const ApiKey& k : session.keys()) {
            QVERIFY(k.prefix.startsWith(QStringLiteral("cdk_")));
            QCOMPARE(k.prefix.size(), 12);
            if (k.prefix == ownerPrefix) {
                found = true;
                QCOMPARE(k.name, QStringLiteral("Initial key"));
                QCOMPARE(k.role, Role::Owner);
                // The platform handed its seeded keys to the tenant's first owner.
                QCOMPARE(k.createdBy, QStringLiteral("mei.lin@aurora-ai.example"));
                QVERIFY(!k.expired);
            }
        }
        QVERIFY(found);
    }

    void createsUsesAndRevokesAKey() {
        ApiKeysSession session;
        session.setClient(m_owner.get());
        QSignalSpy created(&session, &ApiKeysSession::created);
        QSignalSpy createFailed(&session, &ApiKeysSession::createFailed);
        session.create(request(QStringLiteral("ci-deploy"), Role::Member));
        QVERIFY(created.wait(10000));
        QCOMPARE(createFailed.count(), 0);
        const auto made = created.first().first().value<NewApiKey>();
        QVERIFY(made.secret.startsWith(QStringLiteral("cdk_")));
        QCOMPARE(made.secret.size(), 47);
        QCOMPARE(made.key.name, QStringLiteral("ci-deploy"));
        QCOMPARE(made.key.role, Role::Member);
        QCOMPARE(made.key.prefix, made.secret.left(12));
        QVERIFY(made.key.id.startsWith(QStringLiteral("ak-")));
        QVERIFY(made.key.expiresAt.isValid());

        // Listed, never with its secret.
        QSignalSpy changed(&session, &ApiKeysSession::keysChanged);
        session.load();
        QVERIFY(changed.wait(10000));
        QCOMPARE(session.keys().first().id, made.key.id); // newest first
        QCOMPARE(session.keys().first().name, QStringLiteral("ci-deploy"));

        // The key works for a program of its own, as a member.
        QCOMPARE(meWith(made.secret.toLatin1()).kind, ErrorKind::None);

        QSignalSpy revoked(&session, &ApiKeysSession::revoked);
        session.revoke(made.key.id);
        QVERIFY(revoked.wait(10000));
        for (const ApiKey& k : session.keys())
            QVERIFY(k.id != made.key.id);
        const Error refused = meWith(made.secret.toLatin1());
        QCOMPARE(refused.kind, ErrorKind::Auth);
        QCOMPARE(refused.httpStatus, 401);
        QCOMPARE(refused.detail, QStringLiteral("This API key was revoked."));
    }

    void anAdminCannotMakeAnOwnersKey() {
        auto admin = httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/admin")));
        ApiKeysSession session;
        session.setClient(admin.get());
        QSignalSpy failed(&session, &ApiKeysSession::createFailed);
        session.create(request(QStringLiteral("too-high"), Role::Owner));
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.first().first().toString(),
                 QStringLiteral("Your role cannot hand out this role: owners give any role, admins any but "
                                "owner."));
        // A refusal made nothing: the next attempt is a new request.
        QVERIFY(session.idempotencyKeyFor(request(QStringLiteral("too-high"), Role::Owner)).isEmpty());
    }

    void aCreationWithoutAnAnswerIsRetriedUnderTheSameKey() {
        auto owner =
            httpClient(m_sim->baseUrl(), m_sim->key(QStringLiteral("0/owner")), ClientOptions{1000, 5000, 1});
        ApiKeysSession session;
        session.setClient(owner.get());
        const ApiKeyRequest r = request(QStringLiteral("nightly"), Role::Viewer);
        m_sim->stop();
        QSignalSpy failed(&session, &ApiKeysSession::createFailed);
        session.create(r);
        QVERIFY(failed.wait(10000));
        const QByteArray sent = session.idempotencyKeyFor(r);
        QVERIFY(!sent.isEmpty());
        // Another request is another creation, under a key of its own.
        ApiKeyRequest other = r;
        other.name = QStringLiteral("weekly");
        QVERIFY(session.idempotencyKeyFor(other).isEmpty());

        QString error;
        QVERIFY2(m_sim->start(&error), qPrintable(error));
        QSignalSpy created(&session, &ApiKeysSession::created);
        failed.clear();
        session.create(r);
        QVERIFY2(created.wait(10000),
                 failed.isEmpty() ? "no answer" : qPrintable(failed.first().first().toString()));
        QCOMPARE(created.first().first().value<NewApiKey>().key.name, QStringLiteral("nightly"));
        QVERIFY(session.idempotencyKeyFor(r).isEmpty());
    }
};

QTEST_MAIN(TestApiKeysE2E)
#include "tst_api_keys_e2e.moc"
