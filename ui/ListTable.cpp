#include "ListTable.h"

#include <QHeaderView>
#include <QTableView>

namespace cd {

void ListTable::setUp(QTableView* table) {
    table->setSortingEnabled(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    // Tab leaves the table and arrows move within it; Qt's default for tables walks every cell
    // with Tab, which keeps a keyboard user in a table of hundreds of rows.
    table->setTabKeyNavigation(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setHighlightSections(false);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionsMovable(true);
}

} // namespace cd
