#pragma once

#include "core/Dataset.h"
#include "core/Error.h"

#include <QListWidget>
#include <QStringList>

namespace cd {

// The launch dialog's datasets to attach: a checkable row per dataset of the tenant (the
// cluster's nodes get the ticked ones mounted, decrypted with the tenant key on the node by
// clusterdesk-crypt), or a line saying why there are none.
class LaunchDatasetList final : public QListWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchDatasetList)

public:
    // Each row keeps its dataset's id (Qt::UserRole), region and name in these roles.
    static constexpr int regionRole = Qt::UserRole + 1;
    static constexpr int nameRole = Qt::UserRole + 2;

    explicit LaunchDatasetList(QWidget* parent = nullptr);

    // Datasets to tick once the list has loaded.
    void preselect(const QStringList& ids) { m_preselected = ids; }
    // Ticks exactly these, now if the list has loaded, else once it does.
    void select(const QStringList& ids);
    void showDatasets(const QList<Dataset>& datasets);
    void showFailure(const Error& error);
    // Before the list has loaded: the ones it will tick.
    QStringList checkedIds() const;

private:
    QStringList m_preselected;
    bool m_loaded = false;
};

} // namespace cd
