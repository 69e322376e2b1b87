#pragma once

#include <QStringList>

class QTableWidget;
class QTableWidgetItem;
class QWidget;

namespace cd {

// The Billing tabs' read-only tables, alike in every tab: whole rows, one at a time, Tab leaves.
class BillingTable {
public:
    static QTableWidget* make(const QStringList& headers, QWidget* parent, const char* objectName,
                              const QString& spokenName);
    // A cell that cannot be edited; numbers are right-aligned.
    static QTableWidgetItem* cell(const QString& text, bool number = false);
};

} // namespace cd
