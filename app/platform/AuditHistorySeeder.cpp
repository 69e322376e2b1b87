#include "AuditHistorySeeder.h"

#include "AuditLog.h"
#include "Directory.h"
#include "PlatformJson.h"
#include "SeedPeople.h"

#include "billing/LineItemBuilder.h"

namespace cd::sim {

namespace {

struct PastAccess {
    Role role;
    const char* method;
    const char* path;
    int daysAgo;
    int minuteOfDay; // UTC
    int count;
};

// Day 41: chat-inference-v1's first node failed at 13:05 (BillingHistorySeeder); the lab asked
// support, who looked at the cluster that afternoon. Around it, the lab's own changes. Oldest
// first: entry ids count up with time, as the log's own do.
constexpr PastAccess past[] = {
    {Role::Admin, "POST", "/v1/clusters", 84, 9 * 60 + 12, 1},
    {Role::Owner, "PUT", "/v1/billing/budgets", 60, 10 * 60 + 3, 1},
    {Role::Support, "GET", "/v1/clusters", 41, 14 * 60 + 2, 2},
    {Role::Support, "GET", "/v1/clusters/cl-h0001", 41, 14 * 60 + 4, 3},
    {Role::Support, "GET", "/v1/clusters/cl-h0001/nodes", 41, 14 * 60 + 5, 4},
    {Role::Support, "GET", "/v1/clusters/cl-h0001/events", 41, 14 * 60 + 6, 2},
    {Role::Support, "GET", "/v1/clusters/cl-h0001/metrics/query_range", 41, 14 * 60 + 8, 7},
    {Role::Support, "GET", "/v1/billing/line-items", 41, 14 * 60 + 21, 1},
    {Role::Member, "POST", "/v1/uploads", 30, 8 * 60 + 15, 1},
    {Role::Admin, "POST", "/v1/clusters", 30, 8 * 60 + 47, 1},
    {Role::Admin, "DELETE", "/v1/clusters/cl-h0005", 21, 18 * 60 + 30, 1},
    {Role::Owner, "PUT", "/v1/billing/budgets", 2, 16 * 60 + 40, 1},
};

} // namespace

bool AuditHistorySeeder::seed(const TenantRecord& tenant, const QDateTime& now, QString* error) {
    const QDateTime today = LineItemBuilder::dayStart(now);
    for (const PastAccess& a : past) {
        Principal who;
        who.tenantId = tenant.id;
        who.role = a.role;
        if (a.role == Role::Support) {
            // The platform's support staff (PlatformStore), viewing this tenant.
            who.userId = QStringLiteral("platform-support");
            who.userName = QStringLiteral("Platform Support");
        } else {
            who.userId = tenant.id + u'-' + roleId(a.role);
            who.userName = SeedPeople::of(tenant.id, a.role).name;
        }
        const QString path = QString::fromLatin1(a.path);
        const QStringList segments = path.mid(4).split(u'/', Qt::SkipEmptyParts); // after "/v1/"
        const QDateTime at = today.addDays(-a.daysAgo).addSecs(qint64(a.minuteOfDay) * 60);
        if (!m_log.seedPast(who, AuditLog::actionFor(a.method, segments), path, at, a.count, error))
            return false;
    }
    return true;
}

} // namespace cd::sim
