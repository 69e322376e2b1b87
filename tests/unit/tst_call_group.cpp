#include "api/CallGroup.h"
#include "api/PlatformClient.h"
#include "demo/DemoPlatform.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace cd;

// CallGroup with real calls: the real client over LocalTransport into the in-process simulator.
// The transport answers on one worker thread in the order requests reach it, so a list of offerings
// read five at a time (a request per page, each sent when the previous page has arrived) finishes
// after a single request started after it: the order of finishing is known without any timer.
class TestCallGroup final : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<DemoPlatform> m_demo;
    std::unique_ptr<PlatformClient> m_client;

    // A call that needs several round trips.
    PagedCall<Offering>* slowCall() { return m_client->offerings({}, nullptr, 5); }
    // A call that needs one.
    TypedCall<QList<Region>>* fastCall() { return m_client->regions(); }
    // A call the platform answers with 404.
    TypedCall<Cluster>* notFoundCall() { return m_client->cluster(QStringLiteral("cl-does-not-exist")); }
    // A call the platform answers with 422 (hours must be more than 0).
    TypedCall<Estimate>* unprocessableCall() { return m_client->estimate(ClusterSpec{}, -1); }

    // One more answer through the same transport, outside any group. What the event loop had queued
    // before it (a second finished(), a late handler) has been delivered once it is here.
    bool roundTrip() {
        std::unique_ptr<TypedCall<QList<Region>>> call(fastCall());
        QSignalSpy done(call.get(), &ApiCall::finished);
        return done.wait(5000) && call->succeeded();
    }

