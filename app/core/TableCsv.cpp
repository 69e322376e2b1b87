#include "TableCsv.h"

#include "CsvField.h"

#include <QAbstractItemModel>

#include <functional>

namespace cd {

QByteArray TableCsv::write(const QAbstractItemModel& model) {
    const int columns = model.columnCount();
    QByteArray out;
    for (int c = 0; c < columns; ++c) {
        if (c > 0)
            out += ',';
        CsvField::append(out, model.headerData(c, Qt::Horizontal).toString());
    }
    out += ",Level\r\n";
    std::function<void(const QModelIndex&, int)> walk = [&](const QModelIndex& parent, int level) {
        for (int r = 0; r < model.rowCount(parent); ++r) {
            for (int c = 0; c < columns; ++c) {
                if (c > 0)
                    out += ',';
                CsvField::append(out, model.index(r, c, parent).data().toString());
            }
            out += ',' + QByteArray::number(level) + "\r\n";
            walk(model.index(r, 0, parent), level + 1);
        }
    };
    walk({}, 0);
    return out;
}

} // namespace cd
