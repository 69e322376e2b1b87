#pragma once

#include <QByteArray>

class QAbstractItemModel;

namespace cd {

// A model as a CSV, as a person sees it: its header, then every row depth first in the model's
// order (groups before what they hold), each with its level of nesting in a last column.
class TableCsv {
public:
    static QByteArray write(const QAbstractItemModel& model);
};

} // namespace cd
