#include "LineItemTreeModel.h"

#include "billing/BillingText.h"
#include "core/MoneyFormat.h"

#include <QFont>
#include <QHash>
#include <QLocale>

#include <algorithm>
#include <array>
#include <functional>
#include <numeric>
#include <unordered_map>

namespace cd {

struct LineItemTreeModel::Group {
    Group* parent = nullptr;
    int row = 0;
    int level = 0; // 0: the root
    QString key;
    std::vector<std::unique_ptr<Group>> children; // every group of the lines, shown or not
    QHash<QString, Group*> childIndex;
    std::vector<Group*> shown; // the children with lines that pass the filters, in order
    std::vector<int> lines;    // groups of the last level (and an ungrouped root) hold lines
    // Per currency (indexed by Currency): amounts in different currencies are never added.
    std::array<qint64, currencyCount> billed{};
    std::array<qint64, currencyCount> list{};
    std::array<int, currencyCount> lineCount{};
    int count = 0;
    double utilizationSum = 0; // weighted by GPU-hours
    double gpuHours = 0;
};

namespace {

// The amounts of a group, one per currency it has lines in, yuan first: "$1.00" or "¥7.00 and $1.00".
QString amountsText(const std::array<qint64, currencyCount>& amounts,
                    const std::array<int, currencyCount>& lines) {
    QStringList parts;
    for (int c = 0; c < currencyCount; ++c) {
        if (lines[std::size_t(c)] > 0)
            parts.append(MoneyFormat::format(Money(amounts[std::size_t(c)], Currency(c))));
    }
    return QLocale().createSeparatedList(parts);
}

// Sorts groups by currency first, then by the amount in it.
std::pair<int, qint64> amountKey(const std::array<qint64, currencyCount>& amounts,
                                 const std::array<int, currencyCount>& lines) {
    for (int c = 0; c < currencyCount; ++c) {
        if (lines[std::size_t(c)] > 0)
            return {c, amounts[std::size_t(c)]};
    }
    return {currencyCount, 0};
}

QString quantityText(qint64 micros) {
    return QLocale().toString(double(micros) / 1e6, 'f', micros % 1'000'000 == 0 ? 0 : 2);
}

// The fields a search looks in. Lines of one node share them all but the day, and the decoder
// shares equal strings, so the distinct combinations are few: each is searched once.
constexpr int searchedFields = 11;
using SearchKey = std::array<const void*, searchedFields>;

struct SearchKeyHash {
    std::size_t operator()(const SearchKey& k) const {
        std::size_t h = 0;
        for (const void* p : k)
            h = h * 1'000'003 ^ std::hash<const void*>()(p);
        return h;
    }
};

} // namespace

LineItemTreeModel::LineItemTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Group>()) {}

LineItemTreeModel::~LineItemTreeModel() = default;

void LineItemTreeModel::setLines(QList<LineItem> lines) {
    beginResetModel();
    m_lines = std::move(lines);
    m_searchKey.assign(std::size_t(m_lines.size()), 0);
    m_haystack.clear();
    std::unordered_map<SearchKey, int, SearchKeyHash> seen;
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        const LineItem& l = m_lines[i];
        const QString category = chargeCategoryId(l.category);
        const QString allocation = allocationId(l.allocation);
        const QString* fields[searchedFields] = {
            &l.chargeDescription, &l.resourceName, &l.resourceId,  &l.clusterName, &l.poolName, &l.gpuModel,
            &l.regionId,          &l.stage,        &l.serviceName, &category,      &allocation};
        SearchKey key;
        for (int f = 0; f < searchedFields; ++f)
            key[std::size_t(f)] =
                f < 9 ? static_cast<const void*>(fields[f]->constData())
                      : reinterpret_cast<const void*>(quintptr(f == 9 ? int(l.category) : int(l.allocation)));
        const auto [it, added] = seen.try_emplace(key, int(m_haystack.size()));
        if (added) {
            QString hay;
            for (const QString* f : fields)
                hay += *f + u'\x1f';
            m_haystack.push_back(hay.toLower());
        }
        m_searchKey[std::size_t(i)] = it->second;
    }
    order();
    buildTree();
    refilter();
    endResetModel();
}

void LineItemTreeModel::setGrouping(const QList<FocusColumn>& columns) {
    beginResetModel();
    m_grouping = columns;
    buildTree();
    refilter();
    endResetModel();
}

void LineItemTreeModel::setSearch(const QString& text) {
    const QStringList words = text.toLower().split(u' ', Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    beginResetModel();
    refilter();
    endResetModel();
}

void LineItemTreeModel::setCategory(std::optional<ChargeCategory> category) {
    beginResetModel();
    m_category = category;
    refilter();
    endResetModel();
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

// Every group the lines make, whatever the filters: a filter then only counts.
void LineItemTreeModel::buildTree() {
    m_root = std::make_unique<Group>();
    m_leafOf.assign(std::size_t(m_lines.size()), m_root.get());
    const int depth = int(m_grouping.size());
    if (depth == 0)
        return;
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        Group* g = m_root.get();
        for (int level = 0; level < depth; ++level) {
            const QString key = groupText(m_lines[i], m_grouping[level]);
            Group*& child = g->childIndex[key];
            if (!child) {
                auto made = std::make_unique<Group>();
                made->parent = g;
                made->level = level + 1;
                made->key = key;
                child = made.get();
                g->children.push_back(std::move(made));
            }
            g = child;
        }
        m_leafOf[std::size_t(i)] = g;
    }
}

// Every line in the current sort order, so each group's lines fall into place already sorted.
void LineItemTreeModel::order() {
    m_order.resize(std::size_t(m_lines.size()));
    std::iota(m_order.begin(), m_order.end(), 0);
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
    if (m_sortOrder == Qt::AscendingOrder)
        std::stable_sort(m_order.begin(), m_order.end(), less);
    else
        std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) { return less(b, a); });
}

