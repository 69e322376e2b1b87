#include "LogLineDelegate.h"

#include "Theme.h"

#include "core/LogLine.h"
#include "models/LogLinesModel.h"

namespace cd {

void LogLineDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(LogLinesModel::MarkerRole).toBool()) {
        option->font.setItalic(true);
        option->palette.setColor(QPalette::Text, Theme::warning());
        return;
    }
    const auto level = LogLevel(index.data(LogLinesModel::LevelRole).toInt());
    if (level == LogLevel::Error)
        option->palette.setColor(QPalette::Text, Theme::bad());
    else if (level == LogLevel::Warning)
        option->palette.setColor(QPalette::Text, Theme::warning());
    if (index.data(LogLinesModel::MatchRole).toBool()) {
        QColor under = Theme::accent();
        under.setAlpha(60);
        option->backgroundBrush = under;
    }
}

} // namespace cd
