#include "LineItemTreeModel.h"

#include "BillingText.h"
#include "MoneyFormat.h"

#include <QFont>
#include <QHash>
#include <QLocale>

#include <algorithm>

namespace cd {

struct LineItemTreeModel::Group {
    Group* parent = nullptr;
    int row = 0;
    int level = 0; // 0: the root
    QString key;
    std::vector<std::unique_ptr<Group>> children;
    std::vector<int> lines; // groups of the last level (and an ungrouped root) hold lines
    qint64 billed = 0;
    qint64 list = 0;
    int count = 0;
    double utilizationSum = 0; // weighted by GPU-hours
    double gpuHours = 0;
};

namespace {

QString quantityText(qint64 micros) {
    return QLocale().toString(double(micros) / 1e6, 'f', micros % 1'000'000 == 0 ? 0 : 2);
}

} // namespace

LineItemTreeModel::LineItemTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Group>()) {}

LineItemTreeModel::~LineItemTreeModel() = default;

void LineItemTreeModel::setLines(QList<LineItem> lines) {
    m_lines = std::move(lines);
    m_haystack.clear();
    m_haystack.reserve(std::size_t(m_lines.size()));
    for (const LineItem& l : std::as_const(m_lines)) {
        m_haystack.push_back((l.chargeDescription + u'\x1f' + l.resourceName + u'\x1f' + l.resourceId +
                              u'\x1f' + l.clusterName + u'\x1f' + l.poolName + u'\x1f' + l.gpuModel +
                              u'\x1f' + l.regionId + u'\x1f' + l.stage + u'\x1f' + l.serviceName + u'\x1f' +
                              chargeCategoryId(l.category) + u'\x1f' + allocationId(l.allocation))
                                 .toLower());
    }
    m_currency = m_lines.isEmpty() ? Currency::USD : m_lines.first().currency();
    rebuild();
}

void LineItemTreeModel::setGrouping(const QList<FocusColumn>& columns) {
    m_grouping = columns;
    beginResetModel();
    group();
    endResetModel();
}

void LineItemTreeModel::setSearch(const QString& text) {
    const QStringList words = text.toLower().split(u' ', Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    rebuild();
}

void LineItemTreeModel::setCategory(std::optional<ChargeCategory> category) {
    m_category = category;
    rebuild();
}

void LineItemTreeModel::rebuild() {
    beginResetModel();
    filter();
    group();
    endResetModel();
}

void LineItemTreeModel::filter() {
    m_visible.clear();
    m_visible.reserve(std::size_t(m_lines.size()));
    for (int i = 0; i < m_lines.size(); ++i) {
        if (m_category && m_lines[i].category != *m_category)
            continue;
        const QString& hay = m_haystack[std::size_t(i)];
        bool all = true;
        for (const QString& w : std::as_const(m_words)) {
            if (!hay.contains(w)) {
                all = false;
                break;
            }
        }
        if (all)
            m_visible.push_back(i);
    }
}

QString LineItemTreeModel::groupText(const LineItem& l, FocusColumn column) const {
    if (FocusColumns::info(column).type == FocusType::DateTime) {
        // A day stamp is shared by thousands of lines: format it once.
        const QDateTime& t = column == FocusColumn::ChargePeriodStart    ? l.chargePeriodStart
                             : column == FocusColumn::ChargePeriodEnd    ? l.chargePeriodEnd
                             : column == FocusColumn::BillingPeriodStart ? l.billingPeriodStart
                                                                         : l.billingPeriodEnd;
        const qint64 key = t.toMSecsSinceEpoch();
        auto it = m_dayText.constFind(key);
        if (it == m_dayText.cend())
            it = m_dayText.insert(key, t.toUTC().date().toString(Qt::ISODate));
        return *it;
    }
    return l.text(column);
}

void LineItemTreeModel::group() {
    m_root = std::make_unique<Group>();
    const int depth = int(m_grouping.size());
    // One hash per group, keyed by the value of the next level's column.
    QHash<Group*, QHash<QString, Group*>> index;
    for (int i : m_visible) {
        const LineItem& l = m_lines[i];
        const double gpuHours = l.hasUtilization() ? double(l.consumedQuantity) / 1e6 : 0.0;
        Group* g = m_root.get();
        auto account = [&](Group* target) {
            target->billed += l.billedCost.micros();
            target->list += l.listCost.micros();
            ++target->count;
            if (gpuHours > 0) {
                target->utilizationSum += l.gpuUtilization * gpuHours;
                target->gpuHours += gpuHours;
            }
        };
        account(g);
        for (int level = 0; level < depth; ++level) {
            const QString key = groupText(l, m_grouping[level]);
            QHash<QString, Group*>& children = index[g];
            Group*& child = children[key];
            if (!child) {
                auto made = std::make_unique<Group>();
                made->parent = g;
                made->level = level + 1;
                made->key = key;
                child = made.get();
                g->children.push_back(std::move(made));
            }
            g = child;
            account(g);
        }
        g->lines.push_back(i);
    }
    sortGroup(*m_root);
}

void LineItemTreeModel::sortGroup(Group& g) {
    const bool ascending = m_sortOrder == Qt::AscendingOrder;
    if (!g.children.empty()) {
        const bool byAmount = m_sortColumn == BilledCost || m_sortColumn == ListCost;
        std::stable_sort(g.children.begin(), g.children.end(), [&](const auto& a, const auto& b) {
            if (byAmount) {
                const qint64 x = m_sortColumn == BilledCost ? a->billed : a->list;
                const qint64 y = m_sortColumn == BilledCost ? b->billed : b->list;
                return ascending ? x < y : x > y;
            }
            const int c = QString::compare(a->key, b->key);
            return ascending ? c < 0 : c > 0;
        });
        for (std::size_t r = 0; r < g.children.size(); ++r) {
            g.children[r]->row = int(r);
            sortGroup(*g.children[r]);
        }
        return;
    }
    auto less = [&](int a, int b) -> bool {
        const LineItem& x = m_lines[a];
        const LineItem& y = m_lines[b];
        switch (m_sortColumn) {
        case Day:
            return x.chargePeriodStart < y.chargePeriodStart;
        case Category:
            return int(x.category) < int(y.category);
        case Cluster:
            return x.clusterName < y.clusterName;
        case Resource:
            return x.resourceName < y.resourceName;
        case Quantity:
            return x.pricingQuantity < y.pricingQuantity;
        case UnitPrice:
            return x.contractedUnitPrice < y.contractedUnitPrice;
        case ListCost:
            return x.listCost < y.listCost;
        case BilledCost:
            return x.billedCost < y.billedCost;
        case Utilization:
            return (x.hasUtilization() ? x.gpuUtilization : -1.0) <
                   (y.hasUtilization() ? y.gpuUtilization : -1.0);
        default:
            return x.chargeDescription < y.chargeDescription;
        }
    };
    if (ascending)
        std::stable_sort(g.lines.begin(), g.lines.end(), less);
    else
        std::stable_sort(g.lines.begin(), g.lines.end(), [&](int a, int b) { return less(b, a); });
}

void LineItemTreeModel::sort(int column, Qt::SortOrder order) {
    m_sortColumn = column;
    m_sortOrder = order;
    beginResetModel();
    sortGroup(*m_root);
    endResetModel();
}

Money LineItemTreeModel::visibleTotal() const {
    return Money(m_root->billed, m_currency);
}

const LineItemTreeModel::Group* LineItemTreeModel::groupOf(const QModelIndex& index) const {
    if (!index.isValid())
        return m_root.get();
    const auto* parent = static_cast<const Group*>(index.internalPointer());
    if (parent->level < m_grouping.size())
        return parent->children[std::size_t(index.row())].get();
    return nullptr; // a line
}

QModelIndex LineItemTreeModel::index(int row, int column, const QModelIndex& parent) const {
    const Group* g = groupOf(parent);
    if (!g || row < 0 || column < 0 || column >= ColumnCount)
        return {};
    const bool holdsGroups = g->level < m_grouping.size();
    if (row >= (holdsGroups ? int(g->children.size()) : int(g->lines.size())))
        return {};
    // Every index points at its parent group; its row says which child it is.
    return createIndex(row, column, const_cast<Group*>(g));
}

QModelIndex LineItemTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid())
        return {};
    const auto* parent = static_cast<const Group*>(child.internalPointer());
    if (parent == m_root.get())
        return {};
    return createIndex(parent->row, 0, parent->parent);
}

int LineItemTreeModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const Group* g = groupOf(parent);
    if (!g)
        return 0;
    return g->level < m_grouping.size() ? int(g->children.size()) : int(g->lines.size());
}

int LineItemTreeModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant LineItemTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    if (const Group* g = groupOf(index))
        return groupData(*g, index.column(), role);
    const auto* parent = static_cast<const Group*>(index.internalPointer());
    const int line = parent->lines[std::size_t(index.row())];
    if (role == LineIndexRole)
        return line;
    return lineData(m_lines[line], index.column(), role);
}

QVariant LineItemTreeModel::groupData(const Group& g, int column, int role) const {
    if (role == IsGroupRole)
        return true;
    if (role == Qt::TextAlignmentRole && column >= Quantity)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case Name:
        if (role == Qt::ToolTipRole)
            return BillingText::groupTip(FocusColumns::name(m_grouping[g.level - 1]), g.key, g.count);
        return g.key.isEmpty() ? BillingText::none() : g.key;
    case BilledCost:
        return role == SortRole ? QVariant(g.billed)
                                : QVariant(MoneyFormat::format(Money(g.billed, m_currency)));
    case ListCost:
        return role == SortRole ? QVariant(g.list) : QVariant(MoneyFormat::format(Money(g.list, m_currency)));
    case Utilization:
        if (g.gpuHours <= 0)
            return {};
        return BillingText::percent(g.utilizationSum / g.gpuHours);
    case Quantity:
        return BillingText::lineCount(g.count);
    default:
        return {};
    }
}

QVariant LineItemTreeModel::lineData(const LineItem& l, int column, int role) const {
    if (role == IsGroupRole)
        return false;
    if (role == Qt::TextAlignmentRole && column >= Quantity)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && column == Name)
        return BillingText::lineTip(l);
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Name:
        return l.allocation == Allocation::Idle ? BillingText::idleDescription(l) : l.chargeDescription;
    case Day:
        return groupText(l, FocusColumn::ChargePeriodStart);
    case Category:
        return BillingText::category(l.category, l.allocation);
    case Cluster:
        return l.clusterName;
    case Resource:
        return l.resourceName;
    case Quantity:
        return l.pricingUnit.isEmpty()
                   ? QString()
                   : quantityText(l.pricingQuantity) + u' ' + BillingText::unit(l.pricingUnit);
    case UnitPrice:
        return l.pricingUnit.isEmpty() ? QString() : MoneyFormat::format(l.contractedUnitPrice);
    case ListCost:
        return MoneyFormat::format(l.listCost);
    case BilledCost:
        return MoneyFormat::format(l.billedCost);
    case Utilization:
        return l.hasUtilization() ? BillingText::percent(l.gpuUtilization) : QString();
    default:
        return {};
    }
}

QVariant LineItemTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole && section >= Quantity)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    return BillingText::columnTitle(section);
}

} // namespace cd
