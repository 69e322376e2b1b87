#include "LaunchPortTable.h"

#include "TabOrder.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

namespace {
enum Column { PortColumn, NameColumn };
} // namespace

LaunchPortTable::LaunchPortTable(QWidget* parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 2, this))
    , m_add(new QPushButton(tr("Add p&ort"), this))
    , m_remove(new QPushButton(tr("Remove port"), this))
    , m_jupyter(new QPushButton(tr("Jupyter (8888)"), this))
    , m_tensorBoard(new QPushButton(tr("TensorBoard (6006)"), this)) {
    m_table->setObjectName(QStringLiteral("workloadPorts"));
    m_table->setAccessibleName(tr("Ports"));
    m_table->setHorizontalHeaderLabels({tr("Port"), tr("Name")});
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false);
    m_table->setMinimumHeight(70);
    m_remove->setEnabled(false);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_add, m_remove, m_jupyter, m_tensorBoard})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        addPort();
        portBox(m_table->rowCount() - 1)->setFocus();
    });
    connect(m_remove, &QPushButton::clicked, this, &LaunchPortTable::removePort);
    connect(m_jupyter, &QPushButton::clicked, this, [this] { addPort({8888, QStringLiteral("jupyter")}); });
    connect(m_tensorBoard, &QPushButton::clicked, this, [this] {
        addPort({6006, QStringLiteral("tensorboard")});
    });
}

QSpinBox* LaunchPortTable::portBox(int row) const {
    return qobject_cast<QSpinBox*>(m_table->cellWidget(row, PortColumn));
}
QLineEdit* LaunchPortTable::nameEdit(int row) const {
    return qobject_cast<QLineEdit*>(m_table->cellWidget(row, NameColumn));
}

void LaunchPortTable::addPort(const ExposedPort& port) {
    if (m_table->rowCount() >= WorkloadRules::maxPorts)
        return;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* number = new QSpinBox(m_table);
    number->setAccessibleName(tr("Port number"));
    // Wider than the valid range on purpose: a mistyped port gets a message saying why.
    number->setRange(0, 999999);
    number->setValue(port.port);
    auto* name = new QLineEdit(port.name, m_table);
    name->setAccessibleName(tr("Port name"));
    m_table->setCellWidget(row, PortColumn, number);
    m_table->setCellWidget(row, NameColumn, name);
    connect(number, &QSpinBox::valueChanged, this, &LaunchPortTable::changed);
    connect(name, &QLineEdit::textChanged, this, &LaunchPortTable::changed);
    m_remove->setEnabled(true);
    m_add->setEnabled(m_table->rowCount() < WorkloadRules::maxPorts);
    updateTabOrder();
    Q_EMIT changed();
}

void LaunchPortTable::removePort() {
    if (m_table->rowCount() == 0)
        return;
    const int row = m_table->currentRow() >= 0 ? m_table->currentRow() : m_table->rowCount() - 1;
    m_table->removeRow(row);
    m_remove->setEnabled(m_table->rowCount() > 0);
    m_add->setEnabled(true);
    updateTabOrder();
    Q_EMIT changed();
}

void LaunchPortTable::updateTabOrder() {
    QList<QWidget*> order{m_table};
    for (int r = 0; r < m_table->rowCount(); ++r)
        order << portBox(r) << nameEdit(r);
    order << m_add << m_remove << m_jupyter << m_tensorBoard;
    TabOrder::chain(order);
}

QList<ExposedPort> LaunchPortTable::ports() const {
    QList<ExposedPort> ports;
    for (int row = 0; row < m_table->rowCount(); ++row)
        ports.append({portBox(row)->value(), nameEdit(row)->text().trimmed()});
    return ports;
}

void LaunchPortTable::setPorts(const QList<ExposedPort>& ports) {
    {
        const QSignalBlocker block(this);
        m_table->setRowCount(0);
        for (const ExposedPort& p : ports)
            addPort(p);
    }
    m_remove->setEnabled(m_table->rowCount() > 0);
    updateTabOrder();
    Q_EMIT changed();
}

} // namespace cd
