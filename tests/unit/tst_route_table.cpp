#include "platform/Platform.h"
#include "platform/RolePolicy.h"
#include "platform/RouteTable.h"
#include "platform/Router.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <optional>

using namespace cd;
using namespace cd::sim;

namespace {

// One operation of resources/api/openapi.yaml, as far as the route table is concerned.
struct Operation {
    QString method; // upper case, as a request carries it
    QString path;   // "/v1/clusters/{}/nodes"
    std::optional<bool> served;
    std::optional<QString> permission; // "null" when any caller may
};

// A reader of the subset of YAML the contract's paths are written in: a path per line at two
// spaces, its methods at four, each operation's keys at six. Anything else is skipped, so the
// tests below first make sure the reader found what they compare.
QList<Operation> readOperations(const QString& fileName, QString* error) {
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = file.errorString();
        return {};
    }
    static const QRegularExpression pathLine(QStringLiteral("^  (/\\S*):\\s*$"));
    static const QRegularExpression methodLine(
        QStringLiteral("^    (get|put|post|delete|options|head|patch|trace):\\s*$"));
    static const QRegularExpression keyLine(
        QStringLiteral("^      (x-clusterdesk-served|x-permission):\\s*(\\S+)\\s*$"));
    static const QRegularExpression parameter(QStringLiteral("\\{[^}]*\\}"));
    QList<Operation> operations;
    QString path;
    bool inPaths = false;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).chopped(1);
        if (!line.isEmpty() && !line.front().isSpace() && !line.startsWith(u'#')) {
            inPaths = line == u"paths:";
            continue;
        }
        if (!inPaths)
            continue;
        const auto pathMatch = pathLine.match(line);
        const auto methodMatch = methodLine.match(line);
        const auto keyMatch = keyLine.match(line);
        if (pathMatch.hasMatch()) {
            path = pathMatch.captured(1);
            path.replace(parameter, QStringLiteral("{}"));
        } else if (methodMatch.hasMatch()) {
            operations.append({methodMatch.captured(1).toUpper(), path, std::nullopt, std::nullopt});
        } else if (keyMatch.hasMatch() && !operations.isEmpty()) {
            if (keyMatch.captured(1) == u"x-permission")
                operations.last().permission = keyMatch.captured(2);
            else
                operations.last().served = keyMatch.captured(2) == u"true";
        }
    }
    return operations;
}

QString nameOf(const Route& route) {
    return QString::fromLatin1(route.method) + u' ' + route.contractPath();
}

QString permissionOf(const Route& route) {
    return route.permission ? QString::fromLatin1(route.permission) : QStringLiteral("null");
}

} // namespace

// The Router's table against the contract: the same operations, served or planned alike, each
// with the permission its x-permission names. The contract test calls the simulator by the
// contract; this keeps the table from drifting from it between those runs.
class TestRouteTable final : public QObject {
    Q_OBJECT

