#include "api/CurlTransport.h"
#include "api/PlatformClient.h"
#include "demo/DemoPlatform.h"
#include "support/RogueHttpServer.h"
#include "support/SimProcess.h"
#include "support/TestCertificates.h"

#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace cd::test;

// The client against a real clusterdesk-sim over loopback HTTP and HTTPS, and against the
// failures a network can produce.
class TestClientE2E final : public QObject {
    Q_OBJECT

    static std::unique_ptr<PlatformClient> clientFor(const QUrl& url, const QByteArray& key,
                                                     const QString& caBundle = {}, int stallMs = 20000) {
        TransportSettings s;
        s.baseUrl = url;
        s.caBundlePath = caBundle;
        s.connectTimeoutMs = 3000;
        s.stallTimeoutMs = stallMs;
        s.totalTimeoutMs = 30000;
        s.maxResponseBytes = 1024 * 1024;
        auto client = std::make_unique<PlatformClient>(std::make_unique<CurlTransport>(s));
        client->setApiKey(key);
        RetryPolicy fast;
        fast.baseDelayMs = 50;
        fast.maxDelayMs = 400;
        client->setRetryPolicy(fast);
        return client;
    }

    template <typename Call>
    static bool finish(Call* call, int ms = 20000) {
        if (call->isFinished())
            return true;
        QSignalSpy done(call, &ApiCall::finished);
        return done.wait(ms);
    }

    static QList<Offering> sortedById(QList<Offering> list) {
        std::sort(list.begin(), list.end(), [](const Offering& a, const Offering& b) { return a.id < b.id; });
        return list;
    }

private Q_SLOTS:
    void httpCatalogEqualsTheOfflineDemos() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        auto client = clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/viewer")));
        std::unique_ptr<PagedCall<Offering>> call(client->offerings({}, nullptr, 20));
        QVERIFY(finish(call.get()));
        QVERIFY2(call->succeeded(), qPrintable(call->error().detail));
        QVERIFY(call->items().size() >= 24);
        QVERIFY(call->pages() >= 2);

        // The same seed in process, through LocalTransport: the same catalog, field for field.
        auto demo = DemoPlatform::create(7, &error);
        PlatformClient local(demo->makeTransport());
        local.setApiKey(demo->ownerKey());
        std::unique_ptr<PagedCall<Offering>> localCall(local.offerings({}));
        QVERIFY(finish(localCall.get()));
        QCOMPARE(sortedById(call->items()), sortedById(localCall->items()));

        std::unique_ptr<TypedCall<Identity>> me(client->me());
        QVERIFY(finish(me.get()));
        QCOMPARE(me->value().role, Role::Viewer);
        QCOMPARE(me->value().tenantName, QStringLiteral("Aurora AI Lab"));

        OfferingFilter f;
        f.vendor = QStringLiteral("Huawei");
        std::unique_ptr<PagedCall<Offering>> ascend(client->offerings(f));
        QVERIFY(finish(ascend.get()));
        QVERIFY(!ascend->items().isEmpty());
        for (const Offering& o : ascend->items())
            QCOMPARE(o.gpu.model, QStringLiteral("Ascend 910B"));

