#pragma once

#include <QLabel>

namespace cd {

class LaunchDatasetList;

// Under a launch dialog's datasets: warns, without blocking, when a ticked dataset lives in
// another region than the cluster. Attaching across regions works; it is only slower to start and
// may be billed as data transfer.
class DatasetRegionWarning final : public QLabel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DatasetRegionWarning)

public:
    explicit DatasetRegionWarning(QWidget* parent = nullptr);

    // Shows or hides the warning for the ticked rows of `datasets`; true when it shows.
    bool check(const QString& clusterRegion, const LaunchDatasetList& datasets);
};

} // namespace cd
