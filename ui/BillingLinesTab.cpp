#include "BillingLinesTab.h"

#include "billing/BillingText.h"
#include "core/MoneyFormat.h"
#include "models/LineItemTreeModel.h"
#include "session/BillingSession.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSettings>
#include <QTreeView>
#include <QVBoxLayout>

namespace cd {

namespace {

// Group-by choices: the dimensions a person thinks in, each a FOCUS column.
const QList<FocusColumn>& groupChoices() {
    static const QList<FocusColumn> columns = {
        FocusColumn::ClusterName,       FocusColumn::PoolName,
        FocusColumn::ResourceName,      FocusColumn::Stage,
        FocusColumn::GpuModel,          FocusColumn::ServiceName,
        FocusColumn::ChargeCategory,    FocusColumn::AllocationType,
        FocusColumn::ChargePeriodStart, FocusColumn::BillingPeriodStart,
        FocusColumn::RegionId,          FocusColumn::BillingMode,
    };
    return columns;
}

} // namespace

BillingLinesTab::BillingLinesTab(const BillingSession& session, QSettings& settings, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_settings(settings)
    , m_category(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_tree(new QTreeView(this))
    , m_model(new LineItemTreeModel(this))
    , m_totals(new QLabel(this)) {
    // Made after the tree, as they always were: Tab goes from the tree to the group-by choices.
    for (QComboBox*& combo : m_groupBy)
        combo = new QComboBox(this);
    auto* bar = new QHBoxLayout;
    auto* groupLabel = new QLabel(tr("&Group by:"), this);
    groupLabel->setBuddy(m_groupBy[0]);
    bar->addWidget(groupLabel);
    const QStringList saved =
        m_settings
            .value(QStringLiteral("billing/groupBy"),
                   QStringList{QStringLiteral("x_ClusterName"), QStringLiteral("x_PoolName"),
                               QStringLiteral("ResourceName")})
            .toStringList();
    for (int level = 0; level < 3; ++level) {
        QComboBox* combo = m_groupBy[level];
        combo->setObjectName(QStringLiteral("billingGroupBy%1").arg(level));
        combo->addItem(level == 0 ? tr("Nothing (every line)") : tr("\u2014"), QString());
        for (FocusColumn c : groupChoices())
            combo->addItem(BillingText::dimension(c), FocusColumns::name(c));
        combo->setCurrentIndex(std::max(0, combo->findData(saved.value(level))));
        connect(combo, &QComboBox::currentIndexChanged, this, &BillingLinesTab::applyGrouping);
        if (level > 0)
            bar->addWidget(new QLabel(tr("then"), this));
        bar->addWidget(combo);
    }
    bar->addSpacing(12);
    m_category->setObjectName(QStringLiteral("billingCategory"));
    m_category->addItem(tr("All charges"), -1);
    for (ChargeCategory c : {ChargeCategory::Usage, ChargeCategory::Credit})
        m_category->addItem(BillingText::category(c, Allocation::None), int(c));
    connect(m_category, &QComboBox::currentIndexChanged, this, [this] {
        const int c = m_category->currentData().toInt();
        m_model->setCategory(c < 0 ? std::nullopt : std::optional(ChargeCategory(c)));
        updateTotals();
    });
    bar->addWidget(m_category);
    m_search->setObjectName(QStringLiteral("billingSearch"));
    m_search->setPlaceholderText(tr("Search lines (cluster, node, GPU, stage, region\u2026)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search lines"));
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_model->setSearch(text);
        updateTotals();
    });
    bar->addWidget(m_search, 1);
    m_tree->setObjectName(QStringLiteral("billingLines"));
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(LineItemTreeModel::BilledCost, Qt::DescendingOrder);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_tree->header()->resizeSection(LineItemTreeModel::Name, 320);
    m_tree->setAccessibleName(tr("Line items"));
    m_totals->setObjectName(QStringLiteral("billingTotals"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_totals);
    QList<FocusColumn> grouping;
    for (QComboBox* combo : m_groupBy) {
        if (const auto c = FocusColumns::fromName(combo->currentData().toString()))
            grouping.append(*c);
    }
    m_model->setGrouping(grouping);
    connect(&session, &BillingSession::clientChanged, this, [this] { m_model->setLines({}); });
    connect(&session, &BillingSession::linesChanged, this, &BillingLinesTab::showLines);
}

void BillingLinesTab::showLines() {
    m_model->setLines(m_session.lines());
    m_tree->expandToDepth(0);
    updateTotals();
}

void BillingLinesTab::updateTotals() {
    const int shown = int(m_model->visibleLines().size());
    const int total = int(m_session.lines().size());
    // One total per currency, never a sum across them: "billed $1.00 and ¥7.00".
    QStringList sums;
    for (const Money& m : m_model->visibleTotals())
        sums.append(MoneyFormat::format(m));
    const QString sum =
        sums.isEmpty() ? MoneyFormat::format(Money(0, Currency::USD)) : QLocale().createSeparatedList(sums);
    m_totals->setText(
        shown == total
            ? tr("%n line(s), billed %1", nullptr, total).arg(sum)
            : tr("%1 of %n line(s) shown, billed %2", nullptr, total).arg(QLocale().toString(shown), sum));
    Q_EMIT totalsChanged();
}

void BillingLinesTab::applyGrouping() {
    QList<FocusColumn> grouping;
    QStringList names;
    for (QComboBox* combo : m_groupBy) {
        const QString name = combo->currentData().toString();
        names.append(name);
        if (const auto c = FocusColumns::fromName(name); c && !grouping.contains(*c))
            grouping.append(*c);
    }
    m_settings.setValue(QStringLiteral("billing/groupBy"), names);
    m_model->setGrouping(grouping);
    m_tree->expandToDepth(0);
}

} // namespace cd
