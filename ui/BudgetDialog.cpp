#include "BudgetDialog.h"

#include "EnterKey.h"

#include "billing/BillingText.h"
#include "core/MoneyFormat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

BudgetDialog::BudgetDialog(const Budget& budget, const QList<QPair<QString, QString>>& clusters,
                           Currency currency, QWidget* parent)
    : QDialog(parent)
    , m_original(budget)
    , m_currency(currency)
    , m_name(new QLineEdit(budget.name, this))
    , m_scope(new QComboBox(this))
    , m_cluster(new QComboBox(this))
    , m_tagKey(new QComboBox(this))
    , m_tagValue(new QLineEdit(this))
    , m_amount(new QDoubleSpinBox(this))
    , m_actual(new QLineEdit(percentList(budget.thresholds, Budget::Basis::Actual), this))
    , m_forecast(new QLineEdit(percentList(budget.thresholds, Budget::Basis::Forecast), this))
    , m_action(new QComboBox(this))
    , m_automatic(new QCheckBox(tr("Act &without asking"), this))
    , m_message(new QLabel(this)) {
    setWindowTitle(budget.id.isEmpty() ? tr("New budget") : tr("Edit budget"));
    m_name->setObjectName(QStringLiteral("budgetName"));
    m_scope->setObjectName(QStringLiteral("budgetScope"));
    m_amount->setObjectName(QStringLiteral("budgetAmount"));
    m_actual->setObjectName(QStringLiteral("budgetActual"));
    m_forecast->setObjectName(QStringLiteral("budgetForecast"));
    m_action->setObjectName(QStringLiteral("budgetAction"));
    m_scope->addItem(tr("The whole tenant"), int(Budget::Scope::Tenant));
    m_scope->addItem(tr("One cluster"), int(Budget::Scope::Cluster));
    m_scope->addItem(tr("A tag"), int(Budget::Scope::Tag));
    m_scope->setCurrentIndex(m_scope->findData(int(budget.scope)));
    for (const auto& [id, name] : clusters)
        m_cluster->addItem(tr("%1 (%2)").arg(name, id), id);
    // A cluster not in the list (one that never ran) stays this budget's target.
    if (budget.scope == Budget::Scope::Cluster && m_cluster->findData(budget.target) < 0)
        m_cluster->addItem(budget.target, budget.target);
    if (budget.scope == Budget::Scope::Cluster)
        m_cluster->setCurrentIndex(std::max(0, m_cluster->findData(budget.target)));
    for (const QString& key : Budget::tagKeys())
        m_tagKey->addItem(key, key);
    if (budget.scope == Budget::Scope::Tag) {
        const qsizetype eq = budget.target.indexOf(u'=');
        m_tagKey->setCurrentIndex(std::max(0, m_tagKey->findData(budget.target.left(eq))));
        m_tagValue->setText(budget.target.mid(eq + 1));
    }
    m_tagValue->setPlaceholderText(tr("e.g. inference"));
    // The tag row has one label for two fields; each says its own part to a screen reader.
    m_tagKey->setAccessibleName(tr("Tag key"));
    m_tagValue->setAccessibleName(tr("Tag value"));
    m_amount->setRange(0, 1e9);
    m_amount->setDecimals(2);
    m_amount->setGroupSeparatorShown(true);
    m_amount->setPrefix(MoneyFormat::symbol(currency));
    m_amount->setValue(budget.amount.toDouble());
    m_actual->setPlaceholderText(tr("e.g. 50, 80, 100"));
    m_forecast->setPlaceholderText(tr("e.g. 100"));
    for (Budget::Action a : {Budget::Action::None, Budget::Action::Stop, Budget::Action::Downsize})
        m_action->addItem(BillingText::action(a), int(a));
    m_action->setCurrentIndex(m_action->findData(int(budget.action)));
    m_automatic->setChecked(budget.automatic);

    auto* tag = new QHBoxLayout;
    tag->addWidget(m_tagKey);
    tag->addWidget(new QLabel(QStringLiteral("="), this));
    tag->addWidget(m_tagValue, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Applies &to:"), m_scope);
    form->addRow(tr("&Cluster:"), m_cluster);
    form->addRow(tr("Ta&g:"), tag);
    form->addRow(tr("&Amount per month:"), m_amount);
    form->addRow(tr("Alert at actua&l spend (%):"), m_actual);
    form->addRow(tr("Alert at &forecast spend (%):"), m_forecast);
    form->addRow(tr("When &reached:"), m_action);
    form->addRow(QString(), m_automatic);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("budgetProblem"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    EnterKey::makePrimary(*this, m_ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    for (QLineEdit* e : {m_name, m_tagValue, m_actual, m_forecast})
        connect(e, &QLineEdit::textChanged, this, &BudgetDialog::validate);
    for (QComboBox* c : {m_scope, m_cluster, m_tagKey, m_action})
        connect(c, &QComboBox::currentIndexChanged, this, &BudgetDialog::validate);
    connect(m_amount, &QDoubleSpinBox::valueChanged, this, &BudgetDialog::validate);
    connect(m_automatic, &QCheckBox::toggled, this, &BudgetDialog::validate);
    validate();
}

QString BudgetDialog::percentList(const QList<Budget::Threshold>& thresholds, Budget::Basis basis) {
    QStringList parts;
    for (const Budget::Threshold& t : thresholds) {
        if (t.basis == basis)
            parts.append(QString::number(t.percent));
    }
    return parts.join(QStringLiteral(", "));
}

std::optional<QList<int>> BudgetDialog::parsePercents(const QString& text) {
    QList<int> out;
    for (const QString& part : text.split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int v = part.trimmed().remove(u'%').trimmed().toInt(&ok);
        if (!ok || v < 1 || v > 1000)
            return std::nullopt;
        if (!out.contains(v))
            out.append(v);
    }
    std::sort(out.begin(), out.end());
    return out;
}

Budget BudgetDialog::budget() const {
    Budget b = m_original;
    b.name = m_name->text().trimmed();
    b.scope = Budget::Scope(m_scope->currentData().toInt());
    b.target.clear();
    if (b.scope == Budget::Scope::Cluster)
        b.target = m_cluster->currentData().toString();
    else if (b.scope == Budget::Scope::Tag)
        b.target = m_tagKey->currentData().toString() + u'=' + m_tagValue->text().trimmed();
    b.amount = Money::fromDouble(m_amount->value(), m_currency, 2);
    b.thresholds.clear();
    for (int p : parsePercents(m_actual->text()).value_or(QList<int>{}))
        b.thresholds.append({p, Budget::Basis::Actual});
    for (int p : parsePercents(m_forecast->text()).value_or(QList<int>{}))
        b.thresholds.append({p, Budget::Basis::Forecast});
    b.action = b.scope == Budget::Scope::Cluster ? Budget::Action(m_action->currentData().toInt())
                                                 : Budget::Action::None;
    b.automatic = b.action != Budget::Action::None && m_automatic->isChecked();
    return b;
}

QString BudgetDialog::problem() const {
    if (m_name->text().trimmed().isEmpty())
        return tr("Give the budget a name.");
    if (m_amount->value() <= 0)
        return tr("Set an amount above zero.");
    const auto scope = Budget::Scope(m_scope->currentData().toInt());
    if (scope == Budget::Scope::Cluster && m_cluster->count() == 0)
        return tr("There is no cluster to budget for.");
    if (scope == Budget::Scope::Tag && m_tagValue->text().trimmed().isEmpty())
        return tr("Say which value of the tag the budget covers.");
    if (!parsePercents(m_actual->text()) || !parsePercents(m_forecast->text()))
        return tr("Alert shares are whole percentages from 1 to 1000, separated by commas.");
    return {};
}

void BudgetDialog::validate() {
    const auto scope = Budget::Scope(m_scope->currentData().toInt());
    m_cluster->setEnabled(scope == Budget::Scope::Cluster);
    m_tagKey->setEnabled(scope == Budget::Scope::Tag);
    m_tagValue->setEnabled(scope == Budget::Scope::Tag);
    m_action->setEnabled(scope == Budget::Scope::Cluster);
    m_action->setToolTip(
        scope == Budget::Scope::Cluster ? QString() : tr("Only a cluster's budget can stop or downsize it."));
    m_automatic->setEnabled(scope == Budget::Scope::Cluster && m_action->currentData().toInt() != 0);
    const QString why = problem();
    m_message->setText(why);
    m_message->setVisible(!why.isEmpty());
    m_ok->setEnabled(why.isEmpty());
}

} // namespace cd
