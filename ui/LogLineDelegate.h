#pragma once

#include <QStyledItemDelegate>

namespace cd {

// Log lines in the Theme's colours: warnings and errors stand out in light, dark and high
// contrast alike, a search match is underlaid, and "lines were dropped" markers are in italics.
class LogLineDelegate final : public QStyledItemDelegate {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogLineDelegate)

public:
    explicit LogLineDelegate(QObject* parent = nullptr)
        : QStyledItemDelegate(parent) {}

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

} // namespace cd
