#include "AuditTableModel.h"

#include <QFont>
#include <QLocale>

#include <algorithm>
#include <iterator>

namespace cd {

void AuditTableModel::setRecords(QList<AuditRecord> records) {
    beginResetModel();
    m_records = std::move(records);
    endResetModel();
}

int AuditTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_records.size());
}

int AuditTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString AuditTableModel::roleName(Role role) {
    switch (role) {
    case Role::Owner:
        return tr("Owner");
    case Role::Admin:
        return tr("Admin");
    case Role::Member:
        return tr("Member");
    case Role::Viewer:
        return tr("Viewer");
    case Role::Billing:
        return tr("Billing");
    case Role::Support:
        return tr("Support staff");
    }
    return {};
}

namespace {

struct KnownAction {
    QStringView action;
    const char* text;
};

// Every action the platform records (AuditLog::actionFor over its route table: the path without
// ids, then what the method did), as one sentence each, so that no language shows a half-translated
// "Change billing budgets". tst_localized_text checks that every route has its line here.
constexpr KnownAction knownActions[] = {
    {u"me.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed their own account")},
    {u"regions.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the regions")},
    {u"offerings.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the GPU offerings")},
    {u"estimates.create", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Asked for a price estimate")},
    {u"clusters.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the clusters")},
    {u"clusters.create", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Launched a cluster")},
    {u"clusters.update", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Changed a cluster")},
    {u"clusters.delete", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Terminated a cluster")},
    {u"clusters.stop", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Stopped a cluster")},
    {u"clusters.start", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Started a cluster")},
    {u"clusters.nodes.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed a cluster's nodes")},
    {u"clusters.events.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed a cluster's events")},
    {u"events.stream.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Followed the live cluster events")},
    {u"clusters.metrics.query_range.read",
     QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed a cluster's metrics history")},
    {u"clusters.metrics.stream.read",
     QT_TRANSLATE_NOOP("cd::AuditTableModel", "Followed a cluster's live metrics")},
    {u"clusters.restart_workload",
     QT_TRANSLATE_NOOP("cd::AuditTableModel", "Restarted a cluster's workload")},
    {u"clusters.checkpoints.read",
     QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed a workload's checkpoints")},
    {u"clusters.logs.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed a cluster's logs")},
    {u"clusters.logs.stream.read",
     QT_TRANSLATE_NOOP("cd::AuditTableModel", "Followed a cluster's live logs")},
    {u"metrics.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Read the metrics for Prometheus")},
    {u"uploads.options", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Checked the upload service")},
    {u"uploads.create", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Started an upload")},
    {u"uploads.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Checked an upload's progress")},
    {u"uploads.update", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Sent an upload's data")},
    {u"uploads.delete", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Cancelled an upload")},
    {u"datasets.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the datasets")},
    {u"datasets.delete", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Deleted a dataset")},
    {u"datasets.content.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Downloaded a dataset")},
    {u"ssh_keys.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed their SSH keys")},
    {u"ssh_keys.create", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Added an SSH key")},
    {u"ssh_keys.delete", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Deleted an SSH key")},
    {u"templates.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the launch templates")},
    {u"templates.create", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Saved a launch template")},
    {u"templates.update", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Changed a launch template")},
    {u"templates.delete", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Deleted a launch template")},
    {u"api_keys.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the API keys")},
    {u"api_key.created", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Created an API key")},
    {u"api_key.revoked", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Revoked an API key")},
    {u"members.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the members")},
    {u"member.invited", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Invited a member")},
    {u"member.role_changed", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Changed a member's role")},
    {u"member.removed", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Removed a member")},
    {u"billing.line_items.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the cost line items")},
    {u"billing.summary.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the billing summary")},
    {u"billing.budgets.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the budgets")},
    {u"billing.budgets.update", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Changed the budgets")},
    {u"billing.invoices.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the invoices")},
    {u"alerts.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the alerts")},
    {u"tenants.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the list of tenants")},
    {u"audit_log.read", QT_TRANSLATE_NOOP("cd::AuditTableModel", "Viewed the audit log")},
};

} // namespace

bool AuditTableModel::isKnownAction(const QString& action) {
    return std::any_of(std::begin(knownActions), std::end(knownActions),
                       [&](const KnownAction& known) { return known.action == action; });
}

QString AuditTableModel::actionText(const QString& action) {
    for (const KnownAction& known : knownActions) {
        if (known.action == action)
            return tr(known.text);
    }
    // An action a newer platform records: its words, with the verb translated.
    const QStringList parts = action.split(u'.');
    if (parts.size() < 2)
        return action;
    const QString verb = parts.last();
    const QString what = parts.mid(0, parts.size() - 1).join(u' ').replace(u'_', u' ');
    if (verb == u"read")
        return tr("View %1").arg(what);
    if (verb == u"create")
        return tr("Create %1").arg(what);
    if (verb == u"update")
        return tr("Change %1").arg(what);
    if (verb == u"delete")
        return tr("Delete %1").arg(what);
    if (verb == u"stop")
        return tr("Stop %1").arg(what);
    if (verb == u"start")
        return tr("Start %1").arg(what);
    return action;
}

QVariant AuditTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_records.size())
        return {};
    const AuditRecord& r = m_records.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case When:
            return QLocale().toString(r.time.toLocalTime(), QLocale::ShortFormat);
        case Who:
            return r.userName.isEmpty() ? r.userId : r.userName;
        case RoleColumn:
            return roleName(r.role);
        case Action:
            return actionText(r.action);
        case Resource:
            return r.resource;
        case Outcome:
            return r.denied ? tr("Refused") : tr("Allowed");
        case Times:
            return r.count;
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        QString tip = tr("%1 (%2), %3").arg(r.userName, r.userId, r.action);
        if (!r.actingAs.isEmpty())
            tip += u'\n' + tr("Support staff viewing this tenant");
        if (r.count > 1)
            tip += u'\n' + tr("%1 times, last at %2")
                               .arg(r.count)
                               .arg(QLocale().toString(r.lastTime.toLocalTime(), QLocale::ShortFormat));
        return tip;
    }
    if (role == Qt::UserRole) // what the table sorts by: times as times, not as their text
        return index.column() == When ? QVariant(r.time) : data(index, Qt::DisplayRole);
    if (role == Qt::TextAlignmentRole && index.column() == Times)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && r.denied) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant AuditTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case When:
        return tr("When");
    case Who:
        return tr("Who");
    case RoleColumn:
        return tr("Role");
    case Action:
        return tr("Action");
    case Resource:
        return tr("On");
    case Outcome:
        return tr("Outcome");
    case Times:
        return tr("Times");
    default:
        return {};
    }
}

} // namespace cd
