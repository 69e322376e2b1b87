#include "LaunchEnvTable.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>

namespace cd {

namespace {
enum Column { NameColumn, ValueColumn, SecretColumn };
// A row keeps whether the platform holds a value it did not give back (a secret's).
constexpr int heldValueRole = Qt::UserRole + 1;
} // namespace

LaunchEnvTable::LaunchEnvTable(QWidget* parent)
    : EditableRowsTable({tr("Name"), tr("Value"), tr("Secret")}, ValueColumn, WorkloadRules::maxEnv,
                        tr("Add &variable"), tr("Remove variable"), parent)
    , m_showSecrets(new QCheckBox(tr("Show secret values"), this)) {
    table()->setObjectName(QStringLiteral("workloadEnv"));
    table()->setAccessibleName(tr("Environment variables"));
    table()->setMinimumHeight(90);
    addButton()->setObjectName(QStringLiteral("addEnv"));
    removeButton()->setObjectName(QStringLiteral("removeEnv"));
    m_showSecrets->setObjectName(QStringLiteral("showSecrets"));
    addTrailingWidget(m_showSecrets);
    connect(m_showSecrets, &QCheckBox::toggled, this, [this] {
        for (int row = 0; row < table()->rowCount(); ++row)
            updateRow(row);
    });
}

QLineEdit* LaunchEnvTable::nameEdit(int row) const {
    return qobject_cast<QLineEdit*>(table()->cellWidget(row, NameColumn));
}
QLineEdit* LaunchEnvTable::valueEdit(int row) const {
    return qobject_cast<QLineEdit*>(table()->cellWidget(row, ValueColumn));
}
QCheckBox* LaunchEnvTable::secretBox(int row) const {
    return qobject_cast<QCheckBox*>(table()->cellWidget(row, SecretColumn));
}

QList<QWidget*> LaunchEnvTable::rowEditors(int row) const {
    return {nameEdit(row), valueEdit(row), secretBox(row)};
}

void LaunchEnvTable::addVariable(const EnvVar& variable) {
    const int row = insertRow();
    auto* name = new QLineEdit(variable.name, table());
    name->setAccessibleName(tr("Variable name"));
    auto* value = new QLineEdit(variable.value, table());
    value->setAccessibleName(tr("Variable value"));
    auto* secret = new QCheckBox(table());
    secret->setAccessibleName(tr("Secret"));
    secret->setChecked(variable.secret);
    auto* held = new QTableWidgetItem;
    held->setData(heldValueRole, variable.secret && variable.hasValue && variable.value.isEmpty());
    table()->setItem(row, NameColumn, held);
    table()->setCellWidget(row, NameColumn, name);
    table()->setCellWidget(row, ValueColumn, value);
    table()->setCellWidget(row, SecretColumn, secret);
    connect(name, &QLineEdit::textChanged, this, &LaunchEnvTable::changed);
    connect(value, &QLineEdit::textChanged, this, [this, value] {
        for (int r = 0; r < table()->rowCount(); ++r) {
            if (valueEdit(r) == value)
                updateRow(r);
        }
        Q_EMIT changed();
    });
    connect(secret, &QCheckBox::toggled, this, [this, secret] {
        for (int r = 0; r < table()->rowCount(); ++r) {
            if (secretBox(r) == secret)
                updateRow(r);
        }
        Q_EMIT changed();
    });
    updateRow(row);
    rowAdded();
}

void LaunchEnvTable::updateRow(int row) {
    QLineEdit* value = valueEdit(row);
    QCheckBox* secret = secretBox(row);
    if (!value || !secret)
        return;
    const bool masked = secret->isChecked() && !m_showSecrets->isChecked();
    value->setEchoMode(masked ? QLineEdit::Password : QLineEdit::Normal);
    // The platform keeps a secret's value to itself: one from a template or a cluster is typed again.
    const bool missing = secret->isChecked() && value->text().isEmpty();
    value->setPlaceholderText(missing ? tr("enter the value") : QString());
    value->setToolTip(missing ? tr("A secret's value is never shown again: enter it for this launch.")
                              : QString());
}

QList<EnvVar> LaunchEnvTable::variables() const {
    QList<EnvVar> vars;
    for (int row = 0; row < table()->rowCount(); ++row) {
        EnvVar v;
        v.name = nameEdit(row)->text().trimmed();
        v.value = valueEdit(row)->text();
        v.secret = secretBox(row)->isChecked();
        const QTableWidgetItem* held = table()->item(row, NameColumn);
        v.hasValue = !v.value.isEmpty() || (v.secret && held && held->data(heldValueRole).toBool());
        vars.append(v);
    }
    return vars;
}

void LaunchEnvTable::setVariables(const QList<EnvVar>& variables) {
    replaceRows(variables, [this](const EnvVar& v) { addVariable(v); });
}

} // namespace cd
