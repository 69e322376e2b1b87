#pragma once

class QTableView;

namespace cd {

// How the console's list tables look and behave: whole-row single selection, sortable, movable
// columns, compact rows, no row numbers. One place, so the pages do not drift apart.
class ListTable {
public:
    static void setUp(QTableView* table);
};

} // namespace cd
