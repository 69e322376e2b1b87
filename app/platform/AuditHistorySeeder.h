#pragma once

#include <QDateTime>
#include <QString>

namespace cd::sim {

class AuditLog;
struct TenantRecord;

// The audit log's past for the demo's lab, on first start, matching its billing history: the day
// an inference node failed and support staff looked into it, clusters launched and budgets set by
// the lab's people. So the Audit page opens on a story, not an empty table.
class AuditHistorySeeder {
public:
    explicit AuditHistorySeeder(AuditLog& log)
        : m_log(log) {}

    bool seed(const TenantRecord& tenant, const QDateTime& now, QString* error);

private:
    AuditLog& m_log;
};

} // namespace cd::sim
