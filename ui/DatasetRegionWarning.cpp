#include "DatasetRegionWarning.h"

#include "LaunchDatasetList.h"

#include <QCoreApplication>

#include <algorithm>

namespace cd {

namespace {
// The texts were the launch dialog's before they moved here; they keep its translation context.
constexpr const char* context = "cd::LaunchClusterDialog";
} // namespace

DatasetRegionWarning::DatasetRegionWarning(QWidget* parent)
    : QLabel(parent) {
    setObjectName(QStringLiteral("datasetRegionWarning"));
    setWordWrap(true);
    hide();
}

bool DatasetRegionWarning::check(const QString& clusterRegion, const LaunchDatasetList& datasets) {
    QStringList elsewhere;
    for (int row = 0; row < datasets.count() && !clusterRegion.isEmpty(); ++row) {
        const QListWidgetItem* item = datasets.item(row);
        const QString datasetRegion = item->data(LaunchDatasetList::regionRole).toString();
        if (item->checkState() == Qt::Checked && !datasetRegion.isEmpty() && datasetRegion != clusterRegion)
            elsewhere.append(QCoreApplication::translate(context, "%1 (%2)")
                                 .arg(item->data(LaunchDatasetList::nameRole).toString(), datasetRegion));
    }
    setVisible(!elsewhere.isEmpty());
    setText(elsewhere.isEmpty()
                ? QString()
                : QCoreApplication::translate(
                      context,
                      "The cluster runs in %1, but these datasets are in other regions: %2. Their data "
                      "is copied across regions, which is slower to start and may be billed as data "
                      "transfer.")
                      .arg(clusterRegion, elsewhere.join(QStringLiteral(", "))));
    if (elsewhere.isEmpty())
        return false;
    // A wrapped label in a form gets one line unless told otherwise: the whole warning shows.
    setMinimumHeight(heightForWidth(std::max(240, datasets.width())));
    return true;
}

} // namespace cd
