#include "LaunchEnvTable.h"

#include "TabOrder.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

namespace {
enum Column { NameColumn, ValueColumn, SecretColumn };
// A row keeps whether the platform holds a value it did not give back (a secret's).
constexpr int heldValueRole = Qt::UserRole + 1;
} // namespace

LaunchEnvTable::LaunchEnvTable(QWidget* parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 3, this))
    , m_add(new QPushButton(tr("Add &variable"), this))
    , m_remove(new QPushButton(tr("Remove variable"), this))
    , m_showSecrets(new QCheckBox(tr("Show secret values"), this)) {
    m_table->setObjectName(QStringLiteral("workloadEnv"));
    m_table->setAccessibleName(tr("Environment variables"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Value"), tr("Secret")});
    m_table->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false);
    m_table->setMinimumHeight(90);
    m_add->setObjectName(QStringLiteral("addEnv"));
    m_remove->setObjectName(QStringLiteral("removeEnv"));
    m_remove->setEnabled(false);
    m_showSecrets->setObjectName(QStringLiteral("showSecrets"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_showSecrets);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        addVariable();
        nameEdit(m_table->rowCount() - 1)->setFocus();
    });
    connect(m_remove, &QPushButton::clicked, this, &LaunchEnvTable::removeVariable);
    connect(m_showSecrets, &QCheckBox::toggled, this, [this] {
        for (int row = 0; row < m_table->rowCount(); ++row)
            updateRow(row);
    });
}

QLineEdit* LaunchEnvTable::nameEdit(int row) const {
    return qobject_cast<QLineEdit*>(m_table->cellWidget(row, NameColumn));
}
QLineEdit* LaunchEnvTable::valueEdit(int row) const {
    return qobject_cast<QLineEdit*>(m_table->cellWidget(row, ValueColumn));
}
QCheckBox* LaunchEnvTable::secretBox(int row) const {
    return qobject_cast<QCheckBox*>(m_table->cellWidget(row, SecretColumn));
}

void LaunchEnvTable::addVariable(const EnvVar& variable) {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* name = new QLineEdit(variable.name, m_table);
    name->setAccessibleName(tr("Variable name"));
    auto* value = new QLineEdit(variable.value, m_table);
    value->setAccessibleName(tr("Variable value"));
    auto* secret = new QCheckBox(m_table);
    secret->setAccessibleName(tr("Secret"));
    secret->setChecked(variable.secret);
    auto* held = new QTableWidgetItem;
    held->setData(heldValueRole, variable.secret && variable.hasValue && variable.value.isEmpty());
    m_table->setItem(row, NameColumn, held);
    m_table->setCellWidget(row, NameColumn, name);
    m_table->setCellWidget(row, ValueColumn, value);
    m_table->setCellWidget(row, SecretColumn, secret);
    connect(name, &QLineEdit::textChanged, this, &LaunchEnvTable::changed);
    connect(value, &QLineEdit::textChanged, this, [this, value] {
        for (int r = 0; r < m_table->rowCount(); ++r) {
            if (valueEdit(r) == value)
                updateRow(r);
        }
        Q_EMIT changed();
    });
    connect(secret, &QCheckBox::toggled, this, [this, secret] {
        for (int r = 0; r < m_table->rowCount(); ++r) {
            if (secretBox(r) == secret)
                updateRow(r);
        }
        Q_EMIT changed();
    });
    updateRow(row);
    m_remove->setEnabled(true);
    m_add->setEnabled(m_table->rowCount() < WorkloadRules::maxEnv);
    updateTabOrder();
    Q_EMIT changed();
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

void LaunchEnvTable::removeVariable() {
    if (m_table->rowCount() == 0)
        return;
    const int row = m_table->currentRow() >= 0 ? m_table->currentRow() : m_table->rowCount() - 1;
    m_table->removeRow(row);
    m_remove->setEnabled(m_table->rowCount() > 0);
    m_add->setEnabled(true);
    updateTabOrder();
    Q_EMIT changed();
}

void LaunchEnvTable::updateTabOrder() {
    QList<QWidget*> order{m_table};
    for (int r = 0; r < m_table->rowCount(); ++r)
        order << nameEdit(r) << valueEdit(r) << secretBox(r);
    order << m_add << m_remove << m_showSecrets;
    TabOrder::chain(order);
}

QList<EnvVar> LaunchEnvTable::variables() const {
    QList<EnvVar> vars;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        EnvVar v;
        v.name = nameEdit(row)->text().trimmed();
        v.value = valueEdit(row)->text();
        v.secret = secretBox(row)->isChecked();
        const QTableWidgetItem* held = m_table->item(row, NameColumn);
        v.hasValue = !v.value.isEmpty() || (v.secret && held && held->data(heldValueRole).toBool());
        vars.append(v);
    }
    return vars;
}

void LaunchEnvTable::setVariables(const QList<EnvVar>& variables) {
    {
        const QSignalBlocker block(this);
        m_table->setRowCount(0);
        for (const EnvVar& v : variables)
            addVariable(v);
    }
    m_remove->setEnabled(m_table->rowCount() > 0);
    updateTabOrder();
    Q_EMIT changed();
}

} // namespace cd
