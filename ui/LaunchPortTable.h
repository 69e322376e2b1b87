#pragma once

#include "core/Workload.h"

#include <QList>
#include <QWidget>

class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace cd {

// The ports a workload exposes (the console can forward them over SSH): a row per port with a
// name, and quick buttons for Jupyter (8888) and TensorBoard (6006).
class LaunchPortTable final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchPortTable)

public:
    explicit LaunchPortTable(QWidget* parent = nullptr);

    QList<ExposedPort> ports() const;
    void setPorts(const QList<ExposedPort>& ports);
    void addPort(const ExposedPort& port = {});
    QTableWidget* table() const { return m_table; }
    QSpinBox* portBox(int row) const;
    QLineEdit* nameEdit(int row) const;

Q_SIGNALS:
    void changed();

private:
    void removePort();
    void updateTabOrder();

    QTableWidget* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    QPushButton* m_jupyter;
    QPushButton* m_tensorBoard;
};

} // namespace cd