    QList<Operation> m_operations;

private Q_SLOTS:
    void initTestCase() {
        QString error;
        m_operations = readOperations(QStringLiteral(CLUSTERDESK_OPENAPI_YAML), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The contract has some forty operations; far fewer means the reader lost its way.
        QVERIFY2(m_operations.size() >= 30, qPrintable(QString::number(m_operations.size())));
        for (const Operation& op : std::as_const(m_operations)) {
            const QString name = op.method + u' ' + op.path;
            QVERIFY2(op.path.startsWith(u"/v1/"), qPrintable(name));
            QVERIFY2(op.served.has_value(), qPrintable(name + u": no x-clusterdesk-served"));
            QVERIFY2(op.permission.has_value(), qPrintable(name + u": no x-permission"));
        }
    }

    void everyOperationOfTheContractIsInTheTable() {
        for (const Operation& op : std::as_const(m_operations)) {
            const QString name = op.method + u' ' + op.path;
            const Route* found = nullptr;
            for (const Route& route : RouteTable::routes()) {
                if (nameOf(route) == name)
                    found = &route;
            }
            QVERIFY2(found, qPrintable(name + u" is in the contract but not in the route table"));
            QVERIFY2(*op.served == !found->has(Route::Planned),
                     qPrintable(name + u": x-clusterdesk-served disagrees with the table's Planned"));
            QVERIFY2(*op.permission == permissionOf(*found),
                     qPrintable(name + u": x-permission " + *op.permission + u", the table " +
                                permissionOf(*found)));
        }
    }

    void everyRouteIsInTheContract() {
        QStringList names;
        for (const Route& route : RouteTable::routes()) {
            const QString name = nameOf(route);
            QVERIFY2(!names.contains(name), qPrintable(name + u" is in the table twice"));
            names.append(name);
            const bool inContract =
                std::any_of(m_operations.cbegin(), m_operations.cend(),
                            [&](const Operation& op) { return op.method + u' ' + op.path == name; });
            QVERIFY2(inContract, qPrintable(name + u" is in the route table but not in the contract"));
        }
        QCOMPARE(names.size(), m_operations.size());
    }

    // What the Router needs of a row to answer it: a handler, a refusal worded for the role, and a
    // permission some role has (else the operation could never be used).
    void everyRouteCanBeAnswered() {
        const QList<Role> roles = {Role::Owner,  Role::Admin,   Role::Member,
                                   Role::Viewer, Role::Billing, Role::Support};
        QVERIFY(!RouteTable::routes().empty());
        for (const Route& route : RouteTable::routes()) {
            const QString name = nameOf(route);
            if (route.has(Route::Planned))
                continue;
            QVERIFY2(route.handler, qPrintable(name + u": no handler"));
            if (!route.permission)
                continue;
            const QString permission = QString::fromLatin1(route.permission);
            QVERIFY2(std::any_of(roles.cbegin(), roles.cend(),
                                 [&](Role role) { return RolePolicy::allows(role, permission); }),
                     qPrintable(name + u": no role has " + permission));
            // A tus HEAD refuses with a bare status; everything else says why.
            const bool bare = route.has(Route::Tus) && qstrcmp(route.method, "HEAD") == 0;
            QVERIFY2(bare || !route.denied.isEmpty(), qPrintable(name + u": no words for a refusal"));
        }
    }

    // The one place a role is checked: every operation refuses each role without its permission
    // with 403 and the row's words, before its handler could look anything up, and lets each role
    // with it past (the ids name nothing, so an admitted call ends in 4xx, never 403).
    void theRouterChecksEachPermission() {
        PlatformOptions options;
        options.seed = 11;
        options.rateLimit.ratePerSecond = 0;
        QString error;
        const auto platform = Platform::open(options, &error);
        QVERIFY2(platform, qPrintable(error));
        Router router(*platform);
        const QMap<Role, QString> keys = platform->issuedKeys().tenants[0].keys;
        int refusals = 0;
        for (const Route& route : RouteTable::routes()) {
            if (!route.permission || route.has(Route::Planned) || route.openStream)
                continue;
            for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
                Request request;
                request.method = route.method;
                request.path =
                    route.contractPath().replace(QStringLiteral("{}"), QStringLiteral("zz-none")).toUtf8();
                request.headers.set("Authorization", "Bearer " + it.value().toLatin1());
                request.headers.set("Tus-Resumable", "1.0.0");
                request.headers.set("Content-Type", "application/json");
                request.body = "{}";
                const Response response = router.handle(request);
                const QString name = nameOf(route) + u" as " + roleId(it.key());
                if (RolePolicy::allows(it.key(), QString::fromLatin1(route.permission))) {
                    QVERIFY2(response.status != 403 && response.status < 500,
                             qPrintable(name + u" -> " + QString::number(response.status)));
                    continue;
                }
                ++refusals;
                QVERIFY2(response.status == 403,
                         qPrintable(name + u" -> " + QString::number(response.status)));
                if (route.denied.isEmpty())
                    continue;
                const QString detail = QJsonDocument::fromJson(response.body)
                                           .object()
                                           .value(QStringLiteral("detail"))
                                           .toString();
                QVERIFY2(detail.startsWith(route.denied.left(route.denied.indexOf(u'%')).toString()),
                         qPrintable(name + u": " + detail));
                QVERIFY2(!detail.contains(u"%1"), qPrintable(name + u": " + detail));
            }
        }
        // Billing staff alone lack a dozen permissions; far fewer means the loop checked little.
        QVERIFY2(refusals >= 20, qPrintable(QString::number(refusals)));
    }

    void tenantDataIsJudgedByTheFirstSegment() {
        QVERIFY(RouteTable::isTenantData(
            {QStringLiteral("clusters"), QStringLiteral("x"), QStringLiteral("no-such-thing")}));
        QVERIFY(RouteTable::isTenantData({QStringLiteral("alerts")}));
        QVERIFY(!RouteTable::isTenantData({QStringLiteral("offerings")}));
        QVERIFY(!RouteTable::isTenantData({QStringLiteral("estimates")}));
        QVERIFY(!RouteTable::isTenantData({}));
    }

    void findsMethodsAndPaths() {
        const QStringList nodes = {QStringLiteral("clusters"), QStringLiteral("k-1"),
                                   QStringLiteral("nodes")};
        const RouteMatch get = RouteTable::find("GET", nodes);
        QVERIFY(get.route);
        QCOMPARE(QString::fromLatin1(get.route->pattern), QStringLiteral("clusters/*/nodes"));
        const RouteMatch post = RouteTable::find("POST", nodes);
        QVERIFY(!post.route);
        QVERIFY(post.pathKnown);
        QVERIFY(!RouteTable::find("GET", {QStringLiteral("clusters"), QStringLiteral("k-1"),
                                          QStringLiteral("actions"), QStringLiteral("restart")})
                     .pathKnown);
        // Health answers HEAD as GET, and is the only kind of path that needs no key.
        const RouteMatch head = RouteTable::find("HEAD", {QStringLiteral("health")});
        QVERIFY(head.route && head.pathPublic);
        QVERIFY(!RouteTable::find("GET", {QStringLiteral("me")}).pathPublic);
    }
};

QTEST_GUILESS_MAIN(TestRouteTable)
#include "tst_route_table.moc"
