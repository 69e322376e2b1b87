#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSettings;
class QTreeView;

namespace cd {

class BillingSession;
class LineItemTreeModel;

// Billing > Line items: every itemized line of the range, grouped by up to three FOCUS columns,
// filtered by charge category, searched, sorted, with totals that add up to what is shown.
class BillingLinesTab final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingLinesTab)

public:
    BillingLinesTab(const BillingSession& session, QSettings& settings, QWidget* parent = nullptr);

    LineItemTreeModel* model() const { return m_model; }

Q_SIGNALS:
    // The totals line changed (new lines, a search, a category).
    void totalsChanged();

private:
    void showLines();
    void updateTotals();
    void applyGrouping();

    const BillingSession& m_session;
    QSettings& m_settings;
    QComboBox* m_category;
    QLineEdit* m_search;
    QTreeView* m_tree;
    LineItemTreeModel* m_model;
    QLabel* m_totals;
    QComboBox* m_groupBy[3];
};

} // namespace cd
