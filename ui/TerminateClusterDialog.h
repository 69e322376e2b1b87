#pragma once

#include <QDialog>

class QLineEdit;
class QPushButton;

namespace cd {

// Terminating destroys a cluster's nodes and local disks for good, so the person types its name
// to confirm, as GitHub asks before deleting a repository.
class TerminateClusterDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TerminateClusterDialog)

public:
    TerminateClusterDialog(const QString& clusterName, QWidget* parent = nullptr);

    QLineEdit* nameEdit() const { return m_name; }
    QPushButton* terminateButton() const { return m_terminate; }

private:
    QString m_expected;
    QLineEdit* m_name;
    QPushButton* m_terminate;
};

} // namespace cd
