#pragma once

#include "billing/FocusColumn.h"
#include "billing/LineItem.h"

#include <QAbstractItemModel>
#include <QList>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace cd {

// Itemized cost lines as a tree: grouped by any chain of FOCUS columns (cluster, then pool, then
// node), each group with the totals of the lines under it, filtered by a search and a charge
// category, sorted by any column. Groups and totals are rebuilt from the filtered lines every
// time, so what a group says always adds up to the lines it holds. Sized for 100,000 lines: a
// search keystroke and a regroup touch each line once, through precomputed search text.
class LineItemTreeModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column {
        Name,
        Day,
        Category,
        Cluster,
        Resource,
        Quantity,
        UnitPrice,
        ListCost,
        BilledCost,
        Utilization,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, LineIndexRole, IsGroupRole };

    explicit LineItemTreeModel(QObject* parent = nullptr);
    ~LineItemTreeModel() override;

    void setLines(QList<LineItem> lines);
    const QList<LineItem>& lines() const { return m_lines; }
    void setGrouping(const QList<FocusColumn>& columns);
    const QList<FocusColumn>& grouping() const { return m_grouping; }
    // Every whitespace-separated word must appear (case-insensitive) in the line's description,
    // resource, cluster, pool, GPU model, region, stage, service or category.
    void setSearch(const QString& text);
    void setCategory(std::optional<ChargeCategory> category);

    // The lines that pass the filters, in no particular order, and their totals: one per currency
    // they are in (yuan first), never a sum across currencies.
    const std::vector<int>& visibleLines() const { return m_visible; }
    QList<Money> visibleTotals() const;
    // The total of the visible lines' currency (the first of visibleTotals() when there are several).
    Money visibleTotal() const;
    QString groupText(const LineItem& line, FocusColumn column) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    struct Group;
    void buildTree();
    void order();
    void refilter();
    void arrange(Group& g);
    QVariant groupData(const Group& g, int column, int role) const;
    QVariant lineData(const LineItem& l, int column, int role) const;
    const Group* groupOf(const QModelIndex& index) const;
    static QString columnTitle(int column);

    QList<LineItem> m_lines;
    std::vector<QString> m_haystack; // lower-case search texts, each distinct one once
    std::vector<int> m_searchKey;    // per line: its search text
    std::vector<int> m_order;        // every line, in the sort order
    std::vector<Group*> m_leafOf;    // per line: the group that holds it
    QList<FocusColumn> m_grouping;
    QStringList m_words;
    std::optional<ChargeCategory> m_category;
    std::vector<int> m_visible;
    std::unique_ptr<Group> m_root;
    int m_sortColumn = BilledCost;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    mutable QHash<qint64, QString> m_dayText;
};

} // namespace cd