        std::unique_ptr<TypedCall<Offering>> one(client->offering(call->items().first().id));
        QVERIFY(finish(one.get()));
        QCOMPARE(one->value(), call->items().first());
        std::unique_ptr<TypedCall<Offering>> missing(client->offering(QStringLiteral("nope/../x")));
        QVERIFY(finish(missing.get()));
        QCOMPARE(missing->error().kind, ErrorKind::NotFound);
    }

    // Billing over real HTTP: every page of 90 days of lines, issued invoices equal to their lines
    // to the cent, budgets saved and read back, and roles refused as the platform says.
    void billingOverHttpAddsUp() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        auto owner = clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/owner")));
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QDateTime from = QDateTime(now.date().addDays(-90), QTime(0, 0), Qt::UTC);
        std::unique_ptr<PagedCall<LineItem>> lines(owner->lineItems(from, now, nullptr, 500));
        QVERIFY(finish(lines.get(), 60000));
        QVERIFY2(lines->succeeded(), qPrintable(lines->error().detail));
        QVERIFY(lines->pages() >= 2);
        std::unique_ptr<PagedCall<Invoice>> invoices(owner->invoices(Currency::USD));
        QVERIFY(finish(invoices.get()));
        int issued = 0;
        for (const Invoice& inv : invoices->items()) {
            if (!inv.issued || inv.periodStart < from)
                continue;
            qint64 sum = 0;
            int count = 0;
            for (const LineItem& l : lines->items()) {
                if (l.billingPeriodStart == inv.periodStart) {
                    sum += l.billedCost.micros();
                    ++count;
                }
            }
            QCOMPARE(sum, inv.total.micros());
            QCOMPARE(count, inv.lineCount);
            ++issued;
        }
        QVERIFY(issued >= 2);
        std::unique_ptr<TypedCall<BillingSummary>> summary(owner->billingSummary(Currency::USD));
        QVERIFY(finish(summary.get()));
        QVERIFY2(summary->succeeded(), qPrintable(summary->error().detail));
        QVERIFY(summary->value().forecast.expected >= summary->value().forecast.monthToDate);

        Budget b;
        b.name = QStringLiteral("Fine-tuning");
        b.scope = Budget::Scope::Tag;
        b.target = QStringLiteral("stage=finetune");
        b.amount = Money(2500 * Money::microsPerUnit, Currency::USD);
        b.thresholds = {{90, Budget::Basis::Forecast}};
        auto billing = clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/billing")));
        std::unique_ptr<TypedCall<Page<Budget>>> saved(billing->setBudgets({b}));
        QVERIFY(finish(saved.get()));
        QVERIFY2(saved->succeeded(), qPrintable(saved->error().detail));
        std::unique_ptr<PagedCall<Budget>> read(owner->budgets());
        QVERIFY(finish(read.get()));
        QCOMPARE(read->items().size(), 1);
        Budget back = read->items().first();
        QVERIFY(!back.id.isEmpty());
        back.id.clear();
        QCOMPARE(back, b);
        // A viewer reads costs and cannot set budgets; a member sees no costs.
        auto viewer = clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/viewer")));
        std::unique_ptr<TypedCall<Page<Budget>>> refused(viewer->setBudgets({b}));
        QVERIFY(finish(refused.get()));
        QCOMPARE(refused->error().kind, ErrorKind::Forbidden);
        auto member = clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/member")));
        std::unique_ptr<TypedCall<BillingSummary>> hidden(member->billingSummary(Currency::USD));
        QVERIFY(finish(hidden.get()));
        QCOMPARE(hidden->error().kind, ErrorKind::Forbidden);
    }

    void httpsWithTheRightCaAndRefusedWithoutIt() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.startHttps(&error), qPrintable(error));
        const TestCertificates& certs = sim.certificates();
        QCOMPARE(sim.baseUrl().scheme(), QStringLiteral("https"));

        auto trusted = clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/owner")), certs.caCert());
        std::unique_ptr<PagedCall<Offering>> ok(trusted->offerings({}));
        QVERIFY(finish(ok.get()));
        QVERIFY2(ok->succeeded(), qPrintable(ok->error().detail));

        for (const QString& bundle : {certs.otherCaCert(), QString()}) {
            auto untrusted = clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/owner")), bundle);
            QSignalSpy failed(untrusted.get(), &PlatformClient::callFailed);
            std::unique_ptr<TypedCall<Identity>> me(untrusted->me());
            QVERIFY(finish(me.get()));
            QCOMPARE(me->error().kind, ErrorKind::Tls);
            QCOMPARE(me->error().code, QStringLiteral("tls_untrusted"));
            QCOMPARE(failed.count(), 1); // refused at once, not retried
        }

        auto badBundle =
            clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/owner")), sim.dir() + u"/missing.pem");
        std::unique_ptr<TypedCall<Identity>> me(badBundle->me());
        QVERIFY(finish(me.get()));
        QCOMPARE(me->error().kind, ErrorKind::Tls);
    }

    void wrongKeyIs401() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        auto client = clientFor(sim.baseUrl(), "cdk_guessing");
        std::unique_ptr<TypedCall<Identity>> me(client->me());
        QVERIFY(finish(me.get()));
        QCOMPARE(me->error().kind, ErrorKind::Auth);
        QCOMPARE(me->error().httpStatus, 401);
        QCOMPARE(me->error().code, QStringLiteral("unauthorized"));
    }

    void serverDownIsConnectionRefused() {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close(); // nothing listens there now
        auto client = clientFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)), "cdk_x");
        QElapsedTimer timer;
        timer.start();
        std::unique_ptr<TypedCall<Identity>> me(client->me());
        QVERIFY(finish(me.get()));
        QCOMPARE(me->error().kind, ErrorKind::Network);
        QCOMPARE(me->error().code, QStringLiteral("connection_refused"));
        QVERIFY(timer.elapsed() < 10000); // retried with backoff, then gave up
    }

    void stormOf429sEndsInAnswersOrTypedErrors() {
        SimProcess sim({QStringLiteral("--rate-limit"), QStringLiteral("4"), QStringLiteral("--rate-burst"),
                        QStringLiteral("4")});
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        auto client = clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/member")));
        std::vector<std::unique_ptr<TypedCall<QList<Region>>>> calls;
        for (int i = 0; i < 16; ++i)
            calls.emplace_back(client->regions());
        int succeeded = 0;
        int limited = 0;
        for (auto& c : calls) {
            QVERIFY(finish(c.get(), 30000));
            if (c->succeeded())
                ++succeeded;
            else if (c->error().kind == ErrorKind::RateLimited)
                ++limited;
            else
                QFAIL(qPrintable(c->error().detail));
        }
        QCOMPARE(succeeded + limited, 16);
        QVERIFY2(succeeded > 4, "retries after Retry-After got more calls through than the burst");
    }

    void brokenServersGiveTypedErrors_data() {
        QTest::addColumn<int>("behaviour");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("code");
        QTest::newRow("malformed json") << int(RogueHttpServer::Behaviour::MalformedJson)
                                        << int(ErrorKind::BadResponse) << QStringLiteral("malformed");
        QTest::newRow("truncated body") << int(RogueHttpServer::Behaviour::TruncatedBody)
                                        << int(ErrorKind::BadResponse) << QStringLiteral("truncated");
        QTest::newRow("oversized body") << int(RogueHttpServer::Behaviour::OversizedBody)
                                        << int(ErrorKind::BadResponse) << QStringLiteral("too_large");
        QTest::newRow("stops answering") << int(RogueHttpServer::Behaviour::StallMidResponse)
                                         << int(ErrorKind::Timeout) << QStringLiteral("timeout");
        QTest::newRow("hangs up") << int(RogueHttpServer::Behaviour::CloseWithoutAnswer)
                                  << int(ErrorKind::Network) << QStringLiteral("connection_reset");
    }
    void brokenServersGiveTypedErrors() {
        QFETCH(int, behaviour);
        QFETCH(int, kind);
        QFETCH(QString, code);
        RogueHttpServer rogue{RogueHttpServer::Behaviour(behaviour)};
        QVERIFY(rogue.start());
        auto client =
            clientFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(rogue.serverPort())), "cdk_x", {}, 1000);
        RetryPolicy once;
        once.maxAttempts = 1;
        client->setRetryPolicy(once);
        QElapsedTimer timer;
        timer.start();
        std::unique_ptr<PagedCall<Offering>> call(client->offerings({}));
        QVERIFY(finish(call.get(), 15000));
        QCOMPARE(int(call->error().kind), kind);
        QCOMPARE(call->error().code, code);
        QVERIFY(call->items().isEmpty());
        QVERIFY(timer.elapsed() < 10000);
    }

    void transientFailuresOfGetsAreRetried() {
        RogueHttpServer rogue(RogueHttpServer::Behaviour::CloseWithoutAnswer);
        QVERIFY(rogue.start());
        auto client = clientFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(rogue.serverPort())), "cdk_x");
        std::unique_ptr<TypedCall<QList<Region>>> call(client->regions());
        QVERIFY(finish(call.get()));
        QCOMPARE(call->error().kind, ErrorKind::Network);
        QCOMPARE(rogue.requestsSeen(), RetryPolicy{}.maxAttempts);
    }

    void proxyFromSettingsOrTheEnvironment() {
        // The "proxy" is a rogue peer that records what it was asked: a request through an HTTP
        // proxy names the whole URL on its request line.
        RogueHttpServer proxy{RogueHttpServer::Behaviour::MalformedJson};
        QVERIFY(proxy.start());
        const QString proxyUrl = QStringLiteral("http://127.0.0.1:%1").arg(proxy.serverPort());
        TransportSettings s;
        s.baseUrl = QUrl(QStringLiteral("http://platform.invalid:8443"));
        s.proxy = proxyUrl;
        PlatformClient viaSettings(std::make_unique<CurlTransport>(s));
        std::unique_ptr<TypedCall<Identity>> me(viaSettings.me());
        QVERIFY(finish(me.get()));
        QCOMPARE(me->error().kind, ErrorKind::BadResponse); // it got the rogue's malformed answer
        QVERIFY2(proxy.lastRequestHead().startsWith("GET http://platform.invalid:8443/v1/me HTTP/1.1"),
                 proxy.lastRequestHead().constData());

        qputenv("http_proxy", proxyUrl.toLatin1());
        s.proxy.clear();
        PlatformClient viaEnvironment(std::make_unique<CurlTransport>(s));
        std::unique_ptr<TypedCall<QList<Region>>> regions(viaEnvironment.regions());
        QVERIFY(finish(regions.get()));
        qunsetenv("http_proxy");
        QVERIFY2(proxy.lastRequestHead().startsWith("GET http://platform.invalid:8443/v1/regions HTTP/1.1"),
                 proxy.lastRequestHead().constData());
        QVERIFY(!proxy.lastRequestHead().contains("cdk_"));
    }

    // The system's proxy settings, PAC script included: a desktop keeps its proxy there, not in
    // https_proxy. On Linux Qt asks libproxy, which reads a "pac+" address from the environment
    // as GNOME's automatic proxy setting would give it, fetches the script and runs it (Debian's
    // libproxy1-plugin-webkit); Windows and macOS answer through WinHTTP and CFNetwork.
    void systemProxyFromAPacScript() {
        RogueHttpServer proxy{RogueHttpServer::Behaviour::MalformedJson};
        QVERIFY(proxy.start());
        const QByteArray script = "function FindProxyForURL(url, host) {\n"
                                  "  if (host == 'platform.invalid') return 'PROXY 127.0.0.1:" +
                                  QByteArray::number(proxy.serverPort()) + "';\n  return 'DIRECT';\n}\n";
        QTcpServer pacServer;
        int pacFetches = 0;
        QVERIFY(pacServer.listen(QHostAddress::LocalHost, 0));
        connect(&pacServer, &QTcpServer::newConnection, &pacServer, [&] {
            QTcpSocket* socket = pacServer.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [&, socket] {
                if (!socket->readAll().contains("\r\n\r\n"))
                    return;
                ++pacFetches;
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/x-ns-proxy-autoconfig\r\n"
                              "Connection: close\r\nContent-Length: " +
                              QByteArray::number(script.size()) + "\r\n\r\n" + script);
                socket->disconnectFromHost();
            });
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        });
        qputenv("http_proxy",
                "pac+http://127.0.0.1:" + QByteArray::number(pacServer.serverPort()) + "/proxy.pac");
        const auto restore = qScopeGuard([] { qunsetenv("http_proxy"); });

        // The script names a proxy for the platform's host: the request goes there.
        TransportSettings s;
        s.baseUrl = QUrl(QStringLiteral("http://platform.invalid:8443"));
        s.connectTimeoutMs = 3000;
        PlatformClient viaPac(std::make_unique<CurlTransport>(s));
        std::unique_ptr<TypedCall<Identity>> me(viaPac.me());
        QVERIFY(finish(me.get()));
        QVERIFY2(pacFetches >= 1, "the PAC script was never fetched");
        QCOMPARE(me->error().kind, ErrorKind::BadResponse); // the rogue proxy's malformed answer
        QVERIFY2(proxy.lastRequestHead().startsWith("GET http://platform.invalid:8443/v1/me HTTP/1.1"),
                 proxy.lastRequestHead().constData());

        // DIRECT for every other host: a real simulator, reached without the proxy, and the
        // "pac+" address in the environment is never taken for a proxy by libcurl.
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        const int seenBefore = proxy.requestsSeen();
        auto direct = clientFor(sim.baseUrl(), sim.key(QStringLiteral("0/viewer")));
        std::unique_ptr<TypedCall<QList<Region>>> regions(direct->regions());
        QVERIFY(finish(regions.get()));
        QVERIFY2(regions->succeeded(), qPrintable(regions->error().detail));
        QVERIFY(!regions->value().isEmpty());
        QCOMPARE(proxy.requestsSeen(), seenBefore);
    }

    void endlessListsAreCutOff() {
        RogueHttpServer rogue{RogueHttpServer::Behaviour::EndlessPages};
        QVERIFY(rogue.start());
        auto client = clientFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(rogue.serverPort())), "cdk_x");
        std::unique_ptr<PagedCall<Offering>> call(client->offerings({}));
        QVERIFY(finish(call.get(), 60000));
        QCOMPARE(call->error().kind, ErrorKind::BadResponse);
        QVERIFY(call->error().detail.contains(QStringLiteral("does not end")));
        QVERIFY(rogue.requestsSeen() <= 1000);
    }

    // The next page is asked for before a page is decoded: a bad page in the middle of a list
    // still fails the call, with nothing half-listed, and the list is not followed further.
    void aBadPageMidListFailsTheCall() {
        RogueHttpServer rogue{RogueHttpServer::Behaviour::BadPageMidList};
        QVERIFY(rogue.start());
        auto client = clientFor(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(rogue.serverPort())), "cdk_x");
        std::unique_ptr<PagedCall<Offering>> call(client->offerings({}));
        QVERIFY(finish(call.get()));
        QCOMPARE(call->error().kind, ErrorKind::BadResponse);
        QVERIFY2(call->error().detail.contains(QStringLiteral("items[0]")), qPrintable(call->error().detail));
        QVERIFY(call->items().isEmpty());
        QVERIFY(rogue.requestsSeen() <= 3);
    }

    void methodsWithoutABodySendNone() {
        RogueHttpServer rogue{RogueHttpServer::Behaviour::EmptyJson};
        QVERIFY(rogue.start());
        TransportSettings s;
        s.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(rogue.serverPort()));
        CurlTransport transport(s);
        auto run = [&](Request r) {
            std::optional<Response> got;
            // The completion runs on the transport's thread; post it here before looking at it.
            transport.start(std::move(r), [&](Response resp) {
                QMetaObject::invokeMethod(
                    this, [&got, resp] { got = resp; }, Qt::QueuedConnection);
            });
            if (!QTest::qWaitFor([&] { return got.has_value(); }, 10000))
                return Response::fromFailure(Error::make(ErrorKind::Timeout, {}, {}));
            return *got;
        };
        Request del;
        del.method = "DELETE";
        del.path = "/v1/datasets/x";
        QCOMPARE(run(del).status, 200);
        QVERIFY2(!rogue.lastRequestHead().toLower().contains("content-type"),
                 rogue.lastRequestHead().constData());
        QVERIFY(!rogue.lastRequestHead().toLower().contains("content-length"));

        Request getWithBody;
        getWithBody.path = "/v1/me";
        getWithBody.body = "{}";
        const Response refused = run(getWithBody);
        QCOMPARE(refused.failure.kind, ErrorKind::InvalidRequest);
    }

    void errorsOfTheHttpLayerAreProblemDetails() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, quint16(sim.port()));
        QVERIFY(socket.waitForConnected(5000));
        socket.write("BREW /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        QByteArray answer;
        while (socket.waitForReadyRead(5000))
            answer += socket.readAll();
        QVERIFY2(answer.startsWith("HTTP/1.1 4"), answer.constData());
        QVERIFY(answer.contains("application/problem+json"));
        QVERIFY(answer.contains("\"code\""));
    }

    void aNewPlatformNeedsSomewhereToPutItsKeys() {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("new.db"));
        QProcess sim;
        sim.start(SimProcess::executable(),
                  {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--db"), db});
        QVERIFY(sim.waitForFinished(10000));
        QCOMPARE(sim.exitCode(), 2);
        QVERIFY(sim.readAllStandardError().contains("--keys-out"));
        QVERIFY(!QFile::exists(db));

        sim.start(SimProcess::executable(),
                  {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--db"), db,
                   QStringLiteral("--keys-out"), dir.filePath(QStringLiteral("missing/dir/keys.json"))});
        QVERIFY(sim.waitForFinished(10000));
        QCOMPARE(sim.exitCode(), 2);
        QVERIFY(!QFile::exists(db));
    }

    void killedSimulatorKeepsTenantsAndKeys() {
        SimProcess sim;
        QString error;
        QVERIFY2(sim.start(&error), qPrintable(error));
        const QByteArray key = sim.key(QStringLiteral("1/admin"));
        sim.kill9();
        QVERIFY(!sim.isRunning());
        QVERIFY2(sim.start(&error), qPrintable(error));
        auto client = clientFor(sim.baseUrl(), key);
        std::unique_ptr<TypedCall<Identity>> me(client->me());
        QVERIFY(finish(me.get()));
        QVERIFY2(me->succeeded(), qPrintable(me->error().detail));
        QCOMPARE(me->value().tenantId, QStringLiteral("tn-beacon"));
        QCOMPARE(me->value().role, Role::Admin);
        auto support = clientFor(sim.baseUrl(), sim.key(QStringLiteral("support")));
        std::unique_ptr<PagedCall<TenantSummary>> tenants(support->tenants());
        QVERIFY(finish(tenants.get()));
        QCOMPARE(tenants->items().size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestClientE2E)
#include "tst_client_e2e.moc"
