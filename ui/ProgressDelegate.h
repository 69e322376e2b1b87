#pragma once

#include <QStyledItemDelegate>

namespace cd {

// Draws a cell as a progress bar: the value (0..1000) comes from `role`, the text from the
// display role. Uses the style's own progress bar, so it follows the theme and high contrast.
class ProgressDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    ProgressDelegate(int role, QObject* parent = nullptr);
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

private:
    int m_role;
};

} // namespace cd
