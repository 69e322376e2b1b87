#pragma once

#include "core/Workload.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace cd {

// The workload's environment variables: a row per variable with its name, value and whether it is
// a secret. A secret's value is masked unless "Show secret values" is ticked; a secret that comes
// without its value (from a template or a running cluster: the platform never gives it back) is
// marked so the person enters it again before launching.
class LaunchEnvTable final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchEnvTable)

public:
    explicit LaunchEnvTable(QWidget* parent = nullptr);

    QList<EnvVar> variables() const;
    void setVariables(const QList<EnvVar>& variables);
    void addVariable(const EnvVar& variable = {});
    QTableWidget* table() const { return m_table; }
    QCheckBox* showSecretsBox() const { return m_showSecrets; }
    QLineEdit* nameEdit(int row) const;
    QLineEdit* valueEdit(int row) const;
    QCheckBox* secretBox(int row) const;
    QPushButton* addButton() const { return m_add; }

Q_SIGNALS:
    void changed();

private:
    void removeVariable();
    void updateRow(int row);
    void updateTabOrder();

    QTableWidget* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    QCheckBox* m_showSecrets;
};

} // namespace cd
