#include "AccountListTab.h"

#include "MessageBanner.h"
#include "SubmitDialog.h"
#include "TabOrder.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cd {

AccountListTab::AccountListTab(const QStringList& headers, int stretchColumn, QWidget* parent)
    : QWidget(parent)
    , m_banner(new MessageBanner(this))
    , m_intro(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_table(new QTableWidget(0, int(headers.size()), this)) {
    m_intro->setWordWrap(true);
    m_empty->setWordWrap(true);
    m_empty->hide();
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab leaves the table for the buttons that act on the chosen row; arrows choose the row.
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    // The short columns (a role, a date) as wide as their contents, whatever the window's width;
    // the name, the one a person reads the row by, takes the rest, so the table always fills.
    QHeaderView* header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
}

QPushButton* AccountListTab::addButton(const QString& text, const QString& objectName) {
    auto* button = new QPushButton(text, this);
    button->setObjectName(objectName);
    m_buttons.append(button);
    return button;
}

void AccountListTab::finishLayout(Buttons where) {
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : std::as_const(m_buttons))
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_intro);
    QList<QWidget*> order;
    if (where == Buttons::AboveTable) {
        layout->addLayout(buttons);
        layout->addWidget(m_empty);
        layout->addWidget(m_table, 1);
        // The table was made before the buttons above it: Tab reads the page top down, except that
        // the buttons acting on a row come after the table where the row is chosen.
        for (QPushButton* b : std::as_const(m_buttons))
            order.append(b);
        order.insert(std::min<qsizetype>(1, order.size()), m_table);
    } else {
        layout->addWidget(m_empty);
        layout->addWidget(m_table, 1);
        layout->addLayout(buttons);
        order.append(m_table);
        for (QPushButton* b : std::as_const(m_buttons))
            order.append(b);
    }
    TabOrder::chain(order);
}

void AccountListTab::setIntro(const QString& text) {
    m_intro->setText(text);
}

void AccountListTab::setEmptyText(const QString& objectName, const QString& text) {
    m_empty->setObjectName(objectName);
    m_empty->setText(text);
    m_emptyText = text;
}

QList<QTableWidgetItem*> AccountListTab::setRow(int row, const QStringList& cells, const QString& id) {
    QList<QTableWidgetItem*> items;
    for (int column = 0; column < cells.size(); ++column) {
        auto* item = new QTableWidgetItem(cells[column]);
        item->setData(Qt::UserRole, id);
        m_table->setItem(row, column, item);
        items.append(item);
    }
    return items;
}

void AccountListTab::showEmpty(bool readable, bool loading) {
    m_empty->setText(loading ? tr("Loading\u2026") : m_emptyText);
    m_empty->setVisible(readable && m_table->rowCount() == 0 && !m_emptyText.isEmpty());
}

void AccountListTab::showRefusal(SubmitDialog* dialog, const QString& sentence) {
    if (!dialog) {
        m_banner->showError(sentence);
        return;
    }
    dialog->setBusy(false);
    dialog->showError(sentence);
}

QMessageBox* AccountListTab::askFirst(QMessageBox::Icon icon, const QString& objectName, const QString& title,
                                      const QString& text, const QString& action, std::function<void()> act) {
    auto* box = new QMessageBox(icon, title, text, QMessageBox::Cancel, this);
    box->setObjectName(objectName);
    QPushButton* yes = box->addButton(action, QMessageBox::DestructiveRole);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [box, yes, act = std::move(act)] {
        if (box->clickedButton() == yes)
            act();
    });
    box->open();
    return box;
}

QString AccountListTab::selectedId() const {
    const QList<QTableWidgetItem*> selected = m_table->selectedItems();
    return selected.isEmpty() ? QString() : selected.first()->data(Qt::UserRole).toString();
}

} // namespace cd
