#pragma once

#include "core/AuditRecord.h"

#include <QAbstractTableModel>
#include <QList>

namespace cd {

// A tenant's audit log as a table: when, who, as which role, what, on what, and whether it was
// allowed. Support staff's rows are marked, so an owner sees at a glance who looked in from outside.
class AuditTableModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { When, Who, RoleColumn, Action, Resource, Outcome, Times, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setRecords(QList<AuditRecord> records);
    const QList<AuditRecord>& records() const { return m_records; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The role as the console names it, in the interface's language.
    static QString roleName(Role role);
    // "billing.budgets.update" as "Changed the budgets", one whole sentence for each action the
    // platform records today; a newer platform's action as its words with the verb translated.
    static QString actionText(const QString& action);
    static bool isKnownAction(const QString& action);

private:
    QList<AuditRecord> m_records;
};

} // namespace cd
