#include "LaunchPortTable.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

namespace cd {

namespace {
enum Column { PortColumn, NameColumn };
} // namespace

LaunchPortTable::LaunchPortTable(QWidget* parent)
    : EditableRowsTable({tr("Port"), tr("Name")}, NameColumn, WorkloadRules::maxPorts, tr("Ad&d port"),
                        tr("Remove port"), parent)
    , m_jupyter(new QPushButton(tr("Jupyter (8888)"), this))
    , m_tensorBoard(new QPushButton(tr("TensorBoard (6006)"), this)) {
    table()->setObjectName(QStringLiteral("workloadPorts"));
    table()->setAccessibleName(tr("Ports"));
    table()->setMinimumHeight(70);
    addTrailingWidget(m_jupyter);
    addTrailingWidget(m_tensorBoard);
    connect(m_jupyter, &QPushButton::clicked, this, [this] { addPort({8888, QStringLiteral("jupyter")}); });
    connect(m_tensorBoard, &QPushButton::clicked, this, [this] {
        addPort({6006, QStringLiteral("tensorboard")});
    });
}

QSpinBox* LaunchPortTable::portBox(int row) const {
    return qobject_cast<QSpinBox*>(table()->cellWidget(row, PortColumn));
}
QLineEdit* LaunchPortTable::nameEdit(int row) const {
    return qobject_cast<QLineEdit*>(table()->cellWidget(row, NameColumn));
}

QList<QWidget*> LaunchPortTable::rowEditors(int row) const {
    return {portBox(row), nameEdit(row)};
}

void LaunchPortTable::addPort(const ExposedPort& port) {
    if (table()->rowCount() >= WorkloadRules::maxPorts)
        return;
    const int row = insertRow();
    auto* number = new QSpinBox(table());
    number->setAccessibleName(tr("Port number"));
    // Wider than the valid range on purpose: a mistyped port gets a message saying why.
    number->setRange(0, 999999);
    number->setValue(port.port);
    auto* name = new QLineEdit(port.name, table());
    name->setAccessibleName(tr("Port name"));
    table()->setCellWidget(row, PortColumn, number);
    table()->setCellWidget(row, NameColumn, name);
    connect(number, &QSpinBox::valueChanged, this, &LaunchPortTable::changed);
    connect(name, &QLineEdit::textChanged, this, &LaunchPortTable::changed);
    rowAdded();
}

QList<ExposedPort> LaunchPortTable::ports() const {
    QList<ExposedPort> ports;
    for (int row = 0; row < table()->rowCount(); ++row)
        ports.append({portBox(row)->value(), nameEdit(row)->text().trimmed()});
    return ports;
}

void LaunchPortTable::setPorts(const QList<ExposedPort>& ports) {
    replaceRows(ports, [this](const ExposedPort& p) { addPort(p); });
}

} // namespace cd