private Q_SLOTS:
    void init() {
        QString error;
        m_demo = DemoPlatform::create(21, &error);
        QVERIFY2(m_demo, qPrintable(error));
        m_client = std::make_unique<PlatformClient>(m_demo->makeTransport());
        m_client->setApiKey(m_demo->ownerKey());
    }

    void cleanup() {
        m_client.reset(); // its transport's worker serves the demo's router: before the demo
        m_demo.reset();
    }

    void finishedComesOnceAfterEveryHandler_data() {
        QTest::addColumn<bool>("slowFirst");
        QTest::newRow("first added finishes first") << false;
        QTest::newRow("last added finishes first") << true;
    }

    void finishedComesOnceAfterEveryHandler() {
        QFETCH(bool, slowFirst);
        CallGroup group;
        QSignalSpy finished(&group, &CallGroup::finished);
        QStringList handled;
        QList<qsizetype> finishedSeenByHandlers;
        int slowPages = 0;
        qsizetype handledAtFinish = -1;
        connect(&group, &CallGroup::finished, this, [&] { handledAtFinish = handled.size(); });
        auto addSlow = [&] {
            group.add(slowCall(), std::function([&](PagedCall<Offering>* call) {
                          handled.append(call->succeeded() ? QStringLiteral("offerings")
                                                           : QStringLiteral("offerings failed"));
                          slowPages = call->pages();
                          finishedSeenByHandlers.append(finished.size());
                      }));
        };
        auto addFast = [&] {
            group.add(fastCall(), std::function([&](TypedCall<QList<Region>>* call) {
                          handled.append(call->succeeded() ? QStringLiteral("regions")
                                                           : QStringLiteral("regions failed"));
                          finishedSeenByHandlers.append(finished.size());
                      }));
        };
        if (slowFirst) {
            addSlow();
            addFast();
        } else {
            addFast();
            addSlow();
        }
        QCOMPARE(group.running(), 2);
        QVERIFY(group.isRunning());

        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QCOMPARE(handled, (QStringList{QStringLiteral("regions"), QStringLiteral("offerings")}));
        QVERIFY2(slowPages > 1, "the slow call must take several round trips for the order to be known");
        QCOMPARE(finishedSeenByHandlers, (QList<qsizetype>{0, 0}));
        QCOMPARE(handledAtFinish, 2);
        QCOMPARE(group.running(), 0);
        QVERIFY(!group.isRunning());
        QCOMPARE(group.error().kind, ErrorKind::None);
        QVERIFY(!group.wasCancelled());

        QVERIFY(roundTrip());
        QCOMPARE(finished.size(), 1);
    }

    void callsAddedOneAfterAnotherNeverFinishTheGroupEarly() {
        // The first call finishes while it is being added (it is cancelled at once), before the
        // second is added in the same function: the group must wait for the second.
        CallGroup group;
        QSignalSpy finished(&group, &CallGroup::finished);
        QStringList handled;
        connect(&group, &CallGroup::finished, this, [&] { handled.append(QStringLiteral("finished")); });
        auto* first = group.add(fastCall(), std::function([&](TypedCall<QList<Region>>* call) {
                                    handled.append(call->error().kind == ErrorKind::Cancelled
                                                       ? QStringLiteral("first cancelled")
                                                       : QStringLiteral("first not cancelled"));
                                }));
        first->cancel();
        QCOMPARE(handled, QStringList{QStringLiteral("first cancelled")});
        group.add(fastCall(), std::function([&](TypedCall<QList<Region>>* call) {
                      handled.append(call->succeeded() ? QStringLiteral("second")
                                                       : QStringLiteral("second failed"));
                  }));
        QCOMPARE(group.running(), 1);

        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QCOMPARE(handled, (QStringList{QStringLiteral("first cancelled"), QStringLiteral("second"),
                                       QStringLiteral("finished")}));
        QVERIFY(roundTrip());
        QCOMPARE(finished.size(), 1);
    }

    void callsAddedFromAHandlerKeepTheGroupRunning() {
        CallGroup group;
        QSignalSpy finished(&group, &CallGroup::finished);
        QStringList handled;
        connect(&group, &CallGroup::finished, this, [&] { handled.append(QStringLiteral("finished")); });
        group.add(fastCall(), std::function([&](TypedCall<QList<Region>>*) {
                      handled.append(QStringLiteral("first"));
                      group.add(fastCall(), std::function([&](TypedCall<QList<Region>>* call) {
                                    handled.append(call->succeeded() ? QStringLiteral("follow-up")
                                                                     : QStringLiteral("follow-up failed"));
                                }));
                  }));

        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QCOMPARE(handled, (QStringList{QStringLiteral("first"), QStringLiteral("follow-up"),
                                       QStringLiteral("finished")}));
        QVERIFY(roundTrip());
        QCOMPARE(finished.size(), 1);
    }

    void errorIsTheFirstErrorOtherThanACancel_data() {
        QTest::addColumn<bool>("notFoundFirst");
        QTest::addColumn<ErrorKind>("expectedKind");
        QTest::addColumn<int>("expectedStatus");
        QTest::newRow("404 before 422") << true << ErrorKind::NotFound << 404;
        QTest::newRow("422 before 404") << false << ErrorKind::Unprocessable << 422;
    }

    void errorIsTheFirstErrorOtherThanACancel() {
        QFETCH(bool, notFoundFirst);
        QFETCH(ErrorKind, expectedKind);
        QFETCH(int, expectedStatus);
        CallGroup group;
        QSignalSpy finished(&group, &CallGroup::finished);
        QList<ErrorKind> seen;
        // A call cancelled before any answer arrives: its Cancelled comes first of all, and is
        // not the group's error. (It is cancelled once the others are added, see
        // aRoundKeepsWhatItsFinishedCallsEndedWith for why not at once.)
        auto* cancelled = group.add(
            fastCall(), std::function([&](TypedCall<QList<Region>>* c) { seen.append(c->error().kind); }));
        auto addNotFound = [&] {
            group.add(notFoundCall(),
                      std::function([&](TypedCall<Cluster>* c) { seen.append(c->error().kind); }));
        };
        auto addUnprocessable = [&] {
            group.add(unprocessableCall(),
                      std::function([&](TypedCall<Estimate>* c) { seen.append(c->error().kind); }));
        };
        if (notFoundFirst) {
            addNotFound();
            addUnprocessable();
        } else {
            addUnprocessable();
            addNotFound();
        }
        // A success after the errors does not clear them.
        group.add(fastCall(),
                  std::function([&](TypedCall<QList<Region>>* c) { seen.append(c->error().kind); }));
        cancelled->cancel();
        QCOMPARE(seen, QList{ErrorKind::Cancelled});

        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        const QList<ErrorKind> expectedSeen =
            notFoundFirst
                ? QList{ErrorKind::Cancelled, ErrorKind::NotFound, ErrorKind::Unprocessable, ErrorKind::None}
                : QList{ErrorKind::Cancelled, ErrorKind::Unprocessable, ErrorKind::NotFound, ErrorKind::None};
        QCOMPARE(seen, expectedSeen);
        QCOMPARE(group.error().kind, expectedKind);
        QCOMPARE(group.error().httpStatus, expectedStatus);
        QVERIFY(group.wasCancelled());
    }

    void cancelGivesHandlersACancelAndFinishesOnce() {
        CallGroup group;
        QSignalSpy finished(&group, &CallGroup::finished);
        QList<ErrorKind> seen;
        group.add(slowCall(), std::function([&](PagedCall<Offering>* c) { seen.append(c->error().kind); }));
        group.add(fastCall(),
                  std::function([&](TypedCall<QList<Region>>* c) { seen.append(c->error().kind); }));
        QCOMPARE(group.running(), 2);

        group.cancel();
        // The handlers run at once, in the order the calls were added; finished() from the event loop.
        QCOMPARE(seen, (QList{ErrorKind::Cancelled, ErrorKind::Cancelled}));
        QCOMPARE(group.running(), 0);
        QCOMPARE(finished.size(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QVERIFY(group.wasCancelled());
        QCOMPARE(group.error().kind, ErrorKind::None);

        // The transport's answers to the cancelled requests change nothing.
        QVERIFY(roundTrip());
        QCOMPARE(finished.size(), 1);
        QCOMPARE(seen.size(), 2);
    }

    void deletingTheGroupCancelsItsCallsWithoutTheirHandlers() {
        QSignalSpy succeeded(m_client.get(), &PlatformClient::callSucceeded);
        QSignalSpy failed(m_client.get(), &PlatformClient::callFailed);
        auto* group = new CallGroup;
        QSignalSpy finished(group, &CallGroup::finished);
        int handlers = 0;
        QPointer<ApiCall> slow =
            group->add(slowCall(), std::function([&](PagedCall<Offering>*) { ++handlers; }));
        QPointer<ApiCall> fast =
            group->add(fastCall(), std::function([&](TypedCall<QList<Region>>*) { ++handlers; }));
        QVERIFY(slow && fast);
        QVERIFY(!slow->isFinished() && !fast->isFinished());

        delete group;
        QVERIFY(slow.isNull());
        QVERIFY(fast.isNull());
        QVERIFY(roundTrip());
        QCOMPARE(handlers, 0);
        QCOMPARE(finished.size(), 0);
        QCOMPARE(succeeded.size(), 1); // the round trip's own call; the group's never finished
        QCOMPARE(failed.size(), 0);
    }

    void aCallDeletedBySomeoneElseCountsAsFinished() {
        CallGroup group;
        QSignalSpy finished(&group, &CallGroup::finished);
        QStringList handled;
        connect(&group, &CallGroup::finished, this, [&] { handled.append(QStringLiteral("finished")); });
        QPointer<PagedCall<Offering>> slow = group.add(
            slowCall(), std::function([&](PagedCall<Offering>*) { handled.append(QStringLiteral("slow")); }));
        // The transport answers in order, so the one-request call finishes while the paged one is
        // still on its first pages: its handler is where the slow call's owner gives up on it (a
        // wait from outside could come too late on a busy machine).
        int runningAtFast = -1;
        int runningAfterDelete = -1;
        bool slowFinishedAtFast = true;
        group.add(fastCall(), std::function([&](TypedCall<QList<Region>>*) {
                      handled.append(QStringLiteral("fast"));
                      runningAtFast = group.running();
                      slowFinishedAtFast = !slow || slow->isFinished();
                      delete slow.data();
                      runningAfterDelete = group.running();
                  }));

        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QCOMPARE(runningAtFast, 1);
        QVERIFY(!slowFinishedAtFast);
        QCOMPARE(runningAfterDelete, 0);
        QVERIFY(slow.isNull());
        QCOMPARE(handled, (QStringList{QStringLiteral("fast"), QStringLiteral("finished")}));
        QCOMPARE(group.error().kind, ErrorKind::None);
        QVERIFY(roundTrip());
        QCOMPARE(finished.size(), 1);
    }

    void aNewRoundAfterFinishedStartsWithoutTheOldError() {
        CallGroup group;
        QSignalSpy finished(&group, &CallGroup::finished);
        auto* cancelled = group.add(fastCall());
        group.add(notFoundCall());
        cancelled->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QCOMPARE(group.error().kind, ErrorKind::NotFound);
        QCOMPARE(group.error().httpStatus, 404);
        QVERIFY(group.wasCancelled());

        bool secondSucceeded = false;
        group.add(fastCall(),
                  std::function([&](TypedCall<QList<Region>>* c) { secondSucceeded = c->succeeded(); }));
        // A new round: what the last one ended with no longer applies, even before it answers.
        QCOMPARE(group.error().kind, ErrorKind::None);
        QVERIFY(!group.wasCancelled());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 5000);
        QVERIFY(secondSucceeded);
        QCOMPARE(group.error().kind, ErrorKind::None);
        QCOMPARE(group.error().httpStatus, 0);
        QVERIFY(!group.wasCancelled());
    }

    void aRoundKeepsWhatItsFinishedCallsEndedWith_data() {
        QTest::addColumn<bool>("followUp");
        QTest::newRow("a call added after one that was cancelled at once") << false;
        QTest::newRow("a call added by the handler of the last running call") << true;
    }

    void aRoundKeepsWhatItsFinishedCallsEndedWith() {
        // A round ends with finished(). A call added before then (after a call that finished at
        // once, or from the handler of the last one running, as HealthReportSession::readGpus
        // does) belongs to the same round, so what the round's finished calls ended with stands.
        QFETCH(bool, followUp);
        CallGroup group;
        QSignalSpy finished(&group, &CallGroup::finished);
        QStringList handled;
        if (followUp) {
            group.add(notFoundCall(), std::function([&](TypedCall<Cluster>* c) {
                          handled.append(c->error().kind == ErrorKind::NotFound ? QStringLiteral("404")
                                                                                : QStringLiteral("not 404"));
                          group.add(fastCall(), std::function([&](TypedCall<QList<Region>>* r) {
                                        handled.append(r->succeeded() ? QStringLiteral("follow-up")
                                                                      : QStringLiteral("follow-up failed"));
                                    }));
                      }));
        } else {
            group
                .add(fastCall(), std::function([&](TypedCall<QList<Region>>*) {
                         handled.append(QStringLiteral("cancelled"));
                     }))
                ->cancel();
            group.add(notFoundCall(),
                      std::function([&](TypedCall<Cluster>*) { handled.append(QStringLiteral("404")); }));
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QCOMPARE(handled, followUp ? (QStringList{QStringLiteral("404"), QStringLiteral("follow-up")})
                                   : (QStringList{QStringLiteral("cancelled"), QStringLiteral("404")}));
        if (followUp)
            QCOMPARE(group.error().kind, ErrorKind::NotFound);
        else
            QVERIFY(group.wasCancelled());
    }
};

QTEST_GUILESS_MAIN(TestCallGroup)
#include "tst_call_group.moc"
