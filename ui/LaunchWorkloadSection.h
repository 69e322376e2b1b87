#pragma once

#include "core/Dataset.h"
#include "core/Workload.h"

#include <QStringList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace cd {

class LaunchEnvTable;
class LaunchPortTable;

// The launch dialog's Workload tab: what runs on the cluster (api.md "Workloads and access"). Left
// unticked, the cluster is an interactive one, reached over SSH, as before workloads existed. The
// datasets ticked on the Resources tab are the workload's data, mounted read-only at /data/<name>.
class LaunchWorkloadSection final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchWorkloadSection)

public:
    explicit LaunchWorkloadSection(QWidget* parent = nullptr);

    // None when "Run a workload" is not ticked. `dataDatasets` are the dialog's ticked datasets.
    std::optional<WorkloadSpec> workload(const QStringList& dataDatasets) const;
    // Fills every field; the code bundle is chosen once the datasets arrive if they have not yet.
    void setWorkload(const std::optional<WorkloadSpec>& workload);
    // The images every pool's offering has, offered first; any other reference may be typed.
    void setOfferingImages(const QStringList& images);
    void showDatasets(const QList<Dataset>& datasets);
    // The first problem of the workload, with the field it is in; none when it can be sent.
    std::optional<WorkloadRules::Problem> problem(const QStringList& dataDatasets) const;
    // The problem in words, naming the field.
    QString problemText(const WorkloadRules::Problem& problem, const QStringList& dataDatasets) const;
    // Moves the focus to the widget of a field as the platform names it ("workload.env[3].name");
    // false when the field is not one of this section's.
    bool focusField(const QString& field);

    QCheckBox* runBox() const { return m_run; }
    QComboBox* imageBox() const { return m_image; }
    QLabel* imageHint() const { return m_imageHint; }
    QPlainTextEdit* commandEdit() const { return m_command; }
    QLineEdit* workingDirEdit() const { return m_workingDir; }
    QLineEdit* registryPasswordEdit() const { return m_registryPassword; }
    QComboBox* codeBundleBox() const { return m_codeBundle; }
    LaunchEnvTable* envTable() const { return m_env; }
    LaunchPortTable* portTable() const { return m_ports; }

Q_SIGNALS:
    void changed();

private:
    void updateEnabled();
    void checkImage();
    void selectCodeBundle(const QString& datasetId);

    QCheckBox* m_run;
    QWidget* m_fields;
    QComboBox* m_image;
    QLabel* m_imageHint;
    QCheckBox* m_privateRegistry;
    QLineEdit* m_registryUser;
    QLineEdit* m_registryPassword;
    bool m_registryPasswordHeld = false; // the platform holds one it does not give back
    QComboBox* m_codeBundle;
    QString m_wantedCodeBundle; // asked for before the datasets arrived
    QLineEdit* m_workingDir;
    QPlainTextEdit* m_setup;
    QPlainTextEdit* m_command;
    LaunchEnvTable* m_env;
    LaunchPortTable* m_ports;
    QLineEdit* m_checkpointDir;
    QSpinBox* m_checkpointMinutes;
    QComboBox* m_onNodeFailure;
};

} // namespace cd
