#include "BillingTable.h"

#include <QHeaderView>
#include <QTableWidget>

namespace cd {

QTableWidget* BillingTable::make(const QStringList& headers, QWidget* parent, const char* objectName,
                                 const QString& spokenName) {
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(QString::fromLatin1(objectName));
    t->setAccessibleName(spokenName);
    t->setTabKeyNavigation(false); // Tab leaves the table, arrows move in it: no keyboard trap
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QTableWidgetItem* BillingTable::cell(const QString& text, bool number) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace cd
