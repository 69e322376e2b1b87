#pragma once

#include "DatasetRegionWarning.h"
#include "LaunchDatasetList.h"
#include "LaunchOfferingList.h"

#include "core/ClusterSpec.h"
#include "core/Dataset.h"
#include "core/Offering.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace cd {

class LaunchSshKeyPicker;
class SshKeysSession;

// The launch dialog's Resources tab: a name, one or more node pools (an offering and a node count
// each), how to pay, the stage, image, dedicated hardware, auto-stop, datasets, SSH keys and the
// duration the estimate is for. Its strings keep the dialog's translation context
// (cd::LaunchClusterDialog): they were translated there before this tab became its own class.
class LaunchResourcesSection final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchResourcesSection)

public:
    LaunchResourcesSection(QList<Offering> offerings, Currency currency, QWidget* parent = nullptr);

    // The offerings arrived after the dialog opened: the pools' lists fill now.
    void showOfferings(const QList<Offering>& offerings);
    void showDatasets(const QList<Dataset>& datasets);
    void preselectDatasets(const QStringList& ids);
    // Adds the picker of the person's SSH keys; without it the spec keeps the keys setSpec() gave.
    void setSshKeys(SshKeysSession& keys);
    // Replaces the pools with one pool of `nodes` nodes of the offering.
    void usePool(const QString& offeringId, int nodes);

    // Everything of the spec but the workload.
    ClusterSpec spec() const;
    // Fills every field from a spec but the workload (whose data datasets are ticked here).
    void setSpec(const ClusterSpec& spec);
    // What keeps these resources from launching; empty when nothing.
    QString problem() const;
    // True when the pools' offering, node counts and the like can be priced.
    bool canEstimate() const;
    double estimateHours() const;
    // The images every pool's offering has, as offeringImagesChanged() last said.
    QStringList offeringImages() const;
    // Checks the datasets' regions against the cluster's; true when the warning grew the tab.
    bool updateRegionWarning();
    void setBusy(bool busy);

    QLineEdit* nameEdit() const { return m_name; }
    QTableWidget* poolTable() const { return m_pools; }
    LaunchDatasetList* datasetList() const { return m_datasets; }
    QLabel* currencyLabel() const { return m_currencyNote; }
    QLabel* regionWarningLabel() const { return m_regionWarning; }
    LaunchSshKeyPicker* sshKeyPicker() const { return m_sshPicker; }

Q_SIGNALS:
    void changed();
    // The images every pool's offering has (a cluster runs one image), for the workload's choice.
    void offeringImagesChanged(const QStringList& images);

private:
    void addPool(const QString& offeringId = {}, int nodes = 1);
    void removePool();
    void fillImages();
    void updateOfferingChoices();
    const Offering* offering(const QString& id) const { return m_offerings.find(id); }
    BillingMode billingMode() const;

    Currency m_currency;
    LaunchOfferingList m_offerings;
    QStringList m_wantedOfferings; // per pool, asked for by usePool()/setSpec(), perhaps before the
                                   // offerings arrived
    QString m_wantedImage;         // asked for by setSpec() before the offerings had it
    QStringList m_sshKeyIds;       // kept from setSpec() for the SSH key picker
    QWidget* m_sshRow = nullptr;
    LaunchSshKeyPicker* m_sshPicker = nullptr;

    QLineEdit* m_name;
    QTableWidget* m_pools;
    QPushButton* m_addPool;
    QPushButton* m_removePool;
    QComboBox* m_mode;
    QCheckBox* m_offPeak;
    QComboBox* m_stage;
    QComboBox* m_image;
    QCheckBox* m_dedicated;
    QSpinBox* m_autoStop;
    LaunchDatasetList* m_datasets;
    QDoubleSpinBox* m_hours;
    QLabel* m_currencyNote;
    DatasetRegionWarning* m_regionWarning;
};

} // namespace cd