void LineItemTreeModel::refilter() {
    // Which distinct search texts hold every word.
    std::vector<char> match(m_haystack.size(), 1);
    if (!m_words.isEmpty()) {
        for (std::size_t h = 0; h < m_haystack.size(); ++h) {
            for (const QString& w : std::as_const(m_words)) {
                if (!m_haystack[h].contains(w)) {
                    match[h] = 0;
                    break;
                }
            }
        }
    }
    std::function<void(Group&)> reset = [&](Group& g) {
        g.billed = {};
        g.list = {};
        g.lineCount = {};
        g.count = 0;
        g.utilizationSum = g.gpuHours = 0;
        g.lines.clear();
        g.shown.clear();
        for (auto& c : g.children)
            reset(*c);
    };
    reset(*m_root);
    m_visible.clear();
    m_visible.reserve(m_lines.size());
    for (int i : m_order) {
        const LineItem& l = m_lines[i];
        if ((m_category && l.category != *m_category) || !match[std::size_t(m_searchKey[std::size_t(i)])])
            continue;
        m_visible.push_back(i);
        Group* leaf = m_leafOf[std::size_t(i)];
        leaf->lines.push_back(i);
        const double gpuHours = l.hasUtilization() ? double(l.consumedQuantity) / 1e6 : 0.0;
        for (Group* g = leaf; g; g = g->parent) {
            const auto c = std::size_t(l.currency());
            g->billed[c] += l.billedCost.micros();
            g->list[c] += l.listCost.micros();
            ++g->lineCount[c];
            ++g->count;
            if (gpuHours > 0) {
                g->utilizationSum += l.gpuUtilization * gpuHours;
                g->gpuHours += gpuHours;
            }
        }
    }
    arrange(*m_root);
}

// The groups with lines, in the sort order, numbered.
void LineItemTreeModel::arrange(Group& g) {
    if (g.children.empty())
        return;
    for (auto& c : g.children) {
        if (c->count > 0)
            g.shown.push_back(c.get());
    }
    const bool ascending = m_sortOrder == Qt::AscendingOrder;
    const bool byAmount = m_sortColumn == BilledCost || m_sortColumn == ListCost;
    std::stable_sort(g.shown.begin(), g.shown.end(), [&](const Group* a, const Group* b) {
        if (byAmount) {
            const auto x = amountKey(m_sortColumn == BilledCost ? a->billed : a->list, a->lineCount);
            const auto y = amountKey(m_sortColumn == BilledCost ? b->billed : b->list, b->lineCount);
            return ascending ? x < y : x > y;
        }
        const int c = QString::compare(a->key, b->key);
        return ascending ? c < 0 : c > 0;
    });
    for (std::size_t r = 0; r < g.shown.size(); ++r) {
        g.shown[r]->row = int(r);
        arrange(*g.shown[r]);
    }
}

void LineItemTreeModel::sort(int column, Qt::SortOrder order) {
    beginResetModel();
    m_sortColumn = column;
    m_sortOrder = order;
    this->order();
    refilter();
    endResetModel();
}

QList<Money> LineItemTreeModel::visibleTotals() const {
    QList<Money> totals;
    for (int c = 0; c < currencyCount; ++c) {
        if (m_root->lineCount[std::size_t(c)] > 0)
            totals.append(Money(m_root->billed[std::size_t(c)], Currency(c)));
    }
    return totals;
}

Money LineItemTreeModel::visibleTotal() const {
    const QList<Money> totals = visibleTotals();
    return totals.isEmpty() ? Money(0, Currency::USD) : totals.first();
}

const LineItemTreeModel::Group* LineItemTreeModel::groupOf(const QModelIndex& index) const {
    if (!index.isValid())
        return m_root.get();
    const auto* parent = static_cast<const Group*>(index.internalPointer());
    if (parent->level < m_grouping.size())
        return parent->shown[std::size_t(index.row())];
    return nullptr; // a line
}

QModelIndex LineItemTreeModel::index(int row, int column, const QModelIndex& parent) const {
    const Group* g = groupOf(parent);
    if (!g || row < 0 || column < 0 || column >= ColumnCount)
        return {};
    const bool holdsGroups = g->level < m_grouping.size();
    if (row >= (holdsGroups ? int(g->shown.size()) : int(g->lines.size())))
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
    return g->level < m_grouping.size() ? int(g->shown.size()) : int(g->lines.size());
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
        return role == SortRole ? QVariant(amountKey(g.billed, g.lineCount).second)
                                : QVariant(amountsText(g.billed, g.lineCount));
    case ListCost:
        return role == SortRole ? QVariant(amountKey(g.list, g.lineCount).second)
                                : QVariant(amountsText(g.list, g.lineCount));
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
        return l.pricingUnit.isEmpty() ? QString() : MoneyFormat::unitPrice(l.contractedUnitPrice);
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
    return columnTitle(section);
}

QString LineItemTreeModel::columnTitle(int column) {
    switch (column) {
    case Name:
        return tr("Item");
    case Day:
        return tr("Day");
    case Category:
        return tr("Charge");
    case Cluster:
        return tr("Cluster");
    case Resource:
        return tr("Resource");
    case Quantity:
        return tr("Quantity");
    case UnitPrice:
        return tr("Unit price");
    case ListCost:
        return tr("List cost");
    case BilledCost:
        return tr("Billed");
    case Utilization:
        return tr("GPU use");
    default:
        return {};
    }
}

} // namespace cd
