#include "ClusterFilterProxy.h"

#include "ClusterListModel.h"

#include "core/ClusterState.h"

namespace cd {

ClusterFilterProxy::ClusterFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(ClusterListModel::SortRole);
    setDynamicSortFilter(true);
}

void ClusterFilterProxy::setSearchText(const QString& text) {
    m_search = text.trimmed();
    invalidateRowsFilter();
}

void ClusterFilterProxy::setStateFilter(StateFilter filter) {
    m_state = filter;
    invalidateRowsFilter();
}

bool ClusterFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto state = ClusterState(index.data(ClusterListModel::StateRole).toInt());
    bool stateOk = true;
    switch (m_state) {
    case StateFilter::Active:
        // Terminated clusters are history: hidden unless asked for.
        stateOk = state != ClusterState::Terminated;
        break;
    case StateFilter::Running:
        stateOk = state == ClusterState::Running;
        break;
    case StateFilter::Transitional:
        stateOk = isTransitional(state);
        break;
    case StateFilter::Stopped:
        stateOk = state == ClusterState::Stopped;
        break;
    case StateFilter::Failed:
        stateOk = state == ClusterState::Failed;
        break;
    case StateFilter::All:
        break;
    }
    if (!stateOk)
        return false;
    if (m_search.isEmpty())
        return true;
    const QString text = index.data(ClusterListModel::SearchTextRole).toString();
    const QStringList words = m_search.split(u' ', Qt::SkipEmptyParts);
    return std::all_of(words.cbegin(), words.cend(),
                       [&](const QString& w) { return text.contains(w, Qt::CaseInsensitive); });
}

} // namespace cd
