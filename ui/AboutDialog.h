#pragma once

#include <QDialog>

class QTableWidget;

namespace cd {

// Help > About ClusterDesk: the version and how it was built, its licence (GPL-3.0-or-later, as
// Qt Charts asks), every component with the version built with and the one running and its
// licence, and Qt's own About.
class AboutDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    enum Column { Name, BuiltWith, Running, Licence, ColumnCount };

    explicit AboutDialog(QWidget* parent = nullptr);

    QTableWidget* components() const { return m_components; }

private:
    QTableWidget* m_components;
};

} // namespace cd
