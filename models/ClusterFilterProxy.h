#pragma once

#include <QSortFilterProxyModel>

namespace cd {

// Search and state filter over ClusterListModel, sorting by each column's raw value.
class ClusterFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterFilterProxy)

public:
    enum class StateFilter { Active, Running, Transitional, Stopped, Failed, All };

    explicit ClusterFilterProxy(QObject* parent = nullptr);

    void setSearchText(const QString& text);
    void setStateFilter(StateFilter filter);
    StateFilter stateFilter() const { return m_state; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_search;
    StateFilter m_state = StateFilter::Active;
};

} // namespace cd
