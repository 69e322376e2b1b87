#pragma once

#include <QList>
#include <QWidget>

class QLabel;

namespace cd {

// A row of headline figures, each a title, a large value and a line of detail: the top of the
// Monitoring and Billing pages.
class HeadlineTiles final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeadlineTiles)

public:
    HeadlineTiles(int count, QWidget* parent = nullptr);
    void setTile(int index, const QString& title, const QString& value, const QString& detail);
    QLabel* tile(int index) const { return m_tiles.value(index); }

private:
    QList<QLabel*> m_tiles;
};

} // namespace cd
