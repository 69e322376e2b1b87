#include "LaunchDatasetList.h"

#include "core/ErrorText.h"
#include "models/UploadQueueModel.h"

#include <QCoreApplication>

namespace cd {

namespace {
// The texts were the launch dialog's before they moved here; they keep its translation context.
constexpr const char* context = "cd::LaunchClusterDialog";
} // namespace

LaunchDatasetList::LaunchDatasetList(QWidget* parent)
    : QListWidget(parent) {
    setObjectName(QStringLiteral("launchDatasets"));
    setAccessibleName(QCoreApplication::translate(context, "Datasets"));
    setMaximumHeight(90);
    addItem(QCoreApplication::translate(context, "Loading datasets…"));
    setEnabled(false);
}

void LaunchDatasetList::showFailure(const Error& error) {
    clear();
    addItem(QCoreApplication::translate(context, "Datasets could not be loaded: %1")
                .arg(ErrorText::sentence(error)));
    setEnabled(false);
}

void LaunchDatasetList::showDatasets(const QList<Dataset>& datasets) {
    clear();
    m_loaded = true;
    if (datasets.isEmpty()) {
        addItem(
            QCoreApplication::translate(context, "No datasets yet: upload data first, then attach it here."));
        setEnabled(false);
        return;
    }
    for (const Dataset& d : datasets) {
        auto* item = new QListWidgetItem(QCoreApplication::translate(context, "%1 — %2, %3")
                                             .arg(d.name, UploadQueueModel::sizeText(d.sizeBytes), d.region),
                                         this);
        item->setData(Qt::UserRole, d.id);
        item->setData(regionRole, d.region);
        item->setData(nameRole, d.name);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(m_preselected.contains(d.id) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(d.id);
    }
    setEnabled(true);
}

void LaunchDatasetList::select(const QStringList& ids) {
    m_preselected = ids;
    if (!m_loaded)
        return;
    for (int row = 0; row < count(); ++row) {
        QListWidgetItem* it = item(row);
        if (!it->data(Qt::UserRole).toString().isEmpty())
            it->setCheckState(ids.contains(it->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList LaunchDatasetList::checkedIds() const {
    if (!m_loaded)
        return m_preselected;
    QStringList ids;
    for (int row = 0; row < count(); ++row) {
        const QListWidgetItem* it = item(row);
        if (it->checkState() == Qt::Checked && !it->data(Qt::UserRole).toString().isEmpty())
            ids.append(it->data(Qt::UserRole).toString());
    }
    return ids;
}

} // namespace cd
