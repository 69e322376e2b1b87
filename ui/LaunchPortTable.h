#pragma once

#include "EditableRowsTable.h"

#include "core/Workload.h"

#include <QList>

class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cd {

// The ports a workload exposes (the console can forward them over SSH): a row per port with a
// name, and quick buttons for Jupyter (8888) and TensorBoard (6006).
class LaunchPortTable final : public EditableRowsTable {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchPortTable)

public:
    explicit LaunchPortTable(QWidget* parent = nullptr);

    QList<ExposedPort> ports() const;
    void setPorts(const QList<ExposedPort>& ports);
    void addPort(const ExposedPort& port = {});
    QSpinBox* portBox(int row) const;
    QLineEdit* nameEdit(int row) const;

private:
    void addEmptyRow() override { addPort(); }
    QList<QWidget*> rowEditors(int row) const override;

    QPushButton* m_jupyter;
    QPushButton* m_tensorBoard;
};

} // namespace cd
