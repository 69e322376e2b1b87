#pragma once

#include "EditableRowsTable.h"

#include "core/Workload.h"

#include <QList>

class QCheckBox;
class QLineEdit;

namespace cd {

// The workload's environment variables: a row per variable with its name, value and whether it is
// a secret. A secret's value is masked unless "Show secret values" is ticked; a secret that comes
// without its value (from a template or a running cluster: the platform never gives it back) is
// marked so the person enters it again before launching.
class LaunchEnvTable final : public EditableRowsTable {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchEnvTable)

public:
    explicit LaunchEnvTable(QWidget* parent = nullptr);

    QList<EnvVar> variables() const;
    void setVariables(const QList<EnvVar>& variables);
    void addVariable(const EnvVar& variable = {});
    QCheckBox* showSecretsBox() const { return m_showSecrets; }
    QLineEdit* nameEdit(int row) const;
    QLineEdit* valueEdit(int row) const;
    QCheckBox* secretBox(int row) const;

private:
    void addEmptyRow() override { addVariable(); }
    QList<QWidget*> rowEditors(int row) const override;
    void updateRow(int row);

    QCheckBox* m_showSecrets;
};

} // namespace cd
