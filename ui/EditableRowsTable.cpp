#include "EditableRowsTable.h"

#include "TabOrder.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

EditableRowsTable::EditableRowsTable(const QStringList& headers, int stretchColumn, int maxRows,
                                     const QString& addText, const QString& removeText, QWidget* parent)
    : QWidget(parent)
    , m_maxRows(maxRows)
    , m_table(new QTableWidget(0, int(headers.size()), this))
    , m_add(new QPushButton(addText, this))
    , m_remove(new QPushButton(removeText, this))
    , m_buttons(new QHBoxLayout) {
    m_table->setHorizontalHeaderLabels(headers);
    m_table->horizontalHeader()->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false); // Tab goes through the cells' editors, then on
    m_remove->setEnabled(false);
    m_buttons->addWidget(m_add);
    m_buttons->addWidget(m_remove);
    m_buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(m_buttons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        addEmptyRow();
        if (const QList<QWidget*> editors = rowEditors(m_table->rowCount() - 1); !editors.isEmpty())
            editors.first()->setFocus();
    });
    connect(m_remove, &QPushButton::clicked, this, &EditableRowsTable::removeRow);
}

EditableRowsTable::~EditableRowsTable() = default;

void EditableRowsTable::addTrailingWidget(QWidget* widget) {
    m_buttons->insertWidget(m_buttons->count() - 1, widget); // before the stretch
    m_trailing.append(widget);
}

int EditableRowsTable::insertRow() {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    return row;
}

void EditableRowsTable::rowAdded() {
    m_remove->setEnabled(true);
    m_add->setEnabled(m_table->rowCount() < m_maxRows);
    updateTabOrder();
    Q_EMIT changed();
}

void EditableRowsTable::removeRow() {
    if (m_table->rowCount() == 0)
        return;
    const int row = m_table->currentRow() >= 0 ? m_table->currentRow() : m_table->rowCount() - 1;
    m_table->removeRow(row);
    m_remove->setEnabled(m_table->rowCount() > 0);
    m_add->setEnabled(true);
    updateTabOrder();
    Q_EMIT changed();
}

void EditableRowsTable::clearRows() {
    m_table->setRowCount(0);
}

void EditableRowsTable::rowsReplaced() {
    m_remove->setEnabled(m_table->rowCount() > 0);
    m_add->setEnabled(m_table->rowCount() < m_maxRows);
    updateTabOrder();
    Q_EMIT changed();
}

void EditableRowsTable::updateTabOrder() {
    QList<QWidget*> order{m_table};
    for (int r = 0; r < m_table->rowCount(); ++r)
        order << rowEditors(r);
    order << m_add << m_remove << m_trailing;
    TabOrder::chain(order);
}

} // namespace cd
