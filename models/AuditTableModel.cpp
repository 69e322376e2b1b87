#include "AuditTableModel.h"

#include <QFont>
#include <QLocale>

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

QString AuditTableModel::actionText(const QString& action) {
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
