#pragma once

#include <QWidget>

class QVBoxLayout;

namespace cd {

// A fixed-width column centred in its page, for pages of explaining text. Word-wrapped labels
// given an alignment inside a layout get a height for the wrong width and are cut off; in a
// column of fixed width they need none.
class CenteredColumn final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CenteredColumn)

public:
    CenteredColumn(QWidget* page, int width);
    QVBoxLayout* column() const { return m_column; }

private:
    QVBoxLayout* m_column;
};

} // namespace cd
